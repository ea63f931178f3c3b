/**
 * How the loop spends runs, and which red the gate may forgive: host-free, so the CLI and the
 * verdict can read it without the plugin's config schema.
 *
 * The defaults keep the seed's promise: every failure blocks. Only a red run is ever made
 * cheaper (failures first); a green verdict always comes from a whole-suite run.
 *
 * @module dsh-test-closure/closure/policy
 */
export const RED_POLICIES = ['block', 'allow'];
export const DEFAULT_LOOP_POLICY = { failuresFirst: true, confirmFailures: 0, flaky: 'block', preExisting: 'block' };
