/**
 * Reports counted in the words of pytest's final stats line (`2 failed, 5 passed`): read
 * from a stats record, or tallied from progress letters and `-v` statuses into one, so a run
 * without a stats line is counted by the same rules as one with it.
 *
 * @module dsh-test-closure/runners/pytest/stats-words
 */
import type { PytestRecord, VerboseStatus } from './records.ts';

export type Stats = Extract<PytestRecord, { kind: 'stats' }>;

/** Progress letters and -v words, as the stats-line words they are counted under. */
export const LETTER_WORD: Record<string, string> = { '.': 'passed', F: 'failed', E: 'errors', s: 'skipped', x: 'xfailed', X: 'xpassed', u: 'subtests failed' };
export const STATUS_WORD: Record<VerboseStatus, string> = { PASSED: 'passed', FAILED: 'failed', ERROR: 'errors', SKIPPED: 'skipped', XFAIL: 'xfailed', XPASS: 'xpassed' };

/** Counts of stats-line words, in order of first appearance. */
export class WordCounts {
  readonly byWord = new Map<string, number>();
  total = 0;

  add(word: string): void {
    this.byWord.set(word, (this.byWord.get(word) ?? 0) + 1);
    this.total++;
  }

  /** How many of the reports were one of `words`. */
  count(...words: string[]): number {
    return words.reduce((sum, w) => sum + (this.byWord.get(w) ?? 0), 0);
  }
}

/** A stats record built from word counts. */
export function statsOf(counts: WordCounts, seconds = 0): Stats {
  return { kind: 'stats', counts: [...counts.byWord].map(([word, n]) => ({ n, word })), seconds };
}

/** A stats record built from one word per report. */
export function tally(words: Iterable<string>, seconds = 0): Stats {
  const counts = new WordCounts();
  for (const w of words) counts.add(w);
  return statsOf(counts, seconds);
}

/** How many reports of a stats record are one of `words`. */
export const countOf = (stats: Stats, ...words: string[]): number =>
  stats.counts.filter((c) => words.includes(c.word)).reduce((a, c) => a + c.n, 0);

/** Reports a stats line counts: one per test, plus collection reports and extra (teardown) errors. */
export const reportsOf = (stats: Stats): number => countOf(stats, 'passed', 'xpassed', 'failed', 'error', 'errors', 'skipped', 'xfailed');
