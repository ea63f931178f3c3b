/**
 * The `test_run` tool: plan the command (probe + planner), run it through `ctx.shell` under
 * the session's sandbox policy, parse it with `parseRunnerOutput`, record the verdict in the
 * closure state, and render the compact result. Failing tests are a successful tool outcome;
 * only bad arguments and infrastructure failures are tool errors.
 *
 * @module dsh-test-closure/tools/test-run
 */
import type { Context } from '@deepseek-ai/cordis';
import { defineTool, type ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { ClosureStore, RecordedRun } from '../closure/state.ts';
import { MAX_RECORDED_FAILURES } from '../closure/state.ts';
import { currentTurn } from '../closure/turn.ts';
import { hydrateSession, RUN_META_KIND, type RunMeta } from '../closure/replay.ts';
import type { Config } from '../config.ts';
import { planCommand, type RunRequest } from '../planning/plan.ts';
import { runForeground, runInBackground, workspaceRootFor, type PlannedRun } from '../run/execute.ts';
import { renderBackgroundStarted, renderRunResult, type BackgroundRunStarted } from '../run/render.ts';
import type { TestRunResult } from '../run/result.ts';
import { probeWorkspace } from '../workspace/probe.ts';
import { RUNNER_KINDS } from '../workspace/runner-kind.ts';
import { toJsonValue } from './json.ts';

export const TEST_RUN_DESCRIPTION =
  'Run the project\'s tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, and the output tail. Re-run after every fix; the turn cannot end while the last run is red.';

const parameters = {
  framework: { type: 'string', enum: RUNNER_KINDS, description: 'Override the detected runner.' },
  target: { type: 'string', description: 'Space-separated test paths, node ids or files to run instead of the whole suite.' },
  last_failed: { type: 'boolean', description: 'Re-run only the tests that failed in the previous test_run of this session.' },
  command: { type: 'string', description: 'Run this exact shell command instead of the planned one (target and last_failed are ignored).' },
  timeout_ms: { type: 'integer', description: 'Kill the run after this many milliseconds (default from config).' },
  run_in_background: { type: 'boolean', description: 'Start as a background job and return its id; the result is recorded when it ends.' },
} as const;

interface TestRunArgs {
  framework?: RunRequest['framework'];
  target?: string;
  last_failed?: boolean;
  command?: string;
  timeout_ms?: number;
  run_in_background?: boolean;
}

/** Checks what the schema cannot: positivity, integrality, non-empty strings. Model-visible messages. */
export function checkTestRunArgs(args: TestRunArgs): void {
  if (args.timeout_ms !== undefined && (!Number.isSafeInteger(args.timeout_ms) || args.timeout_ms < 1)) {
    throw new Error(`test_run: timeout_ms must be a positive integer (got ${JSON.stringify(args.timeout_ms)})`);
  }
  if (args.command !== undefined && args.command.trim() === '') throw new Error('test_run: command must not be empty');
  if (args.target !== undefined && args.target.includes('\0')) throw new Error('test_run: target must not contain NUL bytes');
}

/** The bounded record the gate keeps of a result. */
export function toRecordedRun(result: TestRunResult, turn: number): RecordedRun {
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
export function createTestRunTool(ctx: Context, config: Config, closure: ClosureStore) {
  return defineTool({
    name: 'test_run',
    description: TEST_RUN_DESCRIPTION,
    parameters,
    output: {
      schema: { type: 'json' },
      render: (_args, value) => {
        const v = value as unknown as TestRunResult | BackgroundRunStarted;
        return [{ type: 'text', text: 'background' in v ? renderBackgroundStarted(v) : renderRunResult(v) }];
      },
      // Logged with the result, never shown to the model: how a resumed session rebuilds its verdict.
      presentationMeta: (_args, value) => {
        const v = value as unknown as TestRunResult | BackgroundRunStarted;
        if ('background' in v) return { kind: 'dsh-test-closure/background', jobId: v.jobId };
        const { turn: _turn, ...run } = toRecordedRun(v, 0);
        const meta: RunMeta = { kind: RUN_META_KIND, ...run };
        return toJsonValue(meta);
      },
    },
    async execute(rawArgs, exec: ToolRunContext) {
      const args = rawArgs as TestRunArgs;
      checkTestRunArgs(args);
      hydrateSession(closure, exec.agent, config.maxInterceptRounds);
      const root = workspaceRootFor(ctx, exec);
      const sessionId = exec.agent?.id;
      const lastFailed = args.last_failed
        ? (sessionId ? closure.get(sessionId)?.lastRun?.failures.filter((f) => f.kind !== 'run').map((f) => f.name) : undefined) ?? []
        : undefined;
      const request: RunRequest = {
        ...(args.framework !== undefined ? { framework: args.framework } : {}),
        ...(args.target !== undefined ? { target: args.target } : {}),
        ...(lastFailed !== undefined ? { lastFailed } : {}),
        ...(args.command !== undefined ? { command: args.command } : {}),
      };
      const plan = planCommand(request, await probeWorkspace(root));
      const planned: PlannedRun = {
        command: plan.command,
        env: plan.env,
        parseAs: plan.parseAs,
        notes: plan.notes,
        timeoutMs: args.timeout_ms ?? config.defaultTimeoutMs,
        tailChars: config.summaryTailChars,
        narrowed: plan.narrowed,
      };
      const record = (result: TestRunResult): void => {
        if (sessionId) closure.recordRun(sessionId, toRecordedRun(result, currentTurn(exec.agent)));
      };
      if (args.run_in_background) {
        const jobId = runInBackground(ctx, exec, planned, record);
        const started: BackgroundRunStarted = { status: 'running', background: true, jobId, command: plan.command, framework: plan.parseAs, notes: plan.notes };
        return toJsonValue(started);
      }
      const result = await runForeground(ctx, exec, planned);
      record(result);
      return toJsonValue(result);
    },
  });
}
