/**
 * Where an RSpec failure's block is (parsing/failure-blocks.ts): `  1) Group example title`
 * (` FIXED` after a pending example that passed), to the next one or the run's closing lines.
 *
 * @module dsh-test-closure/runners/rspec/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const RSPEC_BLOCKS: BlockRules = {
  header: /^ {2}\d+\) /,
  end: /^Finished in |^Failed examples:$|^Pending: /,
  names: (f, line) => [f.name, `${f.name} FIXED`].includes(line.replace(/^ {2}\d+\) /, '')),
};
