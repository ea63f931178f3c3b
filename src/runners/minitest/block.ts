/**
 * Where a Minitest failure's block is (parsing/failure-blocks.ts): ` 1) Failure:` or
 * ` 1) Error:`, whose next line names the test (`Class#name [path:line]:` or `Class#name:`),
 * to the next result block or the counts line.
 *
 * @module dsh-test-closure/runners/minitest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const MINITEST_BLOCKS: BlockRules = {
  header: /^ *\d+\) (?:Failure|Error):$/,
  end: /^ *\d+\) Skipped:$|^\d+ runs, \d+ assertions, /,
  names: (f, _line, lines, index) => {
    const next = lines[index + 1] ?? '';
    return next === `${f.name}:` || next.startsWith(`${f.name} [`);
  },
};
