/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing), and
 * that command's usual duration when the front end can look it up.
 *
 * @module dsh-test-closure/planning/describe
 */
import { type ProbeOptions, type WorkspacePackage, type WorkspaceProbe } from '../workspace/probe.ts';
import type { RunnerKind } from '../report/kinds.ts';
import type { ExpectedDuration } from './expected-duration.ts';
export type { ExpectedDuration };
/**
 * Looks up the usual duration of a whole-suite command in the probed directory: a front end
 * passes one reading its state directory (closure/suite-durations.ts), so this layer reads no
 * history itself. Keyed by the runner the plan runs, which may differ from the probe's answer
 * (a watching `npm-test` is replaced by its runner), and the exact command.
 */
export type DurationLookup = (suite: {
    runner: RunnerKind;
    command: string;
}) => ExpectedDuration | undefined;
export interface ProbeResult extends Omit<WorkspaceProbe, 'packages'> {
    /** The command `test_run` plans with no options; `''` when `framework` is null or test_run would refuse (the reason says why). */
    command: string;
    /** For a monorepo: each package with the command it runs in its own directory. */
    packages?: Array<WorkspacePackage & {
        command: string;
    }>;
    /** The usual duration of `command` here, when whole-suite runs of it were recorded; absent otherwise (and for a package). */
    expectedDuration?: ExpectedDuration;
}
/** The probe of `root` and the command it plans to; with `durations`, that command's usual duration when known. */
export declare function describeWorkspace(root: string, options?: ProbeOptions, durations?: DurationLookup): Promise<ProbeResult>;
