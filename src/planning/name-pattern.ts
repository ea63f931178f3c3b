/**
 * last_failed selection: turning failure names, as the parsers spell them, into what each
 * runner accepts to re-run just those tests.
 *
 * How the runners match (checked against their sources and, for node, by experiment):
 * - vitest `-t`: `new RegExp(p)` tested against the full name, i.e. describe titles and the
 *   test title joined by single spaces (no file); parser names are `a > b > c`.
 * - jest `-t`: `new RegExp(p, 'i')` against describe titles and test title joined by spaces;
 *   parser names are `a › b › c`.
 * - node:test `--test-name-pattern`: Node 20 tests the pattern against the test's own
 *   title only; Node 24 against the title and against the ancestors-and-title joined by
 *   spaces (both observed). Only a pattern on the leaf title works on both.
 * - mocha `--grep`: `new RegExp(p)` against `fullTitle()`, the titles joined by spaces,
 *   which is also the parser's name; a failed hook's name ends in its hook title, whose
 *   suite's tests re-run it.
 * - pytest: node ids are exact, so they are passed as positional arguments (see plan.ts).
 *
 * A pattern that matches too little is the dangerous direction: the failing test would not
 * run and the re-run would look green. So every pattern errs on matching more:
 * - separators inside a name also match literally (a title may itself contain ` > `);
 * - the end is `(?:$| )`, not `$`: a name may denote a suite (vitest reports a failing
 *   `beforeAll` as `file > describe`), and its hook only fails again if tests under it run;
 *   the price is also running tests whose title extends the name after a space;
 * - vitest's start also accepts a space, in case a version prefixes the full name;
 * - node matches on any possible leaf title alone.
 *
 * @module dsh-test-closure/planning/name-pattern
 */

import type { NameMatching } from '../runners/runner.ts';
import { escapeRegExp } from '../runners/regexp.ts';
import { isJsFilePath } from '../runners/test-files.ts';

function unique(names: readonly string[]): string[] {
  return [...new Set(names.map((n) => n.trim()).filter((n) => n !== ''))];
}

/** vitest/jest: the title path, joined so it matches both a describe boundary (space) and a literal separator. */
function titlePathAlternative(name: string, separator: string): string | undefined {
  const segments = name.split(separator);
  // vitest prints `file > describe > test` in some places; a leading file segment is not part of the full name.
  while (segments.length > 1 && isJsFilePath(segments[0]!)) segments.shift();
  if (segments.length === 1 && isJsFilePath(segments[0]!)) return undefined;
  return segments.map(escapeRegExp).join(`(?: |${escapeRegExp(separator)})`);
}

/**
 * node:test: the whole name and every suffix after a separator. The parser may join
 * ancestors with ` > ` while a title may itself contain ` > `, so which suffix is the leaf
 * title is unknowable; offering each keeps the failing test selected either way.
 */
function leafAlternatives(name: string): string[] {
  if (isJsFilePath(name)) return [];
  const suffixes = [name];
  for (const m of name.matchAll(/ > | › /g)) suffixes.push(name.slice(m.index + m[0].length));
  return suffixes.filter((s) => s !== '').map(escapeRegExp);
}

/** mocha: the full title, or for a failed hook its suite's; undefined for a hook at the root (no suite to select). */
function fullTitleAlternative(name: string, hookSuffix: RegExp): string | undefined {
  const selected = name.replace(hookSuffix, '');
  return selected === '' ? undefined : escapeRegExp(selected);
}

/** The pattern alternatives that select one named failure under `matching`. */
function alternativesOf(matching: NameMatching, name: string): string[] {
  switch (matching.kind) {
    case 'leaf':
      return leafAlternatives(name);
    case 'title-path':
      return [titlePathAlternative(name, matching.separator)].filter((a) => a !== undefined);
    case 'full-title':
      return [fullTitleAlternative(name, matching.hookSuffix)].filter((a) => a !== undefined);
  }
}

/** A name pattern (unquoted regex source) and how many failures it selects. */
export interface NamePattern {
  pattern: string;
  selected: number;
}

/**
 * Builds one pattern selecting every named failure.
 *
 * @param matching how the receiving runner matches (its row of the runner table).
 * @param names failure names from the previous run, in the parser's naming.
 * @returns the OR-ed, anchored pattern and the count of failures it covers, or undefined
 *   when no name denotes a selectable test (empty list, or only file-level failures).
 */
export function namePattern(matching: NameMatching, names: readonly string[]): NamePattern | undefined {
  const alternatives: string[] = [];
  let selected = 0;
  for (const name of unique(names)) {
    const alts = alternativesOf(matching, name);
    if (alts.length === 0) continue;
    selected++;
    for (const alt of alts) if (!alternatives.includes(alt)) alternatives.push(alt);
  }
  if (alternatives.length === 0) return undefined;
  return { pattern: `${matching.start}(?:${alternatives.join('|')})(?:$| )`, selected };
}
