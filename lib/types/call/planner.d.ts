/**
 * The one place a test call plans a command: the call's request, the suite the session is
 * held to (closure/suite.ts), the loop's re-runs (closure/rerun-plan.ts), the baseline replay
 * on the swapped-in harness (closure/harness-replay.ts) and the session's start (its suite
 * and its start run) all plan through a {@link CallPlanner} built from the deployment's
 * options, so none can plan with other options than the others.
 *
 * @module dsh-test-closure/call/planner
 */
import { type CommandPlan, type Planner, type PlanOptions } from '../planning/plan.ts';
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
export declare function callPlanner(options: PlanOptions): CallPlanner;
