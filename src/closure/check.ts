/**
 * The closure check: does a session satisfy the completion condition now (no run recorded,
 * or the last run verifies the suite and the workspace has not changed since), and what
 * blocks it. It judges as the gate does at a stop, except that it does not wait for running
 * background runs: it names them, and is not satisfied while there are any.
 *
 * @module dsh-test-closure/closure/check
 */
import type { Summary } from '../report/types.ts';
import type { GateChecks } from './checks.ts';
import { blockersNow } from './freshness.ts';
import type { RunScope } from './scope.ts';
import type { ClosureStore, ReportReason, UnresolvedMarker } from './state.ts';
import type { Blocker } from './verdict.ts';

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
  const running = sessionId ? closure.runningJobs(sessionId) : [];
  const blockers = await blockersNow(state, checks);
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
