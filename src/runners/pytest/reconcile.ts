/**
 * A pytest run's counts. The stats line is the authority when present: failed = failed +
 * errors, less the extra error reports of tests already counted (a teardown error after the
 * test's own outcome; pytest counts that test twice); passed = passed + xpassed, skipped =
 * skipped + xfailed, each less the tests that errored in teardown after that outcome; a
 * pytest 9 failed subtest is likewise an extra `failed` report of its test, and a test whose
 * subtests failed while its body passed (a unittest `subTest`; pytest counts it passed)
 * counts as failed, as junit reports it. Deselected tests are not counted. Without a stats
 * line (`-qq`, truncated output) the reports are counted from `-v` result lines, else from
 * progress letters, deduplicated the same way when a short summary is there. Never fewer
 * failed than failures named.
 *
 * @module dsh-test-closure/runners/pytest/reconcile
 */
import { Tally } from '../../parsing/fold-kit.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { Summary } from '../../report/types.ts';
import type { Landmarks } from './landmarks.ts';
import type { PytestRecord, VerboseStatus } from './records.ts';
import type { RunBody } from './run-body.ts';
import type { MatchedSections } from './section-matching.ts';
import type { Entry, ShortSummary } from './short-summary.ts';
import { countOf, reportsOf, STATUS_WORD, statsOf, tally, WordCounts, type Stats } from './stats-words.ts';

/** A run's counts, and its duration when its stats line states it. */
export interface Counts {
  summary: Summary;
  durationMs?: number;
}

/**
 * Counts a run's tests.
 *
 * @param named how many failures the fold named: the failed count is never fewer.
 */
export function reconcileCounts(
  records: readonly PytestRecord[],
  landmarks: Landmarks,
  summary: ShortSummary,
  body: RunBody,
  matched: MatchedSections,
  named: number,
): Counts {
  const seen = landmarks.stats >= 0 ? records[landmarks.stats] : undefined;
  const line = seen?.kind === 'stats' ? seen : undefined;
  // Without a stats line (truncated, or -qq) the reports are counted from -v result lines
  // or progress letters, and deduplicated by the same rules when a short summary is there.
  const stats = line ?? (summary.entries.length > 0 ? statsFromBody(body) : undefined);
  if (stats !== undefined) return countFromStats(stats, stats === line, records, summary, body, matched, named);
  if (body.verbose.size > 0) return { summary: countFromVerbose(body.verbose, named) };
  return { summary: countFromLetters(body.letters, named) };
}

const isMain = (s: VerboseStatus): boolean => s !== 'ERROR';

/** A stats record tallied from -v result lines, else from progress letters (undefined: neither). */
function statsFromBody(body: RunBody): Stats | undefined {
  if (body.verbose.size > 0) return tally([...body.verbose.values()].flat().map((st) => STATUS_WORD[st]));
  if (body.letters.total > 0) return statsOf(body.letters);
  return undefined;
}

/**
 * Reports beyond one per test, by what their test is counted as: a teardown error after the
 * test's own outcome (pytest counts that test twice), a failed subtest.
 */
class ExtraReports {
  /** Extra reports of tests counted as failed. */
  failed = 0;
  /** Teardown errors after a passed (or xpassed) outcome. */
  passed = 0;
  /** Teardown errors after a skipped or xfailed outcome. */
  skipped = 0;
  /** Every extra report the output attributes. */
  known = 0;

  /** An extra report of a test already counted as failed. */
  ofFailed(): void {
    this.known++;
    this.failed++;
  }

  /** A teardown error after the test's outcome `main` (a passed one when unknown). */
  after(main: VerboseStatus | undefined): void {
    this.known++;
    if (main === 'SKIPPED' || main === 'XFAIL') this.skipped++;
    else this.passed++;
  }
}

/** The counts of a stats record (`fromLine`: pytest's own line, not tallied), less the extra reports. */
function countFromStats(
  stats: Stats,
  fromLine: boolean,
  records: readonly PytestRecord[],
  summary: ShortSummary,
  body: RunBody,
  matched: MatchedSections,
  named: number,
): Counts {
  const n = (...words: string[]): number => countOf(stats, ...words);
  const failedIds = new Set(summary.failed.map((e) => e.nodeid));
  const extra = new ExtraReports();
  countErrorEntries(extra, failedIds, summary, body, matched);
  if (summary.entries.length === 0) countErrorsWithoutSummary(extra, body);
  // pytest 9 counts each failed subtest in `failed` beside its test's own report. A test
  // with a FAILED entry is counted as failed already; one without (a unittest subTest whose
  // test body passed) is counted in `passed`, and moves to `failed`, as junit reports it.
  const subtestParents = fromLine ? countFailedSubtests(extra, failedIds, summary) : 0;
  // Teardown errors the output does not attribute (--tb=no without -v): the header's item
  // count shows how many reports exceed one per test; each is taken as a passed test's.
  const collected = records.find((r) => r.kind === 'collected');
  if (collected?.kind === 'collected') {
    const unexplained = reportsOf(stats) - collected.selected - collected.skipped - collected.errors - extra.known;
    if (unexplained > 0) extra.passed += unexplained;
  }
  const counts: Counts = {
    summary: summaryOf(
      n('passed', 'xpassed') - extra.passed - subtestParents,
      Math.max(n('failed', 'error', 'errors') - extra.failed + subtestParents, named),
      n('skipped', 'xfailed') - extra.skipped,
    ),
  };
  if (fromLine) counts.durationMs = Math.round(stats.seconds * 1000);
  return counts;
}

/**
 * The ERROR entries that are extra reports: a test's first setup error is its only report;
 * any other error of a test (teardown, or after its outcome) is an extra one.
 */
function countErrorEntries(extra: ExtraReports, failedIds: ReadonlySet<string>, summary: ShortSummary, body: RunBody, matched: MatchedSections): void {
  const listed = (word: Entry['word']): Set<string> => new Set(summary.entries.filter((e) => e.word === word).map((e) => e.nodeid));
  const passedIds = listed('PASSED');
  const xpassIds = listed('XPASS');
  const xfailIds = listed('XFAIL');
  const mainOf = (id: string): VerboseStatus | undefined => body.verbose.get(id)?.find(isMain)
    ?? (passedIds.has(id) ? 'PASSED' : xpassIds.has(id) ? 'XPASS' : xfailIds.has(id) ? 'XFAIL' : undefined);
  const setupErrored = new Set<string>();
  summary.errors.forEach((e, j) => {
    const id = e.nodeid;
    if (!id.includes('::')) return; // collection error: a report of its own, no test
    let when = matched.errors.get(j)?.when;
    if (when !== 'setup' && when !== 'teardown') {
      when = failedIds.has(id) || setupErrored.has(id) || mainOf(id) !== undefined ? 'teardown' : 'setup';
    }
    if (when === 'setup' && !setupErrored.has(id)) { setupErrored.add(id); return; }
    if (failedIds.has(id) || setupErrored.has(id)) extra.ofFailed();
    else extra.after(mainOf(id));
  });
}

/**
 * No short summary (-rN, truncation): extra reports from -v lines (ERROR after an outcome of
 * the same node id), else from `ERROR at teardown of X` headers.
 */
function countErrorsWithoutSummary(extra: ExtraReports, body: RunBody): void {
  const classify = (main: VerboseStatus | undefined): void => {
    if (main === 'FAILED') extra.ofFailed();
    else extra.after(main);
  };
  if (body.verbose.size > 0) {
    for (const st of body.verbose.values()) {
      const main = st.find(isMain);
      const errors = st.filter((x) => x === 'ERROR').length;
      for (let k = main === undefined ? 1 : 0; k < errors; k++) classify(main ?? 'FAILED');
    }
  } else {
    const called = new Set(body.sections.filter((x) => x.when === 'call').map((x) => x.title));
    for (const x of body.sections) if (x.when === 'teardown') classify(called.has(x.title) ? 'FAILED' : undefined);
  }
}

/**
 * Failed subtests as extra `failed` reports.
 *
 * @returns how many tests with failed subtests have no FAILED entry (pytest counted them passed).
 */
function countFailedSubtests(extra: ExtraReports, failedIds: ReadonlySet<string>, summary: ShortSummary): number {
  const parents = new Set<string>();
  for (const e of summary.subEntries) {
    if (e.word !== 'FAILED' || e.nodeid === undefined) continue;
    extra.ofFailed();
    if (!failedIds.has(e.nodeid)) parents.add(e.nodeid);
  }
  return parents.size;
}

/** Counts from -v result lines alone: one outcome per node id, its worst. */
function countFromVerbose(verbose: ReadonlyMap<string, readonly VerboseStatus[]>, named: number): Summary {
  const outcomes = new Tally();
  for (const st of verbose.values()) {
    outcomes.add(st.includes('FAILED') || st.includes('ERROR') ? 'failed' : st.includes('SKIPPED') || st.includes('XFAIL') ? 'skipped' : 'passed');
  }
  return summaryOf(outcomes.passed, Math.max(outcomes.failed, named), outcomes.skipped);
}

/** Counts from progress letters alone. */
function countFromLetters(letters: WordCounts, named: number): Summary {
  return summaryOf(
    letters.count('passed', 'xpassed'),
    Math.max(letters.count('failed', 'errors'), named),
    letters.count('skipped', 'xfailed'),
  );
}
