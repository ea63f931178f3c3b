import type { ParseResult } from '../../report/types.ts';
export declare const UVU_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses uvu console output (stdout then stderr). Total: never throws. */
export declare function parseUvuOutput(text: string): ParseResult;
