/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing), and
 * that command's usual duration when the front end can look it up.
 *
 * @module dsh-test-closure/planning/describe
 */
import { probeWorkspace } from "../workspace/probe.js";
import { planCommand, planRefusal } from "./plan.js";
import { isFramework } from "../runners/registry.js";
import { packageAsWorkspace } from "./workspaces.js";
/** The probe of `root` and the command it plans to; with `durations`, that command's usual duration when known. */
export async function describeWorkspace(root, options = {}, durations) {
    const probe = await probeWorkspace(root, options);
    const { packages, ...rest } = probe;
    const plan = probe.framework === null || (isFramework(probe.framework) && planRefusal(probe.framework, probe) !== undefined) ? undefined : planCommand({}, probe);
    const expectedDuration = plan !== undefined ? durations?.({ runner: plan.runner, command: plan.command }) : undefined;
    return {
        ...rest,
        command: plan?.command ?? '',
        ...(packages !== undefined ? { packages: packages.map((pkg) => ({ ...pkg, command: planCommand({}, packageAsWorkspace(probe, pkg)).command })) } : {}),
        ...(expectedDuration !== undefined ? { expectedDuration } : {}),
    };
}
