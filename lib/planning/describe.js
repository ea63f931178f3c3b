/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing).
 *
 * @module dsh-test-closure/planning/describe
 */
import { probeWorkspace } from "../workspace/probe.js";
import { planCommand, planRefusal } from "./plan.js";
import { isFramework } from "../runners/registry.js";
import { packageAsWorkspace } from "./workspaces.js";
/** The probe of `root` and the command it plans to. */
export async function describeWorkspace(root, options = {}) {
    const probe = await probeWorkspace(root, options);
    const { packages, ...rest } = probe;
    return {
        ...rest,
        command: probe.framework === null || (isFramework(probe.framework) && planRefusal(probe.framework, probe) !== undefined) ? '' : planCommand({}, probe).command,
        ...(packages !== undefined ? { packages: packages.map((pkg) => ({ ...pkg, command: planCommand({}, packageAsWorkspace(probe, pkg)).command })) } : {}),
    };
}
