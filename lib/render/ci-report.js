/**
 * True when the runner counts a failure of this kind in its `failed` count: every failure
 * for pytest and node:test; only test failures for vitest and jest, which do not count a file
 * that failed to load or an unhandled error as a test.
 */
export function runnerCounts(framework, failure) {
    return failure.kind === 'test' || framework === 'pytest' || framework === 'node:test';
}
/** Failures the runner did not count as tests; the reports count each as one failed test. */
export function uncountedFailures(input) {
    return input.failures.filter((f) => !runnerCounts(input.framework, f)).length;
}
/** The runner's version where its output prints it (vitest's `RUN  v3.2.4`, pytest's `pytest-9.0.3`). */
export function runnerVersion(framework, output) {
    const pattern = framework === 'vitest' ? /^\s*RUN\s+v(\d[\w.+-]*)/m : framework === 'pytest' ? /^platform .* -- Python \S+, pytest-(\d[\w.+-]*)/m : undefined;
    return pattern?.exec(output.slice(0, 64 * 1024))?.[1];
}
