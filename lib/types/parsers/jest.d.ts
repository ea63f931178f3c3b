import type { ParseResult } from '../report/types.ts';
/** Parses jest console output. Total: never throws. */
export declare function parseJestOutput(text: string): ParseResult;
