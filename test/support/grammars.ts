/** The grammars in grammars/, for tests that check every one of them against its runner's fixtures. */
import { readFileSync } from 'node:fs';
import { normalizeOutput } from '../../src/parsing/normalize.ts';
import { RUNNERS } from '../../src/runners/registry.ts';
import type { Fixture } from './fixtures.ts';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Each grammar with the fixture directory of the runner whose output it parses (from the runner table). */
export const GRAMMARS: ReadonlyArray<readonly [grammar: string, fixtureDir: string]> = Object.values(RUNNERS).flatMap((r) =>
  r.fixtures.grammars.map((g) => [g, r.fixtures.dir] as const),
);

/** The grammar's peggy source. */
export const grammarSource = (grammar: string): string => readFileSync(`${ROOT}grammars/${grammar}.peggy`, 'utf8');

/** Path of the committed, generated parser in lib/grammars. */
export const builtGrammarPath = (grammar: string): string => `${ROOT}lib/grammars/${grammar}.js`;

/** The distinct lines of the fixtures' normalized outputs, in order of first appearance, at most `max`. */
export function distinctLines(fixtures: readonly Fixture[], max: number): string[] {
  return [...new Set(fixtures.flatMap((f) => normalizeOutput(f.output).split('\n')))].slice(0, max);
}
