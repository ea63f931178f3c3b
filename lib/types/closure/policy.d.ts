/**
 * How the loop spends runs, and which red the gate may forgive: host-free, so the CLI and the
 * verdict can read it without the plugin's config schema.
 *
 * The defaults: every failure blocks. A red run is made cheaper by failures first; a green
 * close by the selective close, which re-runs only the test files whose inputs changed since
 * their pass and runs the whole suite for anything it cannot place (closure/selection.ts).
 *
 * @module dsh-test-closure/closure/policy
 */
/** Whether a kind of red blocks the turn. */
export type RedPolicy = 'block' | 'allow';
export declare const RED_POLICIES: readonly RedPolicy[];
export interface LoopPolicy {
    /**
     * After a red run, a plain `test_run` first re-runs only the tests that failed; the whole
     * suite runs, in the same call, once they pass.
     */
    failuresFirst: boolean;
    /** After a whole-suite run with failing tests, re-run those up to this many times; 0: never. */
    confirmFailures: number;
    /** A test that failed, then passed on a confirmation re-run: still blocks (`block`) or not. */
    flaky: RedPolicy;
    /** A test already failing before the session's first edit: blocks (`block`) or not. */
    preExisting: RedPolicy;
    /** A plain call of the suite runs only the test files whose inputs changed since their recorded pass (closure/selection.ts); false: the whole suite. */
    selectiveClose: boolean;
    /** After a green selective close, run the whole suite too; a disagreement is the call's result. */
    auditSelection: boolean;
}
export declare const DEFAULT_LOOP_POLICY: Readonly<LoopPolicy>;
