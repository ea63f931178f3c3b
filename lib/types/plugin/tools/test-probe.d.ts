/**
 * The `test_probe` tool: detect the test runner of the session's workspace without running
 * anything, and say why; with the suite command's usual duration when whole-suite runs of it
 * in that directory are recorded in the state directory (closure/suite-durations.ts).
 *
 * @module dsh-test-closure/plugin/tools/test-probe
 */
import type { Context } from '@deepseek-ai/cordis';
import type { Config } from '../config.ts';
/** The frameworks named are the registry's (runners/registry.ts). */
export declare const TEST_PROBE_DESCRIPTION: string;
export declare function createTestProbeTool(ctx: Context, config: Pick<Config, 'stateDir'>): import("@deepseek-ai/dsh-tools").ToolDefinition;
