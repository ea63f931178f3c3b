/**
 * Closure state: the single owner of what the gate knows per session. Keyed by session id;
 * sessions never share state. Holds the last recorded run, the run the gate last steered on
 * (for "what changed"), the per-turn interception count, and the `unresolved` marker.
 *
 * All transitions live here so they can be unit-tested without a runtime:
 * - {@link ClosureStore.recordRun}: a new verdict; a green run clears `unresolved`.
 * - {@link ClosureStore.onTurnStopping}: the gate's decision for one `agent/turn-stopping`.
 *
 * @module dsh-test-closure/closure/state
 */
import type { Failure, Summary } from '../report/types.ts';

/** What the gate remembers of one test run: enough to steer and to diff, bounded in size. */
export interface RecordedRun {
  ok: boolean;
  status: string;
  summary: Summary;
  /** Failing tests (and file/run errors), at most {@link MAX_RECORDED_FAILURES}. */
  failures: Failure[];
  /** Number of failures before bounding. */
  failureCount: number;
  command: string;
  /** The turn during which the run was recorded (0 when no agent turn was known). */
  turn: number;
  exitCode: number | null;
  timedOut: boolean;
  /** Only part of the suite ran: green here does not satisfy the gate. */
  narrowed: boolean;
}

/** The completion condition: the run passed and covered the whole suite. */
export function satisfiesClosure(run: RecordedRun): boolean {
  return run.ok && !run.narrowed;
}

export const MAX_RECORDED_FAILURES = 200;

export interface UnresolvedMarker {
  /** The turn whose budget ran out while the run was still red. */
  turn: number;
  failing: string[];
}

export interface SessionClosure {
  lastRun?: RecordedRun;
  /** The last run the gate steered on, for the "changed since" part of the next notice. */
  steeredRun?: RecordedRun;
  interceptions: { turn: number; count: number };
  unresolved?: UnresolvedMarker;
}

/** The gate's decision for one stop attempt. */
export type GateDecision =
  | { action: 'release'; reason: 'no-run' | 'green' | 'already-unresolved' }
  | { action: 'steer'; round: number; run: RecordedRun; previous?: RecordedRun }
  | { action: 'mark-unresolved'; run: RecordedRun };

export class ClosureStore {
  readonly #sessions = new Map<string, SessionClosure>();

  get(sessionId: string): SessionClosure | undefined {
    return this.#sessions.get(sessionId);
  }

  /**
   * Adopts a state rebuilt from the session log the first time a session is seen in this
   * process (a resumed session). Once known, the live state is authoritative and `replay`
   * is not called again.
   */
  hydrate(sessionId: string, replay: () => SessionClosure): void {
    if (!this.#sessions.has(sessionId)) this.#sessions.set(sessionId, replay());
  }

  #ensure(sessionId: string): SessionClosure {
    let state = this.#sessions.get(sessionId);
    if (!state) {
      state = { interceptions: { turn: 0, count: 0 } };
      this.#sessions.set(sessionId, state);
    }
    return state;
  }

  /** Records a finished run as the session's current verdict. A passing run clears `unresolved`. */
  recordRun(sessionId: string, run: RecordedRun): void {
    const state = this.#ensure(sessionId);
    state.lastRun = run;
    if (satisfiesClosure(run)) delete state.unresolved;
  }

  /**
   * Decides what the gate does when the agent tries to end `turn`.
   * Invariant: within one turn at most `maxRounds` steers are ever returned, so the gate
   * cannot loop; a new turn starts with a fresh budget.
   */
  onTurnStopping(sessionId: string, turn: number, maxRounds: number): GateDecision {
    const state = this.#sessions.get(sessionId);
    const run = state?.lastRun;
    if (!state || !run) return { action: 'release', reason: 'no-run' };
    if (satisfiesClosure(run)) return { action: 'release', reason: 'green' };
    if (state.interceptions.turn !== turn) state.interceptions = { turn, count: 0 };
    if (state.interceptions.count < maxRounds) {
      state.interceptions.count += 1;
      const previous = state.interceptions.count > 1 ? state.steeredRun : undefined;
      state.steeredRun = run;
      return previous ? { action: 'steer', round: state.interceptions.count, run, previous } : { action: 'steer', round: state.interceptions.count, run };
    }
    // The marker records the turn it was first set in; a later spent budget does not move it.
    if (state.unresolved) return { action: 'release', reason: 'already-unresolved' };
    state.unresolved = { turn, failing: run.failures.map((f) => f.name) };
    return { action: 'mark-unresolved', run };
  }

  /** Interceptions used in `turn` (0 for any other turn). */
  interceptionsIn(sessionId: string, turn: number): number {
    const state = this.#sessions.get(sessionId);
    return state && state.interceptions.turn === turn ? state.interceptions.count : 0;
  }

  /** Forgets a session (its agent was disposed). */
  forget(sessionId: string): void {
    this.#sessions.delete(sessionId);
  }
}

/** Names fixed, still failing and newly failing between two runs (by failure name). */
export function diffRuns(previous: RecordedRun, current: RecordedRun): { fixed: string[]; stillFailing: string[]; newlyFailing: string[] } {
  const before = new Set(previous.failures.map((f) => f.name));
  const after = new Set(current.failures.map((f) => f.name));
  return {
    fixed: [...before].filter((n) => !after.has(n)),
    stillFailing: [...after].filter((n) => before.has(n)),
    newlyFailing: [...after].filter((n) => !before.has(n)),
  };
}
