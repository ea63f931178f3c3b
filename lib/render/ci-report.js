/**
 * True when the runner counts a failure of this kind in its `failed` count: every failure
 * where its `report.countsEveryFailure` says so (pytest, node:test); else only test failures
 * (vitest and jest do not count a file that failed to load or an unhandled error as a test).
 */
export function runnerCounts(runner, failure) {
    return failure.kind === 'test' || runner.countsEveryFailure;
}
/** Failures the runner did not count as tests; the reports count each as one failed test. */
export function uncountedFailures(input) {
    return input.failures.filter((f) => !runnerCounts(input.runner, f)).length;
}
/** The runner's version where its output prints it (its `report.version`: vitest's `RUN  v3.2.4`, pytest's `pytest-9.0.3`). */
export function runnerVersion(runner, output) {
    return runner.version?.exec(output.slice(0, 64 * 1024))?.[1];
}
