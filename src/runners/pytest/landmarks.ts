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
import { countOf, reportsOf, type Stats } from './stats-words.ts';

/**
 * Top-level `=== title ===` sections before the short summary, in the order pytest writes
 * them (TerminalReporter.pytest_terminal_summary). A title only moves the fold forward in
 * this order: an imitation printed inside a failure's captured output cannot send it back,
 * and other titles are ignored. `tests coverage` is pytest-cov's (6.1+), written by its
 * pytest_terminal_summary between pytest's sections and the short summary; its
 * `___ coverage: platform … ___` line is not a failure's header.
 */
export const SECTION_RANK = new Map([
  ['test session starts', 0], ['ERRORS', 1], ['FAILURES', 2], ['XFAILURES', 3],
  ['warnings summary', 4], ['PASSES', 5], ['XPASSES', 6], ['tests coverage', 7],
]);

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
export function findLandmarks(records: readonly PytestRecord[]): Landmarks {
  const candidates = landmarksOf(records);
  const stats = chooseStats(records, candidates.stats);
  const end = stats >= 0 ? stats : records.length;
  const summary = chooseSummary(candidates, end);
  return { stats, summary, end, bodyEnd: summary >= 0 ? summary : end, cutLine: stats < 0 ? lastKnown(records) : -1 };
}

interface Candidates {
  stats: number[];
  summaries: number[];
  otherSections: number[];
}

/** The indices of the stats lines, the short-summary headers and the other section headers, in one pass. */
function landmarksOf(records: readonly PytestRecord[]): Candidates {
  const stats: number[] = [];
  const summaries: number[] = [];
  const otherSections: number[] = [];
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind; // (read once: see Dialect.fold)
    if (kind === 'stats') stats.push(i);
    else if (kind === 'section' && r.title === 'short test summary info') summaries.push(i);
    else if (kind === 'section' && r.title !== 'warnings summary (final)') otherSections.push(i);
  }
  return { stats, summaries, otherSections };
}

/**
 * Index of pytest's own short-summary header: the last one before `end` (pytest's stats
 * line, or the end of a cut-off output) with no stats line or other section header between
 * them, since pytest writes only entries there (and, for warnings raised at teardown,
 * `warnings summary (final)`). One a test printed (into a PASSES section, with `-rP`;
 * pytest then writes no summary of its own) is followed by more of that output.
 */
function chooseSummary(candidates: Candidates, end: number): number {
  const before = (list: number[]): number => list.findLast((i) => i < end) ?? -1;
  const summary = before(candidates.summaries);
  return summary > Math.max(before(candidates.stats), before(candidates.otherSections)) ? summary : -1;
}

/**
 * Index of pytest's own stats line, of the `candidates` (the indices of all of them).
 * Normally the last one; but when stderr is appended after stdout, or a test prints at
 * exit, an imitation can follow it. So only stats lines that agree with the run's own
 * evidence count: the header's item count (reports may exceed the selected items only by
 * error reports) or, without a header (-q), the number of progress characters (one per
 * report). Of those, the worst wins (most failures and errors; the first of equals): printed
 * text can make a run look redder, never greener, so `3 passed` printed at exit cannot
 * outrank pytest's `1 failed, 2 passed`, and an equal line printed at exit cannot move the end
 * of the run past pytest's own (where a printed summary or result line would be read). With no
 * agreeing line, the last one.
 */
function chooseStats(records: readonly PytestRecord[], candidates: readonly number[]): number {
  if (candidates.length <= 1) return candidates[0] ?? -1;
  const collected = records.find((r) => r.kind === 'collected');
  let chars = 0;
  for (const r of records) {
    if (r.kind === 'stats' || (r.kind === 'section' && (SECTION_RANK.get(r.title) ?? 0) > 0)) break;
    if (r.kind === 'progress') chars += r.chars.length;
  }
  const agrees = (stats: Stats): boolean => {
    if (collected?.kind === 'collected') {
      return reportsOf(stats) - collected.selected - collected.skipped - collected.errors <= countOf(stats, 'error', 'errors');
    }
    return chars === 0 || reportsOf(stats) === chars;
  };
  const badness = (stats: Stats): number => countOf(stats, 'failed', 'error', 'errors');
  let chosen = -1;
  for (const i of candidates) {
    const stats = records[i] as Stats;
    if (agrees(stats) && (chosen < 0 || badness(stats) > badness(records[chosen] as Stats))) chosen = i;
  }
  return chosen >= 0 ? chosen : candidates.at(-1)!;
}

/** Index of the last record that is not an unknown line (-1: none). */
function lastKnown(records: readonly PytestRecord[]): number {
  let i = records.length - 1;
  while (i >= 0 && records[i]!.kind === 'unknown') i--;
  return i;
}
