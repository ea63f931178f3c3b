import { type ReportFile } from '../planning/report-file.ts';
import type { PackagePart } from '../planning/workspaces.ts';
import type { Framework } from '../report/types.ts';
import { type FinishedRun, type ProcessOutcome, type ShellSpill } from '../run/result.ts';
import { type RunCookie } from '../run/strays.ts';
/** A plan as it runs: the command, how its output is read, and the call's limits. */
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
/** One process for the host to run: the command as executed, in the workspace root. */
export interface Execution {
    /** What runs: the plan's command, with the runner's report file asked for where it writes one. */
    command: string;
    /** The plan's command, as it is shown to people (the report file is the call's own business). */
    plannedCommand: string;
    /** The plan's environment, the sandbox's cache redirects and the run's cookie, to add to the user's. */
    env: Record<string, string>;
    timeoutMs: number;
    /** Marks every process of the run: the host ends the strays it left (run/strays.ts). */
    cookie: RunCookie;
    /** The parser its output goes to (for a host's progress display). */
    framework: Framework;
}
/** What the host's process came to, with what the host adds to the plan's notes. */
export interface Executed extends ProcessOutcome {
    /** The host's own notes on how it ran the plan (a clamped timeout, a background run), after the plan's. */
    hostNotes?: string[];
    /** The shell's files of the streams it truncated. */
    shellSpills?: ShellSpill[];
}
/** How a host runs one process to its end. Never throws for the command's own failure. */
export interface ExecutePort {
    /** The directory every run runs in: the workspace root. */
    readonly root: string;
    /** The sandbox mode runs get (`undefined` or `none`: unconfined). */
    readonly sandboxMode: string | undefined;
    execute(execution: Execution): Promise<Executed>;
    /** The clock runs are timed by (ms since the epoch); `Date.now` when absent. */
    now?(): number;
}
/** What a plan's process came to, read into a finished run. */
export declare function finishRun(executed: Executed, plan: PlannedRun, root: string, startedAt: number, report?: ReportFile): FinishedRun;
/** Runs one plan through the host's port and reads what it came to. */
export declare function runPlan(plan: PlannedRun, port: ExecutePort): Promise<FinishedRun>;
