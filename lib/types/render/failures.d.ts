/**
 * How a failure and a run's counts read wherever the model or a person sees them: the gate's
 * notices, the test_run result, test_closure_check and the CLI. Names, files and messages are
 * untrusted: each is made one line ({@link oneLine}).
 *
 * @module dsh-test-closure/render/failures
 */
import type { Failure, Summary } from '../report/types.ts';
/** Longest message fragment quoted per failure. */
export declare const NOTICE_MAX_MESSAGE_CHARS = 160;
/** A failure message as the model sees it: cut at {@link NOTICE_MAX_MESSAGE_CHARS}. */
export declare function shownMessage(message: string): string;
/**
 * `name — message (file)`, bounded; shared by the notice and the test_run rendering.
 * `messageText` replaces the message as shown (the rendering's `[m1]` key of a shared message).
 */
export declare function failureLine(failure: Failure, messageText?: string): string;
/**
 * What the failures that are not tests add to the counts: `1 file failed to load or run`,
 * `2 errors outside the tests`, joined by `; `; empty when every failure is a test. Files are
 * counted once each (a file with two failed suites is one file). Without it a run whose only
 * failure is a file that did not load reads `0 failed, 0 passed …`.
 */
export declare function nonTestFailuresClause(failures: readonly Pick<Failure, 'kind' | 'name' | 'file'>[]): string;
/** `2 failed, 10 passed, 1 skipped (13 total)`, then `; 1 file failed to load or run` and the like when failures that are not tests exist. */
export declare function countsLine(run: {
    summary: Summary;
    failures?: readonly Pick<Failure, 'kind' | 'name' | 'file'>[];
}): string;
