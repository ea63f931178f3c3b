/**
 * Where a go failure's block is (parsing/failure-blocks.ts): `--- FAIL: TestX/sub (0.00s)`;
 * plain output prints a failing test's output after it (-v prints it before, so there the
 * block is empty and there is none).
 *
 * @module dsh-test-closure/runners/go/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
import { splitGoName } from './selection.ts';

export const GO_BLOCKS: BlockRules = {
  header: /^\s*--- FAIL: /,
  end: /^\s*--- (?:PASS|FAIL|SKIP): |^=== |^(?:ok {2}|FAIL|\? {3})\t|^(?:PASS|FAIL)$/,
  names: (f, line) => {
    const split = splitGoName(f.name);
    return split !== undefined && line.trimStart().startsWith(`--- FAIL: ${f.name.slice(split.pkg.length + 1)} (`);
  },
};
