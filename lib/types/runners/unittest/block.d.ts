/**
 * Where a unittest failure's block is (parsing/failure-blocks.ts). A block is `=` * 70,
 * `FAIL: <description>` (and a docstring line), `-` * 70, the body: the `-` separator is the
 * header, so the body starts after it and ends at the next block's `=` separator or the
 * footer's `-` separator.
 *
 * @module dsh-test-closure/runners/unittest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const UNITTEST_BLOCKS: BlockRules;
