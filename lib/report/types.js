/**
 * The one result type every runner parser folds into. Types only, no runtime code.
 *
 * Invariants every parser guarantees (and the fuzz tests check):
 * - all counts are non-negative integers and `total === passed + failed + skipped`;
 * - `failures` lists each failing test once, plus file-level and run-level errors that
 *   the runner itself does not count as tests (see {@link FailureKind});
 * - nothing here is invented from text a test printed: only runner-formatted lines count.
 *
 * @module dsh-test-closure/report/types
 */
export {};
