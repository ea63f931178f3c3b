/**
 * Where pytest's own lines are, among lines a test may have printed the same way: the final
 * stats line is the worst stats record that agrees with the run's header or progress (see
 * {@link chooseStats}); the real short test summary is the LAST `short test summary info`
 * section before it; top-level sections only move forward in pytest's order
 * ({@link SECTION_RANK}).
 *
 * @module dsh-test-closure/runners/pytest/landmarks
 */
import type { PytestRecord } from './records.ts';
/**
 * Top-level `=== title ===` sections before the short summary, in the order pytest writes
 * them (TerminalReporter.pytest_terminal_summary). A title only moves the fold forward in
 * this order: an imitation printed inside a failure's captured output cannot send it back,
 * and other titles are ignored. `tests coverage` is pytest-cov's (6.1+), written by its
 * pytest_terminal_summary between pytest's sections and the short summary; its
 * `___ coverage: platform … ___` line is not a failure's header.
 */
export declare const SECTION_RANK: Map<string, number>;
/** Record indices of pytest's own landmarks in one run's records. */
export interface Landmarks {
    /** pytest's stats line (-1: none, as with `-qq` or a cut-off output). */
    stats: number;
    /** pytest's short-summary header (-1: none). */
    summary: number;
    /** Where the summary's entries end: the stats line, else the end of the records. */
    end: number;
    /** Where the run's body (progress, results, failure sections) ends: the summary header, else `end`. */
    bodyEnd: number;
    /**
     * A run cut off mid-file (a hung test killed at a timeout) ends in an unfinished progress
     * line: its letters are the tests of that file that did finish. Counted only when it is the
     * last line pytest printed (lines after it are no kind of pytest's, like npm's error footer),
     * so this is the last record that is not an unknown line (-1: none, or a stats line was found).
     */
    cutLine: number;
}
/**
 * Finds pytest's own stats line and short-summary header among `records`.
 *
 * @returns their indices, and the bounds of the body and the summary they imply.
 */
export declare function findLandmarks(records: readonly PytestRecord[]): Landmarks;
