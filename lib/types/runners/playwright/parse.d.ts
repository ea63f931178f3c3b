import type { ParseResult } from '../../report/types.ts';
export declare const PLAYWRIGHT_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses playwright test console output (stdout then stderr). Total: never throws. */
export declare function parsePlaywrightOutput(text: string): ParseResult;
