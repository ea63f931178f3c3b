import { summaryOf } from "./result.js";
/** One failure's identity: the same kind, file and name are the same failure. */
export function failureKey(f) {
    return `${f.kind}\u0000${f.file ?? ''}\u0000${f.name}`;
}
/** Failures in order of first appearance, each at most once (by {@link failureKey}). */
export class FailureList {
    #keys = new Set();
    #list = [];
    /** Adds `f` unless the same failure is listed; returns the entry added, or undefined for a repeat. */
    add(f) {
        const key = failureKey(f);
        if (this.#keys.has(key))
            return undefined;
        this.#keys.add(key);
        this.#list.push(f);
        return f;
    }
    /** Lists `f` even if an entry like it is listed: a runner that reports each occurrence (vitest's unhandled errors). */
    append(f) {
        this.#keys.add(failureKey(f));
        this.#list.push(f);
        return f;
    }
    has(f) {
        return this.#keys.has(failureKey(f));
    }
    get size() {
        return this.#list.length;
    }
    /** The listed failures, in order. */
    list() {
        return this.#list;
    }
}
/** Counts of outcomes as a fold meets them. */
export class Tally {
    passed = 0;
    failed = 0;
    skipped = 0;
    add(outcome, n = 1) {
        this[outcome] += n;
    }
    get total() {
        return this.passed + this.failed + this.skipped;
    }
    summary() {
        return summaryOf(this.passed, this.failed, this.skipped);
    }
}
