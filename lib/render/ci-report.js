/** What a failure of each kind was, in the runner's terms: JUnit's `type`, CTRF's `rawStatus`. */
export const FAILURE_KIND_TEXT = { test: 'failed', hook: 'hook failed', file: 'file failed to load or run', run: 'error outside any test' };
/**
 * True when the runner counts a failure of this kind in its `failed` count (its
 * `report.countedKinds`): pytest and node:test every kind, mocha its hooks, bun and unittest
 * a file that failed to load; vitest and jest only tests (not a file that failed to load nor
 * an unhandled error).
 */
export function runnerCounts(runner, failure) {
    return failure.kind === 'test' || runner.countedKinds.includes(failure.kind);
}
/**
 * Failures the runner did not count as tests; the reports count each as one failed test.
 * Never fewer than the failures listed beyond the `failed` count: a run that stopped before
 * printing its counts (mocha failing to load a file) counted none of them.
 */
export function uncountedFailures(input) {
    const byKind = input.failures.filter((f) => !runnerCounts(input.runner, f)).length;
    return Math.max(byKind, input.failures.length - input.summary.failed);
}
/** The runner's version where its output prints it (its `report.version`: vitest's `RUN  v3.2.4`, pytest's `pytest-9.0.3`). */
export function runnerVersion(runner, output) {
    return runner.version?.exec(output.slice(0, 64 * 1024))?.[1];
}
