/**
 * The `test_run` value and its model-visible text: compact and non-redundant. Counts once,
 * the verdict, each root cause many failures share once (render/causes.ts), each other
 * failure as one line `name — message (at location)` with the first failures' detail under
 * it (a byte budget), a message many failures share once, the raw output tail, then notes.
 * Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/run-result
 */
import { type BaselineReplay } from '../closure/harness-replay.ts';
import type { RunScope } from '../closure/scope.ts';
import type { RecordedRun } from '../closure/state.ts';
import type { RunVerdict } from '../closure/verdict.ts';
import type { Failure } from '../report/types.ts';
import type { PackageOutcome, RunOutcome } from '../run/result.ts';
import { type WordedVerdict } from './blockers.ts';
import { DetailBudget } from './failures.ts';
import type { RunProgress } from '../closure/run-progress.ts';
/** The canonical `test_run` value: the run's outcome, its scope, and its verdict in words. */
export interface TestRunResult extends RunOutcome {
    /** What the run ran relative to the session's suite (closure/scope.ts). */
    scope: RunScope;
    /** Whether this run verifies the suite; the gate decides on this, never on `ok` alone. */
    verdict: WordedVerdict;
    /** Test and runner config files changed or added since the suite's first run (reported, never blocking). */
    testFilesChanged?: string[];
    /** Failing tests that passed on a confirmation re-run, and whether they block (config `flaky`). */
    flaky?: {
        names: string[];
        blocks: boolean;
    };
    /** Failing tests that were failing before the session's first edit (config `preExisting: 'allow'`; they do not block). */
    preExisting?: string[];
    /** The tests as they were at session start, replayed on this code because the harness changed (closure/harness-replay.ts). */
    baselineReplay?: BaselineReplay;
}
/** What the session adds to a run's value (closure/evidence.ts). */
export type SessionFacts = Pick<RecordedRun, 'testFilesChanged' | 'flaky' | 'preExisting' | 'baselineReplay'>;
/** Builds the value from an outcome and its judgement, with what the session knows of it. */
export declare function testRunValue(outcome: RunOutcome, scope: RunScope, verdict: RunVerdict, session?: SessionFacts): TestRunResult;
/**
 * The baseline replay in a line, and its failures like the run's:
 * `baseline: the tests as at session start pass on this code (replayed test/a.test.js; harness edits: changed test/a.test.js)`;
 * with passes that hold (call/close-selection.ts): `(replayed test/a.test.js; 12 unchanged since their replay passed; …)`,
 * `(none replayed: 12 test files unchanged since their replay passed; …)`.
 */
export declare function baselineReplayLines(replay: BaselineReplay, detailBytes?: number): string[];
/** Failures listed one per line; beyond this they are counted (the full list is in the value). */
export declare const RENDER_MAX_FAILURES = 100;
/** A message shared by at least this many listed failures is written once, under a key. */
export declare const SHARED_MESSAGE_MIN = 3;
/**
 * Whether the raw tail adds anything the parse did not: only when the parse may be incomplete
 * (no runner summary, a run that ended abnormally or found no tests, a failure without a
 * message). Otherwise the counts and the failure lines, with each failure's location and the
 * detail the parse keeps (expected/actual, diff lines), say it all, and the tail would repeat
 * them with the runner's stack frames and absolute paths; it stays in the value as `outputTail`.
 */
export declare function tailIsInformative(r: TestRunResult): boolean;
/**
 * The keys (`m1`, `m2`, … in order of first appearance) of the messages at least
 * {@link SHARED_MESSAGE_MIN} of `failures` share, with how many share each.
 */
export declare function sharedMessages(failures: readonly Failure[]): Map<string, {
    key: string;
    count: number;
}>;
/**
 * One line per failure, `- name — message (at location)`, grouped under a `file:` line per
 * test file (in order of first appearance) so a file shared by many failures is named once.
 * Failures without a file come first, ungrouped. A message that {@link SHARED_MESSAGE_MIN} or
 * more failures share is written once first, as `[m1] message (N failures)`, and their lines
 * end in `— [m1]`. Under the first failures' lines, their detail lines while
 * `detailBytes` lasts ({@link DetailBudget}).
 */
export declare function failureLinesByFile(failures: readonly Failure[], detail?: number | DetailBudget): string[];
/**
 * The `failures:` list: each cause once ({@link causeLines}), first, then the failures of
 * their own one per line as {@link failureLinesByFile} lists them (the first
 * {@link RENDER_MAX_FAILURES}, then `- … and N more`). Without a common cause it is exactly
 * the per-failure list. Details share one budget, causes first.
 * @param fullList where every failing test is listed, named on a cause's `tests:` line.
 */
export declare function failureDigestLines(failures: readonly Failure[], options?: {
    detailBytes?: number;
    fullList?: string;
}): string[];
/** A cause's `tests:` line when a spill store saved the output: every failing test is in it. */
export declare const FULL_LIST_IN_OUTPUT = "all in the full output (see notes)";
/**
 * Where every failing test of a result is listed, for a cause's `tests:` line: the full
 * output when a note names it (the spill store's reference); otherwise not known here.
 */
export declare function fullListOf(r: Pick<TestRunResult, 'notes'>): string | undefined;
/** Changed test files named in the note; the rest are counted. */
export declare const NOTE_MAX_CHANGED_FILES = 5;
/** Tests named on a policy line; the rest are counted. */
export declare const POLICY_LINE_MAX_NAMES = 10;
/** The failures a policy speaks for: flaky ones, and those failing before the session. */
export declare function policyLines(r: Pick<TestRunResult, 'flaky' | 'preExisting'>): string[];
/** `verdict: verifies the suite`, or why not: one blocker on the line, several below it. */
export declare function verdictLines(verdict: WordedVerdict): string[];
/**
 * Renders a finished run.
 * @param options `verdict: false` leaves out the verdict lines, for the CLI, which has no gate;
 *   `name` is the headline's first word (default `test_run`, the tool's; the CLI's is `run`);
 *   `fullList` names where every failing test is listed (the CLI's `--json`), else {@link fullListOf}.
 */
export declare function renderRunResult(r: TestRunResult, options?: {
    verdict?: boolean;
    detailBytes?: number;
    name?: string;
    fullList?: string;
}): string;
/** `- packages/a: FAILED: 1 failed, 2 passed, 0 skipped (3 total) — jest, exit 1`. */
export declare function packageLine(p: PackageOutcome): string;
/** What `test_run` returns when started in the background. */
export interface BackgroundRunStarted {
    status: 'running';
    background: true;
    jobId: string;
    command: string;
    framework: string;
    scope: RunScope;
    notes: string[];
    /** Set when the call went on as a job after its answer budget: what the run shows so far. */
    progress?: RunProgress;
}
export declare function renderBackgroundStarted(r: BackgroundRunStarted): string;
