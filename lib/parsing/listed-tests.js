/** An empty list to fill. */
export function noTestsListed() {
    return { passed: [], skipped: [] };
}
/** `tests` without the names `failures` lists (each list keeps its order and repeats). */
export function withoutFailing(tests, failures) {
    if (failures.length === 0)
        return tests;
    const failing = new Set(failures.map((f) => f.name));
    return { passed: tests.passed.filter((n) => !failing.has(n)), skipped: tests.skipped.filter((n) => !failing.has(n)) };
}
