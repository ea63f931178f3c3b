/**
 * Where a uvu failure's block is (parsing/failure-blocks.ts): `   FAIL  suite  "name"`, to the
 * next file header, suite run, exit notice or the totals (all at column 0 or 1).
 *
 * @module dsh-test-closure/runners/uvu/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

export const UVU_BLOCKS: BlockRules = {
  header: /^ {3}FAIL {2}/,
  end: /^ ?\S|^ {2}Total: {5}\d/,
  // `suite > test` is printed `suite  "test"`; a title may hold ` > ` itself, so every split is tried.
  names: (f, line) =>
    f.kind === 'test' && (line === `   FAIL  "${f.name}"` || f.name.split(' > ').some((_, k, parts) => k > 0 && line === `   FAIL  ${parts.slice(0, k).join(' > ')}  "${parts.slice(k).join(' > ')}"`)),
};
