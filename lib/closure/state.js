/** The completion condition: the run passed and covered the whole suite. */
export function satisfiesClosure(run) {
    return run.ok && !run.narrowed;
}
export const MAX_RECORDED_FAILURES = 200;
export class ClosureStore {
    #sessions = new Map();
    get(sessionId) {
        return this.#sessions.get(sessionId);
    }
    /**
     * Adopts a state rebuilt from the session log the first time a session is seen in this
     * process (a resumed session). Once known, the live state is authoritative and `replay`
     * is not called again.
     */
    hydrate(sessionId, replay) {
        if (!this.#sessions.has(sessionId))
            this.#sessions.set(sessionId, replay());
    }
    #ensure(sessionId) {
        let state = this.#sessions.get(sessionId);
        if (!state) {
            state = { interceptions: { turn: 0, count: 0 } };
            this.#sessions.set(sessionId, state);
        }
        return state;
    }
    /** Records a finished run as the session's current verdict. A passing run clears `unresolved`. */
    recordRun(sessionId, run) {
        const state = this.#ensure(sessionId);
        state.lastRun = run;
        if (satisfiesClosure(run))
            delete state.unresolved;
    }
    /**
     * Decides what the gate does when the agent tries to end `turn`.
     * Invariant: within one turn at most `maxRounds` steers are ever returned, so the gate
     * cannot loop; a new turn starts with a fresh budget.
     */
    onTurnStopping(sessionId, turn, maxRounds) {
        const state = this.#sessions.get(sessionId);
        const run = state?.lastRun;
        if (!state || !run)
            return { action: 'release', reason: 'no-run' };
        if (satisfiesClosure(run))
            return { action: 'release', reason: 'green' };
        if (state.interceptions.turn !== turn)
            state.interceptions = { turn, count: 0 };
        if (state.interceptions.count < maxRounds) {
            state.interceptions.count += 1;
            const previous = state.interceptions.count > 1 ? state.steeredRun : undefined;
            state.steeredRun = run;
            return previous ? { action: 'steer', round: state.interceptions.count, run, previous } : { action: 'steer', round: state.interceptions.count, run };
        }
        // The marker records the turn it was first set in; a later spent budget does not move it.
        if (state.unresolved)
            return { action: 'release', reason: 'already-unresolved' };
        state.unresolved = { turn, failing: run.failures.map((f) => f.name) };
        return { action: 'mark-unresolved', run };
    }
    /** Interceptions used in `turn` (0 for any other turn). */
    interceptionsIn(sessionId, turn) {
        const state = this.#sessions.get(sessionId);
        return state && state.interceptions.turn === turn ? state.interceptions.count : 0;
    }
    /** Forgets a session (its agent was disposed). */
    forget(sessionId) {
        this.#sessions.delete(sessionId);
    }
}
/** Names fixed, still failing and newly failing between two runs (by failure name). */
export function diffRuns(previous, current) {
    const before = new Set(previous.failures.map((f) => f.name));
    const after = new Set(current.failures.map((f) => f.name));
    return {
        fixed: [...before].filter((n) => !after.has(n)),
        stillFailing: [...after].filter((n) => before.has(n)),
        newlyFailing: [...after].filter((n) => !before.has(n)),
    };
}
