/**
 * Where a PHPUnit failure's block is (parsing/failure-blocks.ts): `1) CalcTest::testAdd` (a
 * data set's name after it) in a `There were N failures:` section, to the next one or the summary.
 *
 * @module dsh-test-closure/runners/phpunit/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const PHPUNIT_BLOCKS: BlockRules;
