import type { ParseResult } from './report/types.ts';
import { type Framework } from './report/kinds.ts';
/**
 * Parses the console output of one test run.
 *
 * Total over `text`: any string (binary junk, truncated, empty, tens of MB) yields a
 * result and never throws; a non-string is treated as its string form. Output of
 * `npm test` is parsed with the framework of the runner the script calls.
 *
 * @param framework one of {@link FRAMEWORKS}; anything else is a programming error and throws a TypeError.
 * @param text the runner's combined stdout and stderr.
 */
export declare function parseRunnerOutput(framework: Framework, text: string): ParseResult;
