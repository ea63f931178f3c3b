/**
 * Where a uvu failure's block is (parsing/failure-blocks.ts): `   FAIL  suite  "name"`, to the
 * next file header, suite run, exit notice or the totals (all at column 0 or 1).
 *
 * @module dsh-test-closure/runners/uvu/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const UVU_BLOCKS: BlockRules;
