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
import type { JobOutcome, JobRegistry } from '@deepseek-ai/dsh-jobs';
import type { SandboxPolicyService } from '@deepseek-ai/dsh-sandbox-policy';
import type { ShellExecSpec, ShellProcess, ShellRunResult } from '@deepseek-ai/dsh-shell';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { Executed, ExecutePort, Execution, PlannedRun } from '../call/run-plan.ts';
import { joinStreams, keptTail, OUTPUT_BUDGET_BYTES, tailWithinBytes, type RunOutcome, type ShellSpill } from '../run/result.ts';
import { shownCountsLine } from '../render/failures.ts';
import { endStrays, strayNote, type StrayReport } from '../run/strays.ts';

declare module '@deepseek-ai/dsh-jobs' {
  interface JobKindMap {
    test_run: 'test_run';
  }
}

export type { PlannedRun };

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

/** The sandbox mode a run gets: the policy's, where the shell sandboxes; undefined when unconfined. */
function modeOf(ctx: Context, policy: ReturnType<typeof resolvePolicy>): string | undefined {
  return ctx.shell.sandboxMode === undefined ? undefined : (policy?.mode ?? ctx.shell.sandboxMode);
}

/**
 * The shell spec of a run. The suite runs in the user's environment: no `DSH_*` variable (the
 * shell adds none but those passed as `dshEnv`, and drops the ambient ones) and no variable of
 * a fixed name, so code under test cannot tell the gate's run from the user's
 * (docs/sandbox.md lists what a run sees).
 */
function resolveSpec(ctx: Context, exec: ToolRunContext, execution: Execution, withSignal: boolean): ShellExecSpec {
  const policy = resolvePolicy(ctx, exec);
  return ctx.shell.resolve({
    command: execution.command,
    workdir: rootOf(policy, exec),
    timeoutMs: execution.timeoutMs,
    stdoutMaxBytes: OUTPUT_BUDGET_BYTES,
    env: execution.env,
    stdin: '',
    sandboxPolicy: policy,
    signal: withSignal ? exec.signal : undefined,
  });
}

function optional(note: string | undefined): string[] {
  return note === undefined ? [] : [note];
}

function clampNote(spec: ShellExecSpec, execution: Execution): string[] {
  return spec.timeoutMs < execution.timeoutMs ? [`timeout_ms ${execution.timeoutMs} was clamped by the shell to ${spec.timeoutMs}`] : [];
}

/** The shell's spill files of the streams it truncated, stdout first. */
function shellSpillsOf(stdout: string | undefined, stderr: string | undefined): ShellSpill[] {
  return [
    ...(stdout !== undefined ? [{ stream: 'stdout' as const, path: stdout }] : []),
    ...(stderr !== undefined ? [{ stream: 'stderr' as const, path: stderr }] : []),
  ];
}

/** The port a call's runs use, given how one process runs. */
function portOf(ctx: Context, exec: ToolRunContext, execute: (execution: Execution) => Promise<Executed>): ExecutePort {
  const policy = resolvePolicy(ctx, exec);
  return { root: rootOf(policy, exec), sandboxMode: modeOf(ctx, policy), execute };
}

/** The foreground port: each run through `shell.run`, ended with the tool call's signal. */
export function foregroundPort(ctx: Context, exec: ToolRunContext): ExecutePort {
  return portOf(ctx, exec, async (execution) => {
    const spec = resolveSpec(ctx, exec, execution, true);
    const started = Date.now();
    let r: ShellRunResult;
    let strays: StrayReport;
    try {
      r = await ctx.shell.run(spec);
    } finally {
      // Whatever of the run is still alive (a process that left the group) ends with it.
      strays = await endStrays(execution.cookie);
    }
    return {
      exitCode: r.exitCode,
      timedOut: r.timedOut,
      aborted: r.aborted,
      sandbox: { mode: r.sandbox?.mode ?? ctx.shell.sandboxMode ?? 'none', denied: r.sandbox?.denied ?? false },
      output: joinStreams(keptTail(r.stdout.text, r.stdout.truncated), keptTail(r.stderr.text, r.stderr.truncated)),
      truncated: r.stdout.truncated || r.stderr.truncated,
      durationMs: Date.now() - started,
      notes: optional(strayNote(strays)),
      hostNotes: clampNote(spec, execution),
      shellSpills: shellSpillsOf(r.stdout.truncated ? r.stdout.spillPath : undefined, r.stderr.truncated ? r.stderr.spillPath : undefined),
    };
  });
}

/** The note on every run of a background job. */
const BACKGROUND_NOTE = 'ran in the background';

/**
 * Starts a dsh job that runs `body`, which runs one plan or several in turn through the
 * {@link ExecutePort} it is given, and returns the job's id. The job owns its processes (not the
 * tool call's signal); our own timer enforces each plan's `timeoutMs`, because background
 * shell processes have none. Cancelling the job kills the running process, and every later
 * plan of the body ends at once as aborted. `onSettled` receives the body's result exactly
 * once and returns the outcome the job's detail reports; the job settles after it.
 */
export function runInBackground<T>(ctx: Context, exec: ToolRunContext, label: string, body: (port: ExecutePort) => Promise<T>, onSettled: (value: T) => Promise<RunOutcome>): string {
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
      const port = portOf(ctx, exec, async (execution): Promise<Executed> => {
        const spec = resolveSpec(ctx, exec, execution, false);
        const started = Date.now();
        if (cancelled) {
          return { exitCode: null, timedOut: false, aborted: true, sandbox: { mode: ctx.shell.sandboxMode ?? 'none', denied: false }, output: '', truncated: false, durationMs: 0, hostNotes: [BACKGROUND_NOTE] };
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
        const strays = await endStrays(execution.cookie);
        return {
          exitCode: proc.exitCode,
          timedOut,
          aborted: cancelled && !timedOut,
          sandbox: { mode: proc.sandbox?.mode ?? ctx.shell.sandboxMode ?? 'none', denied: proc.sandbox?.denied ?? false },
          output: full,
          truncated: lossy,
          durationMs: Date.now() - started,
          notes: optional(strayNote(strays)),
          hostNotes: [BACKGROUND_NOTE],
          shellSpills: shellSpillsOf(stdoutSpill, stderrSpill),
        };
      });
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
      const done = body(port)
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
