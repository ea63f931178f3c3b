/**
 * dsh-test-closure: the package's main module.
 *
 * @module dsh-test-closure
 */
export { parseRunnerOutput, isFramework } from './parse.ts';
export { FRAMEWORKS } from './report/types.ts';
export type { Framework, Failure, FailureKind, ParseDiagnostics, ParseResult, Summary } from './report/types.ts';
