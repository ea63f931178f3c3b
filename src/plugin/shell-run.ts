/**
 * Runs a planned test command through the host's `ctx.shell`, under the calling session's
 * sandbox policy, and turns the process outcome into a {@link RunOutcome}. Never spawns
 * anything itself: foreground runs use `shell.run`, background runs `shell.start` inside a
 * dsh job, which may run several plans in turn (the loop's re-runs, closure/loop.ts).
 *
 * @module dsh-test-closure/plugin/shell-run
 */
import type { Context } from '@deepseek-ai/cordis';
import type { JobOutcome, JobRegistry } from '@deepseek-ai/dsh-jobs';
import type { SandboxPolicyService } from '@deepseek-ai/dsh-sandbox-policy';
import type { ShellExecSpec, ShellProcess, ShellRunResult } from '@deepseek-ai/dsh-shell';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import { readPlannedOutput } from '../planning/read-output.ts';
import { plannedReportFile, withReportFile, type ReportFile } from '../planning/report-file.ts';
import type { PackagePart } from '../planning/workspaces.ts';
import type { Framework } from '../report/types.ts';
import { buildRunResult, joinStreams, keptTail, OUTPUT_BUDGET_BYTES, tailWithinBytes, type FinishedRun, type ProcessOutcome, type RunOutcome, type ShellSpill } from '../run/result.ts';
import { missingProgram } from '../run/missing-program.ts';
import { shownCountsLine } from '../render/failures.ts';
import { cookieEnv, endStrays, newRunCookie, strayNote, type RunCookie, type StrayReport } from '../run/strays.ts';
import { readDenial } from '../run/sandbox-denial.ts';
import { outsideWriters, sandboxWriteEnv } from '../run/sandbox-writes.ts';

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

/** The sandbox policy for the calling session, when the host has a policy service. */
function resolvePolicy(ctx: Context, exec: Pick<ToolRunContext, 'agent'>) {
  const policy = ctx.get('sandboxPolicy') as SandboxPolicyService | undefined;
  if (!policy) return undefined;
  return policy.resolve(exec.agent ? { session: exec.agent.session } : {});
}

function rootOf(policy: ReturnType<typeof resolvePolicy>, exec: Pick<ToolRunContext, 'agent'>): string {
  return policy?.workspaceRoot ?? exec.agent?.session.header.cwd ?? process.cwd();
}

/** The directory tests run in: the policy's workspace root, else the session's cwd. */
export function workspaceRootFor(ctx: Context, exec: Pick<ToolRunContext, 'agent'>): string {
  return rootOf(resolvePolicy(ctx, exec), exec);
}

/** The frameworks a plan runs: its parser's, and each package's in a monorepo. */
function frameworksOf(plan: PlannedRun): Framework[] {
  return [plan.parseAs, ...(plan.packages ?? []).map((p) => p.parseAs)];
}

/** The sandbox mode a run gets: the policy's, where the shell sandboxes; undefined when unconfined. */
function modeOf(ctx: Context, policy: ReturnType<typeof resolvePolicy>): string | undefined {
  return ctx.shell.sandboxMode === undefined ? undefined : (policy?.mode ?? ctx.shell.sandboxMode);
}

/**
 * The shell spec of a run; `cookie` marks every process of it (run/strays.ts). Under
 * `workspace-write` a runner's cache outside the workspace is pointed at the temp area
 * (run/sandbox-writes.ts). The suite runs in the user's environment: no `DSH_*` variable
 * (the shell adds none but those passed as `dshEnv`, and drops the ambient ones) and no
 * variable of a fixed name, so code under test cannot tell the gate's run from the user's
 * (docs/sandbox.md lists what a run sees).
 */
function resolveSpec(ctx: Context, exec: ToolRunContext, plan: PlannedRun, withSignal: boolean, cookie: RunCookie): ShellExecSpec {
  const policy = resolvePolicy(ctx, exec);
  return ctx.shell.resolve({
    command: plan.command,
    workdir: rootOf(policy, exec),
    timeoutMs: plan.timeoutMs,
    stdoutMaxBytes: OUTPUT_BUDGET_BYTES,
    env: { ...sandboxWriteEnv(frameworksOf(plan), modeOf(ctx, policy)), ...plan.env, ...cookieEnv(cookie) },
    stdin: '',
    sandboxPolicy: policy,
    signal: withSignal ? exec.signal : undefined,
  });
}

function optional(note: string | undefined): string[] {
  return note === undefined ? [] : [note];
}

function clampNote(spec: ShellExecSpec, plan: PlannedRun): string[] {
  return spec.timeoutMs < plan.timeoutMs ? [`timeout_ms ${plan.timeoutMs} was clamped by the shell to ${spec.timeoutMs}`] : [];
}


/** The shell's spill files of the streams it truncated, stdout first. */
function shellSpillsOf(stdout: string | undefined, stderr: string | undefined): ShellSpill[] {
  return [
    ...(stdout !== undefined ? [{ stream: 'stdout' as const, path: stdout }] : []),
    ...(stderr !== undefined ? [{ stream: 'stderr' as const, path: stderr }] : []),
  ];
}

/** The outcome with what its sandbox denied, read from its output (run/sandbox-denial.ts). */
function withDenial(outcome: ProcessOutcome, root: string): ProcessOutcome {
  if (!outcome.sandbox.denied) return outcome;
  const denial = readDenial(outcome.output, outcome.sandbox.mode, root, outsideWriters());
  if (denial === undefined) return outcome;
  return { ...outcome, sandbox: { ...outcome.sandbox, reason: denial.text, ...(denial.remedy !== undefined ? { remedy: denial.remedy } : {}) } };
}

function finish(processOutcome: ProcessOutcome, plan: PlannedRun, planNotes: string[], root: string, shellSpills: ShellSpill[] = [], report?: ReportFile): FinishedRun {
  const outcome = withDenial(processOutcome, root);
  const read = readPlannedOutput({ ...plan, notes: planNotes }, outcome.output);
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
  };
}

/** The report file a run writes (planning/report-file.ts), and the plan that asks for it. */
function withReport(ctx: Context, exec: ToolRunContext, plan: PlannedRun, cookie: RunCookie): { plan: PlannedRun; report?: ReportFile } {
  const report = plannedReportFile(plan, modeOf(ctx, resolvePolicy(ctx, exec)), cookie.value);
  return report === undefined ? { plan } : { plan: { ...plan, command: report.command }, report };
}

/** Runs in the foreground and returns the finished run. */
export async function runForeground(ctx: Context, exec: ToolRunContext, plan: PlannedRun): Promise<FinishedRun> {
  const cookie = newRunCookie();
  const { plan: executed, report } = withReport(ctx, exec, plan, cookie);
  const spec = resolveSpec(ctx, exec, executed, true, cookie);
  const started = Date.now();
  let r: ShellRunResult;
  let strays: StrayReport;
  try {
    r = await ctx.shell.run(spec);
  } finally {
    // Whatever of the run is still alive (a process that left the group) ends with it.
    strays = await endStrays(cookie);
  }
  const outcome: ProcessOutcome = {
    exitCode: r.exitCode,
    timedOut: r.timedOut,
    aborted: r.aborted,
    sandbox: { mode: r.sandbox?.mode ?? ctx.shell.sandboxMode ?? 'none', denied: r.sandbox?.denied ?? false },
    output: joinStreams(keptTail(r.stdout.text, r.stdout.truncated), keptTail(r.stderr.text, r.stderr.truncated)),
    truncated: r.stdout.truncated || r.stderr.truncated,
    durationMs: Date.now() - started,
  };
  const spills = shellSpillsOf(r.stdout.truncated ? r.stdout.spillPath : undefined, r.stderr.truncated ? r.stderr.spillPath : undefined);
  return finish({ ...outcome, notes: optional(strayNote(strays)) }, plan, [...plan.notes, ...clampNote(spec, plan)], spec.workdir, spills, report);
}

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
export function runInBackground<T>(ctx: Context, exec: ToolRunContext, label: string, body: (runOne: RunOne) => Promise<T>, onSettled: (value: T) => Promise<RunOutcome>): string {
  const jobs = ctx.get('jobs') as JobRegistry | undefined;
  if (!jobs) throw new Error('test_run: run_in_background needs the dsh jobs service (@deepseek-ai/dsh-jobs-local and @deepseek-ai/dsh-tool-jobs)');
  return jobs.start({
    kind: 'test_run',
    label,
    ...(exec.agent ? { owner: exec.agent } : {}),
    run: () => {
      let cancelled = false;
      let current: ShellProcess | undefined;
      // The job controller reads what it has not read yet, across the body's processes.
      let unread = '';
      let pullCurrent: () => void = () => {};
      const runOne: RunOne = async (plan) => {
        const cookie = newRunCookie();
        const { plan: executed, report } = withReport(ctx, exec, plan, cookie);
        const spec = resolveSpec(ctx, exec, executed, false, cookie);
        const started = Date.now();
        if (cancelled) {
          const outcome: ProcessOutcome = { exitCode: null, timedOut: false, aborted: true, sandbox: { mode: ctx.shell.sandboxMode ?? 'none', denied: false }, output: '', truncated: false, durationMs: 0 };
          return finish(outcome, plan, [...plan.notes, 'ran in the background'], spec.workdir);
        }
        const proc = ctx.shell.start(spec);
        current = proc;
        // One consuming cursor on the process: we keep the whole (bounded) text for the parse
        // and hand the job controller only what it has not read yet.
        let full = '';
        let lossy = false;
        let stdoutSpill: string | undefined;
        let stderrSpill: string | undefined;
        const pull = (): void => {
          const read = proc.readOutput();
          lossy ||= read.lossy;
          stdoutSpill = read.stdoutSpillPath ?? stdoutSpill;
          stderrSpill = read.stderrSpillPath ?? stderrSpill;
          if (read.delta === '') return;
          const kept = tailWithinBytes(full + read.delta, OUTPUT_BUDGET_BYTES);
          full = kept.text;
          lossy ||= kept.cut;
          unread = tailWithinBytes(unread + read.delta, OUTPUT_BUDGET_BYTES).text;
        };
        pullCurrent = pull;
        let timedOut = false;
        const timer = setTimeout(() => {
          timedOut = true;
          proc.kill();
        }, spec.timeoutMs);
        await proc.done;
        clearTimeout(timer);
        pull();
        const outcome: ProcessOutcome = {
          exitCode: proc.exitCode,
          timedOut,
          aborted: cancelled && !timedOut,
          sandbox: { mode: proc.sandbox?.mode ?? ctx.shell.sandboxMode ?? 'none', denied: proc.sandbox?.denied ?? false },
          output: full,
          truncated: lossy,
          durationMs: Date.now() - started,
        };
        const strays = await endStrays(cookie);
        return finish({ ...outcome, notes: optional(strayNote(strays)) }, plan, [...plan.notes, 'ran in the background'], spec.workdir, shellSpillsOf(stdoutSpill, stderrSpill), report);
      };
      const settle = async (value: T): Promise<JobOutcome> => {
        const result = await onSettled(value);
        const s = result.summary;
        const counts = result.unshown !== undefined ? shownCountsLine(s, result.unshown) : `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped`;
        return {
          status: cancelled ? ('killed' as const) : ('completed' as const),
          detail: `${result.status}: ${counts}`,
        };
      };
      // `done` must never reject: a failure to record is reported as a failed job.
      const done = body(runOne)
        .then(settle)
        .catch((error: unknown) => ({
          status: 'failed' as const,
          detail: `test_run: could not record the result: ${error instanceof Error ? error.message : String(error)}`,
        }));
      return {
        cancel: () => {
          cancelled = true;
          current?.kill();
        },
        done,
        readOutput: () => {
          pullCurrent();
          const out = unread;
          unread = '';
          return out;
        },
      };
    },
  });
}
