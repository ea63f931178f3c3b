/**
 * What `test_probe` and the CLI's `probe` answer: the workspace probe, plus the command a
 * plain `test_run` would run there (the planner's, so the probe itself plans nothing).
 *
 * @module dsh-test-closure/planning/describe
 */
import { type ProbeOptions, type WorkspacePackage, type WorkspaceProbe } from '../workspace/probe.ts';
export interface ProbeResult extends Omit<WorkspaceProbe, 'packages'> {
    /** The command `test_run` plans with no options; `''` when `framework` is null or test_run would refuse (the reason says why). */
    command: string;
    /** For a monorepo: each package with the command it runs in its own directory. */
    packages?: Array<WorkspacePackage & {
        command: string;
    }>;
}
/** The probe of `root` and the command it plans to. */
export declare function describeWorkspace(root: string, options?: ProbeOptions): Promise<ProbeResult>;
