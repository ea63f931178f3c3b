/**
 * The `test_run` tool: plan the command (probe + planner), say what it runs relative to the
 * session's suite, run it through `ctx.shell` under the session's sandbox policy, parse it
 * with `parseRunnerOutput`, gather the gate's evidence (fingerprint, verdict, pin), record it
 * in the closure state, and render the compact result. Failing tests are a successful tool
 * outcome; only bad arguments and infrastructure failures are tool errors.
 *
 * @module dsh-test-closure/tools/test-run
 */
import type { Context } from '@deepseek-ai/cordis';
import { type ClosureStore } from '../../closure/state.ts';
import type { Config } from '../config.ts';
import { type RunRequest } from '../../planning/plan.ts';
export declare const TEST_RUN_DESCRIPTION = "Run the project's tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, the output tail, and whether the run verifies the suite. Re-run after every fix; the turn cannot end until a plain test_run (no target, last_failed, command or framework override) passes on the current code.";
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
/** Creates the tool definition bound to one plugin instance's context, config and closure store. */
export declare function createTestRunTool(ctx: Context, config: Config, closure: ClosureStore): import("@deepseek-ai/dsh-tools").ToolDefinition;
export {};
