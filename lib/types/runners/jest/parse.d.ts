import type { ParseResult } from '../../report/types.ts';
export declare const JEST_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses jest console output (stdout then stderr). Total: never throws. */
export declare function parseJestOutput(text: string): ParseResult;
