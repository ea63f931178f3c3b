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
export declare function noTestsListed(): ListedTests;
/**
 * Whether a list accounts for the runner's own passed and skipped counts. Where a runner prints
 * a test's output raw among its result lines, a fold keeps only a list that does, so a printed
 * line cannot add a name.
 */
export declare function accountsFor(tests: ListedTests, counts: {
    passed: number;
    skipped: number;
}): boolean;
/** `tests` without the names `failures` lists (each list keeps its order and repeats). */
export declare function withoutFailing(tests: ListedTests, failures: readonly Failure[]): ListedTests;
