/**
 * The notes the loop (closure/loop.ts) adds to a call's result. Exact strings, pinned in the
 * docs/model-visible-text.md and by tests.
 *
 * @module dsh-test-closure/closure/loop-messages
 */
function tests(count) {
    return `${count} test${count === 1 ? '' : 's'}`;
}
function times(count) {
    return count === 1 ? 'once' : `${count} times`;
}
/** What ran after failures first: the whole suite, or the test files (go: packages) a selective close chose (closure/selection.ts). */
function next(selective) {
    return selective === undefined ? 'the whole suite' : `the ${selective === 'package' ? 'packages' : 'test files'} whose inputs changed`;
}
export const LOOP_NOTES = {
    /** The failures-first re-run is the result: a test that failed last failed again (or the re-run did not finish). */
    failuresFirstRed: (selected, stillFailing) => `failures first: re-ran only the ${tests(selected)} that failed last (${stillFailing} still failing); the rest of the suite runs once they pass (failures_first: false runs it now)`,
    /** The failures-first re-run passed; the whole suite ran after it, and its result is the call's. */
    failuresFirstPassed: (selected, selective) => `failures first: the ${tests(selected)} that failed last passed on a re-run; then ran ${next(selective)}`,
    /**
     * The failures-first re-run failed none of them, but did not show every one passing (skipped,
     * deselected, or not named by a reporter that lists only failures): the whole suite ran.
     */
    failuresFirstUnproven: (selected, passed, skipped, selective) => `failures first: re-ran the ${tests(selected)} that failed last: ${passed} shown passing, ${skipped} skipped, ${selected - passed - skipped} not shown passing; then ran ${next(selective)}`,
    /** A selective close's run reported no result for its files (no tests found, killed, an error before any test). */
    selectionUnreported: 'ran the whole suite: the selected test files did not run to a result',
    /** The runner cannot select tests by name or id. */
    failuresFirstNpm: 'failures first: npm test cannot select tests; ran the whole suite',
    /** The last failures are file or run errors, or names no selection can express. */
    failuresFirstUnselectable: 'failures first: the last failures name no selectable test; ran the whole suite',
    /** Confirmation re-ran the whole-suite run's failing tests. */
    confirmed: (failing, rounds, flaky) => `confirmFailures: re-ran the ${failing === 1 ? 'failing test' : `${failing} failing tests`} ${times(rounds)}: ${flaky} passed on a re-run (flaky)`,
    /** Confirmation is on, but the runner cannot select the failures. */
    confirmNpm: 'confirmFailures: npm test cannot select tests; no failure was re-run',
    confirmUnselectable: 'confirmFailures: the failures name no selectable test; no failure was re-run',
};
