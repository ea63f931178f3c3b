/**
 * Where a Deno failure's block is (parsing/failure-blocks.ts). Pretty and dot reporters: in
 * ` ERRORS `, `cart ... totals ... with tax => ./steps_test.ts:8:13`, or `./m_test.ts (uncaught
 * error)` for a module stopped by an uncaught error, to the next one or the ` FAILURES ` list.
 * TAP reporter: `not ok N - name` (a step's under its `# Subtest: test`), to the next result.
 *
 * @module dsh-test-closure/runners/deno/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

const PRETTY_HEADER = / => \.\/.+:\d+:\d+$/;
const TAP_HEADER = /^(?: {4})?not ok \d+ - /;

export const DENO_BLOCKS: BlockRules = {
  header: / => \.\/.+:\d+:\d+$| \(uncaught error\)$|^(?: {4})?not ok \d+ - /,
  end: / => \.\/.+:\d+:\d+$| \(uncaught error\)$|^ FAILURES $|^(?:ok|FAILED) \| |^(?: {4})?(?:not )?ok \d+ - |^# /,
  names: (f, line) => {
    if (f.kind === 'file') return line === `./${f.name} (uncaught error)`;
    if (TAP_HEADER.test(line)) return f.name === line.replace(TAP_HEADER, '') || f.name.endsWith(` > ${line.replace(TAP_HEADER, '')}`);
    return PRETTY_HEADER.test(line) && line.replace(PRETTY_HEADER, '').split(' ... ').join(' > ') === f.name;
  },
};
