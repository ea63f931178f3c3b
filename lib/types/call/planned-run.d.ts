/**
 * A command plan as a call runs it: the plan's command, environment and reading, with the
 * call's limits (its timeout, the output tail it keeps).
 *
 * @module dsh-test-closure/call/planned-run
 */
import type { CommandPlan } from '../planning/plan.ts';
import type { PlannedRun } from './run-plan.ts';
/** The call's limits on each of its runs. */
export interface RunLimits {
    timeoutMs: number;
    tailChars: number;
}
export declare function plannedRunOf(plan: CommandPlan, limits: RunLimits): PlannedRun;
