/**
 * Runs one plan of a call to its finished run, the same for every host: the report file the
 * runner writes beside its console output (planning/report-file.ts), the caches it must not
 * write outside the workspace under the sandbox (runners/outside-writes.ts), the cookie that marks
 * every process of the run (run/strays.ts), then, from what the host's process came to, what
 * its sandbox denied (run/sandbox-denial.ts), the parse, the result and whether the command
 * could start at all. The host only runs the process: {@link ExecutePort}.
 *
 * @module dsh-test-closure/call/run-plan
 */
import { readPlannedOutput } from '../planning/read-output.ts';
import { plannedReportFile, withReportFile, type ReportFile } from '../planning/report-file.ts';
import type { PackagePart } from '../planning/workspaces.ts';
import type { Framework } from '../report/types.ts';
import { buildRunResult, type FinishedRun, type ProcessOutcome, type ShellSpill } from '../run/result.ts';
import { missingProgram } from '../run/missing-program.ts';
import { cookieEnv, newRunCookie, type RunCookie } from '../run/strays.ts';
import { readDenial } from '../run/sandbox-denial.ts';
import { outsideWriters, sandboxWriteEnv } from '../runners/outside-writes.ts';

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

/** The frameworks a plan runs: its parser's, and each package's in a monorepo. */
function frameworksOf(plan: PlannedRun): Framework[] {
  return [plan.parseAs, ...(plan.packages ?? []).map((p) => p.parseAs)];
}

/** The outcome with what its sandbox denied, read from its output (run/sandbox-denial.ts). */
function withDenial(outcome: ProcessOutcome, root: string): ProcessOutcome {
  if (!outcome.sandbox.denied) return outcome;
  const denial = readDenial(outcome.output, outcome.sandbox.mode, root, outsideWriters());
  if (denial === undefined) return outcome;
  return { ...outcome, sandbox: { ...outcome.sandbox, reason: denial.text, ...(denial.remedy !== undefined ? { remedy: denial.remedy } : {}) } };
}

/** What a plan's process came to, read into a finished run. */
export function finishRun(executed: Executed, plan: PlannedRun, root: string, startedAt: number, report?: ReportFile): FinishedRun {
  const { hostNotes = [], shellSpills = [], ...processOutcome } = executed;
  const outcome = withDenial(processOutcome, root);
  const read = readPlannedOutput({ ...plan, notes: [...plan.notes, ...hostNotes] }, outcome.output);
  const { notes, packages } = read;
  // The runner's own report, where it wrote one, decides which tests are listed by name.
  const parsed = report === undefined ? read.parsed : withReportFile(read.parsed, report);
  const result = buildRunResult(outcome, parsed, { command: plan.command, notes, tailChars: plan.tailChars, narrowed: plan.narrowed, root, ...(packages ? { packages } : {}) });
  const missing = outcome.aborted || outcome.timedOut ? undefined : missingProgram(outcome.exitCode, outcome.output, parsed.summarySeen || parsed.summary.total > 0);
  return {
    result,
    ...(missing ? { missing } : {}),
    ...(parsed.tests ? { tests: parsed.tests } : {}),
    ...(parsed.files && !outcome.truncated ? { files: parsed.files } : {}),
    output: outcome.output,
    ...(shellSpills.length > 0 ? { shellSpills } : {}),
    parsed,
    startedAt,
  };
}

/** Runs one plan through the host's port and reads what it came to. */
export async function runPlan(plan: PlannedRun, port: ExecutePort): Promise<FinishedRun> {
  const cookie = newRunCookie();
  const report = plannedReportFile(plan, port.sandboxMode, cookie.value);
  const env = { ...sandboxWriteEnv(frameworksOf(plan), port.sandboxMode), ...plan.env, ...cookieEnv(cookie) };
  const startedAt = port.now?.() ?? Date.now();
  const executed = await port.execute({ command: report?.command ?? plan.command, plannedCommand: plan.command, env, timeoutMs: plan.timeoutMs, cookie, framework: plan.parseAs });
  return finishRun(executed, plan, port.root, startedAt, report);
}
