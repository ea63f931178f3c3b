/**
 * The one place a test call plans a command: the call's request, the suite the session is
 * held to (closure/suite.ts), the loop's re-runs (closure/rerun-plan.ts), the baseline replay
 * on the swapped-in harness (closure/harness-replay.ts) and the session's start (its suite
 * and its start run) all plan through a {@link CallPlanner} built from the deployment's
 * options, so none can plan with other options than the others.
 *
 * @module dsh-test-closure/call/planner
 */
import { planCommand, type CommandPlan, type Planner, type PlanOptions } from '../planning/plan.ts';
import { quoteArg } from '../planning/shell-quote.ts';
import { probeWorkspace, type WorkspaceProbe } from '../workspace/probe.ts';

export interface CallPlanner {
  /** Plans a request on a probed workspace. */
  readonly plan: Planner;
  /** The deployment configures the suite's command (`suiteCommand`). */
  readonly configured: boolean;
  /** The plain whole-suite plan of the workspace at `root` as it is now. */
  suitePlan(root: string): Promise<CommandPlan>;
  /**
   * Plans the baseline replay on the workspace as swapped in: the given test files as a
   * target of the suite's runner, or the whole suite. Probed again, since the swap may have
   * put a config or `scripts.test` back.
   */
  replayPlan(root: string, files: readonly string[] | undefined): Promise<CommandPlan>;
}

/** The planner of every call of a deployment with these options. */
export function callPlanner(options: PlanOptions): CallPlanner {
  const plan: Planner = (request, probe: WorkspaceProbe) => planCommand(request, probe, options);
  return {
    plan,
    configured: options.suiteCommand !== undefined,
    suitePlan: async (root) => plan({}, await probeWorkspace(root)),
    replayPlan: async (root, files) => {
      const probe = await probeWorkspace(root);
      // A path with whitespace cannot be one target word: the whole suite runs instead.
      const target = files !== undefined && files.every((f) => !/\s/.test(f)) ? files.map(quoteArg).join(' ') : undefined;
      return plan(target !== undefined ? { target } : {}, probe);
    },
  };
}
