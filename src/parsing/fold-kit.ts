/**
 * Building blocks every fold shares, so each rule is written once:
 * - {@link failureKey}: when two entries are the same failure (kind, file, name);
 * - {@link FailureList}: failures in order of first appearance, each once;
 * - {@link Tally}: passed / failed / skipped as a fold meets them, into a {@link Summary}.
 *
 * @module dsh-test-closure/parsing/fold-kit
 */
import type { Failure, Summary } from '../report/types.ts';
import { summaryOf } from './result.ts';

/** One failure's identity: the same kind, file and name are the same failure. */
export function failureKey(f: Pick<Failure, 'kind' | 'name' | 'file'>): string {
  return `${f.kind}\u0000${f.file ?? ''}\u0000${f.name}`;
}

/** Failures in order of first appearance, each at most once (by {@link failureKey}). */
export class FailureList {
  readonly #keys = new Set<string>();
  readonly #list: Failure[] = [];

  /** Adds `f` unless the same failure is listed; returns the entry added, or undefined for a repeat. */
  add(f: Failure): Failure | undefined {
    const key = failureKey(f);
    if (this.#keys.has(key)) return undefined;
    this.#keys.add(key);
    this.#list.push(f);
    return f;
  }

  /** Lists `f` even if an entry like it is listed: a runner that reports each occurrence (vitest's unhandled errors). */
  append(f: Failure): Failure {
    this.#keys.add(failureKey(f));
    this.#list.push(f);
    return f;
  }

  has(f: Pick<Failure, 'kind' | 'name' | 'file'>): boolean {
    return this.#keys.has(failureKey(f));
  }

  get size(): number {
    return this.#list.length;
  }

  /** The listed failures, in order. */
  list(): Failure[] {
    return this.#list;
  }
}

/** The three outcomes a fold counts. */
export type Outcome = 'passed' | 'failed' | 'skipped';

/** Counts of outcomes as a fold meets them. */
export class Tally {
  passed = 0;
  failed = 0;
  skipped = 0;

  add(outcome: Outcome, n = 1): void {
    this[outcome] += n;
  }

  get total(): number {
    return this.passed + this.failed + this.skipped;
  }

  summary(): Summary {
    return summaryOf(this.passed, this.failed, this.skipped);
  }
}
