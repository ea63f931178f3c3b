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
import { blockersNow } from './freshness.ts';
import type { RunScope } from './scope.ts';
import type { ClosureStore, ReportReason, UnresolvedMarker } from './state.ts';
import type { Blocker } from './verdict.ts';
import { START_RUN_LABEL, startRunBlockers } from './start-run.ts';

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

interface CheckRow {
  /** The key under `checks` in config that turns it off; null: the completion condition itself. */
  readonly switch: string | null;
  /** Listed under "Checks failed:" even when it is the notice's first clause (it compares the suite with itself). */
  readonly listed: boolean;
  readonly judge: CheckJudge;
}

/**
 * The checks that block, by id, in the order of the output schema's enum. Each switchable one
 * is on by default; turning one off is for a workflow that legitimately trips it.
 */
export const GATE_CHECKS = {
  /** The run's status is `passed` with the runner's summary seen, or `failed` only by forgiven tests. */
  passed: { switch: null, listed: false, judge: 'run' },
  /** At least one test passed or failed. */
  'tests-ran': { switch: null, listed: false, judge: 'run' },
  /** The run's scope is the session's suite. */
  suite: { switch: null, listed: false, judge: 'run' },
  /** The tests as they were at session start pass on the current code (the baseline replay). */
  baseline: { switch: 'baseline', listed: true, judge: 'green-suite' },
  /** A green run whose total is below the most tests the suite has reported does not close. */
  'total-dropped': { switch: 'totalDropped', listed: true, judge: 'green-suite' },
  /** A green run with more skipped tests than the suite's fewest does not close. */
  'skipped-rose': { switch: 'skippedRose', listed: true, judge: 'green-suite' },
  /** A green run in which a test that failed earlier in the session is missing or skipped does not close. */
  'failed-test-missing': { switch: 'failedTestMissing', listed: true, judge: 'green-suite' },
  /** A green run after a test file that held a failing test was deleted does not close. */
  'test-file-gone': { switch: 'testFileGone', listed: true, judge: 'green-suite' },
  /** A green run does not close once the workspace changed after it (or while it ran). Off: the verdict stands until the next test_run. */
  fresh: { switch: 'freshness', listed: true, judge: 'stop' },
  /** With no test_run recorded, the suite was red when the session started (the session-start run). */
  'start-run': { switch: null, listed: false, judge: 'session-start' },
} as const satisfies { readonly [Id in Blocker['check']]: CheckRow };

export type CheckId = keyof typeof GATE_CHECKS;

/** The ids, in the table's order. */
export const CHECK_IDS = Object.keys(GATE_CHECKS) as CheckId[];

/**
 * The one switch with no blocker (judged at `turn-end`): a turn that changed files with no
 * test_run recorded this session is steered once to run one. Off: such a turn always ends.
 */
export const EDITS_NEED_RUN = 'editsNeedRun';

/** A key under `checks` in config. */
export type CheckSwitch = NonNullable<(typeof GATE_CHECKS)[CheckId]['switch']> | typeof EDITS_NEED_RUN;

/** The switches, in the table's order, the turn-end one last. */
export const CHECK_SWITCHES: readonly CheckSwitch[] = [...CHECK_IDS.flatMap((id) => GATE_CHECKS[id].switch ?? []), EDITS_NEED_RUN];

/** The gate's switchable checks as configured: switch → on. */
export type GateChecks = Record<CheckSwitch, boolean>;

/** Every switch set to `on`. */
export function allChecks(on: boolean): GateChecks {
  return Object.fromEntries(CHECK_SWITCHES.map((s) => [s, on])) as GateChecks;
}

/** Whether check `id` is judged under `checks`: always for a check with no switch. */
export function checkOn(checks: GateChecks, id: CheckId): boolean {
  const key = GATE_CHECKS[id].switch;
  return key === null || checks[key];
}

export interface ClosureCheck {
  satisfied: boolean;
  lastRun: { ok: boolean; status: string; summary: Summary; command: string; turn: number; narrowed: boolean; scope: RunScope; verified: boolean } | null;
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
export async function checkClosure(closure: ClosureStore, sessionId: string | undefined, turn: number, checks: GateChecks, maxInterceptRounds: number): Promise<ClosureCheck> {
  const state = sessionId ? closure.get(sessionId) : undefined;
  const run = state?.lastRun;
  // The session-start run decides only while no test_run is recorded (closure/start-run.ts).
  const starting = run === undefined && state?.startRun === 'running';
  const running = [...(sessionId ? closure.runningJobs(sessionId) : []), ...(starting ? [START_RUN_LABEL] : [])];
  const blockers = [...(await blockersNow(state, checks)), ...startRunBlockers(state)];
  return {
    satisfied: running.length === 0 && blockers.length === 0,
    lastRun: run
      ? { ok: run.ok, status: run.status, summary: run.summary, command: run.command, turn: run.turn, narrowed: run.narrowed, scope: run.scope, verified: run.verdict.verified }
      : null,
    blockers,
    running,
    failing: run && !run.ok ? run.failures.map((f) => f.name) : [],
    suite: state?.suite?.command ?? null,
    testFilesChanged: run?.testFilesChanged ?? [],
    interceptionsThisTurn: sessionId ? closure.interceptionsIn(sessionId, turn) : 0,
    maxInterceptRounds,
    unresolved: state?.unresolved ?? null,
    reviews: (state?.reviews ?? []).map((r) => ({ turn: r.turn, reason: r.reason, tests: r.tests, explanation: r.explanation, changed: r.changed ?? [], removed: r.removed ?? [], added: r.added ?? [] })),
  };
}
