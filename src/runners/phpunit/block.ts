/**
 * Where a PHPUnit failure's block is (parsing/failure-blocks.ts): `1) CalcTest::testAdd` (a
 * data set's name after it) in a `There were N failures:` section, to the next one or the summary.
 *
 * @module dsh-test-closure/runners/phpunit/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const PHPUNIT_BLOCKS: BlockRules = {
  header: /^\d+\) /,
  end: /^\d+\) |^--$|^There (?:was|were) \d+ |^(?:FAILURES|ERRORS|WARNINGS)!$|^OK[ ,]|^Tests: /,
  names: (f, line) => {
    const title = line.replace(/^\d+\) /, '');
    return title === f.name || title.startsWith(`${f.name} (`);
  },
};
