/**
 * Where a pytest failure's block is (parsing/failure-blocks.ts): a section header
 * `____ Class.test[id] ____`, to the next `===` rule or the junit-xml line.
 *
 * @module dsh-test-closure/runners/pytest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const PYTEST_BLOCKS: BlockRules;
