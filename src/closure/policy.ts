/**
 * How the loop spends runs, and which red the gate may forgive: host-free, so the CLI and the
 * verdict can read it without the plugin's config schema.
 *
 * The defaults keep the seed's promise: every failure blocks. Only a red run is ever made
 * cheaper (failures first); a green verdict always comes from a whole-suite run.
 *
 * @module dsh-test-closure/closure/policy
 */

/** Whether a kind of red blocks the turn. */
export type RedPolicy = 'block' | 'allow';

export const RED_POLICIES: readonly RedPolicy[] = ['block', 'allow'];

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
}

export const DEFAULT_LOOP_POLICY: Readonly<LoopPolicy> = { failuresFirst: true, confirmFailures: 0, flaky: 'block', preExisting: 'block' };
