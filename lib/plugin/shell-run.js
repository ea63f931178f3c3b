import { readPlannedOutput } from "../planning/read-output.js";
import { plannedReportFile, withReportFile } from "../planning/report-file.js";
import { buildRunResult, joinStreams, keptTail, OUTPUT_BUDGET_BYTES, tailWithinBytes } from "../run/result.js";
import { missingProgram } from "../run/missing-program.js";
import { shownCountsLine } from "../render/failures.js";
import { cookieEnv, endStrays, newRunCookie, strayNote } from "../run/strays.js";
import { readDenial } from "../run/sandbox-denial.js";
import { outsideWriters, sandboxWriteEnv } from "../run/sandbox-writes.js";
/** The sandbox policy for the calling session, when the host has a policy service. */
function resolvePolicy(ctx, exec) {
    const policy = ctx.get('sandboxPolicy');
    if (!policy)
        return undefined;
    return policy.resolve(exec.agent ? { session: exec.agent.session } : {});
}
function rootOf(policy, exec) {
    return policy?.workspaceRoot ?? exec.agent?.session.header.cwd ?? process.cwd();
}
/** The directory tests run in: the policy's workspace root, else the session's cwd. */
export function workspaceRootFor(ctx, exec) {
    return rootOf(resolvePolicy(ctx, exec), exec);
}
/** The frameworks a plan runs: its parser's, and each package's in a monorepo. */
function frameworksOf(plan) {
    return [plan.parseAs, ...(plan.packages ?? []).map((p) => p.parseAs)];
}
/** The sandbox mode a run gets: the policy's, where the shell sandboxes; undefined when unconfined. */
function modeOf(ctx, policy) {
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
function resolveSpec(ctx, exec, plan, withSignal, cookie) {
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
function optional(note) {
    return note === undefined ? [] : [note];
}
function clampNote(spec, plan) {
    return spec.timeoutMs < plan.timeoutMs ? [`timeout_ms ${plan.timeoutMs} was clamped by the shell to ${spec.timeoutMs}`] : [];
}
/** The shell's spill files of the streams it truncated, stdout first. */
function shellSpillsOf(stdout, stderr) {
    return [
        ...(stdout !== undefined ? [{ stream: 'stdout', path: stdout }] : []),
        ...(stderr !== undefined ? [{ stream: 'stderr', path: stderr }] : []),
    ];
}
/** The outcome with what its sandbox denied, read from its output (run/sandbox-denial.ts). */
function withDenial(outcome, root) {
    if (!outcome.sandbox.denied)
        return outcome;
    const denial = readDenial(outcome.output, outcome.sandbox.mode, root, outsideWriters());
    if (denial === undefined)
        return outcome;
    return { ...outcome, sandbox: { ...outcome.sandbox, reason: denial.text, ...(denial.remedy !== undefined ? { remedy: denial.remedy } : {}) } };
}
function finish(processOutcome, plan, planNotes, root, shellSpills = [], report) {
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
function withReport(ctx, exec, plan, cookie) {
    const report = plannedReportFile(plan, modeOf(ctx, resolvePolicy(ctx, exec)), cookie.value);
    return report === undefined ? { plan } : { plan: { ...plan, command: report.command }, report };
}
/** Runs in the foreground and returns the finished run. */
export async function runForeground(ctx, exec, plan) {
    const cookie = newRunCookie();
    const { plan: executed, report } = withReport(ctx, exec, plan, cookie);
    const spec = resolveSpec(ctx, exec, executed, true, cookie);
    const started = Date.now();
    let r;
    let strays;
    try {
        r = await ctx.shell.run(spec);
    }
    finally {
        // Whatever of the run is still alive (a process that left the group) ends with it.
        strays = await endStrays(cookie);
    }
    const outcome = {
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
/**
 * Starts a dsh job that runs `body`, which runs one plan or several in turn with the
 * {@link RunOne} it is given, and returns the job's id. The job owns its processes (not the
 * tool call's signal); our own timer enforces each plan's `timeoutMs`, because background
 * shell processes have none. Cancelling the job kills the running process, and every later
 * plan of the body ends at once as aborted. `onSettled` receives the body's result exactly
 * once and returns the outcome the job's detail reports; the job settles after it.
 */
export function runInBackground(ctx, exec, label, body, onSettled) {
    const jobs = ctx.get('jobs');
    if (!jobs)
        throw new Error('test_run: run_in_background needs the dsh jobs service (@deepseek-ai/dsh-jobs-local and @deepseek-ai/dsh-tool-jobs)');
    return jobs.start({
        kind: 'test_run',
        label,
        ...(exec.agent ? { owner: exec.agent } : {}),
        run: () => {
            let cancelled = false;
            let current;
            // The job controller reads what it has not read yet, across the body's processes.
            let unread = '';
            let pullCurrent = () => { };
            const runOne = async (plan) => {
                const cookie = newRunCookie();
                const { plan: executed, report } = withReport(ctx, exec, plan, cookie);
                const spec = resolveSpec(ctx, exec, executed, false, cookie);
                const started = Date.now();
                if (cancelled) {
                    const outcome = { exitCode: null, timedOut: false, aborted: true, sandbox: { mode: ctx.shell.sandboxMode ?? 'none', denied: false }, output: '', truncated: false, durationMs: 0 };
                    return finish(outcome, plan, [...plan.notes, 'ran in the background'], spec.workdir);
                }
                const proc = ctx.shell.start(spec);
                current = proc;
                // One consuming cursor on the process: we keep the whole (bounded) text for the parse
                // and hand the job controller only what it has not read yet.
                let full = '';
                let lossy = false;
                let stdoutSpill;
                let stderrSpill;
                const pull = () => {
                    const read = proc.readOutput();
                    lossy ||= read.lossy;
                    stdoutSpill = read.stdoutSpillPath ?? stdoutSpill;
                    stderrSpill = read.stderrSpillPath ?? stderrSpill;
                    if (read.delta === '')
                        return;
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
                const outcome = {
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
            const settle = async (value) => {
                const result = await onSettled(value);
                const s = result.summary;
                const counts = result.unshown !== undefined ? shownCountsLine(s, result.unshown) : `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped`;
                return {
                    status: cancelled ? 'killed' : 'completed',
                    detail: `${result.status}: ${counts}`,
                };
            };
            // `done` must never reject: a failure to record is reported as a failed job.
            const done = body(runOne)
                .then(settle)
                .catch((error) => ({
                status: 'failed',
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
