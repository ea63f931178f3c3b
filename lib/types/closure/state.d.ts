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
export declare function satisfiesClosure(run: RecordedRun): boolean;
export declare const MAX_RECORDED_FAILURES = 200;
export interface UnresolvedMarker {
    /** The turn whose budget ran out while the run was still red. */
    turn: number;
    failing: string[];
}
export interface SessionClosure {
    lastRun?: RecordedRun;
    /** The last run the gate steered on, for the "changed since" part of the next notice. */
    steeredRun?: RecordedRun;
    interceptions: {
        turn: number;
        count: number;
    };
    unresolved?: UnresolvedMarker;
}
/** The gate's decision for one stop attempt. */
export type GateDecision = {
    action: 'release';
    reason: 'no-run' | 'green' | 'already-unresolved';
} | {
    action: 'steer';
    round: number;
    run: RecordedRun;
    previous?: RecordedRun;
} | {
    action: 'mark-unresolved';
    run: RecordedRun;
};
export declare class ClosureStore {
    #private;
    get(sessionId: string): SessionClosure | undefined;
    /**
     * Adopts a state rebuilt from the session log the first time a session is seen in this
     * process (a resumed session). Once known, the live state is authoritative and `replay`
     * is not called again.
     */
    hydrate(sessionId: string, replay: () => SessionClosure): void;
    /** Records a finished run as the session's current verdict. A passing run clears `unresolved`. */
    recordRun(sessionId: string, run: RecordedRun): void;
    /**
     * Decides what the gate does when the agent tries to end `turn`.
     * Invariant: within one turn at most `maxRounds` steers are ever returned, so the gate
     * cannot loop; a new turn starts with a fresh budget.
     */
    onTurnStopping(sessionId: string, turn: number, maxRounds: number): GateDecision;
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
