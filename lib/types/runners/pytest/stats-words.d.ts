/**
 * Reports counted in the words of pytest's final stats line (`2 failed, 5 passed`): read
 * from a stats record, or tallied from progress letters and `-v` statuses into one, so a run
 * without a stats line is counted by the same rules as one with it.
 *
 * @module dsh-test-closure/runners/pytest/stats-words
 */
import type { PytestRecord, VerboseStatus } from './records.ts';
export type Stats = Extract<PytestRecord, {
    kind: 'stats';
}>;
/** Progress letters and -v words, as the stats-line words they are counted under. */
export declare const LETTER_WORD: Record<string, string>;
export declare const STATUS_WORD: Record<VerboseStatus, string>;
/** Counts of stats-line words, in order of first appearance. */
export declare class WordCounts {
    readonly byWord: Map<string, number>;
    total: number;
    add(word: string): void;
    /** How many of the reports were one of `words`. */
    count(...words: string[]): number;
}
/** A stats record built from word counts. */
export declare function statsOf(counts: WordCounts, seconds?: number): Stats;
/** A stats record built from one word per report. */
export declare function tally(words: Iterable<string>, seconds?: number): Stats;
/** How many reports of a stats record are one of `words`. */
export declare const countOf: (stats: Stats, ...words: string[]) => number;
/** Reports a stats line counts: one per test, plus collection reports and extra (teardown) errors. */
export declare const reportsOf: (stats: Stats) => number;
