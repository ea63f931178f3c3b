/**
 * Where a unittest failure's block is (parsing/failure-blocks.ts). A block is `=` * 70,
 * `FAIL: <description>` (and a docstring line), `-` * 70, the body: the `-` separator is the
 * header, so the body starts after it and ends at the next block's `=` separator or the
 * footer's `-` separator.
 *
 * @module dsh-test-closure/runners/unittest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
import { readDescription } from './names.ts';

export const UNITTEST_BLOCKS: BlockRules = {
  header: /^-{70}$/,
  end: /^={70}$/,
  names: (f, _line, lines, index) =>
    [lines[index - 1], lines[index - 2]].some((h) => {
      const named = h === undefined ? undefined : readDescription(/^(?:FAIL|ERROR|UNEXPECTED SUCCESS): (.*)$/.exec(h)?.[1] ?? '');
      return named !== undefined && named.kind === f.kind && named.name === f.name;
    }),
};
