/**
 * Folds pytest line records ({@link PytestRecord}) into counts and failures, in steps of
 * one concern each: find pytest's own landmarks among lines a test may have printed the same
 * way (./landmarks.ts), read the short summary (./short-summary.ts) and the run's body
 * (./run-body.ts), pair the body's failure sections with the summary's entries
 * (./section-matching.ts), name the failures (./failures.ts), and reconcile the counts
 * (./reconcile.ts), and list the tests it names (./listed.ts).
 *
 * @module dsh-test-closure/runners/pytest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { PytestRecord } from './records.ts';
/** The fold's result; its `files` are empty when any progress line of the run names no file (`-q`). */
export type PytestFold = Folded;
/**
 * Folds the records of one pytest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 *
 * @returns the counts and failures; `summarySeen` is false without a stats line (`-qq`, truncated output).
 */
export declare function foldPytest(records: readonly PytestRecord[], lines: Lines): PytestFold;
