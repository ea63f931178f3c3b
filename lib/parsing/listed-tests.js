/** An empty list to fill. */
export function noTestsListed() {
    return { passed: [], skipped: [] };
}
/**
 * Whether a list accounts for the runner's own passed and skipped counts. Where a runner prints
 * a test's output raw among its result lines, a fold keeps only a list that does, so a printed
 * line cannot add a name.
 */
export function accountsFor(tests, counts) {
    return tests.passed.length === counts.passed && tests.skipped.length === counts.skipped;
}
/** `tests` without the names `failures` lists (each list keeps its order and repeats). */
export function withoutFailing(tests, failures) {
    if (failures.length === 0)
        return tests;
    const failing = new Set(failures.map((f) => f.name));
    return { passed: tests.passed.filter((n) => !failing.has(n)), skipped: tests.skipped.filter((n) => !failing.has(n)) };
}
