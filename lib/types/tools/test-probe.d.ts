/**
 * The `test_probe` tool: detect the test runner of the session's workspace without running
 * anything, and say why.
 *
 * @module dsh-test-closure/tools/test-probe
 */
import type { Context } from '@deepseek-ai/cordis';
import { type ProbeResult } from '../workspace/probe.ts';
export declare const TEST_PROBE_DESCRIPTION = "Detect the test framework of the workspace (vitest, jest, npm test script, pytest, node:test) without running anything: framework, config file, test files, the command test_run would use, and why.";
/** Resolves `dir` inside `root`; a path that escapes the workspace is an error. */
export declare function resolveInside(root: string, dir: string | undefined): string;
/** `framework: vitest (config vitest.config.ts) — <reason>` plus command and files. */
export declare function renderProbe(p: ProbeResult): string;
export declare function createTestProbeTool(ctx: Context): import("@deepseek-ai/dsh-tools").ToolDefinition;
