import type { ParseResult } from '../report/types.ts';
/** Parses pytest console output. Total: never throws. */
export declare function parsePytestOutput(text: string): ParseResult;
