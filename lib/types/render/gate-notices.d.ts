/**
 * The gate's model-visible text: the corrective notice steered into the agent, the notice
 * recorded when a turn is released unverified, the notice of a settled background run, and
 * their one-line summaries. Every string here is pinned in the README ("Model-visible text")
 * and asserted verbatim by tests; change them together.
 *
 * @module dsh-test-closure/render/gate-notices
 */
import { type RecordedRun } from '../closure/state.ts';
import type { Blocker } from '../closure/verdict.ts';
/** Failures named in one notice; the rest are counted. */
export declare const NOTICE_MAX_FAILURES = 10;
/** The notice's fixed last line (the design's wording: "fix it, then re-run test_run to verify"). */
export declare const NOTICE_CLOSING = "\u8BF7\u4FEE\u590D\u540E\u91CD\u65B0\u8FD0\u884C test_run \u9A8C\u8BC1\u3002";
/**
 * The last line instead, when the sandbox denied the run: no code change fixes that, and the
 * same run is denied again, so the model is asked to tell the user, never to fix code.
 */
export declare const SANDBOX_NOTICE_CLOSING = "The sandbox denied the run, not a test: do not change code for it; tell the user what was denied.";
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
/** What the session log records when a background run settles: its verdict, for the model and for a resumed session. */
export declare function backgroundNotice(run: RecordedRun, detailBytes?: number): string;
export declare function backgroundSummary(run: RecordedRun): string;
