/**
 * The `test_run` tool: plan the command (probe + planner), run it through `ctx.shell` under
 * the session's sandbox policy, parse it with `parseRunnerOutput`, record the verdict in the
 * closure state, and render the compact result. Failing tests are a successful tool outcome;
 * only bad arguments and infrastructure failures are tool errors.
 *
 * @module dsh-test-closure/tools/test-run
 */
import type { Context } from '@deepseek-ai/cordis';
import type { ClosureStore, RecordedRun } from '../closure/state.ts';
import type { Config } from '../config.ts';
import { type RunRequest } from '../planning/plan.ts';
import type { TestRunResult } from '../run/result.ts';
export declare const TEST_RUN_DESCRIPTION = "Run the project's tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, and the output tail. Re-run after every fix; the turn cannot end while the last run is red.";
interface TestRunArgs {
    framework?: RunRequest['framework'];
    target?: string;
    last_failed?: boolean;
    command?: string;
    timeout_ms?: number;
    run_in_background?: boolean;
}
/** Checks what the schema cannot: positivity, integrality, non-empty strings. Model-visible messages. */
export declare function checkTestRunArgs(args: TestRunArgs): void;
/** The bounded record the gate keeps of a result. */
export declare function toRecordedRun(result: TestRunResult, turn: number): RecordedRun;
/** Creates the tool definition bound to one plugin instance's context, config and closure store. */
export declare function createTestRunTool(ctx: Context, config: Config, closure: ClosureStore): import("@deepseek-ai/dsh-tools").ToolDefinition;
export {};
