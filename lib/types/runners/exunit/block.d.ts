/**
 * Where an ExUnit failure's block is (parsing/failure-blocks.ts): `  1) test adds (CalcTest)`;
 * a failed setup_all's `  1) OtherTest: failure on setup_all callback, …`; a file that did not
 * compile, `== Compilation error in file x ==`. It ends at the next one, a result line of
 * `--trace`, the progress characters or the summary.
 *
 * @module dsh-test-closure/runners/exunit/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const EXUNIT_BLOCKS: BlockRules;
