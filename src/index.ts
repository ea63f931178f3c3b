/**
 * dsh-test-closure's library entry: host-free (no `@deepseek-ai/*` import, checked by
 * test/unit/layers.test.ts), for humans, CI logs and other tools. The parsers, the planner's
 * view of a workspace, and the types of their results. The Cordis plugin dsh loads is the
 * `dsh-test-closure/plugin` subpath (src/plugin/index.ts).
 *
 * @module dsh-test-closure
 */
export { parseRunnerOutput } from './parse.ts';
export { FRAMEWORKS, isFramework } from './runners/registry.ts';
export type { Framework, Failure, FailureKind, ListedTests, ParseDiagnostics, ParseResult, Summary } from './report/types.ts';
export type { RunStatus } from './run/result.ts';
export type { TestRunResult } from './render/run-result.ts';
