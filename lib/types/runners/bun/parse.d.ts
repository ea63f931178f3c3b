import type { ParseResult } from '../../report/types.ts';
export declare const BUN_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses bun test console output (stdout then stderr). Total: never throws. */
export declare function parseBunOutput(text: string): ParseResult;
