/**
 * Building blocks every fold shares, so each rule is written once:
 * - {@link failureKey}: when two entries are the same failure (kind, file, name);
 * - {@link FailureList}: failures in order of first appearance, each once;
 * - {@link Tally}: passed / failed / skipped as a fold meets them, into a {@link Summary}.
 *
 * @module dsh-test-closure/parsing/fold-kit
 */
import type { Failure, Summary } from '../report/types.ts';
/** One failure's identity: the same kind, file and name are the same failure. */
export declare function failureKey(f: Pick<Failure, 'kind' | 'name' | 'file'>): string;
/** Failures in order of first appearance, each at most once (by {@link failureKey}). */
export declare class FailureList {
    #private;
    /** Adds `f` unless the same failure is listed; returns the entry added, or undefined for a repeat. */
    add(f: Failure): Failure | undefined;
    /** Lists `f` even if an entry like it is listed: a runner that reports each occurrence (vitest's unhandled errors). */
    append(f: Failure): Failure;
    has(f: Pick<Failure, 'kind' | 'name' | 'file'>): boolean;
    get size(): number;
    /** The listed failures, in order. */
    list(): Failure[];
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
