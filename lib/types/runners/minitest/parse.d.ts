import type { ParseResult } from '../../report/types.ts';
export declare const MINITEST_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses Minitest console output (default or `-v`). Total over strings. */
export declare function parseMinitestOutput(text: string): ParseResult;
