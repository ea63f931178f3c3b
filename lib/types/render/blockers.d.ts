/**
 * The words of the verdict: each blocker (closure/verdict.ts) as the clause the model reads
 * after "the last test_run", in the result, the gate's notices and `test_closure_check`.
 * Every string is pinned in docs/gate.md and by tests.
 *
 * @module dsh-test-closure/render/blockers
 */
import { type Blocker, type ForgivenNames, type RunVerdict } from '../closure/verdict.ts';
/** Items named in one blocker; the rest are counted. */
export declare const BLOCKER_MAX_NAMES = 5;
/** `a, b, c (+2 more)` */
export declare function listText(items: readonly string[], max?: number): string;
/** One blocker's clause. */
export declare function blockerText(b: Blocker): string;
/** A blocker as tool values show it: its check and its clause. */
export interface WordedBlocker {
    check: Blocker['check'];
    text: string;
}
/** The verdict as tool values show it. */
export interface WordedVerdict {
    verified: boolean;
    blockers: WordedBlocker[];
    /** On a failed run that verifies anyway: the failing tests the policies forgave, by reason. */
    forgiven?: ForgivenNames;
}
export declare function wordBlockers(blockers: readonly Blocker[]): WordedBlocker[];
export declare function wordVerdict(verdict: RunVerdict): WordedVerdict;
