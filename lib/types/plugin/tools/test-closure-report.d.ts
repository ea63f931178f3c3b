import { type ClosureStore } from '../../closure/state.ts';
import type { Config } from '../config.ts';
export declare const TEST_CLOSURE_REPORT_DESCRIPTION = "Report that you cannot make the suite pass, or that a test is wrong, instead of gaming it. Name the failing (or changed) tests, a reason (test-wrong: the test contradicts the requirement or is obsolete; environment: a program, module, service, variable or permission is missing; pre-existing: it already failed when the session started) and one sentence. Checked against the test runs; if accepted this turn may end, never as passed: the user sees your report.";
export declare function createClosureReportTool(config: Config, closure: ClosureStore): import("@deepseek-ai/dsh-tools").ToolDefinition;
