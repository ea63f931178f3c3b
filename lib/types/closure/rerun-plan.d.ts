import type { Failure } from '../report/types.ts';
import type { CommandPlan, Planner } from '../planning/plan.ts';
import type { WorkspaceProbe } from '../workspace/probe.ts';
import type { PlanRerun } from './loop.ts';
import type { LoopPolicy } from './policy.ts';
import type { RecordedRun } from './state.ts';
export interface RerunContext {
    /** The plain call's whole-suite plan. */
    suitePlan: CommandPlan;
    probe: WorkspaceProbe;
    /** True when the suite is the deployment's configured command. */
    configuredSuite: boolean;
    /** Whether a project-relative file exists inside the workspace. */
    fileExists(path: string): boolean;
    /** The call's planner (call/planner.ts). */
    plan: Planner;
}
/**
 * The test files of `failures`, when every one names a file that exists: a re-run of them
 * then loads only these (planning/plan.ts `lastFailedFiles`).
 */
export declare function failureFiles(failures: readonly Failure[], fileExists: (path: string) => boolean): string[] | undefined;
/** A planner of the loop's re-runs in the suite's runner. */
export declare function rerunPlanner(context: RerunContext, which: 'failures-first' | 'confirm'): PlanRerun;
/**
 * The failures a plain call re-runs first, or undefined when it runs the whole suite at once:
 * the last run was red by failing tests of this suite's runner (a whole-suite, narrowed or
 * failures-first run), and those tests are not forgiven by a policy.
 *
 * @param forgiven names the policies forgive (pre-existing, allowed flaky), not re-run.
 */
export declare function failuresFirstNames(last: RecordedRun | undefined, suitePlan: CommandPlan, policy: LoopPolicy, forgiven: ReadonlySet<string>): string[] | undefined;
