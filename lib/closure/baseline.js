/** Marks a new session's workspace as untouched, at the digest it has when the session starts. */
export function beginUntouched(state, digest) {
    if (state.preExisting === undefined && state.lastRun === undefined)
        state.untouched = digest;
}
/** Ends the untouched state: something that may have written ran. */
export function endUntouched(state) {
    delete state.untouched;
}
/**
 * Whether a run starting now, on a workspace of digest `startDigest`, starts untouched. A
 * changed workspace ends the chain for good.
 */
export function startsUntouched(state, startDigest) {
    if (state.untouched === undefined || state.preExisting !== undefined)
        return false;
    if (state.untouched === startDigest)
        return true;
    delete state.untouched;
    return false;
}
/** Failing tests counted by name. */
export function countByName(failures) {
    const counts = new Map();
    for (const f of failures)
        if (f.kind === 'test')
            counts.set(f.name, (counts.get(f.name) ?? 0) + 1);
    return counts;
}
/**
 * The baseline a run that started untouched establishes, if it does: a complete run of the
 * suite, alone, and the workspace still untouched when it ended (no tool that writes ran
 * meanwhile; the caller checks the state).
 */
export function baselineOf(run) {
    return run.scope === 'suite' && run.alone && run.complete ? countByName(run.failures) : undefined;
}
/**
 * After a run that started untouched (call after recording it): the workspace stays
 * untouched only if the model shaped nothing the run ran, nothing else could write, and the
 * run left the fingerprint as it was.
 */
export function continueUntouched(state, run) {
    if (state.preExisting !== undefined || !run.plain || !run.alone || run.afterDigest !== state.untouched)
        delete state.untouched;
}
