import { blockersNow } from "./freshness.js";
/**
 * Checks one session (none for an agentless call: nothing recorded, satisfied).
 *
 * @param turn the session's current turn, for the interceptions used in it.
 */
export async function checkClosure(closure, sessionId, turn, checks, maxInterceptRounds) {
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
