/**
 * Where a mocha failure's block is (parsing/failure-blocks.ts): the spec/dot list entry
 * `  1) first title` (the rest of the title path on the next lines), or tap's `not ok N full
 * title`, to the next entry or the totals.
 *
 * @module dsh-test-closure/runners/mocha/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const MOCHA_BLOCKS: BlockRules;
