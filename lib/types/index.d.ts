/**
 * dsh-test-closure: the package's main module. It is both the Cordis plugin (named exports
 * `name`, `inject`, `Config`, `apply`) and the library entry (`parseRunnerOutput`).
 *
 * @module dsh-test-closure
 */
export { name, inject, Config, apply } from './plugin.ts';
export { parseRunnerOutput, isFramework } from './parse.ts';
export { FRAMEWORKS } from './report/types.ts';
export type { Framework, Failure, FailureKind, ParseDiagnostics, ParseResult, Summary } from './report/types.ts';
export type { TestRunResult, RunStatus } from './run/result.ts';
