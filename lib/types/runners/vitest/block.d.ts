/**
 * Where a vitest failure's block is (parsing/failure-blocks.ts): a ` FAIL  file > name` header,
 * or an unhandled error's `⎯⎯ <type> ⎯⎯` rule, to the next divider, totals or console header.
 *
 * @module dsh-test-closure/runners/vitest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const VITEST_BLOCKS: BlockRules;
