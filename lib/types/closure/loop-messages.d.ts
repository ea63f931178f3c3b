/**
 * The notes the loop (closure/loop.ts) adds to a call's result. Exact strings, pinned in the
 * docs/model-visible-text.md and by tests.
 *
 * @module dsh-test-closure/closure/loop-messages
 */
export declare const LOOP_NOTES: {
    /** The failures-first re-run is the result: a test that failed last failed again (or the re-run did not finish). */
    readonly failuresFirstRed: (selected: number, stillFailing: number) => string;
    /** The failures-first re-run passed; the whole suite ran after it, and its result is the call's. */
    readonly failuresFirstPassed: (selected: number, selective?: "file" | "package") => string;
    /**
     * The failures-first re-run failed none of them, but did not show every one passing (skipped,
     * deselected, or not named by a reporter that lists only failures): the whole suite ran.
     */
    readonly failuresFirstUnproven: (selected: number, passed: number, skipped: number, selective?: "file" | "package") => string;
    /** A selective close's run reported no result for its files (no tests found, killed, an error before any test). */
    readonly selectionUnreported: "ran the whole suite: the selected test files did not run to a result";
    /** The runner cannot select tests by name or id. */
    readonly failuresFirstNpm: "failures first: npm test cannot select tests; ran the whole suite";
    /** The last failures are file or run errors, or names no selection can express. */
    readonly failuresFirstUnselectable: "failures first: the last failures name no selectable test; ran the whole suite";
    /** Confirmation re-ran the whole-suite run's failing tests. */
    readonly confirmed: (failing: number, rounds: number, flaky: number) => string;
    /** Confirmation is on, but the runner cannot select the failures. */
    readonly confirmNpm: "confirmFailures: npm test cannot select tests; no failure was re-run";
    readonly confirmUnselectable: "confirmFailures: the failures name no selectable test; no failure was re-run";
};
