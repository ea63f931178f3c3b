import type { Summary } from '../../report/types.ts';
import type { Landmarks } from './landmarks.ts';
import type { PytestRecord } from './records.ts';
import type { RunBody } from './run-body.ts';
import type { MatchedSections } from './section-matching.ts';
import type { ShortSummary } from './short-summary.ts';
/** A run's counts, and its duration when its stats line states it. */
export interface Counts {
    summary: Summary;
    durationMs?: number;
}
/**
 * Counts a run's tests.
 *
 * @param named how many failures the fold named: the failed count is never fewer.
 */
export declare function reconcileCounts(records: readonly PytestRecord[], landmarks: Landmarks, summary: ShortSummary, body: RunBody, matched: MatchedSections, named: number): Counts;
