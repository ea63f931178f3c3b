import type { ParseResult } from '../report/types.ts';
/** Parses node:test console output. Total: never throws. */
export declare function parseNodeTestOutput(text: string): ParseResult;
