import type { ParseResult } from '../../report/types.ts';
export declare const VITEST_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses vitest console output (stdout and stderr, merged or concatenated). Total: never throws. */
export declare function parseVitestOutput(text: string): ParseResult;
