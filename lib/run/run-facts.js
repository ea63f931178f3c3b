/** Failures a record keeps, the first ones; the rest are counted. */
export const MAX_RECORDED_FAILURES = 200;
/** Which records keep each fact of a run (none: only the value has it). */
export const RUN_FACTS = {
    ok: ['session'],
    status: ['session', 'replay', 'start'],
    summary: ['session', 'replay', 'start'],
    summarySeen: ['session', 'replay', 'start'],
    // The counts the output does not show (go's plain output): no record may read `summary` as the runner's without them.
    unshown: ['session', 'replay'],
    // The session-start record keeps each failure's kind and name only (closure/start-run.ts).
    failures: ['session', 'replay'],
    command: ['session', 'replay', 'start'],
    framework: ['session'],
    exitCode: ['session'],
    timedOut: ['session', 'start'],
    narrowed: ['session'],
    // A selective close's run: the suite-size checks do not compare its counts (closure/verdict.ts).
    selection: ['session'],
    outputTail: [],
    durationMs: [],
    sandbox: [],
    packages: [],
    notes: [],
};
/** The facts `keeper` keeps, in the table's order. */
export function factsKeptBy(keeper) {
    return Object.keys(RUN_FACTS).filter((fact) => RUN_FACTS[fact].includes(keeper));
}
/** The facts of `result` that `keeper` keeps; an absent optional fact stays absent. */
export function keptFacts(keeper, result) {
    const kept = {};
    for (const [fact, keepers] of Object.entries(RUN_FACTS)) {
        if (!keepers.includes(keeper) || result[fact] === undefined)
            continue;
        if (fact === 'failures') {
            kept.failures = result.failures.slice(0, MAX_RECORDED_FAILURES);
            kept.failureCount = result.failures.length;
        }
        else
            kept[fact] = result[fact];
    }
    return kept;
}
