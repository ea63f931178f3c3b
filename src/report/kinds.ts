/**
 * The vocabulary of runners, one word each:
 * - a **framework** is a test runner whose console output this package parses; it is also
 *   what output is parsed *as*. Each is a module of its own, listed once in the registry
 *   (runners/registry.ts), which also holds the runtime lists and guards;
 * - a **runner kind** is what `test_run` can plan: a framework, `npm-test`, the project's
 *   own `scripts.test`, whose output is parsed as the framework that script calls, or
 *   `workspaces`, every package of a monorepo with its own runner.
 *
 * @module dsh-test-closure/report/kinds
 */

/**
 * The framework ids. The registry is `satisfies Record<Framework, Runner>`, so the compiler
 * ties this union to it: an id without a runner, or a runner without an id, does not compile.
 */
export type Framework =
  | 'vitest'
  | 'jest'
  | 'mocha'
  | 'bun'
  | 'playwright'
  | 'pytest'
  | 'node:test'
  | 'uvu'
  | 'unittest'
  | 'go'
  | 'cargo'
  | 'phpunit'
  | 'deno'
  | 'maven'
  | 'ctest'
  | 'rspec'
  | 'minitest'
  | 'exunit';

export type RunnerKind = Framework | 'npm-test' | 'workspaces';

/**
 * Exhaustiveness guard for switches over closed unions: a new member that is not handled
 * becomes a type error at the call site, and an impossible runtime value throws.
 */
export function assertNever(value: never): never {
  throw new Error(`unexpected value ${JSON.stringify(value)}`);
}
