/**
 * The `test_probe` tool: detect the test runner of the session's workspace without running
 * anything, and say why.
 *
 * @module dsh-test-closure/plugin/tools/test-probe
 */
import type { Context } from '@deepseek-ai/cordis';
/** The frameworks named are the registry's (runners/registry.ts). */
export declare const TEST_PROBE_DESCRIPTION: string;
export declare function createTestProbeTool(ctx: Context): import("@deepseek-ai/dsh-tools").ToolDefinition;
