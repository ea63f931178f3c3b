/**
 * The `test_probe` tool: detect the test runner of the session's workspace without running
 * anything, and say why.
 *
 * @module dsh-test-closure/plugin/tools/test-probe
 */
import type { Context } from '@deepseek-ai/cordis';
export declare const TEST_PROBE_DESCRIPTION = "Detect the test framework of the workspace (vitest, jest, mocha, playwright, bun, npm test script, pytest, node:test, unittest, go, cargo, or a monorepo's packages) without running anything: framework, config file, test files, the command test_run would use, and why.";
export declare function createTestProbeTool(ctx: Context): import("@deepseek-ai/dsh-tools").ToolDefinition;
