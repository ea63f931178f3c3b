import type { ParseResult } from '../report/types.ts';
/** Parses vitest console output. Total: never throws. */
export declare function parseVitestOutput(text: string): ParseResult;
