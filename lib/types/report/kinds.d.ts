/**
 * The vocabulary of runners, one word each:
 * - a **framework** is a test runner whose console output this package parses
 *   (vitest, jest, mocha, bun, playwright, pytest, node:test, uvu, unittest, go, cargo, exunit); it is also what output is parsed *as*;
 * - a **runner kind** is what `test_run` can plan: a framework, `npm-test`, the project's
 *   own `scripts.test`, whose output is parsed as the framework that script calls, or
 *   `workspaces`, every package of a monorepo with its own runner.
 * One guard each: {@link isFramework}, {@link isRunnerKind}.
 *
 * @module dsh-test-closure/report/kinds
 */
/** The frameworks, in detection-priority order. */
export declare const FRAMEWORKS: readonly ["vitest", "jest", "mocha", "bun", "playwright", "pytest", "node:test", "uvu", "unittest", "go", "cargo", "exunit"];
export type Framework = (typeof FRAMEWORKS)[number];
/**
 * Every runner kind: the frameworks, then `npm-test`, then `workspaces` (a monorepo root
 * whose packages each run their own suite; see planning/workspaces.ts).
 */
export declare const RUNNER_KINDS: readonly ["vitest", "jest", "mocha", "bun", "playwright", "pytest", "node:test", "uvu", "unittest", "go", "cargo", "exunit", "npm-test", "workspaces"];
export type RunnerKind = Framework | 'npm-test' | 'workspaces';
/** True when `value` names a framework (a parser exists for it). */
export declare function isFramework(value: unknown): value is Framework;
/** True when `value` is one of {@link RUNNER_KINDS}, typically an unchecked tool argument. */
export declare function isRunnerKind(value: unknown): value is RunnerKind;
/**
 * Exhaustiveness guard for switches over closed unions: a new member that is not handled
 * becomes a type error at the call site, and an impossible runtime value throws.
 */
export declare function assertNever(value: never): never;
