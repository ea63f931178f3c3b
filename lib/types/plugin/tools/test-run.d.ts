/**
 * The `test_run` tool: plan the command (probe + planner), say what it runs relative to the
 * session's suite, run it through `ctx.shell` under the session's sandbox policy, parse it
 * with `parseRunnerOutput`, gather the gate's evidence (fingerprint, verdict, pin), record it
 * in the closure state, and render the compact result. What the call decides around its runs
 * (re-runs, the session's start, the baseline replay, adopted test files) is
 * closure/run-call.ts's; this module does the I/O. Failing tests are a successful tool
 * outcome; only bad arguments and infrastructure failures are tool errors.
 *
 * @module dsh-test-closure/plugin/tools/test-run
 */
import type { Context } from '@deepseek-ai/cordis';
import { type InferArgs } from '@deepseek-ai/dsh-tools';
import type { SessionBaselines } from '../session-baselines.ts';
import { type ClosureStore } from '../../closure/state.ts';
import type { Config } from '../config.ts';
import { type RunningCalls } from '../running-calls.ts';
export declare const TEST_RUN_DESCRIPTION = "Run the project's tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, the output tail, and whether the run verifies the suite. Re-run after every fix; the turn cannot end until a plain test_run (no target, last_failed, command or framework override) passes on the current code, the tests as they were when the session started included.";
declare const parameters: {
    readonly framework: {
        readonly type: "string";
        readonly enum: readonly import("../../report/kinds.ts").RunnerKind[];
        readonly description: "Override the detected runner (a run of another runner does not verify the session's suite).";
    };
    readonly target: {
        readonly type: "string";
        readonly description: "Space-separated test paths, node ids or files to run instead of the whole suite.";
    };
    readonly last_failed: {
        readonly type: "boolean";
        readonly description: "Re-run only the tests that failed in the previous test_run of this session.";
    };
    readonly command: {
        readonly type: "string";
        readonly description: "Run this exact shell command instead of the planned one (target and last_failed are ignored); it verifies the suite only if it is the suite command.";
    };
    readonly timeout_ms: {
        readonly type: "integer";
        readonly description: "Wait for the whole run and kill it after this many milliseconds. Not needed for a long suite: without it, a run still going after a short wait goes on as a job the gate waits for, and the call returns its progress.";
    };
    readonly run_in_background: {
        readonly type: "boolean";
        readonly description: "Start as a background job and return its id; the result is recorded when it ends, and the turn cannot end before.";
    };
    readonly package: {
        readonly type: "string";
        readonly description: "In a monorepo: run only this package (its directory, as test_probe lists it).";
    };
    readonly failures_first: {
        readonly type: "boolean";
        readonly description: "false: run the whole suite at once, even after a red run (by default a plain test_run first re-runs only the tests that failed).";
    };
};
type TestRunArgs = InferArgs<typeof parameters>;
/** Checks what the schema cannot: positivity, integrality, non-empty strings. Model-visible messages. */
export declare function checkTestRunArgs(args: TestRunArgs): void;
/** Creates the tool definition bound to one plugin instance's context, config and closure store. */
export declare function createTestRunTool(ctx: Context, config: Config, closure: ClosureStore, baselines: SessionBaselines, running: RunningCalls): import("@deepseek-ai/dsh-tools").ToolDefinition;
export {};
