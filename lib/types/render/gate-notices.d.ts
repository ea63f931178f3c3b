import { type AcceptedReport, type RecordedRun } from '../closure/state.ts';
import { type Blocker } from '../closure/verdict.ts';
/** Failures named in one notice; the rest are counted. */
export declare const NOTICE_MAX_FAILURES = 10;
/** The notice's fixed last line (the design's wording: "fix it, then re-run test_run to verify"). */
export declare const NOTICE_CLOSING = "\u8BF7\u4FEE\u590D\u540E\u91CD\u65B0\u8FD0\u884C test_run \u9A8C\u8BC1\u3002";
/**
 * The last line instead, when the sandbox denied the run: no code change fixes that, and the
 * same run is denied again, so the model is asked to tell the user, never to fix code.
 */
export declare const SANDBOX_NOTICE_CLOSING = "The sandbox denied the run, not a test: do not change code for it; tell the user what was denied.";
/** The one line that offers the honest way out (first interception of a turn only). */
export declare const REPORT_OPTION_LINE = "If a test is wrong or the environment lacks something, say so with test_closure_report instead.";
/** What the baseline check asks for. */
export declare const BASELINE_ADVICE_LINE = "Restore those tests, or if a test itself was wrong, explain it with test_closure_report (reason \"test-wrong\").";
/** What the baseline check asks for when a runner config outside the workspace changed. */
export declare const OUTSIDE_CONFIG_ADVICE_LINE = "Put the runner config outside the workspace back as it was (remove it if it was not there), then run test_run.";
/** Why the run does not close the turn, in one clause after "Not done: ". */
export declare function primaryClause(run: Pick<RecordedRun, 'status'>, blocker: Blocker): string;
/**
 * The corrective notice for interception `round` of `maxRounds`.
 * Names the first {@link NOTICE_MAX_FAILURES} failures, counts the rest, and from the second
 * interception on says what changed since the run the previous interception was about.
 */
export declare function steerNotice(run: RecordedRun, blockers: readonly Blocker[], round: number, maxRounds: number, previous?: RecordedRun, detailBytes?: number): string;
/** A short label of what blocks, for one-line summaries. */
export declare function blockerLabel(run: Pick<RecordedRun, 'status' | 'scope' | 'summary'>, blocker: Blocker): string;
/** The notice's one-line summary (source.summary, at most 120 characters). */
export declare function steerSummary(run: RecordedRun, blockers: readonly Blocker[], round: number, maxRounds: number): string;
/**
 * What the session log records when a turn is released with the suite unverified. The model
 * reads it at the start of its next turn; a user reading the session sees it at once.
 */
export declare function unresolvedNotice(run: RecordedRun, blockers: readonly Blocker[], turn: number, interceptions: number, detailBytes?: number): string;
export declare function unresolvedSummary(run: RecordedRun, blockers: readonly Blocker[], turn: number): string;
/** What the session log records when two interceptions in a row saw the same failures on an unchanged workspace. */
export declare function noProgressNotice(run: RecordedRun, blockers: readonly Blocker[], turn: number, detailBytes?: number): string;
export declare function noProgressSummary(turn: number): string;
/** The steer when the session changed files and never ran the tests. */
export declare function askForRunNotice(changed: readonly string[]): string;
export declare function askForRunSummary(): string;
/** What the session log records when a turn with edits ended with no test run. */
export declare function noRunNotice(changed: readonly string[], turn: number): string;
export declare function noRunSummary(turn: number): string;
/**
 * What the session log records for an accepted test_closure_report: a test-change review
 * (the suite passes; tests the model changed fail as they were), or the turn released
 * unresolved with the model's reason. The user reads it in the transcript.
 */
export declare function reportNotice(report: AcceptedReport, run: RecordedRun | undefined): string;
export declare function reportSummary(report: AcceptedReport): string;
/** What the session log records when a background run settles: its verdict, for the model and for a resumed session. */
export declare function backgroundNotice(run: RecordedRun, detailBytes?: number): string;
export declare function backgroundSummary(run: RecordedRun): string;
