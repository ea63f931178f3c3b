/**
 * The gate's checks: one table of them, and the closure check (is a session satisfied now).
 *
 * The table is the one home of a check's id (the `check` of its blocker, closure/verdict.ts),
 * its config switch (`checks.<switch>`, plugin/config.ts), whether the notices list it whole
 * (render/gate-notices.ts) and where it is judged. The config schema, the tools' output schema
 * and the notices read it; a blocker with no row, or a row with no blocker, does not compile.
 * The checks' words are render/blockers.ts's.
 *
 * The closure check judges as the gate does at a stop, except that it does not wait for
 * running background runs: it names them, and is not satisfied while there are any.
 *
 * @module dsh-test-closure/closure/checks
 */
import type { Summary } from '../report/types.ts';
import type { RunScope } from './scope.ts';
import type { ClosureStore, ReportReason, UnresolvedMarker } from './state.ts';
import type { Blocker } from './verdict.ts';
/**
 * Where a check is judged:
 * - `run`: on every run, by the run's own facts (closure/verdict.ts, `judgeRun`);
 * - `green-suite`: on a run of the suite that is otherwise green, against what the session saw
 *   of the suite before (closure/verdict.ts);
 * - `stop`: at every stop and closure check, on the workspace now (closure/freshness.ts), and
 *   on each run for the files written while it ran;
 * - `turn-end`: at the end of a turn with no run recorded (plugin/gate.ts); it has no blocker;
 * - `session-start`: at a closure check with no run recorded, on the session-start run
 *   (closure/start-run.ts).
 */
export type CheckJudge = 'run' | 'green-suite' | 'stop' | 'turn-end' | 'session-start';
/**
 * The checks that block, by id, in the order of the output schema's enum. Each switchable one
 * is on by default; turning one off is for a workflow that legitimately trips it.
 */
export declare const GATE_CHECKS: {
    /** The run's status is `passed` with the runner's summary seen, or `failed` only by forgiven tests. */
    readonly passed: {
        readonly switch: null;
        readonly listed: false;
        readonly judge: "run";
    };
    /** At least one test passed or failed. */
    readonly 'tests-ran': {
        readonly switch: null;
        readonly listed: false;
        readonly judge: "run";
    };
    /** The run's scope is the session's suite. */
    readonly suite: {
        readonly switch: null;
        readonly listed: false;
        readonly judge: "run";
    };
    /** The tests as they were at session start pass on the current code (the baseline replay). */
    readonly baseline: {
        readonly switch: "baseline";
        readonly listed: true;
        readonly judge: "green-suite";
    };
    /** A green run whose total is below the most tests the suite has reported does not close. */
    readonly 'total-dropped': {
        readonly switch: "totalDropped";
        readonly listed: true;
        readonly judge: "green-suite";
    };
    /** A green run with more skipped tests than the suite's fewest does not close. */
    readonly 'skipped-rose': {
        readonly switch: "skippedRose";
        readonly listed: true;
        readonly judge: "green-suite";
    };
    /** A green run in which a test that failed earlier in the session is missing or skipped does not close. */
    readonly 'failed-test-missing': {
        readonly switch: "failedTestMissing";
        readonly listed: true;
        readonly judge: "green-suite";
    };
    /** A green run after a test file that held a failing test was deleted does not close. */
    readonly 'test-file-gone': {
        readonly switch: "testFileGone";
        readonly listed: true;
        readonly judge: "green-suite";
    };
    /** A green run does not close once the workspace changed after it (or while it ran). Off: the verdict stands until the next test_run. */
    readonly fresh: {
        readonly switch: "freshness";
        readonly listed: true;
        readonly judge: "stop";
    };
    /** With no test_run recorded, the suite was red when the session started (the session-start run). */
    readonly 'start-run': {
        readonly switch: null;
        readonly listed: false;
        readonly judge: "session-start";
    };
};
export type CheckId = keyof typeof GATE_CHECKS;
/** The ids, in the table's order. */
export declare const CHECK_IDS: CheckId[];
/**
 * The one switch with no blocker (judged at `turn-end`): a turn that changed files with no
 * test_run recorded this session is steered once to run one. Off: such a turn always ends.
 */
export declare const EDITS_NEED_RUN = "editsNeedRun";
/** A key under `checks` in config. */
export type CheckSwitch = NonNullable<(typeof GATE_CHECKS)[CheckId]['switch']> | typeof EDITS_NEED_RUN;
/** The switches, in the table's order, the turn-end one last. */
export declare const CHECK_SWITCHES: readonly CheckSwitch[];
/** The gate's switchable checks as configured: switch → on. */
export type GateChecks = Record<CheckSwitch, boolean>;
/** Every switch set to `on`. */
export declare function allChecks(on: boolean): GateChecks;
/** Whether check `id` is judged under `checks`: always for a check with no switch. */
export declare function checkOn(checks: GateChecks, id: CheckId): boolean;
export interface ClosureCheck {
    satisfied: boolean;
    lastRun: {
        ok: boolean;
        status: string;
        summary: Summary;
        command: string;
        turn: number;
        narrowed: boolean;
        scope: RunScope;
        verified: boolean;
    } | null;
    /** What keeps the session from being satisfied now, in the gate's words. */
    blockers: Blocker[];
    /** Background test runs of the session that have not settled. */
    running: string[];
    failing: string[];
    /** The session's pinned suite command, once a whole-suite run pinned it. */
    suite: string | null;
    testFilesChanged: string[];
    interceptionsThisTurn: number;
    maxInterceptRounds: number;
    unresolved: UnresolvedMarker | null;
    /** Test-change reviews this session (an accepted test_closure_report while only changed tests failed). */
    reviews: TestChangeReview[];
}
/** A review as the check reports it. */
export interface TestChangeReview {
    turn: number;
    reason: ReportReason;
    tests: string[];
    explanation: string;
    changed: string[];
    removed: string[];
    added: string[];
}
/**
 * Checks one session (none for an agentless call: nothing recorded, satisfied).
 *
 * @param turn the session's current turn, for the interceptions used in it.
 */
export declare function checkClosure(closure: ClosureStore, sessionId: string | undefined, turn: number, checks: GateChecks, maxInterceptRounds: number): Promise<ClosureCheck>;
