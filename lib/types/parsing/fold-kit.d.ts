/**
 * Building blocks every fold shares, so each rule is written once:
 * - {@link failureKey}: when two entries are the same failure (kind, file, name);
 * - {@link FailureList}: failures in order of first appearance, a repeat only when the
 *   runner reported it as another test;
 * - {@link Tally}: passed / failed / skipped as a fold meets them, into a {@link Summary}.
 *
 * @module dsh-test-closure/parsing/fold-kit
 */
import type { Failure, Summary } from '../report/types.ts';
/** One failure's identity: the same kind, file and name are the same failure. */
export declare function failureKey(f: Pick<Failure, 'kind' | 'name' | 'file'>): string;
/**
 * Failures in order of first appearance. Two entries may share a key: distinct tests can
 * share a file and title path (dayjs has such pairs), and each is a failure of its own, so a
 * fold lists the n-th block a runner printed for a key as the n-th entry ({@link addNth}).
 * Where a runner also prints several blocks for ONE test (jest and vitest print one per error,
 * e.g. the body's and afterEach's), the fold then trims the surplus against the runner's
 * failed-test count ({@link dropRepeats}), so the list and the count agree.
 */
export declare class FailureList {
    #private;
    /** Adds `f` unless the same failure is listed; returns the entry added, or undefined for a repeat. */
    add(f: Failure): Failure | undefined;
    /**
     * Adds `f` as the `n`-th (1-based) report of its key in one pass over the output: a new entry
     * only while fewer than `n` are listed, so a second pass (jest's "Summary of all failing
     * tests" re-print) adds nothing the first listed. Returns the entry added, or undefined.
     */
    addNth(f: Failure, n: number): Failure | undefined;
    /** Lists `f` even if an entry like it is listed: a runner that reports each occurrence (vitest's unhandled errors). */
    append(f: Failure): Failure;
    has(f: Pick<Failure, 'kind' | 'name' | 'file'>): boolean;
    get size(): number;
    /**
     * Removes up to `excess` repeated `test` entries (not the first of their key): first those
     * `vouched` does not vouch for (`ordinal`: which entry of its key it is), then, unless
     * `unvouchedOnly`, any; the latest first in both rounds, so a key's first block, which holds
     * the test's own error rather than a hook's, stays.
     */
    dropRepeats(excess: number, vouched?: (f: Failure, ordinal: number) => boolean, unvouchedOnly?: boolean): void;
    /** The listed failures, in order. */
    list(): Failure[];
}
/**
 * Counts of a key's occurrences in one pass over the output: `next(key)` is 1 for the first
 * occurrence, 2 for the second, and so on (the `n` of {@link FailureList.addNth}).
 */
export declare class Occurrences {
    #private;
    next(key: string): number;
    count(key: string): number;
}
/** The three outcomes a fold counts. */
export type Outcome = 'passed' | 'failed' | 'skipped';
/** Counts of outcomes as a fold meets them. */
export declare class Tally {
    passed: number;
    failed: number;
    skipped: number;
    add(outcome: Outcome, n?: number): void;
    get total(): number;
    summary(): Summary;
}
