/**
 * How a failure and a run's counts read wherever the model or a person sees them: the gate's
 * notices, the test_run result, test_closure_check and the CLI. Names, files and messages are
 * untrusted: each is made one line ({@link oneLine}).
 *
 * @module dsh-test-closure/render/failures
 */
import type { Failure, Summary, UnshownCounts } from '../report/types.ts';
/** Longest message fragment quoted per failure. */
export declare const NOTICE_MAX_MESSAGE_CHARS = 160;
/**
 * A failure message as the model sees it: cut at {@link NOTICE_MAX_MESSAGE_CHARS}, without
 * the colon that introduced what follows it in the output (node's `Expected values to be
 * strictly equal:` before its diff), which the line would leave dangling before `(at …)`.
 * The diff itself is the failure's detail, shown under the line.
 */
export declare function shownMessage(message: string): string;
/**
 * `name — message (file)`, bounded; shared by the notice and the test_run rendering. With a
 * location the parenthesis names it, `(at file:line:col)`, after the file when the location
 * is in another file (`(file; at helper.js:3:9)`), and as `(line N)` when the name begins with
 * its file (see {@link shownLocation}).
 * `messageText` replaces the message as shown (the rendering's `[m1]` key of a shared message).
 */
export declare function failureLine(failure: Failure, messageText?: string): string;
/** Default of config `failureDetailBytes`: keeps a 50-failure run's text under about 8 kB (see bench/README.md). */
export declare const DEFAULT_FAILURE_DETAIL_BYTES = 2000;
/** How a detail line is indented under its failure's line (so it can never read as a `- ` failure line). */
export declare const DETAIL_INDENT = "  ";
/** A failure's detail as shown: each line indented and made one line. */
export declare function detailLines(failure: Failure): string[];
/**
 * The bytes of failure detail one text may show (config `failureDetailBytes`): the details of
 * the first failures, in the order shown, while they fit; from the first that does not, none
 * (those failures keep their one line), so what is shown is always a prefix of the list.
 */
export declare class DetailBudget {
    #private;
    constructor(bytes: number);
    /** `failure`'s detail lines if they fit in what is left (and spends it), else none. */
    take(failure: Failure): string[];
}
/**
 * What the failures that are not tests add to the counts: `4 hooks failed`, `1 file failed
 * to load or run`, `2 errors outside the tests`, joined by `; `; empty when every failure is
 * a test. Files are counted once each (a file with two failed suites is one file). Without it
 * a run whose only failure is a file that did not load reads `0 failed, 0 passed …`, and one
 * whose failures are hooks (which the runner may count as failed) names no test.
 */
export declare function nonTestFailuresClause(failures: readonly Pick<Failure, 'kind' | 'name' | 'file'>[]): string;
/**
 * The counts when the output does not show some (go's plain output): the failed count, the
 * packages shown passing, and which counts are not shown, never a number for them or a total:
 * `1 failed; passed and skipped not shown (go test prints them only with -v)`,
 * `0 failed, 2 packages ok; passed and skipped not shown (…)`.
 */
export declare function shownCountsLine(summary: Summary, unshown: UnshownCounts): string;
/** `2 failed, 10 passed, 1 skipped (13 total)`, then `; 1 file failed to load or run` and the like when failures that are not tests exist. */
export declare function countsLine(run: {
    summary: Summary;
    failures?: readonly Pick<Failure, 'kind' | 'name' | 'file'>[];
    unshown?: UnshownCounts;
}): string;
