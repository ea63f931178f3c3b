/**
 * Where a bun failure's block is (parsing/failure-blocks.ts). bun prints a test's error block
 * BEFORE its `(fail)` line; the block is what follows the line (a timeout's note), so only the
 * header's own line is matched.
 *
 * @module dsh-test-closure/runners/bun/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const BUN_BLOCKS: BlockRules = {
  header: /^\((?:fail|pass|skip|todo)\) |^[✓✗»✎] /,
  end: /^\((?:fail|pass|skip|todo)\) |^[✓✗»✎] |^ \d+ (?:pass|fail)$|^Ran \d+ tests? across /,
  names: (f, line) => line.replace(/^(?:\((?:fail|pass|skip|todo)\)|[✓✗»✎]) /, '').replace(/ \[[0-9.]+m?s\]$/, '') === f.name,
};
