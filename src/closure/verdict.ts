/**
 * The one verdict the gate decides on: does this run verify the session's suite? It is the
 * conjunction of named checks, each of which the model cannot satisfy by shaping the run:
 *
 * - `passed`: the run's status is `passed` (so `ok` holds as well; see run/result.ts);
 * - `tests-ran`: at least one test passed or failed (no tests is never green);
 * - `suite`: the run's scope is `suite` (scope.ts);
 * - `total-dropped`: no fewer tests than the suite has reported in this session;
 * - `skipped-rose`: no more skipped tests than the suite's fewest in this session;
 * - `failed-test-missing`: every test that failed earlier in the session is listed as passed,
 *   where the output lists tests by name, or its file ran, where it names the files it ran;
 * - `test-file-gone`: every test file of the suite's first run still exists;
 * - `fresh` (checked at a stop, not here): the workspace has not changed since the run.
 *
 * The last five are switchable in config (`checks`); the first three are the completion
 * condition itself. The suite checks run only on an otherwise green run of the suite, where
 * they are the difference between a real fix and a suite made smaller.
 *
 * Every `text` is model-visible and pinned in the README; it reads after "the last test_run".
 *
 * @module dsh-test-closure/closure/verdict
 */
import type { GateChecks } from '../config.ts';
import type { Failure, Summary } from '../report/types.ts';
import type { RunScope } from './scope.ts';

export const CHECK_IDS = ['passed', 'tests-ran', 'suite', 'total-dropped', 'skipped-rose', 'failed-test-missing', 'test-file-gone', 'fresh'] as const;
export type CheckId = (typeof CHECK_IDS)[number];

/** One failed check, with the clause the model reads. */
export interface Blocker {
  check: CheckId;
  text: string;
}

export interface RunVerdict {
  /** True exactly when `blockers` is empty: the run verifies the suite. */
  verified: boolean;
  blockers: Blocker[];
}

/** Items named in one blocker; the rest are counted. */
export const BLOCKER_MAX_NAMES = 5;

/** `a, b, c (+2 more)` */
export function listText(items: readonly string[], max: number = BLOCKER_MAX_NAMES): string {
  const shown = items.slice(0, max).join(', ');
  return items.length > max ? `${shown} (+${items.length - max} more)` : shown;
}

/** The tests an output lists by name, by outcome (see `ParseResult.tests`). */
export interface ListedNames {
  passed: ReadonlySet<string>;
  skipped: ReadonlySet<string>;
}

/** What the session knows about its pinned suite before this run. */
export interface SuiteBaseline {
  /** The most tests a complete run of the suite reported. */
  maxTotal?: number;
  /** The fewest skipped tests a complete run of the suite reported. */
  minSkipped?: number;
  /** The test files of the suite's first run. */
  testFiles: readonly string[];
  /** The first run's walk was cut by the entry budget: its file list is incomplete. */
  testFilesTruncated: boolean;
}

export interface JudgeInput {
  run: {
    status: string;
    exitCode: number | null;
    summary: Summary;
    failures: readonly Failure[];
    scope: RunScope;
    command: string;
  };
  /** The session's suite command, when one is known. */
  suiteCommand?: string;
  /** The runner of the pinned suite, for the advice of an `other-suite` blocker. */
  suiteRunner?: string;
  /** The suite's test script was edited since the pin (see closure/suite.ts). */
  scriptChanged?: { was: string; now: string };
  /** The pinned suite's baseline; undefined before the first suite run. */
  baseline?: SuiteBaseline;
  /** Tests that failed earlier in this session: name → file. */
  failedEarlier: ReadonlyMap<string, string | undefined>;
  /** Total of the most recent earlier run that ran tests. */
  lastTotalWithTests?: number;
  /** Tests the output lists by name, when it lists them. */
  listed?: ListedNames;
  /** Test files the output reports results for, when it names them and was kept whole. */
  filesRun?: ReadonlySet<string>;
  /** The workspace's files now (from the run's fingerprint), and whether the walk was cut. */
  files: ReadonlyMap<string, string>;
  filesTruncated: boolean;
  checks: GateChecks;
}

/** The `passed` check's clause for a run that did not pass, by status (`no-tests` is the `tests-ran` check's). */
export function statusClause(run: Pick<JudgeInput['run'], 'status' | 'exitCode' | 'summary'>): string {
  const code = run.exitCode ?? 'none';
  switch (run.status) {
    case 'failed':
      return 'has failing tests';
    case 'timed-out':
      return 'timed out';
    case 'sandbox-denied':
      return 'was denied by the sandbox';
    case 'aborted':
      return 'was aborted';
    default:
      // `error`. Tests reported and none failed, yet the command failed: a coverage threshold
      // (`--cov-fail-under`), a hook or a script step after the tests.
      if (run.summary.total > 0) return `exited with code ${code} although no test failed`;
      return `exited with code ${code} before reporting results`;
  }
}

function testsRanClause(summary: Summary, lastTotalWithTests: number | undefined): string {
  if (summary.total > 0) return `ran no tests: all ${summary.total} were skipped`;
  return lastTotalWithTests !== undefined ? `found no tests; the last run with tests had ${lastTotalWithTests}` : 'found no tests';
}

/** The `suite` check's clause for a run of another scope. */
export function scopeClause(input: Pick<JudgeInput, 'suiteCommand' | 'suiteRunner' | 'scriptChanged'> & { run: Pick<JudgeInput['run'], 'scope' | 'command'> }): string {
  const suite = input.suiteCommand;
  if (input.scriptChanged) {
    const { was, now } = input.scriptChanged;
    return `ran scripts.test, which changed since this session's suite was pinned (was ${JSON.stringify(was)}, now ${JSON.stringify(now)}); a changed test script is another suite: start a new session or set suiteCommand in the config`;
  }
  switch (input.run.scope) {
    case 'narrowed':
      return 'ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite';
    case 'custom':
      return suite === undefined
        ? 'ran a custom command, which does not verify the suite, and no suite command is known; run test_run with framework, or set suiteCommand in the config'
        : `ran a custom command, which does not verify the suite; run test_run without command to run the suite (${suite})`;
    default: {
      const advice = input.suiteRunner !== undefined ? `; run test_run with framework "${input.suiteRunner}" to run it` : '';
      return suite === undefined ? 'ran no suite this session can verify' : `ran ${input.run.command}, not this session's suite (${suite})${advice}`;
    }
  }
}

/**
 * Tests that failed earlier and are not shown passing now: by name where the output lists
 * tests, else by file where it names the files it ran (a test whose file did not run).
 */
function vanished(input: JudgeInput): { missing: string[]; skipped: string[] } {
  const missing: string[] = [];
  const skipped: string[] = [];
  const { listed, filesRun } = input;
  for (const [name, file] of input.failedEarlier) {
    if (listed !== undefined) {
      if (listed.passed.has(name)) continue;
      if (listed.skipped.has(name)) skipped.push(name);
      else missing.push(name);
    } else if (filesRun !== undefined && file !== undefined && !filesRun.has(file)) {
      missing.push(`${name} (${file} did not run)`);
    }
  }
  return { missing, skipped };
}

/** The checks that compare a green suite run with what the session saw of the suite before. */
function suiteBlockers(input: JudgeInput): Blocker[] {
  const blockers: Blocker[] = [];
  const { summary } = input.run;
  const baseline = input.baseline;
  const checks = input.checks;
  if (checks.totalDropped && baseline?.maxTotal !== undefined && summary.total < baseline.maxTotal) {
    blockers.push({ check: 'total-dropped', text: `total-dropped: ${summary.total} tests ran; the suite has had ${baseline.maxTotal}` });
  }
  if (checks.skippedRose && baseline?.minSkipped !== undefined && summary.skipped > baseline.minSkipped) {
    blockers.push({ check: 'skipped-rose', text: `skipped-rose: ${summary.skipped} skipped; the suite has had ${baseline.minSkipped}` });
  }
  if (checks.failedTestMissing) {
    const { missing, skipped } = vanished(input);
    const parts: string[] = [];
    if (missing.length > 0) parts.push(`now missing: ${listText(missing)}`);
    if (skipped.length > 0) parts.push(`now skipped: ${listText(skipped)}`);
    if (parts.length > 0) blockers.push({ check: 'failed-test-missing', text: `failed-test-missing: failed earlier this session, ${parts.join('; ')}` });
  }
  if (checks.testFileGone && baseline !== undefined && !input.filesTruncated) {
    const gone = baseline.testFiles.filter((f) => !input.files.has(f));
    if (gone.length > 0) blockers.push({ check: 'test-file-gone', text: `test-file-gone: ${listText(gone)}` });
  }
  return blockers;
}

/**
 * Judges one finished run against what the session knows. Pure.
 * Invariant: `verified` implies status `passed`, scope `suite` and at least one test run.
 */
export function judgeRun(input: JudgeInput): RunVerdict {
  const { run } = input;
  const blockers: Blocker[] = [];
  const ranNothing = run.status === 'no-tests' || (run.status === 'passed' && run.summary.passed + run.summary.failed === 0);
  if (ranNothing) blockers.push({ check: 'tests-ran', text: testsRanClause(run.summary, input.lastTotalWithTests) });
  else if (run.status !== 'passed') blockers.push({ check: 'passed', text: statusClause(run) });
  if (run.scope !== 'suite') blockers.push({ check: 'suite', text: scopeClause(input) });
  if (blockers.length === 0) blockers.push(...suiteBlockers(input));
  return { verified: blockers.length === 0, blockers };
}
