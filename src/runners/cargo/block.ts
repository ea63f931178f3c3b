/**
 * Where a cargo failure's block is (parsing/failure-blocks.ts): `---- tests::adds stdout ----`,
 * the test's captured output and panic, to the `failures:` list or the result line.
 *
 * @module dsh-test-closure/runners/cargo/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const CARGO_BLOCKS: BlockRules = {
  header: /^---- .+ stdout ----$/,
  end: /^(?:failures|successes):$|^test result: /,
  names: (f, line) => line === `---- ${f.name} stdout ----`,
};
