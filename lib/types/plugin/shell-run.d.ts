/**
 * The plugin's {@link ExecutePort}: runs one process of a test call through the host's
 * `ctx.shell`, under the calling session's sandbox policy. Never spawns anything itself:
 * foreground runs use `shell.run`, background runs `shell.start` inside a dsh job, which may
 * run several plans in turn (the loop's re-runs, closure/loop.ts). What a plan's run means
 * (its report file, cache redirects, sandbox denial, parse) is call/run-plan.ts's, shared
 * with the CLI.
 *
 * @module dsh-test-closure/plugin/shell-run
 */
import type { Context } from '@deepseek-ai/cordis';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { ExecutePort, PlannedRun } from '../call/run-plan.ts';
import type { Framework } from '../report/types.ts';
import { type RunOutcome } from '../run/result.ts';
declare module '@deepseek-ai/dsh-jobs' {
    interface JobKindMap {
        test_run: 'test_run';
    }
}
export type { PlannedRun };
/** The directory tests run in: the policy's workspace root, else the session's cwd. */
export declare function workspaceRootFor(ctx: Context, exec: Pick<ToolRunContext, 'agent'>): string;
/** The foreground port: each run through `shell.run`, ended with the tool call's signal. */
export declare function foregroundPort(ctx: Context, exec: ToolRunContext): ExecutePort;
/**
 * A background read's stdout and stderr: the shell hands over stdout, then, when stderr has
 * something, `[stderr]` on a line of its own and stderr. A stdout line that is exactly
 * `[stderr]` would be read as the mark (no runner prints one), and when a read's stdout ends
 * mid-line the line break the shell puts before the mark stays in stdout: a read cannot tell
 * it from stdout's own. Reads come every {@link BUDGET_READ_INTERVAL_MS}, so that needs a
 * line written in two pieces with stderr output between them.
 */
export declare function splitDelta(delta: string): [string, string];
/** True when the host has a jobs service: a call can go on as a job. */
export declare function hasJobs(ctx: Context): boolean;
/**
 * Starts a dsh job that runs `body`, which runs one plan or several in turn through the
 * {@link ExecutePort} it is given, and returns the job's id. The job owns its processes (not the
 * tool call's signal). Cancelling the job kills the running process, and every later plan of
 * the body ends at once as aborted. `onSettled` receives the body's result exactly once and
 * returns the outcome the job's detail reports; the job settles after it.
 */
export declare function runInBackground<T>(ctx: Context, exec: ToolRunContext, label: string, body: (port: ExecutePort) => Promise<T>, onSettled: (value: T) => Promise<RunOutcome>): string;
/** A call that went on as a job: its id, what its running plan shows so far, and how to end it. */
export interface HandedOver {
    jobId: string;
    /** The running plan's output so far (see ShellJobRuns.current). */
    current(): {
        output: string;
        framework: Framework;
        startedAt: number;
    } | undefined;
    cancel(): void;
}
/**
 * Runs `body` and waits for it at most `budgetMs`: what it came to when it ends within the
 * budget (the call then records it as a foreground run), else the call goes on as a dsh job
 * of the session, whose `onSettled` records it when it ends. Before the hand-over the tool
 * call's signal ends the runs (an aborted call); after it the job owns them. Each plan's
 * `timeoutMs` is the suite's own limit, not capped by the shell's limit on a tool call.
 * Needs the jobs service ({@link hasJobs}).
 */
export declare function runWithinBudget<T>(ctx: Context, exec: ToolRunContext, label: string, budgetMs: number, body: (port: ExecutePort) => Promise<T>, onHandOver: (handed: HandedOver) => void, onSettled: (value: T) => Promise<RunOutcome>): Promise<{
    done: T;
} | {
    handed: HandedOver;
}>;
