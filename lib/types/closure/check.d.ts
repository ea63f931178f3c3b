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
import type { RunScope } from './scope.ts';
import type { ClosureStore, ReportReason, UnresolvedMarker } from './state.ts';
import type { Blocker } from './verdict.ts';
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
