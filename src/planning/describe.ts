/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing).
 *
 * @module dsh-test-closure/planning/describe
 */
import { probeWorkspace, type ProbeOptions, type WorkspacePackage, type WorkspaceProbe } from '../workspace/probe.ts';
import { planCommand, planRefusal } from './plan.ts';
import { isFramework } from '../runners/registry.ts';
import { packageAsWorkspace } from './workspaces.ts';

export interface ProbeResult extends Omit<WorkspaceProbe, 'packages'> {
  /** The command `test_run` plans with no options; `''` when `framework` is null or test_run would refuse (the reason says why). */
  command: string;
  /** For a monorepo: each package with the command it runs in its own directory. */
  packages?: Array<WorkspacePackage & { command: string }>;
}

/** The probe of `root` and the command it plans to. */
export async function describeWorkspace(root: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const probe = await probeWorkspace(root, options);
  const { packages, ...rest } = probe;
  return {
    ...rest,
    command: probe.framework === null || (isFramework(probe.framework) && planRefusal(probe.framework, probe) !== undefined) ? '' : planCommand({}, probe).command,
    ...(packages !== undefined ? { packages: packages.map((pkg) => ({ ...pkg, command: planCommand({}, packageAsWorkspace(probe, pkg)).command })) } : {}),
  };
}
