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
export const RED_POLICIES = ['block', 'allow'];
export const DEFAULT_LOOP_POLICY = { failuresFirst: true, confirmFailures: 0, flaky: 'block', preExisting: 'block', selectiveClose: true, auditSelection: false };
