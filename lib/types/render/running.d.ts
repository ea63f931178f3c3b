/**
 * The text of a call that is still running: what the model reads when a `test_run` goes on as a
 * job after its answer budget (config `answerWithinMs`), and `test_closure_check`'s line for it.
 * Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/running
 */
import type { RunProgress } from '../closure/run-progress.ts';
import type { RunScope } from '../closure/scope.ts';
import type { ExpectedDuration } from '../planning/expected-duration.ts';
/**
 * `the suite is running: 1,240 of 7,472 tests, 0 failed so far (2m 5s; usually about 5m 10s); the
 * turn closes when it finishes`; for a run of less than the suite, `the run is still running: …;
 * its result is recorded when it finishes`.
 */
export declare function runningLine(scope: RunScope, p: RunProgress): string;
/** The failing tests so far, one a line, as `- name — first line of the message`. */
export declare function failingSoFarLines(p: RunProgress): string[];
/** What to do next, after a call went on as a job. */
export declare const RUNNING_NEXT = "Call test_run again to wait for it (on this workspace it attaches to this run; an edit starts a new one), or go on: the gate waits for it at the end of the turn.";
/** On a run the suite's limit stopped: `the suite usually takes about 2m 30s (last 3 runs)`. */
export declare function usualDurationNote(usual: ExpectedDuration): string;
/**
 * The gate's notice when a suite that went on as a job shows a failing test before it ends:
 * the model can start on it while the rest runs.
 */
export declare function failingWhileRunningNotice(plugin: string, jobId: string, p: RunProgress, round: number, maxRounds: number): string;
/** Its one-line summary, for the session log. */
export declare function failingWhileRunningSummary(p: RunProgress, round: number, maxRounds: number): string;
