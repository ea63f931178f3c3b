/**
 * Each failure's block: the lines of the runner's output that belong to it (its message,
 * diff, stack), which the CI reports carry as a trace (render/ctrf.ts, render/junit.ts). The
 * parse keeps only a failure's first message line; its block is recorded here, beside it.
 *
 * A runner says where its blocks are with {@link BlockRules} (`src/runners/<runner>/block.ts`):
 * a block starts at a header line that names the failure; when several lines do, the one
 * whose next lines hold the failure's message wins, else the last (the runners repeat failures
 * in a closing section). It ends before the next header or closing line of the runner, after
 * {@link BLOCK_MAX_LINES} lines or {@link BLOCK_MAX_CHARS} characters. No header: no block.
 *
 * Beside, not in: a {@link Failure} is a value the tools and the CLI print whole, so the block
 * is kept in a weak map keyed by the failure object the parse returned, and found only when a
 * report asks for it (most parses never do). A failure copied or made elsewhere has none.
 *
 * @module dsh-test-closure/parsing/failure-blocks
 */
import type { Failure } from '../report/types.ts';
/** At most this many lines of a block after its header. */
export declare const BLOCK_MAX_LINES = 80;
/** At most this many characters of a block. */
export declare const BLOCK_MAX_CHARS = 8000;
/** Where a runner's failure blocks are in its console output. */
export interface BlockRules {
    /** A line that may start a failure's block. */
    header: RegExp;
    /** A line that ends a block (besides a header). */
    end: RegExp;
    /** Whether the header line `line` (at `index` of `lines`) is `failure`'s. */
    names(failure: Failure, line: string, lines: readonly string[], index: number): boolean;
}
export interface FailureBlock {
    /** The block's lines after its header, trailing blank lines dropped (never empty). */
    text: string;
    /** The line of the failure's file the block names first (`file:12`), when it names one. */
    line?: number;
}
/**
 * Records that `failures` were read from `input` (normalized) under `rules`. Cheap: the blocks
 * are found when {@link failureBlock} first asks for one of them.
 */
export declare function recordFailureBlocks(rules: BlockRules, input: string, failures: readonly Failure[]): void;
/** Records that `copy` states the same failure as `original`, so it has the same block. */
export declare function keepFailureBlock(copy: Failure, original: Failure): void;
/** The block of a failure as the parse returned it (or of a copy kept by {@link keepFailureBlock}); undefined where no header names it. */
export declare function failureBlock(failure: Failure): FailureBlock | undefined;
