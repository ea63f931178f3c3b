import { defineTool } from '@deepseek-ai/dsh-tools';
import { MAX_RECORDED_FAILURES } from "../closure/state.js";
import { currentTurn } from "../closure/turn.js";
import { hydrateSession, RUN_META_KIND } from "../closure/replay.js";
import { planCommand } from "../planning/plan.js";
import { runForeground, runInBackground, workspaceRootFor } from "../run/execute.js";
import { renderBackgroundStarted, renderRunResult } from "../run/render.js";
import { probeWorkspace } from "../workspace/probe.js";
import { RUNNER_KINDS } from "../workspace/runner-kind.js";
import { toJsonValue } from "./json.js";
export const TEST_RUN_DESCRIPTION = 'Run the project\'s tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, and the output tail. Re-run after every fix; the turn cannot end while the last run is red.';
const parameters = {
    framework: { type: 'string', enum: RUNNER_KINDS, description: 'Override the detected runner.' },
    target: { type: 'string', description: 'Space-separated test paths, node ids or files to run instead of the whole suite.' },
    last_failed: { type: 'boolean', description: 'Re-run only the tests that failed in the previous test_run of this session.' },
    command: { type: 'string', description: 'Run this exact shell command instead of the planned one (target and last_failed are ignored).' },
    timeout_ms: { type: 'integer', description: 'Kill the run after this many milliseconds (default from config).' },
    run_in_background: { type: 'boolean', description: 'Start as a background job and return its id; the result is recorded when it ends.' },
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
/** The bounded record the gate keeps of a result. */
export function toRecordedRun(result, turn) {
    return {
        ok: result.ok,
        status: result.status,
        summary: result.summary,
        failures: result.failures.slice(0, MAX_RECORDED_FAILURES),
        failureCount: result.failures.length,
        command: result.command,
        turn,
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        narrowed: result.narrowed,
    };
}
/** Creates the tool definition bound to one plugin instance's context, config and closure store. */
export function createTestRunTool(ctx, config, closure) {
    return defineTool({
        name: 'test_run',
        description: TEST_RUN_DESCRIPTION,
        parameters,
        output: {
            schema: { type: 'json' },
            render: (_args, value) => {
                const v = value;
                return [{ type: 'text', text: 'background' in v ? renderBackgroundStarted(v) : renderRunResult(v) }];
            },
            // Logged with the result, never shown to the model: how a resumed session rebuilds its verdict.
            presentationMeta: (_args, value) => {
                const v = value;
                if ('background' in v)
                    return { kind: 'dsh-test-closure/background', jobId: v.jobId };
                const { turn: _turn, ...run } = toRecordedRun(v, 0);
                const meta = { kind: RUN_META_KIND, ...run };
                return toJsonValue(meta);
            },
        },
        async execute(rawArgs, exec) {
            const args = rawArgs;
            checkTestRunArgs(args);
            hydrateSession(closure, exec.agent, config.maxInterceptRounds);
            const root = workspaceRootFor(ctx, exec);
            const sessionId = exec.agent?.id;
            const lastFailed = args.last_failed
                ? (sessionId ? closure.get(sessionId)?.lastRun?.failures.filter((f) => f.kind !== 'run').map((f) => f.name) : undefined) ?? []
                : undefined;
            const request = {
                ...(args.framework !== undefined ? { framework: args.framework } : {}),
                ...(args.target !== undefined ? { target: args.target } : {}),
                ...(lastFailed !== undefined ? { lastFailed } : {}),
                ...(args.command !== undefined ? { command: args.command } : {}),
            };
            const plan = planCommand(request, await probeWorkspace(root));
            const planned = {
                command: plan.command,
                env: plan.env,
                parseAs: plan.parseAs,
                notes: plan.notes,
                timeoutMs: args.timeout_ms ?? config.defaultTimeoutMs,
                tailChars: config.summaryTailChars,
                narrowed: plan.narrowed,
            };
            const record = (result) => {
                if (sessionId)
                    closure.recordRun(sessionId, toRecordedRun(result, currentTurn(exec.agent)));
            };
            if (args.run_in_background) {
                const jobId = runInBackground(ctx, exec, planned, record);
                const started = { status: 'running', background: true, jobId, command: plan.command, framework: plan.parseAs, notes: plan.notes };
                return toJsonValue(started);
            }
            const result = await runForeground(ctx, exec, planned);
            record(result);
            return toJsonValue(result);
        },
    });
}
