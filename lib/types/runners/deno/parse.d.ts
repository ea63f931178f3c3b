import type { Lines } from '../../parsing/lines.ts';
import type { Dialect, RunnerParser } from '../../parsing/pipeline.ts';
import type { DenoRecord, DenoTapRecord } from './records.ts';
/**
 * Which reporter printed `lines`: the TAP reporter's `TAP version 14` before any `running N
 * tests from` line of the others (a line a test printed comes after that one, and the TAP
 * reporter prints none). An error before the run prints neither and is read by the pretty
 * grammar, whichever reporter was asked for.
 */
export declare function denoDialectOf(lines: Lines): Dialect<DenoRecord> | Dialect<DenoTapRecord>;
export declare const DENO_PARSER: RunnerParser;
