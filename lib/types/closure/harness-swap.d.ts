import { type HarnessBaseline, type HarnessDiff } from './harness-baseline.ts';
/** What one file held before the swap, and what the swap wrote there. */
interface JournalEntry {
    path: string;
    /** The model's content (a blob hash), or null when the file did not exist (or was a link). */
    before: string | null;
    /** The path was a symbolic link: its target, put back as a link (never written through). */
    link?: string;
    /** What the swap left at the path: the baseline content's hash, or null (moved aside). */
    during: string | null;
}
interface Journal {
    root: string;
    entries: JournalEntry[];
    /** Directories the swap created to put removed files back, deepest last. */
    createdDirs: string[];
}
export interface Swap {
    dir: string;
    journal: Journal;
    /** Recorded files that changed or were removed but whose content is not stored (past the baseline's budget, or its blob gone). */
    unrestorable: string[];
}
export interface RestoreReport {
    /** Files something else wrote during the replay: left as found, the model's version kept in the state directory. */
    conflicts: string[];
}
/**
 * Swaps the baseline harness in. The journal is on disk before the workspace changes.
 *
 * @param dir the session's state directory (where the blobs and the journal live).
 */
export declare function swapInBaseline(dir: string, baseline: HarnessBaseline, diff: HarnessDiff): Swap;
/** Puts the model's harness back after a replay and deletes the journal. */
export declare function restoreSwap(swap: Swap): RestoreReport;
/**
 * Finishes a swap a crashed process left behind, if any: the model's files are put back as
 * the journal recorded them. Returns undefined when there was nothing to recover.
 */
export declare function recoverSwap(dir: string): RestoreReport | undefined;
export {};
