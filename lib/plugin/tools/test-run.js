import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { defineTool } from '@deepseek-ai/dsh-tools';
import { prepareCall } from "../../call/test-call.js";
import { logMeta, toolValue } from "../../call/record.js";
import { backgroundNotice, backgroundSummary } from "../../render/gate-notices.js";
import { pluginNotice } from "../notices.js";
import { outputReferenceNotes } from "../output-reference.js";
import { runMetaOf } from "../../closure/replay.js";
import { emptyClosure } from "../../closure/state.js";
import { currentTurn } from "../turn.js";
import { foregroundPort, hasJobs, runInBackground, runWithinBudget, workspaceRootFor } from "../shell-run.js";
import { progressOf, sameWorkspace } from "../running-calls.js";
import { expectedSuiteDuration } from "../../closure/suite-durations.js";
import { defaultStateDir } from "../../closure/harness-baseline.js";
import { renderBackgroundStarted, renderRunResult } from "../../render/run-result.js";
import { missingProgramMessage } from "../../run/missing-program.js";
import { fingerprintWorkspace } from "../../workspace/fingerprint.js";
import { RUNNER_KINDS } from "../../runners/registry.js";
import { plainJson, toJsonValue } from "../json.js";
import { TEST_RUN_OUTPUT } from "./schemas.js";
import { PLUGIN_NAME } from "../../report/names.js";
export const TEST_RUN_DESCRIPTION = 'Run the project\'s tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, the output tail, and whether the run verifies the suite. Re-run after every fix; the turn cannot end until a plain test_run (no target, last_failed, command or framework override) passes on the current code, the tests as they were when the session started included.';
const parameters = {
    framework: { type: 'string', enum: RUNNER_KINDS, description: 'Override the detected runner (a run of another runner does not verify the session\'s suite).' },
    target: { type: 'string', description: 'Space-separated test paths, node ids or files to run instead of the whole suite.' },
    last_failed: { type: 'boolean', description: 'Re-run only the tests that failed in the previous test_run of this session.' },
    command: { type: 'string', description: 'Run this exact shell command instead of the planned one (target and last_failed are ignored); it verifies the suite only if it is the suite command.' },
    timeout_ms: { type: 'integer', description: 'Wait for the whole run and kill it after this many milliseconds. Not needed for a long suite: without it, a run still going after a short wait goes on as a job the gate waits for, and the call returns its progress.' },
    run_in_background: { type: 'boolean', description: 'Start as a background job and return its id; the result is recorded when it ends, and the turn cannot end before.' },
    package: { type: 'string', description: 'In a monorepo: run only this package (its directory, as test_probe lists it).' },
    failures_first: { type: 'boolean', description: 'false: run the whole suite at once, even after a red run (by default a plain test_run first re-runs only the tests that failed).' },
};
/** Checks what the schema cannot: positivity, integrality, non-empty strings. Model-visible messages. */
export function checkTestRunArgs(args) {
    if (args.timeout_ms !== undefined && (!Number.isSafeInteger(args.timeout_ms) || args.timeout_ms < 1)) {
        throw new Error(`test_run: timeout_ms must be a positive integer (got ${JSON.stringify(args.timeout_ms)})`);
    }
    if (args.command !== undefined && args.command.trim() === '')
        throw new Error('test_run: command must not be empty');
    if (args.target !== undefined && args.target.includes('\0'))
        throw new Error('test_run: target must not contain NUL bytes');
}
/** The call's arguments (call/test-call.ts) for the tool's. */
function callArgsOf(args) {
    return {
        ...(args.framework !== undefined ? { framework: args.framework } : {}),
        ...(args.target !== undefined ? { target: args.target } : {}),
        ...(args.last_failed !== undefined ? { lastFailed: args.last_failed } : {}),
        ...(args.command !== undefined ? { command: args.command } : {}),
        ...(args.package !== undefined ? { package: args.package } : {}),
        ...(args.failures_first !== undefined ? { failuresFirst: args.failures_first } : {}),
        ...(args.timeout_ms !== undefined ? { timeoutMs: args.timeout_ms } : {}),
        ...(args.run_in_background !== undefined ? { background: args.run_in_background } : {}),
    };
}
/** What a call runs, for attaching to a running one: its plan's command and the arguments that shape it (not its timeout). */
function callKey(command, args) {
    const { timeoutMs: _timeout, background: _background, ...shaping } = args;
    return JSON.stringify([command, Object.entries(shaping).sort(([a], [b]) => a.localeCompare(b))]);
}
/** True when another job of the session is running: it could write while the tests run. */
function otherJobsRunning(ctx, exec) {
    const jobs = ctx.get('jobs');
    if (!jobs || !exec.agent)
        return false;
    try {
        return jobs.list(exec.agent).some((job) => job.status === 'running' || job.status === 'stopping');
    }
    catch {
        return false;
    }
}
/**
 * Logs a settled background run where the session log keeps it: injected into a running
 * agent (the loop enters it at the next step, so the model learns the result), appended
 * directly to an idle one's log (no step is open, so nothing is interleaved).
 */
function logBackgroundRun(exec, run, detailBytes, references) {
    const agent = exec.agent;
    if (!agent)
        return;
    const message = createUserMessage({
        // The notes naming the full output follow the notice, one a line.
        content: [{ type: 'text', text: [backgroundNotice(run, detailBytes), ...references].join('\n') }],
        source: pluginNotice(backgroundSummary(run), { kind: 'background-run', run: runMetaOf(run) }),
    });
    try {
        if (agent.status === 'idle')
            agent.session.append('user/message', message, { surfaceOp: 'append' });
        else
            agent.inject(message);
    }
    catch {
        // A disposed agent: its session is gone, and with it the need for the record.
    }
}
/**
 * The record of each foreground call, for `presentationMeta`, which sees only the call's
 * arguments (the registry passes the same frozen `exec.arguments`) and a detached copy of
 * the value. Weak: a call the registry has finished with is collected with its record.
 */
const recordedMeta = new WeakMap();
/** Creates the tool definition bound to one plugin instance's context, config and closure store. */
export function createTestRunTool(ctx, config, closure, baselines, running) {
    const stateDir = config.stateDir ?? defaultStateDir();
    /** Records a foreground call's runs; its record is logged with the result. A command that could not start says nothing about the tests: an error, recorded nowhere. */
    const answer = async (prepared, runs, args) => {
        if (runs.call.finished.missing)
            throw new Error(missingProgramMessage(runs.call.finished.missing));
        const record = await prepared.record(runs);
        const meta = logMeta(record);
        if (meta !== undefined)
            recordedMeta.set(args, meta);
        return plainJson(toolValue(record));
    };
    /** Records a job's runs. No tool error can reach the model from a job: a command that could not start is said in the result. */
    const recordJob = (prepared, runs, jobId) => {
        if (runs.call.finished.missing)
            runs.call.finished.result.notes.unshift(missingProgramMessage(runs.call.finished.missing).replace(/^test_run: /, ''));
        return prepared.record(runs, jobId);
    };
    /** The notice a settled job's result reaches the model and the log by. */
    const notifyJob = (exec, record) => {
        if (record.recorded !== undefined)
            logBackgroundRun(exec, record.recorded, config.failureDetailBytes, record.references);
    };
    /** What a call that went on as a job shows so far. */
    const progressValue = (call) => ({ status: 'running', background: true, jobId: call.handed.jobId, command: call.command, framework: call.framework, scope: call.scope, notes: call.notes, progress: progressOf(call) });
    /** Waits for the session's running call at most the answer budget: its result, or its progress. */
    const attach = async (call, args, exec) => {
        const delivered = await new Promise((resolve) => {
            const stop = () => {
                clearTimeout(timer);
                exec.signal?.removeEventListener('abort', stop);
                if (call.waiter === waiter)
                    delete call.waiter;
                resolve(undefined);
            };
            const waiter = (d) => {
                clearTimeout(timer);
                exec.signal?.removeEventListener('abort', stop);
                resolve(d);
            };
            const timer = setTimeout(stop, config.answerWithinMs);
            exec.signal?.addEventListener('abort', stop, { once: true });
            call.waiter = waiter;
        });
        if (delivered === undefined)
            return plainJson(progressValue(call));
        if (delivered.meta !== undefined)
            recordedMeta.set(args, delivered.meta);
        return plainJson(delivered.value);
    };
    /** Runs the call; past the answer budget it goes on as the session's job and the call answers with its progress. */
    const runBudgeted = async (prepared, key, args, exec, state) => {
        const sessionId = exec.agent.id;
        let call;
        let settled;
        const recorded = new Promise((resolve) => (settled = resolve));
        const startedAt = Date.now();
        const outcome = await runWithinBudget(ctx, exec, prepared.plan.command, config.answerWithinMs, (port) => prepared.run(port), (handed) => {
            prepared.handOver();
            const suite = prepared.match.scope === 'suite';
            const expectedTotal = suite ? state.lastTotalWithTests : undefined;
            const expectedMs = suite ? expectedSuiteDuration(stateDir, { root: prepared.root, runner: prepared.plan.runner, command: prepared.plan.command })?.expectedMs : undefined;
            call = {
                key,
                root: prepared.root,
                start: prepared.startFingerprint,
                handed,
                command: prepared.plan.command,
                framework: prepared.plan.parseAs,
                scope: prepared.match.scope,
                notes: prepared.plan.notes,
                startedAt,
                ...(expectedTotal !== undefined ? { expectedTotal } : {}),
                ...(expectedMs !== undefined ? { expectedMs } : {}),
                recorded,
            };
            running.set(sessionId, call);
            closure.trackJob(sessionId, handed.jobId, recorded);
        }, async (runs) => {
            try {
                const record = await recordJob(prepared, runs, call.handed.jobId);
                const meta = logMeta(record);
                // A call waiting for it answers with the result (and logs it); else a notice does.
                if (call.waiter !== undefined)
                    call.waiter({ value: toolValue(record), ...(meta !== undefined ? { meta } : {}) });
                else
                    notifyJob(exec, record);
                return runs.call.finished.result;
            }
            finally {
                running.settle(sessionId, call);
                settled();
            }
        });
        if ('handed' in outcome)
            return plainJson(progressValue(call));
        // Ended within the budget: a foreground call.
        return answer(prepared, outcome.done, args);
    };
    return defineTool({
        name: 'test_run',
        description: TEST_RUN_DESCRIPTION,
        parameters,
        output: {
            schema: TEST_RUN_OUTPUT,
            render: (_args, value) => [{ type: 'text', text: 'background' in value ? renderBackgroundStarted(value) : renderRunResult(value, { detailBytes: config.failureDetailBytes }) }],
            // Logged with the result, never shown to the model: how a resumed session rebuilds its verdict.
            presentationMeta: (args, value) => {
                if ('background' in value)
                    return { kind: `${PLUGIN_NAME}/background`, jobId: value.jobId };
                const meta = recordedMeta.get(args);
                return meta === undefined ? null : toJsonValue(meta);
            },
        },
        async execute(args, exec) {
            checkTestRunArgs(args);
            const root = workspaceRootFor(ctx, exec);
            const sessionId = exec.agent?.id;
            // An agentless call (a direct ctx.tools.execute) is judged against an empty state and recorded nowhere.
            const state = exec.agent ? closure.of(exec.agent) : emptyClosure();
            const baseline = exec.agent ? await baselines.of(exec.agent) : undefined;
            if (sessionId !== undefined)
                baselines.recover(sessionId);
            const background = args.run_in_background === true;
            // A call that may go on as a job after its answer budget: killed at the suite's own limit, not the call's.
            const budgeted = !background && args.timeout_ms === undefined && config.answerWithinMs > 0 && sessionId !== undefined && hasJobs(ctx);
            const callArgs = callArgsOf(args);
            const prepare = () => prepareCall({
                root,
                args: budgeted ? { ...callArgs, timeoutMs: config.suiteTimeoutMs } : callArgs,
                settings: { planner: baselines.planner, stateDir, policy: config, checks: config.checks, defaultTimeoutMs: config.defaultTimeoutMs, tailChars: config.summaryTailChars },
                ports: {
                    fingerprint: () => fingerprintWorkspace(root),
                    references: (finished) => outputReferenceNotes(ctx, exec, finished),
                    log: (line) => ctx.logger(PLUGIN_NAME).info(line),
                },
                session: {
                    ...(sessionId !== undefined ? { id: sessionId, store: closure } : {}),
                    state,
                    ...(baseline !== undefined ? { baseline } : {}),
                    turn: currentTurn(exec.agent),
                    otherJobsRunning: otherJobsRunning(ctx, exec),
                },
            });
            let prepared = await prepare();
            if (budgeted) {
                const existing = running.get(sessionId);
                const key = callKey(prepared.plan.command, callArgs);
                if (existing !== undefined) {
                    // The same call on the same workspace: its run is this call's answer.
                    if (existing.key === key && sameWorkspace(existing.start, prepared.startFingerprint))
                        return attach(existing, args, exec);
                    // A changed workspace: the running call is stale. It ends (recorded as aborted) before the new one starts.
                    existing.handed.cancel();
                    await existing.recorded;
                    prepared = await prepare();
                }
                return runBudgeted(prepared, key, args, exec, state);
            }
            if (background) {
                let jobId = '';
                let settled;
                const recorded = new Promise((resolve) => (settled = resolve));
                jobId = runInBackground(ctx, exec, prepared.plan.command, (port) => prepared.run(port), async (outcome) => {
                    try {
                        notifyJob(exec, await recordJob(prepared, outcome, jobId));
                        return outcome.call.finished.result;
                    }
                    finally {
                        settled();
                    }
                });
                if (sessionId)
                    closure.trackJob(sessionId, jobId, recorded);
                const started = { status: 'running', background: true, jobId, command: prepared.plan.command, framework: prepared.plan.parseAs, scope: prepared.match.scope, notes: prepared.plan.notes };
                return plainJson(started);
            }
            return answer(prepared, await prepared.run(foregroundPort(ctx, exec)), args);
        },
    });
}
