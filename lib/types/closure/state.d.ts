/**
 * Closure state: the single owner of what the gate knows per session. Keyed by session id;
 * sessions never share state. Holds the last recorded run, the pinned suite and what the
 * session has seen of it, the run the gate last steered on (for "what changed"), the
 * per-turn interception count, the `unresolved` marker, and the session's running
 * background test runs.
 *
 * Transitions live here so they can be unit-tested without a runtime, and so the live store
 * and the session-log replay apply the same ones:
 * - {@link applyRun}: a new verdict; a verified run clears `unresolved`;
 * - {@link ClosureStore.decide}: the gate's decision for one `agent/turn-stopping`.
 *
 * @module dsh-test-closure/closure/state
 */
import { MAX_RECORDED_FAILURES, type KeptFacts } from '../run/run-facts.ts';
import type { Fingerprint } from '../workspace/fingerprint.ts';
import type { RunScope } from './scope.ts';
import type { BaselineReplay } from './harness-replay.ts';
import type { Blocker, RunVerdict, SuiteBaseline } from './verdict.ts';
import type { StartRunRecord } from './start-run.ts';
/**
 * What the gate remembers of one test run: enough to steer, diff and replay, bounded in size.
 * Its run's facts are those run/run-facts.ts marks `session`; the rest is the session's.
 */
export interface RecordedRun extends Omit<KeptFacts<'session'>, 'status' | 'framework'> {
    /** A {@link RunStatus}; a string, as older logs wrote it. */
    status: string;
    /** The parser that read it, whose spelling its failure names are in (absent in older logs). */
    framework?: string;
    /** The runner kind the run was planned for (`npm-test` for the project's script). */
    runner: string;
    /** The turn during which the run was recorded (0 when no agent turn was known). */
    turn: number;
    scope: RunScope;
    /** The verdict when the run was recorded; freshness is judged again at every stop. */
    verdict: RunVerdict;
    /** The workspace root the run ran in, where freshness is checked. */
    root: string;
    /** Digest of the workspace fingerprint the run left (see workspace/fingerprint.ts). */
    fingerprint: string;
    /** Set on the run that pinned the session's suite: its test files with their signatures. */
    pinned?: PinnedFiles;
    /** Test files changed or added since the suite's first run (reported, never blocking), bounded. */
    testFilesChanged: string[];
    /** The background job that ran it, for a background run. */
    jobId?: string;
    /** Set on a failures-first re-run (scope `failures-first`): how many tests it re-ran, how many still fail. */
    failuresFirst?: {
        selected: number;
        stillFailing: number;
    };
    /** Failing tests that passed on a confirmation re-run, and whether the flaky policy lets them block. */
    flaky?: {
        names: string[];
        blocks: boolean;
    };
    /** Failing tests of this run that were failing before the session's first edit (they do not block). */
    preExisting?: string[];
    /**
     * Set on the run that established the session's pre-existing failures: each failing test
     * name with how many failures bear it (empty when that run was green).
     */
    baseline?: [string, number][];
    /** The baseline replay after this green run, when the harness differed from the session baseline. */
    baselineReplay?: BaselineReplay;
    /**
     * The workspace files (relative, as the fingerprint names them) its failing tests and
     * failed files are in: those that existed when it was recorded, whatever the runner's spelling.
     */
    failureFiles?: string[];
    /** The `target` operands the run was asked for: never remembered as test names. */
    targets?: string[];
    /**
     * Set on the first whole-suite run that started on the workspace as the session found it:
     * its failing tests, the evidence that a failure predates the session.
     */
    startFailures?: string[];
}
/** The test files of the run that pinned the suite. */
export interface PinnedFiles {
    /** `[path, signature]`, at most {@link MAX_PINNED_TEST_FILES}. */
    testFiles: [string, string][];
    /** The list is incomplete (the walk's budget, or the bound above). */
    truncated: boolean;
    /** `scripts.test` when the suite is the project's test script: part of what the suite is. */
    script?: string;
}
/** The session's suite, pinned by its first whole-suite run. */
export interface SuitePin extends SuiteBaseline {
    command: string;
    runner: string;
    script?: string;
    /** Test file → signature at the first run. */
    testFileSignatures: Map<string, string>;
}
export { MAX_RECORDED_FAILURES };
export declare const MAX_PINNED_TEST_FILES = 5000;
/** Tests that failed this session, remembered for `failed-test-missing`. */
export declare const MAX_REMEMBERED_FAILED_TESTS = 500;
export interface UnresolvedMarker {
    /** The turn whose budget ran out while the run was still red. */
    turn: number;
    failing: string[];
    /** Why, when not a spent budget: the model's report (closure/report.ts), or no progress across two interceptions. */
    reason?: 'no-progress' | 'no-run' | ReportReason;
    /** The model's sentence, for a report. */
    explanation?: string;
}
/** The reason classes of `test_closure_report` (closure/report.ts). */
export declare const REPORT_REASONS: readonly ["test-wrong", "environment", "pre-existing"];
export type ReportReason = (typeof REPORT_REASONS)[number];
/** An accepted `test_closure_report`: the turn it releases, and what it said. */
export interface AcceptedReport {
    turn: number;
    reason: ReportReason;
    tests: string[];
    explanation: string;
    /** `review`: the suite passes and only tests the model changed fail as they were; else `unresolved`. */
    outcome: 'review' | 'unresolved';
    /** For a review: the harness changes it covers. */
    changed?: string[];
    removed?: string[];
    added?: string[];
    /** The gate has logged it (once). */
    logged?: boolean;
}
export interface SessionClosure {
    lastRun?: RecordedRun;
    /** The last run the gate steered on, for the "changed since" part of the next notice. */
    steeredRun?: RecordedRun;
    interceptions: {
        turn: number;
        count: number;
        digest?: string;
        failing?: string;
    };
    unresolved?: UnresolvedMarker;
    /** The model's accepted report for the current turn (test_closure_report). */
    report?: AcceptedReport;
    /** Test-change reviews recorded this session (a report accepted while only changed tests failed). */
    reviews: AcceptedReport[];
    /** Test files that held a failing test or failed to load this session. */
    failedFiles: Set<string>;
    /** Failing tests of the first whole-suite run on the workspace as the session found it. */
    startFailures?: string[];
    suite?: SuitePin;
    /** Tests that failed in a run of the suite (whole or narrowed) this session: name → file. */
    failedTests: Map<string, string | undefined>;
    /** Total of the most recent run that ran a test. */
    lastTotalWithTests?: number;
    /** The last run's full fingerprint; absent in a process that only replayed the log. */
    fingerprint?: Fingerprint;
    /**
     * Tests failing before the session's first edit: name → how many failures bear it. Set
     * once, by the first whole-suite run on the untouched workspace (closure/baseline.ts).
     */
    preExisting?: Map<string, number>;
    /**
     * While nothing but test runs has touched the workspace since the session started: the
     * digest it has now. Live only (a resumed session cannot tell), deleted at the first change.
     */
    untouched?: string;
    /** The session-start run (closure/start-run.ts): `running` until it settles; absent when none ran. */
    startRun?: StartRunRecord | 'running';
}
export declare function emptyClosure(): SessionClosure;
/** The gate's decision for one stop attempt. */
export type GateDecision = {
    action: 'release';
    reason: 'no-run' | 'verified';
} | {
    action: 'steer';
    round: number;
    run: RecordedRun;
    blockers: Blocker[];
    previous?: RecordedRun;
} | {
    action: 'mark-unresolved';
    run: RecordedRun;
    blockers: Blocker[];
    noProgress?: true;
}
/** The model's accepted report releases the turn; logged once as a review or an unresolved marker. */
 | {
    action: 'release-reported';
    report: AcceptedReport;
    run: RecordedRun | undefined;
    log: boolean;
}
/** Files changed with no test run recorded: steer once to ask for one, then release unresolved. */
 | {
    action: 'ask-for-run';
    changed: string[];
} | {
    action: 'release-without-run';
    changed: string[];
};
/**
 * Applies a recorded run to a session's state: the one transition the live store and the
 * log replay share. Call after judging the run, since the judgement reads the state before it.
 */
export declare function applyRun(state: SessionClosure, run: RecordedRun): void;
/** A session as the store meets it: its id and its durable event log. */
export interface SessionSource {
    id: string;
    session: {
        events: readonly {
            type: string;
            data?: unknown;
        }[];
    };
}
export declare class ClosureStore {
    #private;
    /**
     * @param rebuild how a session first seen in this process gets its state: from its log
     *   (closure/replay.ts), so a resumed session keeps its verdict. Empty by default.
     */
    constructor(rebuild?: (source: SessionSource) => SessionClosure);
    get(sessionId: string): SessionClosure | undefined;
    /**
     * The session's state. The first time a session is seen in this process it is rebuilt from
     * its log; once known, the live state is authoritative and the log is not read again.
     */
    of(source: SessionSource): SessionClosure;
    /** Records a finished run as the session's current verdict, with the fingerprint it left. */
    recordRun(sessionId: string, run: RecordedRun, fingerprint?: Fingerprint): void;
    /** Tracks a background run until `settled` (which must never reject) resolves. */
    trackJob(sessionId: string, jobId: string, settled: Promise<void>): void;
    /** Ids of the session's background test runs that have not been recorded yet. */
    runningJobs(sessionId: string): string[];
    /**
     * Resolves when every background run the session has running now is recorded, or when
     * `signal` aborts. Bounded: each job is killed at its own timeout.
     */
    whenJobsSettled(sessionId: string, signal: AbortSignal): Promise<void>;
    /**
     * Takes one of `turn`'s steers for a suite still running that shows failures (plugin/gate.ts):
     * its round, or undefined when the turn's steers are spent (the gate then waits for the run).
     */
    takeSteer(sessionId: string, turn: number, maxRounds: number): number | undefined;
    /**
     * Decides what the gate does when the agent tries to end `turn`, given what blocks the
     * last run now (its recorded blockers, or a staleness found at this stop) and what the
     * workspace looks like now.
     * Invariant: within one turn at most `maxRounds` steers are ever returned (one for a turn
     * with edits and no run), so the gate cannot loop; a new turn starts with a fresh budget.
     *
     * @param now.digest the workspace's fingerprint digest at this stop: two interceptions in a
     *   row on the same failures and the same digest release the turn (no progress).
     * @param now.changedWithoutRun files the session changed while no run is recorded (only
     *   when `checks.editsNeedRun` is on and the session's start is known).
     */
    decide(sessionId: string, turn: number, maxRounds: number, blockers: readonly Blocker[], now?: {
        digest?: string;
        changedWithoutRun?: readonly string[];
    }): GateDecision;
    /** Records an accepted report for its turn (test_closure_report); a review is kept for the session. */
    acceptReport(sessionId: string, report: AcceptedReport): void;
    /** Interceptions used in `turn` (0 for any other turn). */
    interceptionsIn(sessionId: string, turn: number): number;
    /** Forgets a session (its agent was disposed). */
    forget(sessionId: string): void;
}
/** Names fixed, still failing and newly failing between two runs (by failure name). */
export declare function diffRuns(previous: RecordedRun, current: RecordedRun): {
    fixed: string[];
    stillFailing: string[];
    newlyFailing: string[];
};
