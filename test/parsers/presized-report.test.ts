/**
 * The build-time plugin scripts/build/peggy-presized-report.mjs only changes speed: the committed
 * parsers return the same records whatever `lineCount` the caller passes (right, too small,
 * too large, or not a count), and the same records as plain peggy output of the grammar.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import peggy from 'peggy';
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { normalizeOutput } from '../../src/parsing/normalize.ts';
import { loadFixtures } from '../support/fixtures.ts';
import { builtGrammarPath, distinctLines, grammarSource, GRAMMARS } from '../support/grammars.ts';
// @ts-expect-error: a plain build script without types.
import { presizeReport } from '../../scripts/build/peggy-presized-report.mjs';

type Parser = { parse(input: string, options: { startRule: string; lineCount?: unknown }): unknown };

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);
const newlines = (text: string): number => text.split('\n').length - 1;

const test = suite('presized report');

test('the plugin refuses a grammar whose Report is not the generated `Line*` loop', () => {
  const source = peggy.generate('Report = Line+\nLine = [^\\n]* "\\n"', { output: 'source' });
  assert.throws(() => presizeReport(source), /exactly one `Report = Line\*` rule/);
  const lineStar = peggy.generate('Report = Line*\nLine = [^\\n]* "\\n"', { output: 'source' });
  assert.match(presizeReport(lineStar), /options\.lineCount/);
});

for (const [grammar, fixtureDir] of GRAMMARS) {
  const plain = peggy.generate(grammarSource(grammar), { allowedStartRules: ['Report', 'Line'] }) as Parser;
  const built = (await import(builtGrammarPath(grammar))) as Parser;
  const fixtures = loadFixtures(fixtureDir);

  test(`${grammar}: the committed parser sizes its records from lineCount`, () => {
    assert.match(readFileSync(builtGrammarPath(grammar), 'utf8'), /new Array\(size\)/);
  });

  test(`${grammar}: any lineCount gives plain peggy's records on every fixture`, () => {
    for (const fx of fixtures) {
      const input = normalizeOutput(fx.output);
      const expected = plain.parse(input, { startRule: 'Report' }) as unknown[];
      assert.is(expected.length, newlines(input), `${fx.id}: one record per line`);
      const n = expected.length;
      for (const lineCount of [n, 0, n - 1, n + 7, -2, 1.5, Number.NaN, '12', undefined]) {
        const records = built.parse(input, { startRule: 'Report', lineCount });
        assert.ok(isDeepStrictEqual(records, expected), `${fx.id} with lineCount ${String(lineCount)}`);
      }
    }
  });

  test(`${grammar}: any lineCount gives plain peggy's records on fuzzed text`, () => {
    const lines = distinctLines(fixtures, 2000);
    const text = fc.array(fc.oneof(fc.constantFrom(...lines), fc.string({ maxLength: 12 })), { maxLength: 30 }).map((parts) => `${parts.join('\n')}\n`);
    fc.assert(
      fc.property(text, fc.integer({ min: -3, max: 40 }), (input, lineCount) => {
        const expected = plain.parse(input, { startRule: 'Report' });
        assert.ok(isDeepStrictEqual(built.parse(input, { startRule: 'Report', lineCount }), expected), 'given count');
        assert.ok(isDeepStrictEqual(built.parse(input, { startRule: 'Report', lineCount: newlines(input) }), expected), 'exact count');
      }),
      { numRuns: Math.max(300, RUNS / 8) },
    );
  });
}

test.run();
