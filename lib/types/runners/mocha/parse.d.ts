import type { ParseResult } from '../../report/types.ts';
export declare const MOCHA_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses mocha console output (stdout then stderr). Total: never throws. */
export declare function parseMochaOutput(text: string): ParseResult;
