import type { ParseResult } from '../../report/types.ts';
export declare const RSPEC_PARSER: import("../../parsing/pipeline.ts").RunnerParser;
/** Parses RSpec console output (progress or documentation). Total over strings. */
export declare function parseRSpecOutput(text: string): ParseResult;
