import type { ParseResult } from '../../report/types.ts';
export declare const PYTEST_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses pytest console output (stdout then stderr). Total: never throws. */
export declare function parsePytestOutput(text: string): ParseResult;
