import { applyStartRun, loadStartRun, recordedFailures, saveStartRun, shapedFiles } from "../closure/start-run.js";
import { plannedRunOf } from "../call/planned-run.js";
import { runPlan } from "../call/run-plan.js";
import { once, recordClose, replaySelection } from "../call/close-selection.js";
import { signEnvironment } from "../workspace/environment.js";
import { defaultStateDir } from "../closure/harness-baseline.js";
import { keptFacts } from "../run/run-facts.js";
import { PLUGIN_NAME } from "../report/names.js";
import { fingerprintWorkspace } from "../workspace/fingerprint.js";
import { clearWorkspaceBytecode, PYTHON_FRAMEWORKS } from "../workspace/python-bytecode.js";
import { foregroundPort } from "./shell-run.js";
import { READ_ONLY_TOOLS } from "./untouched.js";
/** True when a tool call could write to the workspace while the start run runs. */
function mayWrite(name, args) {
    if (!READ_ONLY_TOOLS.has(name))
        return true;
    if (name !== 'test_run' || args === null || typeof args !== 'object')
        return false;
    const shaped = args;
    return shaped.command !== undefined || shaped.target !== undefined || shaped.framework !== undefined;
}
export function registerStartRun(ctx, closure, config, baselines) {
    /** Sessions whose start run is running: its abort, and whether a tool that can write ran meanwhile. */
    const running = new Map();
    async function run(agent) {
        const session = await baselines.of(agent);
        const start = session?.start;
        // A suite to run, on the workspace as the session found it (a fresh start only).
        if (session === undefined || start === undefined || session.baseline.command === undefined)
            return;
        const state = closure.of(agent);
        const root = session.baseline.root;
        const abort = new AbortController();
        const tracked = { abort, written: false };
        running.set(agent.id, tracked);
        state.startRun = 'running';
        try {
            const plan = await baselines.planner.suitePlan(root);
            if (PYTHON_FRAMEWORKS.has(plan.parseAs))
                clearWorkspaceBytecode(root);
            const exec = { agent, signal: abort.signal };
            // The suite's own limit, as for a call that goes on as a job (the shell caps a run it waits for at its own maximum).
            const finished = await runPlan(plannedRunOf({ ...plan, notes: [], narrowed: false }, { timeoutMs: config.suiteTimeoutMs, tailChars: 0 }), foregroundPort(ctx, exec));
            const after = await fingerprintWorkspace(root);
            const shaped = shapedFiles(start, after);
            const { result } = finished;
            const shapedBy = tracked.written ? 'tool' : shaped.length > 0 ? shaped : undefined;
            const record = {
                ...keptFacts('start', result),
                runner: plan.runner,
                status: finished.missing !== undefined ? 'error' : result.status,
                failures: recordedFailures(result.failures),
                failureCount: result.failures.length,
                asFound: shapedBy === undefined && result.status !== 'aborted',
                ...(shapedBy !== undefined ? { shapedBy } : {}),
            };
            saveStartRun(session.dir, record);
            // Its passes are the selective close's first record (call/close-selection.ts), unless the model may have written meanwhile.
            if (config.selectiveClose && !tracked.written) {
                const context = { stateDir: config.stateDir ?? defaultStateDir(), session: agent.id, root, plan, environment: once(() => signEnvironment(root)) };
                recordClose(context, start, finished, 'all', undefined);
                // It ran the harness as the session found it: the session-start tests' passes, for the baseline replay.
                replaySelection(context, session.dir, session.baseline, start)?.ranAsFound(start, finished, 'all', undefined);
            }
            // A session forgotten meanwhile (its agent disposed) stays forgotten.
            if (closure.get(agent.id) === state)
                applyStartRun(state, record, config.preExisting);
            ctx.logger(PLUGIN_NAME).info(`session ${agent.id}: session-start run ${record.status} (${record.summary.failed} failed, ${record.summary.passed} passed)${record.asFound ? '' : ', not as the session found it'}`);
        }
        catch (error) {
            if (state.startRun === 'running')
                delete state.startRun;
            ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: no session-start run (${error.message})`);
        }
        finally {
            running.delete(agent.id);
        }
    }
    ctx.on('agent/session-start', ({ agent, source }) => {
        const fresh = source === 'startup' && !agent.session.events.some((e) => e.type === 'tool/result');
        if (!fresh) {
            // A resumed session: the record its start left, if any.
            const record = loadStartRun(baselines.dirOf(agent.id));
            if (record !== undefined)
                applyStartRun(closure.of(agent), record, config.preExisting);
            return;
        }
        if (!config.startRun || running.has(agent.id))
            return;
        void run(agent);
    });
    ctx.on('tools/execute', async (exec, next) => {
        const tracked = exec.agent ? running.get(exec.agent.id) : undefined;
        if (tracked && mayWrite(exec.name, exec.arguments))
            tracked.written = true;
        return next();
    });
    ctx.on('agent/disposed', ({ agent }) => {
        running.get(agent.id)?.abort.abort();
        running.delete(agent.id);
    });
    // Unloading the plugin (a host shutting down) ends every start run still running.
    ctx.effect(() => () => {
        for (const { abort } of running.values())
            abort.abort();
    });
}
