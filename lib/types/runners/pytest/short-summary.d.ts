/**
 * The entries of pytest's short test summary (`-r`): `FAILED nodeid - message` and its
 * kin, and pytest 9's subtest entries, read between the summary header and the stats line
 * that ./landmarks.ts chose.
 *
 * @module dsh-test-closure/runners/pytest/short-summary
 */
import type { Landmarks } from './landmarks.ts';
import type { PytestRecord } from './records.ts';
import { type SubtestEntry } from './subtest-node.ts';
export type Entry = Extract<PytestRecord, {
    kind: 'entry';
}>;
/** A run's short-summary entries, in order (all empty when the output has none). */
export interface ShortSummary {
    /** Every FAILED, ERROR, PASSED, XFAIL and XPASS entry. */
    entries: Entry[];
    /** The FAILED entries (./section-matching.ts keys their sections by their index here). */
    failed: Entry[];
    /** The ERROR entries (./section-matching.ts keys their sections by their index here). */
    errors: Entry[];
    /** pytest 9 subtest entries, node id and message found. */
    subEntries: SubtestEntry[];
}
/**
 * Reads the short summary's entries.
 *
 * @param landmarks where pytest's own summary header and stats line are.
 */
export declare function readShortSummary(records: readonly PytestRecord[], landmarks: Landmarks): ShortSummary;
