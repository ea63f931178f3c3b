/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing).
 *
 * @module dsh-test-closure/planning/describe
 */
import { probeWorkspace, type ProbeOptions, type WorkspaceProbe } from '../workspace/probe.ts';
import { planCommand } from './plan.ts';

export interface ProbeResult extends WorkspaceProbe {
  /** The command `test_run` plans with no options; `''` when `framework` is null. */
  command: string;
}

/** The probe of `root` and the command it plans to. */
export async function describeWorkspace(root: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const probe = await probeWorkspace(root, options);
  return { ...probe, command: probe.framework === null ? '' : planCommand({}, probe).command };
}
