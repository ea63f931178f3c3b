/**
 * Where a mocha failure's block is (parsing/failure-blocks.ts): the spec/dot list entry
 * `  1) first title` (the rest of the title path on the next lines), or tap's `not ok N full
 * title`, to the next entry or the totals.
 *
 * @module dsh-test-closure/runners/mocha/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';

/** The full title of a mocha list entry at `index`: its titles at 5 + 2·depth spaces, the last ending in `:`. */
function mochaListTitle(line: string, lines: readonly string[], index: number): string | undefined {
  const parts = [line.replace(/^ {2}\d+\) /, '')];
  for (let depth = 1; index + depth < lines.length; depth++) {
    const next = lines[index + depth]!;
    const indent = 5 + 2 * depth;
    if (next.length <= indent || next.length - next.trimStart().length !== indent) break;
    parts.push(next.slice(indent));
  }
  const joined = parts.join(' ');
  return joined.endsWith(':') ? joined.slice(0, -1) : undefined;
}

export const MOCHA_BLOCKS: BlockRules = {
  header: /^ {2}\d+\) |^not ok \d+ /,
  end: /^ {2}\d+ (?:passing|pending|failing)\b|^(?:ok|not ok) \d+ |^# (?:tests|pass|fail) /,
  names: (f, line, lines, index) => {
    const tap = /^not ok \d+ (.*)$/.exec(line);
    return tap !== null ? tap[1] === f.name : mochaListTitle(line, lines, index) === f.name;
  },
};
