/**
 * The tests an output lists by name with their outcome ({@link ListedTests}), as the folds of
 * formats that print a line per test collect them.
 *
 * One rule holds for every runner, applied once by the pipeline: a name the output names failing
 * is failing. A passing or skipped line of the same name (pytest's `PASSED` before a teardown
 * `ERROR`, or a line a test printed in a result's form) does not list it as passed or skipped,
 * so printed text cannot turn a failure into a pass.
 *
 * @module dsh-test-closure/parsing/listed-tests
 */
import type { Failure, ListedTests } from '../report/types.ts';

/** An empty list to fill. */
export function noTestsListed(): ListedTests {
  return { passed: [], skipped: [] };
}

/**
 * Whether a list accounts for the runner's own passed and skipped counts. Where a runner prints
 * a test's output raw among its result lines, a fold keeps only a list that does, so a printed
 * line cannot add a name.
 */
export function accountsFor(tests: ListedTests, counts: { passed: number; skipped: number }): boolean {
  return tests.passed.length === counts.passed && tests.skipped.length === counts.skipped;
}

/** `tests` without the names `failures` lists (each list keeps its order and repeats). */
export function withoutFailing(tests: ListedTests, failures: readonly Failure[]): ListedTests {
  if (failures.length === 0) return tests;
  const failing = new Set(failures.map((f) => f.name));
  return { passed: tests.passed.filter((n) => !failing.has(n)), skipped: tests.skipped.filter((n) => !failing.has(n)) };
}
