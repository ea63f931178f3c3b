/**
 * Where a vitest failure's block is (parsing/failure-blocks.ts): a ` FAIL  file > name` header,
 * or an unhandled error's `⎯⎯ <type> ⎯⎯` rule, to the next divider, totals or console header.
 *
 * @module dsh-test-closure/runners/vitest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const VITEST_BLOCKS: BlockRules = {
  header: /^\s*FAIL\s|⎯ (?:Unhandled|Uncaught) /,
  end: /⎯{3,}|^\s*Test Files\s|^\s*(?:stdout|stderr) \|/,
  // An unhandled error is named `Unhandled error: <type>`; its block follows a `⎯⎯ <type> ⎯⎯` rule.
  names: (f, line) => (f.kind === 'run' ? line.includes(`⎯ ${f.name.replace(/^Unhandled error: /, '')} ⎯`) : /^\s*FAIL\s/.test(line) && line.includes(f.name)),
};
