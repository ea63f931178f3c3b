/**
 * Where a jest failure's block is (parsing/failure-blocks.ts): a `● name` header, to the next
 * file line, the totals or the closing summary.
 *
 * @module dsh-test-closure/runners/jest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const JEST_BLOCKS: BlockRules;
