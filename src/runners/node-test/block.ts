/**
 * Where a node:test failure's block is (parsing/failure-blocks.ts): spec's `✖ name` or TAP's
 * `not ok N - name`, to the next test line, subtest comment or plan.
 *
 * @module dsh-test-closure/runners/node-test/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const NODE_TEST_BLOCKS: BlockRules = {
  header: /^\s*(?:✖ |not ok \d+ - )/,
  end: /^\s*(?:✔|✖|﹣|▶|ℹ) |^\s*(?:ok|not ok) \d+|^\s*# (?:Subtest|tests|pass|fail)\b|^\s*1\.\.\d+$/,
  names: (f, line) => line.includes(f.name),
};
