import { joinStreams, keptTail, OUTPUT_BUDGET_BYTES, tailWithinBytes } from "../run/result.js";
import { shownCountsLine } from "../render/failures.js";
import { endStrays, strayNote } from "../run/strays.js";
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
/** The sandbox mode a run gets: the policy's, where the shell sandboxes; undefined when unconfined. */
function modeOf(ctx, policy) {
    return ctx.shell.sandboxMode === undefined ? undefined : (policy?.mode ?? ctx.shell.sandboxMode);
}
/**
 * The shell spec of a run. The suite runs in the user's environment: no `DSH_*` variable (the
 * shell adds none but those passed as `dshEnv`, and drops the ambient ones) and no variable of
 * a fixed name, so code under test cannot tell the gate's run from the user's
 * (docs/sandbox.md lists what a run sees).
 */
function resolveSpec(ctx, exec, execution, withSignal) {
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
function optional(note) {
    return note === undefined ? [] : [note];
}
function clampNote(spec, execution) {
    return spec.timeoutMs < execution.timeoutMs ? [`timeout_ms ${execution.timeoutMs} was clamped by the shell to ${spec.timeoutMs}`] : [];
}
/** The shell's spill files of the streams it truncated, stdout first. */
function shellSpillsOf(stdout, stderr) {
    return [
        ...(stdout !== undefined ? [{ stream: 'stdout', path: stdout }] : []),
        ...(stderr !== undefined ? [{ stream: 'stderr', path: stderr }] : []),
    ];
}
/** The port a call's runs use, given how one process runs. */
function portOf(ctx, exec, execute) {
    const policy = resolvePolicy(ctx, exec);
    return { root: rootOf(policy, exec), sandboxMode: modeOf(ctx, policy), execute };
}
/** The foreground port: each run through `shell.run`, ended with the tool call's signal. */
export function foregroundPort(ctx, exec) {
    return portOf(ctx, exec, async (execution) => {
        const spec = resolveSpec(ctx, exec, execution, true);
        const started = Date.now();
        let r;
        let strays;
        try {
            r = await ctx.shell.run(spec);
        }
        finally {
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
/** How often a call that may go on as a job reads its process's output. */
const BUDGET_READ_INTERVAL_MS = 100;
/** The shell's mark between a read's stdout and its stderr (`ShellProcess.readOutput`). */
const STDERR_MARK = '[stderr]\n';
/**
 * A background read's stdout and stderr: the shell hands over stdout, then, when stderr has
 * something, `[stderr]` on a line of its own and stderr. A stdout line that is exactly
 * `[stderr]` would be read as the mark (no runner prints one), and when a read's stdout ends
 * mid-line the line break the shell puts before the mark stays in stdout: a read cannot tell
 * it from stdout's own. Reads come every {@link BUDGET_READ_INTERVAL_MS}, so that needs a
 * line written in two pieces with stderr output between them.
 */
export function splitDelta(delta) {
    const at = delta.startsWith(STDERR_MARK) ? 0 : delta.indexOf(`\n${STDERR_MARK}`);
    if (at === -1)
        return [delta, ''];
    const markAt = at === 0 ? 0 : at + 1;
    return [delta.slice(0, markAt), delta.slice(markAt + STDERR_MARK.length)];
}
/**
 * The processes of one call that runs, or may come to run, as a dsh job: each plan through
 * `shell.start`, one consuming cursor on the running process (the whole bounded text kept for
 * the parse, what the job controller has not read handed to it), our own timer for each plan's
 * `timeoutMs` (background shell processes have none), and cancellation, after which every later
 * plan ends at once as aborted.
 */
class ShellJobRuns {
    cancelled = false;
    #current;
    #unread = '';
    #pullCurrent = () => { };
    #currentOutput = '';
    #currentFramework;
    #currentStarted = 0;
    port;
    /**
     * @param mode `job`: a run the model sent to the background, each plan's timeout capped by the
     *   shell as a tool call's, its output as the shell hands it over; `budget`: a call that runs
     *   as the model waits and may go on as a job ({@link runWithinBudget}): the suite's own
     *   limit, its output read as it comes (the shell keeps a bounded window of what was not read)
     *   into stdout and stderr as a foreground run keeps them, and the background note only on a
     *   plan that ended after the call went on as a job.
     * @param handedOver whether the call has gone on as a job.
     */
    constructor(ctx, exec, mode, handedOver = () => true) {
        this.port = portOf(ctx, exec, async (execution) => {
            const spec = resolveSpec(ctx, exec, execution, false);
            const started = Date.now();
            const hostNotes = () => (handedOver() ? [BACKGROUND_NOTE] : []);
            if (this.cancelled) {
                return { exitCode: null, timedOut: false, aborted: true, sandbox: { mode: ctx.shell.sandboxMode ?? 'none', denied: false }, output: '', truncated: false, durationMs: 0, hostNotes: hostNotes() };
            }
            const proc = ctx.shell.start(spec);
            this.#current = proc;
            this.#currentFramework = execution.framework;
            this.#currentStarted = started;
            // `full`: the output as the shell hands it over; `stdout`/`stderr`: split from it (budget mode).
            let full = '';
            let stdout = '';
            let stderr = '';
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
                this.#unread = tailWithinBytes(this.#unread + read.delta, OUTPUT_BUDGET_BYTES).text;
                if (mode === 'job') {
                    const kept = tailWithinBytes(full + read.delta, OUTPUT_BUDGET_BYTES);
                    full = kept.text;
                    lossy ||= kept.cut;
                    this.#currentOutput = full;
                    return;
                }
                const [out, err] = splitDelta(read.delta);
                const keptOut = tailWithinBytes(stdout + out, OUTPUT_BUDGET_BYTES);
                const keptErr = tailWithinBytes(stderr + err, OUTPUT_BUDGET_BYTES);
                stdout = keptOut.text;
                stderr = keptErr.text;
                lossy ||= keptOut.cut || keptErr.cut;
                this.#currentOutput = joinStreams(stdout, stderr);
            };
            this.#currentOutput = '';
            this.#pullCurrent = pull;
            // Read as it comes: the shell keeps only a bounded window of what was not read yet.
            const reader = mode === 'budget' ? setInterval(pull, BUDGET_READ_INTERVAL_MS) : undefined;
            let timedOut = false;
            const timer = setTimeout(() => {
                timedOut = true;
                proc.kill();
            }, mode === 'job' ? spec.timeoutMs : execution.timeoutMs);
            await proc.done;
            clearTimeout(timer);
            if (reader !== undefined)
                clearInterval(reader);
            pull();
            const strays = await endStrays(execution.cookie);
            return {
                exitCode: proc.exitCode,
                timedOut,
                aborted: this.cancelled && !timedOut,
                sandbox: { mode: proc.sandbox?.mode ?? ctx.shell.sandboxMode ?? 'none', denied: proc.sandbox?.denied ?? false },
                output: mode === 'job' ? full : this.#currentOutput,
                truncated: lossy,
                durationMs: Date.now() - started,
                notes: optional(strayNote(strays)),
                hostNotes: hostNotes(),
                shellSpills: shellSpillsOf(stdoutSpill, stderrSpill),
            };
        });
    }
    cancel() {
        this.cancelled = true;
        this.#current?.kill();
    }
    /** What the job controller has not read yet, across the call's processes. */
    readOutput() {
        this.#pullCurrent();
        const out = this.#unread;
        this.#unread = '';
        return out;
    }
    /** The running plan's output so far, the parser it goes to and when it started; undefined before the first plan starts. */
    current() {
        if (this.#currentFramework === undefined)
            return undefined;
        this.#pullCurrent();
        return { output: this.#currentOutput, framework: this.#currentFramework, startedAt: this.#currentStarted };
    }
}
/** The job's outcome for the jobs service: the recorded result in a line; a failure to record is a failed job. */
function settleJob(runs, body, onSettled) {
    return body
        .then(async (value) => {
        const result = await onSettled(value);
        const s = result.summary;
        const counts = result.unshown !== undefined ? shownCountsLine(s, result.unshown) : `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped`;
        return { status: runs.cancelled ? 'killed' : 'completed', detail: `${result.status}: ${counts}` };
    })
        .catch((error) => ({
        status: 'failed',
        detail: `test_run: could not record the result: ${error instanceof Error ? error.message : String(error)}`,
    }));
}
function jobsOf(ctx) {
    return ctx.get('jobs');
}
/** True when the host has a jobs service: a call can go on as a job. */
export function hasJobs(ctx) {
    return jobsOf(ctx) !== undefined;
}
/**
 * Starts a dsh job that runs `body`, which runs one plan or several in turn through the
 * {@link ExecutePort} it is given, and returns the job's id. The job owns its processes (not the
 * tool call's signal). Cancelling the job kills the running process, and every later plan of
 * the body ends at once as aborted. `onSettled` receives the body's result exactly once and
 * returns the outcome the job's detail reports; the job settles after it.
 */
export function runInBackground(ctx, exec, label, body, onSettled) {
    const jobs = jobsOf(ctx);
    if (!jobs)
        throw new Error('test_run: run_in_background needs the dsh jobs service (@deepseek-ai/dsh-jobs-local and @deepseek-ai/dsh-tool-jobs)');
    return jobs.start({
        kind: 'test_run',
        label,
        ...(exec.agent ? { owner: exec.agent } : {}),
        run: () => {
            const runs = new ShellJobRuns(ctx, exec, 'job');
            // `done` must never reject: a failure to record is reported as a failed job.
            return { cancel: () => runs.cancel(), done: settleJob(runs, body(runs.port), onSettled), readOutput: () => runs.readOutput() };
        },
    });
}
/**
 * Runs `body` and waits for it at most `budgetMs`: what it came to when it ends within the
 * budget (the call then records it as a foreground run), else the call goes on as a dsh job
 * of the session, whose `onSettled` records it when it ends. Before the hand-over the tool
 * call's signal ends the runs (an aborted call); after it the job owns them. Each plan's
 * `timeoutMs` is the suite's own limit, not capped by the shell's limit on a tool call.
 * Needs the jobs service ({@link hasJobs}).
 */
export async function runWithinBudget(ctx, exec, label, budgetMs, body, onHandOver, onSettled) {
    const jobs = jobsOf(ctx);
    let handedOver = false;
    const runs = new ShellJobRuns(ctx, exec, 'budget', () => handedOver);
    const onAbort = () => runs.cancel();
    exec.signal?.addEventListener('abort', onAbort, { once: true });
    const running = body(runs.port);
    let timer;
    const expired = new Promise((resolve) => (timer = setTimeout(() => resolve('expired'), budgetMs)));
    const first = await Promise.race([running.then((value) => ({ value })), expired]).finally(() => clearTimeout(timer));
    exec.signal?.removeEventListener('abort', onAbort);
    if (first !== 'expired')
        return { done: first.value };
    handedOver = true;
    let handed;
    const jobId = jobs.start({
        kind: 'test_run',
        label,
        ...(exec.agent ? { owner: exec.agent } : {}),
        run: () => {
            const done = settleJob(runs, running, onSettled);
            return { cancel: () => runs.cancel(), done, readOutput: () => runs.readOutput() };
        },
    });
    handed = { jobId, current: () => runs.current(), cancel: () => runs.cancel() };
    onHandOver(handed);
    return { handed };
}
