/**
 * A run's failures grouped by root cause: failures that broke for one reason (a fixture or
 * hook that failed in setup, a module that failed to import, a helper that raised for a
 * missing setting) are one cause, written once with its extent, where every other failure is
 * written on its own line. Host-free and runner-free: it reads only the parsed
 * {@link Failure}s.
 *
 * Two failures have the same cause when their error reads the same and happened at the same
 * place: the same first message line (which names the error's type where the runner prints
 * one), the same top project frame (`location`) and the same detail lines, each compared
 * after {@link normalizeVolatile} and with the failure's own file masked (a collection
 * error's message names the module it was importing). The location is required but for a
 * file that failed to load (its error may show no frame): without the place, two equal messages (`expect(received).toBe(expected)`) say nothing about a common
 * reason. The detail is compared too, so failing assertions in one shared helper or
 * parametrized body that differ in what they compared (`Expected: 34`, `Received: 35`) stay
 * independent failures; an assertion whose output shows no detail (`Expected values to be
 * strictly equal:` in TAP) cannot show that it compared the same values, so it always stays
 * on its own.
 *
 * @module dsh-test-closure/report/causes
 */
import type { Failure } from './types.ts';
/**
 * Failures that share a cause are grouped from this many on; fewer stay one per line (two
 * lines cost fewer bytes than a cause's block, as with a shared message).
 */
export declare const CAUSE_MIN_FAILURES = 3;
/** One entry of a run's failures in the order they are shown: a cause, or a failure of its own. */
export type FailureEntry = {
    kind: 'cause';
    cause: Cause;
} | {
    kind: 'single';
    failure: Failure;
};
/** Failures that broke for one reason. */
export interface Cause {
    /** The first failure of the group as listed: its message, location and detail are the cause's. */
    first: Failure;
    /** Every failure of the group, in the run's order (at least {@link CAUSE_MIN_FAILURES}). */
    failures: Failure[];
    /**
     * The files the failures are in (a unittest id's module where the failure has no file), in
     * order of first appearance, with how many each (files of `file` failures count 1).
     */
    files: {
        file: string;
        count: number;
    }[];
}
/** `text` with its volatile parts replaced by placeholders, for comparing two errors. */
export declare function normalizeVolatile(text: string): string;
/**
 * The failures in the order they are listed, those with a common cause grouped into one
 * entry at the place of the first of them; every other failure is an entry of its own, in
 * its place. A run with no common cause gives one `single` entry per failure, in order.
 */
export declare function groupByCause(failures: readonly Failure[]): FailureEntry[];
/** How many causes `entries` hold and how many failures they explain together. */
export declare function causeTally(entries: readonly FailureEntry[]): {
    causes: number;
    failures: number;
};
