/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing), and
 * that command's usual duration when the front end can look it up.
 *
 * @module dsh-test-closure/planning/describe
 */
import { probeWorkspace, type ProbeOptions, type WorkspacePackage, type WorkspaceProbe } from '../workspace/probe.ts';
import { planCommand, planRefusal } from './plan.ts';
import { isFramework } from '../runners/registry.ts';
import type { RunnerKind } from '../report/kinds.ts';
import { packageAsWorkspace } from './workspaces.ts';

/** How long a whole-suite command usually takes here, from its last complete runs (closure/suite-durations.ts). */
export interface ExpectedDuration {
  /** The median of the kept runs' durations, in milliseconds. */
  expectedMs: number;
  /** How many runs it is from (1 to the history's bound). */
  runs: number;
}

/**
 * Looks up the usual duration of a whole-suite command in the probed directory: a front end
 * passes one reading its state directory (closure/suite-durations.ts), so this layer reads no
 * history itself. Keyed by the runner the plan runs, which may differ from the probe's answer
 * (a watching `npm-test` is replaced by its runner), and the exact command.
 */
export type DurationLookup = (suite: { runner: RunnerKind; command: string }) => ExpectedDuration | undefined;

export interface ProbeResult extends Omit<WorkspaceProbe, 'packages'> {
  /** The command `test_run` plans with no options; `''` when `framework` is null or test_run would refuse (the reason says why). */
  command: string;
  /** For a monorepo: each package with the command it runs in its own directory. */
  packages?: Array<WorkspacePackage & { command: string }>;
  /** The usual duration of `command` here, when whole-suite runs of it were recorded; absent otherwise (and for a package). */
  expectedDuration?: ExpectedDuration;
}

/** The probe of `root` and the command it plans to; with `durations`, that command's usual duration when known. */
export async function describeWorkspace(root: string, options: ProbeOptions = {}, durations?: DurationLookup): Promise<ProbeResult> {
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
