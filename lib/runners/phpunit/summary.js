/**
 * The lines every PHPUnit printer ends with (the default printer, --teamcity and --testdox
 * alike): `Time: …`, then `OK (3 tests, 3 assertions)`, or a verdict and the counts line
 * (`Tests: 7, Assertions: 2, Failures: 1, Skipped: 3.`), or `No tests executed!`.
 *
 * Counts are PHPUnit's, split as its exit code decides: total = `Tests`; failed = `Errors` +
 * `Failures` (PHPUnit exits non-zero for them); skipped = `Skipped` + `Incomplete`; passed =
 * the rest, `Risky` and `Warnings` included: PHPUnit exits 0 for them (a test its own time
 * limit stopped is risky; `No tests found in class "…"` is a warning) unless the project sets
 * failOnRisky or failOnWarning, which its console does not show.
 *
 * @module dsh-test-closure/runners/phpunit/summary
 */
import { summaryOf } from "../../parsing/result.js";
function countOf(counts, label) {
    return counts.find((c) => c.label === label)?.n ?? 0;
}
/** The summary lines of one run, as a fold meets them; the last one read counts. */
export class PhpunitSummary {
    #counts;
    #okTests;
    #noTests = false;
    durationMs;
    /** Reads `r` when it is a summary line; false for any other record. */
    read(r) {
        const kind = r.kind;
        if (kind === 'counts') {
            this.#counts = r.counts;
            this.#okTests = undefined;
            this.#noTests = false;
        }
        else if (kind === 'ok') {
            this.#okTests = r.tests;
            this.#counts = undefined;
            this.#noTests = false;
        }
        else if (kind === 'noTests') {
            this.#noTests = true;
        }
        else if (kind === 'time') {
            this.durationMs = r.ms;
        }
        else
            return false;
        return true;
    }
    /** PHPUnit's counts (see the module doc); undefined when no summary was seen. */
    summary() {
        const counts = this.#counts;
        if (counts !== undefined) {
            const failed = countOf(counts, 'Errors') + countOf(counts, 'Failures');
            const skipped = countOf(counts, 'Skipped') + countOf(counts, 'Incomplete');
            return summaryOf(countOf(counts, 'Tests') - failed - skipped, failed, skipped);
        }
        if (this.#okTests !== undefined)
            return summaryOf(this.#okTests, 0, 0);
        if (this.#noTests)
            return summaryOf(0, 0, 0);
        return undefined;
    }
}
