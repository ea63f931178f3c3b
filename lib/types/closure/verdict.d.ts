/**
 * The one verdict the gate decides on: does this run verify the session's suite? It is the
 * conjunction of named checks, each of which the model cannot satisfy by shaping the run:
 *
 * - `passed`: the run's status is `passed` (so `ok` holds as well; see run/result.ts) with
 *   the runner's summary seen (a run killed, exited from inside a test or cut off never
 *   verifies on its progress lines), or `failed` only by tests a configured policy forgives
 *   (see {@link forgivenFailures});
 * - `tests-ran`: at least one test passed or failed (no tests is never green);
 * - `suite`: the run's scope is `suite` (scope.ts);
 * - `total-dropped`: no fewer tests than the suite has reported in this session;
 * - `skipped-rose`: no more skipped tests than the suite's fewest in this session;
 * - `failed-test-missing`: every test that failed earlier in the session is listed as passed,
 *   where the output lists tests by name, or its file ran, where it names the files it ran;
 * - `baseline`: when the test harness differs from the session baseline, the tests as they
 *   were when the session started pass on the current code (closure/harness-replay.ts);
 * - `test-file-gone`: every test file that held a failing test (or failed to load) this
 *   session still exists;
 * - `fresh` (checked at a stop, not here): the workspace has not changed since the run.
 *
 * Each is a row of the checks' table (closure/checks.ts): the last six are switchable in
 * config (`checks`); the first three are the completion condition itself. The suite checks run only on an otherwise green run of the suite, where
 * they are the difference between a real fix and a suite made smaller.
 *
 * A blocker holds the facts of its check; render/blockers.ts words them for the model.
 *
 * @module dsh-test-closure/closure/verdict
 */
import type { Failure, Summary, UnshownCounts } from '../report/types.ts';
import { type GateChecks } from './checks.ts';
import type { RunScope } from './scope.ts';
import type { ProgramMove } from './suite.ts';
import type { ForeignChange } from './environment-change.ts';
import { type BaselineReplay } from './harness-replay.ts';
import type { RunSelection } from '../run/result.ts';
/** The `passed` blocker's status for a run that exited 0 without the runner's summary. */
export declare const NO_SUMMARY = "no-summary";
/** A test that failed earlier and is not shown passing now; `fileNotRun` when only its file tells. */
export interface VanishedTest {
    name: string;
    fileNotRun?: string;
}
/** One failed check, with the facts that failed it. */
export type Blocker = 
/** `denial`: on a run the sandbox denied, what it denied and why (run/sandbox-denial.ts). */
{
    check: 'passed';
    status: string;
    exitCode: number | null;
    total: number;
    denial?: string;
} | {
    check: 'tests-ran';
    total: number;
    lastTotalWithTests?: number;
} | {
    check: 'suite';
    scope: RunScope;
    command: string;
    suiteCommand?: string;
    suiteRunner?: string;
    scriptChanged?: {
        was: string;
        now: string;
    };
    programMoved?: ProgramMove;
    environmentChanged?: ForeignChange[];
} | {
    check: 'total-dropped';
    total: number;
    maxTotal: number;
} | {
    check: 'skipped-rose';
    skipped: number;
    minSkipped: number;
} | {
    check: 'failed-test-missing';
    missing: VanishedTest[];
    skipped: string[];
} | {
    check: 'test-file-gone';
    files: string[];
}
/**
 * The tests as they were when the session started do not all pass on the current code
 * (closure/harness-replay.ts): `failing` names them; `status` is the replay's when it did
 * not report (timed out, no summary); `unrestorable` and `conflicts` name files that kept
 * the replay from running as recorded. `ran`: the tests its output shows passed or failed,
 * at least 1 when it shows only that packages ran tests (go's plain output's `ok` lines).
 * `above`: runner configs above the root (`../pytest.ini`) changed since: no replay ran.
 */
 | {
    check: 'baseline';
    failing: string[];
    failureCount: number;
    status: string;
    ran: number;
    changed: string[];
    removed: string[];
    added: string[];
    unrestorable: string[];
    conflicts: string[];
    above?: string[];
    written?: string[];
}
/**
 * `changed` is empty when only a fingerprint's digest tells (after a restart); `duringRun`
 * when the files were written while the run ran (the run cannot vouch for them).
 */
 | {
    check: 'fresh';
    changed: string[];
    duringRun?: true;
    uncovered?: number;
}
/**
 * No test_run is recorded in the session and the session-start run (closure/start-run.ts)
 * was red on the workspace as the session found it: `failing` names its failing tests.
 */
 | {
    check: 'start-run';
    status: string;
    total: number;
    failing: string[];
    failureCount: number;
};
export interface RunVerdict {
    /** True exactly when `blockers` is empty: the run verifies the suite. */
    verified: boolean;
    blockers: Blocker[];
    /** Set on a failed run that verifies anyway: the failing tests the policies forgave, by reason. */
    forgiven?: ForgivenNames;
}
/** Failing tests that do not block, by the policy that forgives them (closure/policy.ts). */
export interface ForgivenNames {
    /** Failing before the session's first edit (`preExisting: 'allow'`). */
    preExisting: string[];
    /** Failed, then passed on a confirmation re-run (`flaky: 'allow'`). */
    flaky: string[];
}
/**
 * What the policies forgive in this run: tests failing before the session's first edit, as a
 * name → how many failures of that name (a new test given an old failing test's name is not
 * forgiven with it), and tests confirmed flaky in this run.
 */
export interface Forgivable {
    preExisting: ReadonlyMap<string, number>;
    flaky: ReadonlySet<string>;
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
        /** Needed (true) for a failed run to be forgiven: its counts are the runner's whole report. */
        summarySeen?: boolean;
        timedOut?: boolean;
        /** What the sandbox denied, on a `sandbox-denied` run whose output names it. */
        sandboxReason?: string;
        /** The counts the output did not show (go's plain output): then no total is compared. */
        unshown?: UnshownCounts;
        /** Set on a selective close's run: its counts are those of the files it ran. */
        selection?: RunSelection;
    };
    /** Failing tests the policies let pass; absent: every failure blocks. */
    forgivable?: Forgivable;
    /** The session's suite command, when one is known. */
    suiteCommand?: string;
    /** The runner of the pinned suite, for the advice of an `other-suite` blocker. */
    suiteRunner?: string;
    /** The suite's test script was edited since the pin (see closure/suite.ts). */
    scriptChanged?: {
        was: string;
        now: string;
    };
    /** Set when a program of the suite's command runs another file than at session start. */
    programMoved?: ProgramMove;
    /** Set when the environment changed since the session started in ways no install accounts for. */
    environmentChanged?: ForeignChange[];
    /** The pinned suite's baseline; undefined before the first suite run. */
    baseline?: SuiteBaseline;
    /** Tests that failed earlier in this session: name → file. */
    failedEarlier: ReadonlyMap<string, string | undefined>;
    /** Test files that held a failing test or failed to load earlier in this session. */
    failedFiles?: ReadonlySet<string>;
    /** Code and harness files written while the run ran (workspace/run-writes.ts). */
    writtenDuringRun?: readonly string[];
    /** The baseline replay of this run, when the harness differed from the session baseline. */
    replay?: BaselineReplay;
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
/**
 * The failures a failed run is forgiven, or undefined when any of them blocks. Forgiven only
 * when the report is whole and every failure is a named test the policies forgive: the
 * runner's summary was seen, the run was not cut by its timeout, no file or run error, and no
 * more failing tests counted than named (an unnamed failure cannot be forgiven).
 */
export declare function forgivenFailures(run: JudgeInput['run'], forgivable: Forgivable | undefined): ForgivenNames | undefined;
/**
 * Judges one finished run against what the session knows. Pure.
 * Invariant: `verified` implies scope `suite`, at least one test run, and status `passed` or
 * `failed` with every failure forgiven (then `forgiven` names them).
 */
export declare function judgeRun(input: JudgeInput): RunVerdict;
/** Every switchable check off: what a run judged with no session to compare it with can use. */
/** The checks a run judged without a session makes: none of the session's. */
export declare const NO_SESSION_CHECKS: GateChecks;
/**
 * A run judged on its own, with no session (the CLI): the `passed`, `tests-ran` and `suite`
 * checks only.
 */
export declare function judgeAlone(run: JudgeInput['run']): RunVerdict;
