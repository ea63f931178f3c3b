/**
 * Where a pytest failure's block is (parsing/failure-blocks.ts): a section header
 * `____ Class.test[id] ____`, to the next `===` rule or the junit-xml line.
 *
 * @module dsh-test-closure/runners/pytest/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

/** `Class.test[id]` of a pytest section header `____ Class.test[id] ____`. */
function headerTitle(line: string): string {
  return line.replace(/^_+ /, '').replace(/ _+$/, '');
}

export const PYTEST_BLOCKS: BlockRules = {
  header: /^_{3,} .+ _{3,}$/,
  end: /^={3,}|^-{3,} generated xml file: /,
  // Headers show `Class.test[id]` (the node id after its file, `::` read as `.`), an error's
  // `ERROR at setup of …`, a collection error's `ERROR collecting <file>`, a doctest's `[doctest] …`.
  names: (f, line) => {
    const title = headerTitle(line);
    if (f.kind === 'file') return title === `ERROR collecting ${f.name}`;
    const key = f.name.includes('::') ? f.name.split('::').slice(1).join('.') : f.name;
    return title === key || title === `ERROR at setup of ${key}` || title === `ERROR at teardown of ${key}` || title === `[doctest] ${key}`;
  },
};
