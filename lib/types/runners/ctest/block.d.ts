/**
 * Where a CTest failure's block is (parsing/failure-blocks.ts):
 * `3/7 Test  #3: name ......***Failed  0.1 sec`, then (--output-on-failure) the test's output,
 * to the next test's start or the summary.
 *
 * @module dsh-test-closure/runners/ctest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const CTEST_BLOCKS: BlockRules;
