/**
 * The lines every PHPUnit printer ends with (the default printer, --teamcity and --testdox
 * alike): `Time: …`, then `OK (3 tests, 3 assertions)`, or a verdict and the counts line
 * (`Tests: 7, Assertions: 2, Failures: 1, Skipped: 3.`), or `No tests executed!`.
 *
 * Counts are PHPUnit's: total = `Tests`; failed = `Errors` + `Failures` + `Warnings` (each
 * makes PHPUnit exit non-zero) plus the tests PHPUnit's own time limit stopped (counted risky
 * by PHPUnit); skipped = `Skipped` + `Incomplete`; a risky test ran and passed.
 *
 * @module dsh-test-closure/runners/phpunit/summary
 */
import { summaryOf } from '../../parsing/result.ts';
import type { Summary } from '../../report/types.ts';
import type { CountItem, PhpunitRecord } from './records.ts';

function countOf(counts: readonly CountItem[], label: string): number {
  return counts.find((c) => c.label === label)?.n ?? 0;
}

/** The summary lines of one run, as a fold meets them; the last one read counts. */
export class PhpunitSummary {
  #counts: CountItem[] | undefined;
  #okTests: number | undefined;
  #noTests = false;
  durationMs: number | undefined;

  /** Reads `r` when it is a summary line; false for any other record. */
  read(r: PhpunitRecord): boolean {
    const kind = r.kind;
    if (kind === 'counts') {
      this.#counts = r.counts;
      this.#okTests = undefined;
      this.#noTests = false;
    } else if (kind === 'ok') {
      this.#okTests = r.tests;
      this.#counts = undefined;
      this.#noTests = false;
    } else if (kind === 'noTests') {
      this.#noTests = true;
    } else if (kind === 'time') {
      this.durationMs = r.ms;
    } else return false;
    return true;
  }

  /** PHPUnit's counts, with `timedOut` tests failed; undefined when no summary was seen. */
  summary(timedOut: number): Summary | undefined {
    const counts = this.#counts;
    if (counts !== undefined) {
      const failed = countOf(counts, 'Errors') + countOf(counts, 'Failures') + countOf(counts, 'Warnings') + timedOut;
      const skipped = countOf(counts, 'Skipped') + countOf(counts, 'Incomplete');
      return summaryOf(countOf(counts, 'Tests') - failed - skipped, failed, skipped);
    }
    if (this.#okTests !== undefined) return summaryOf(this.#okTests, 0, 0);
    if (this.#noTests) return summaryOf(0, 0, 0);
    return undefined;
  }
}
