import type { ClosureStore } from '../../closure/state.ts';
import type { Config } from '../config.ts';
import { type RunningCalls } from '../running-calls.ts';
export declare const TEST_CLOSURE_CHECK_DESCRIPTION = "Check whether this session may finish: satisfied when no test_run was recorded and the suite was not red when the session started, or the last one verified the whole suite (the tests as they were when the session started included) and the workspace has not changed since. Reports what blocks it, failing tests, running background runs, gate interceptions used this turn, the unresolved marker and test-change reviews.";
export declare function createClosureCheckTool(config: Config, closure: ClosureStore, running?: RunningCalls): import("@deepseek-ai/dsh-tools").ToolDefinition;
