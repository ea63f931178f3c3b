/**
 * The node id and message of a pytest 9 subtest summary entry
 * (`SUBFAILED[msg] (i=1) tests/a.py::test_x[p] - assert 1 != 1`). The grammar captures only
 * the text after the entry's word; the fold finds the node id in the entries it takes, so the
 * search runs on the short summary alone, not on every such line a test printed.
 *
 * @module dsh-test-closure/runners/pytest/subtest-node
 */
import type { PytestRecord } from './records.ts';
/** A subtest entry's node id, and the message that follows it after " - ". */
export interface SubtestNode {
    nodeid: string;
    message?: string;
}
/** A subtest entry as the grammar returns it. */
export type SubEntryRecord = Extract<PytestRecord, {
    kind: 'subEntry';
}>;
/** A subtest entry with its node id and message found (neither when its text names no node id). */
export interface SubtestEntry {
    kind: 'subEntry';
    /** The entry's word after `SUB` (`FAILED`, `PASSED`, ...). */
    word: string;
    nodeid?: string;
    message?: string;
}
/**
 * The node id and message in the text after a subtest entry's word
 * (`[msg] (i=1) tests/a.py::test_x[p] - assert 1 != 1`). The node id is the first
 * whitespace-separated token holding `::` that, with its `[params]` part, reaches either the
 * line end or " - " (the message follows it). A token's `::` is tried from the right; the
 * `[params]` part starts at the first `[` after that `::` and ends at the first `]` that
 * reaches the line end or " - " (params may hold spaces and `] `). This is what the regex
 * /(?:^|\s)([^\s]*::[^\s[]*(?:\[.*?\](?=\s|$))?)(?: - (.*))?$/ matched, with U+2028 and
 * U+2029 taken as ordinary characters, but linear: that regex retried every later token
 * from scratch, quadratic on a long line of such tokens.
 *
 * @param text the entry's text after its word, without the line end.
 * @returns the node id and message, or undefined when no token qualifies.
 */
export declare function findSubtestNode(text: string): SubtestNode | undefined;
/**
 * A subtest entry record with its node id and message found ({@link findSubtestNode}).
 *
 * @param record a `subEntry` record of the grammar.
 * @returns the entry as the fold reads it; without `nodeid` and `message` when its text names no node id.
 */
export declare function resolveSubtestEntry(record: SubEntryRecord): SubtestEntry;
