/**
 * Where a Deno failure's block is (parsing/failure-blocks.ts): in ` ERRORS `,
 * `cart ... totals ... with tax => ./steps_test.ts:8:13`, or `./m_test.ts (uncaught error)`
 * for a module stopped by an uncaught error, to the next one or the ` FAILURES ` list.
 *
 * @module dsh-test-closure/runners/deno/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const DENO_BLOCKS: BlockRules = {
  header: / => \.\/.+:\d+:\d+$| \(uncaught error\)$/,
  end: / => \.\/.+:\d+:\d+$| \(uncaught error\)$|^ FAILURES $|^(?:ok|FAILED) \| /,
  names: (f, line) => (f.kind === 'file' ? line === `./${f.name} (uncaught error)` : line.replace(/ => \.\/.+:\d+:\d+$/, '').split(' ... ').join(' > ') === f.name),
};
