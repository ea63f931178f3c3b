/**
 * Where an ExUnit failure's block is (parsing/failure-blocks.ts): `  1) test adds (CalcTest)`;
 * a failed setup_all's `  1) OtherTest: failure on setup_all callback, …`; a file that did not
 * compile, `== Compilation error in file x ==`. It ends at the next one, a result line of
 * `--trace`, the progress characters or the summary.
 *
 * @module dsh-test-closure/runners/exunit/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const EXUNIT_BLOCKS: BlockRules = {
  header: /^ {0,2}\d+\) |^== Compilation error in file /,
  end: /^Finished in |^ {2}\* |^[.*?F]+$/,
  names: (f, line) => {
    if (line.startsWith('== ')) return line === `== Compilation error in file ${f.name} ==`;
    const title = line.replace(/^ {0,2}\d+\) /, '');
    return title === f.name || title === `${f.name}: failure on setup_all callback, all tests have been invalidated`;
  },
};
