import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { defineTool } from '@deepseek-ai/dsh-tools';
import { gatherEvidence } from "../../closure/evidence.js";
import { backgroundNotice, backgroundSummary } from "../../render/gate-notices.js";
import { pluginNotice } from "../notices.js";
import { runMetaOf } from "../../closure/replay.js";
import { emptyClosure } from "../../closure/state.js";
import { matchSuite, resolveSuite } from "../../closure/suite.js";
import { currentTurn } from "../turn.js";
import { planCommand } from "../../planning/plan.js";
import { runForeground, runInBackground, workspaceRootFor } from "../shell-run.js";
import { renderBackgroundStarted, renderRunResult, testRunValue } from "../../render/run-result.js";
import { fingerprintWorkspace } from "../../workspace/fingerprint.js";
import { probeWorkspace } from "../../workspace/probe.js";
import { RUNNER_KINDS } from "../../report/kinds.js";
import { plainJson, toJsonValue } from "../json.js";
import { TEST_RUN_OUTPUT } from "./schemas.js";
import { PLUGIN_NAME } from "../../report/names.js";
export const TEST_RUN_DESCRIPTION = 'Run the project\'s tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, the output tail, and whether the run verifies the suite. Re-run after every fix; the turn cannot end until a plain test_run (no target, last_failed, command or framework override) passes on the current code.';
const parameters = {
    framework: { type: 'string', enum: RUNNER_KINDS, description: 'Override the detected runner (a run of another runner does not verify the session\'s suite).' },
    target: { type: 'string', description: 'Space-separated test paths, node ids or files to run instead of the whole suite.' },
    last_failed: { type: 'boolean', description: 'Re-run only the tests that failed in the previous test_run of this session.' },
    command: { type: 'string', description: 'Run this exact shell command instead of the planned one (target and last_failed are ignored); it verifies the suite only if it is the suite command.' },
    timeout_ms: { type: 'integer', description: 'Kill the run after this many milliseconds (default from config).' },
    run_in_background: { type: 'boolean', description: 'Start as a background job and return its id; the result is recorded when it ends, and the turn cannot end before.' },
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
/** The planner's request for the model's arguments; `last_failed` reads the session's last run. */
function requestOf(args, state) {
    const lastFailed = args.last_failed ? (state.lastRun?.failures.filter((f) => f.kind !== 'run').map((f) => f.name) ?? []) : undefined;
    return {
        ...(args.framework !== undefined ? { framework: args.framework } : {}),
        ...(args.target !== undefined ? { target: args.target } : {}),
        ...(lastFailed !== undefined ? { lastFailed } : {}),
        ...(args.command !== undefined ? { command: args.command } : {}),
    };
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
function logBackgroundRun(exec, run) {
    const agent = exec.agent;
    if (!agent)
        return;
    const message = createUserMessage({
        content: [{ type: 'text', text: backgroundNotice(run) }],
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
export function createTestRunTool(ctx, config, closure) {
    const planOptions = config.suiteCommand !== undefined ? { suiteCommand: config.suiteCommand } : {};
    return defineTool({
        name: 'test_run',
        description: TEST_RUN_DESCRIPTION,
        parameters,
        output: {
            schema: TEST_RUN_OUTPUT,
            render: (_args, value) => [{ type: 'text', text: 'background' in value ? renderBackgroundStarted(value) : renderRunResult(value) }],
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
            const request = requestOf(args, state);
            const probe = await probeWorkspace(root);
            const plan = planCommand(request, probe, planOptions);
            const suite = resolveSuite(state.suite, probe, planOptions, request, plan);
            const match = matchSuite(plan, request, suite, probe);
            const planned = {
                command: plan.command,
                env: plan.env,
                parseAs: plan.parseAs,
                notes: plan.notes,
                timeoutMs: args.timeout_ms ?? config.defaultTimeoutMs,
                tailChars: config.summaryTailChars,
                narrowed: plan.narrowed,
            };
            const background = args.run_in_background === true;
            const startFingerprint = background || otherJobsRunning(ctx, exec) ? await fingerprintWorkspace(root) : undefined;
            const record = async ({ result, tests, files }, jobId) => {
                const evidence = await gatherEvidence({
                    result,
                    ...(tests ? { tests } : {}),
                    ...(files ? { files } : {}),
                    match,
                    suite,
                    state,
                    root,
                    turn: currentTurn(exec.agent),
                    checks: config.checks,
                    ...(startFingerprint ? { startFingerprint } : {}),
                    ...(jobId !== undefined ? { jobId } : {}),
                });
                // (A session forgotten while its background run ran, its agent disposed, stays forgotten.)
                if (sessionId && closure.get(sessionId) === state)
                    closure.recordRun(sessionId, evidence.run, evidence.fingerprint);
                if (jobId !== undefined)
                    logBackgroundRun(exec, evidence.run);
                else
                    recordedMeta.set(args, runMetaOf(evidence.run));
                return testRunValue(result, match.scope, evidence.verdict, evidence.testFilesChanged);
            };
            if (background) {
                let jobId = '';
                let settled;
                const recorded = new Promise((resolve) => (settled = resolve));
                jobId = runInBackground(ctx, exec, planned, async (finished) => {
                    try {
                        await record(finished, jobId);
                    }
                    finally {
                        settled();
                    }
                });
                if (sessionId)
                    closure.trackJob(sessionId, jobId, recorded);
                const started = { status: 'running', background: true, jobId, command: plan.command, framework: plan.parseAs, scope: match.scope, notes: plan.notes };
                return plainJson(started);
            }
            return plainJson(await record(await runForeground(ctx, exec, planned)));
        },
    });
}
