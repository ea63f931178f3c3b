/**
 * Runs a planned test command through the host's `ctx.shell`, under the calling session's
 * sandbox policy, and turns the process outcome into a {@link RunOutcome}. Never spawns
 * anything itself: foreground runs use `shell.run`, background runs `shell.start` inside a
 * dsh job, which may run several plans in turn (the loop's re-runs, closure/loop.ts).
 *
 * @module dsh-test-closure/plugin/shell-run
 */
import type { Context } from '@deepseek-ai/cordis';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { PackagePart } from '../planning/workspaces.ts';
import type { Framework } from '../report/types.ts';
import { type FinishedRun, type RunOutcome } from '../run/result.ts';
declare module '@deepseek-ai/dsh-jobs' {
    interface JobKindMap {
        test_run: 'test_run';
    }
}
export interface PlannedRun {
    command: string;
    env: Record<string, string>;
    parseAs: Framework;
    /** The runner is unknown: read the output with the parser that recognises it (planning/read-output.ts). */
    detectParser?: true;
    /** A monorepo run's packages (planning/workspaces.ts). */
    packages?: readonly PackagePart[];
    notes: string[];
    timeoutMs: number;
    tailChars: number;
    narrowed: boolean;
}
/** The directory tests run in: the policy's workspace root, else the session's cwd. */
export declare function workspaceRootFor(ctx: Context, exec: Pick<ToolRunContext, 'agent'>): string;
/** Runs in the foreground and returns the finished run. */
export declare function runForeground(ctx: Context, exec: ToolRunContext, plan: PlannedRun): Promise<FinishedRun>;
/** Runs one plan of a background job (see {@link runInBackground}). */
export type RunOne = (plan: PlannedRun) => Promise<FinishedRun>;
/**
 * Starts a dsh job that runs `body`, which runs one plan or several in turn with the
 * {@link RunOne} it is given, and returns the job's id. The job owns its processes (not the
 * tool call's signal); our own timer enforces each plan's `timeoutMs`, because background
 * shell processes have none. Cancelling the job kills the running process, and every later
 * plan of the body ends at once as aborted. `onSettled` receives the body's result exactly
 * once and returns the outcome the job's detail reports; the job settles after it.
 */
export declare function runInBackground<T>(ctx: Context, exec: ToolRunContext, label: string, body: (runOne: RunOne) => Promise<T>, onSettled: (value: T) => Promise<RunOutcome>): string;
