/**
 * The one place a test call plans a command: the call's request, the suite the session is
 * held to (closure/suite.ts), the loop's re-runs (closure/rerun-plan.ts), the baseline replay
 * on the swapped-in harness (closure/harness-replay.ts) and the session's start (its suite
 * and its start run) all plan through a {@link CallPlanner} built from the deployment's
 * options, so none can plan with other options than the others.
 *
 * @module dsh-test-closure/call/planner
 */
import { planCommand } from "../planning/plan.js";
import { quoteArg } from "../planning/shell-quote.js";
import { probeWorkspace } from "../workspace/probe.js";
/** The planner of every call of a deployment with these options. */
export function callPlanner(options) {
    const plan = (request, probe) => planCommand(request, probe, options);
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
