/**
 * The names of the gate's switchable checks, host-free so the verdict can read them without
 * the plugin's config schema (which needs schemastery from the host).
 *
 * @module dsh-test-closure/closure/checks
 */
/**
 * The gate's switchable checks (see docs/gate.md). Each is on by
 * default; turning one off is for a workflow that legitimately trips it.
 */
export interface GateChecks {
    /** A green run does not close while the tests as they were at session start fail on the current code (the baseline replay). */
    baseline: boolean;
    /** A green run whose total is below the most tests the suite has reported does not close. */
    totalDropped: boolean;
    /** A green run with more skipped tests than the suite's fewest does not close. */
    skippedRose: boolean;
    /** A green run in which a test that failed earlier in the session is missing or skipped does not close. */
    failedTestMissing: boolean;
    /** A green run after a test file of the suite's first run was deleted does not close. */
    testFileGone: boolean;
    /** A green run does not close once the workspace changed after it. `false` is the seed's behaviour. */
    freshness: boolean;
    /** A turn that changed files with no test_run recorded this session is steered once to run one. `false`: such a turn always ends. */
    editsNeedRun: boolean;
}
export declare const CHECK_NAMES: readonly ["baseline", "totalDropped", "skippedRose", "failedTestMissing", "testFileGone", "freshness", "editsNeedRun"];
