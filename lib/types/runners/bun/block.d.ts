/**
 * Where a bun failure's block is (parsing/failure-blocks.ts). bun prints a test's error block
 * BEFORE its `(fail)` line; the block is what follows the line (a timeout's note), so only the
 * header's own line is matched.
 *
 * @module dsh-test-closure/runners/bun/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const BUN_BLOCKS: BlockRules;
