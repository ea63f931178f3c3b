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
import { summaryOf } from './result.ts';

/** One failure's identity: the same kind, file and name are the same failure. */
export function failureKey(f: Pick<Failure, 'kind' | 'name' | 'file'>): string {
  return `${f.kind}\u0000${f.file ?? ''}\u0000${f.name}`;
}

/**
 * Failures in order of first appearance. Two entries may share a key: distinct tests can
 * share a file and title path (dayjs has such pairs), and each is a failure of its own, so a
 * fold lists the n-th block a runner printed for a key as the n-th entry ({@link addNth}).
 * Where a runner also prints several blocks for ONE test (jest and vitest print one per error,
 * e.g. the body's and afterEach's), the fold then trims the surplus against the runner's
 * failed-test count ({@link dropRepeats}), so the list and the count agree.
 */
export class FailureList {
  /** How many entries each key has. */
  readonly #counts = new Map<string, number>();
  readonly #list: Failure[] = [];
  /** For each entry of #list, which entry of its key it is (1 = the first). */
  readonly #ordinals: number[] = [];

  #push(key: string, f: Failure): Failure {
    const n = (this.#counts.get(key) ?? 0) + 1;
    this.#counts.set(key, n);
    this.#list.push(f);
    this.#ordinals.push(n);
    return f;
  }

  /** Adds `f` unless the same failure is listed; returns the entry added, or undefined for a repeat. */
  add(f: Failure): Failure | undefined {
    const key = failureKey(f);
    return this.#counts.has(key) ? undefined : this.#push(key, f);
  }

  /**
   * Adds `f` as the `n`-th (1-based) report of its key in one pass over the output: a new entry
   * only while fewer than `n` are listed, so a second pass (jest's "Summary of all failing
   * tests" re-print) adds nothing the first listed. Returns the entry added, or undefined.
   */
  addNth(f: Failure, n: number): Failure | undefined {
    const key = failureKey(f);
    return (this.#counts.get(key) ?? 0) >= n ? undefined : this.#push(key, f);
  }

  /** Lists `f` even if an entry like it is listed: a runner that reports each occurrence (vitest's unhandled errors). */
  append(f: Failure): Failure {
    return this.#push(failureKey(f), f);
  }

  has(f: Pick<Failure, 'kind' | 'name' | 'file'>): boolean {
    return this.#counts.has(failureKey(f));
  }

  get size(): number {
    return this.#list.length;
  }

  /**
   * Removes up to `excess` repeated `test` entries (not the first of their key): first those
   * `vouched` does not vouch for (`ordinal`: which entry of its key it is), then, unless
   * `unvouchedOnly`, any; the latest first in both rounds, so a key's first block, which holds
   * the test's own error rather than a hook's, stays.
   */
  dropRepeats(excess: number, vouched: (f: Failure, ordinal: number) => boolean = () => false, unvouchedOnly = false): void {
    const drop = new Set<number>();
    for (const round of unvouchedOnly ? [false] : [false, true]) {
      for (let i = this.#list.length - 1; i >= 0 && drop.size < excess; i--) {
        const f = this.#list[i]!;
        const ordinal = this.#ordinals[i]!;
        if (f.kind !== 'test' || ordinal === 1 || drop.has(i)) continue;
        if (round || !vouched(f, ordinal)) drop.add(i);
      }
    }
    if (drop.size === 0) return;
    const kept = this.#list.filter((_, i) => !drop.has(i));
    this.#list.length = 0;
    this.#ordinals.length = 0;
    this.#counts.clear();
    for (const f of kept) this.#push(failureKey(f), f);
  }

  /** The listed failures, in order. */
  list(): Failure[] {
    return this.#list;
  }
}

/**
 * Counts of a key's occurrences in one pass over the output: `next(key)` is 1 for the first
 * occurrence, 2 for the second, and so on (the `n` of {@link FailureList.addNth}).
 */
export class Occurrences {
  readonly #seen = new Map<string, number>();

  next(key: string): number {
    const n = (this.#seen.get(key) ?? 0) + 1;
    this.#seen.set(key, n);
    return n;
  }

  count(key: string): number {
    return this.#seen.get(key) ?? 0;
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
