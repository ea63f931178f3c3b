/**
 * Runs a planned test command through the host's `ctx.shell`, under the calling session's
 * sandbox policy, and turns the process outcome into a {@link RunOutcome}. Never spawns
 * anything itself: foreground runs use `shell.run`, background runs `shell.start` inside a
 * dsh job.
 *
 * @module dsh-test-closure/plugin/shell-run
 */
import type { Context } from '@deepseek-ai/cordis';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { Framework, ListedTests } from '../report/types.ts';
import { type RunOutcome } from '../run/result.ts';
declare module '@deepseek-ai/dsh-jobs' {
    interface JobKindMap {
        test_run: 'test_run';
    }
}
export interface PlannedRun {
    command: string;
    env: Record<string, string>;
    parseAs: Framework;
    notes: string[];
    timeoutMs: number;
    tailChars: number;
    narrowed: boolean;
}
/**
 * A finished run: the canonical result, the tests its output lists by name, and the files it
 * reports results for (only when the shell kept the whole output: a kept tail has lost the
 * first files, which did run).
 */
export interface FinishedRun {
    result: RunOutcome;
    tests?: ListedTests;
    files?: string[];
}
/** The directory tests run in: the policy's workspace root, else the session's cwd. */
export declare function workspaceRootFor(ctx: Context, exec: ToolRunContext): string;
/** Runs in the foreground and returns the finished run. */
export declare function runForeground(ctx: Context, exec: ToolRunContext, plan: PlannedRun): Promise<FinishedRun>;
/**
 * Starts the run as a dsh job and returns its id. The job owns the process (not the tool
 * call's signal); our own timer enforces `timeoutMs` because background shell processes
 * have none. `onSettled` receives the finished run exactly once; the job settles after it.
 */
export declare function runInBackground(ctx: Context, exec: ToolRunContext, plan: PlannedRun, onSettled: (run: FinishedRun) => Promise<void>): string;
