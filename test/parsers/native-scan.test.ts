/**
 * The build-time plugin scripts/build/peggy-native-scan.mjs only changes speed: each committed
 * parser in lib/grammars returns exactly what plain peggy output of the same grammar
 * returns (same records, same errors) on every fixture and on fuzzed text; and it left no
 * rewritable class loop behind.
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
import * as nativeScan from '../../scripts/build/peggy-native-scan.mjs';

const { classTest, countTextClassLoops, rewriteClassLoops, rewriteLiteralTests } = nativeScan;

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

type Parser = { parse(input: string, options: { startRule: string }): unknown };

/** A rule's outcome: its value, or the error message (which names the expectations). */
function outcome(parser: Parser, input: string, startRule: string): unknown {
  try {
    return { value: parser.parse(input, { startRule }) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

const test = suite('native scans');

test('the plugin rewrites a zero-or-more class loop into a scan and leaves used arrays alone', () => {
  const source = peggy.generate('Start = a:$[a-z]* b:[0-9]* { return [a, b]; }', { output: 'source' });
  const { code, rewritten } = rewriteClassLoops(source);
  assert.ok(rewritten > 0);
  assert.is(code.match(/\$scan\(peg\$e\d+/g)?.length, 1, 'only the loop under $ becomes a scan');
  assert.match(code, /peg\$r\d+\$scan\(/);
  assert.ok(code.includes('.push('), 'the loop whose array is the label b stays');
  assert.is(countTextClassLoops(code), 0);
});

test('a class becomes a code-unit test derived from its own regex', () => {
  assert.equal(classTest(String.raw`/^[^\n]/`), { excludedOnly: 10 });
  assert.equal(classTest('/^[a-c]/'), { accepts: '(c >= 97 && c <= 99)' });
  assert.equal(classTest(String.raw`/^[^ \n]/`), { rejects: 'c === 10 || c === 32' });
  assert.is(classTest('/^[a-c]/i'), null, 'case-insensitive classes keep the regex');
});

test('a grammar compiled with the plugin fails and succeeds exactly as without it', () => {
  // Unnamed rules, so every expectation a scan reports shows in the error message.
  const grammar = [
    // `[^xy]?` at the end of input: a code-unit test must reject the NaN past the end.
    'Start = head:$[a-c]i* mid:$"="+ tail:$[^!\\n]* "!" rest:$[0-9]+ last:[^xy]? { return [head, mid, tail, rest, last]; }',
  ].join('\n');
  const plain = peggy.generate(grammar) as Parser;
  const scanned = peggy.generate(grammar, { plugins: [nativeScan] }) as Parser;
  const source = peggy.generate(grammar, { plugins: [nativeScan], output: 'source' });
  for (const used of ['peg$scanClass(', 'peg$scanChar(', '$scan(', '$has(']) assert.ok(source.includes(used), used);
  for (const input of ['', 'aB=x!1', 'abC==yy!12', 'ab', 'ab=', 'ab=x', 'ab=x!', 'a=\n!1', 'ab=x!1z', 'ab=x!1x', 'ab=x!1zz', 'd=!1']) {
    assert.equal(outcome(scanned, input, 'Start'), outcome(plain, input, 'Start'), JSON.stringify(input));
  }
});

test('a loop under $ (or whose value nobody reads) collects no array, and parses as before', () => {
  // Unnamed rules, so the error messages list every expectation.
  const grammar = [
    'Start = a:$("x" "y")* b:$(W / "-")+ C+ d:D* "!" { return [a, b, d]; }',
    'W = [a-z] [0-9]',
    'C = "c" "c"',
    'D = "d" "e"',
  ].join('\n');
  const plain = peggy.generate(grammar) as Parser;
  const rewritten = peggy.generate(grammar, { plugins: [nativeScan] }) as Parser;
  const source = peggy.generate(grammar, { plugins: [nativeScan], output: 'source' });
  // Only the labeled `D*` (its array is the value of d) still pushes.
  assert.is(source.match(/\.push\(s\d+\)/g)?.length, 1, source.match(/.*\.push\(s\d+\).*/g)?.join('\n'));
  for (const input of ['', '!', 'xyb1-cc!', 'xyxya1b2-ccccdede!', 'xya1cc', 'xy-c!', 'xyx-cc!', 'a1-cc d!', 'a1ccdex!', '-ccccde!']) {
    assert.equal(outcome(rewritten, input, 'Start'), outcome(plain, input, 'Start'), JSON.stringify(input));
  }
});

test('a sequence whose value nobody reads builds no array, and parses as before', () => {
  // Unnamed rules, so the error messages list every expectation. `&(...)` and `!(...)` drop
  // their sequence's value; so does `$`; the action reads labels, never its sequence's array;
  // `k:(...)` is read, so its array stays.
  const grammar = [
    'Start = &("a" [b-c] !"x") h:$("a" "b" / "a" "c") !("d" &{ return true; } "e") k:("f" "g")? "\\n"? { return [h, k]; }',
  ].join('\n');
  const plain = peggy.generate(grammar) as Parser;
  const rewritten = peggy.generate(grammar, { plugins: [nativeScan] }) as Parser;
  const source = peggy.generate(grammar, { plugins: [nativeScan], output: 'source' });
  assert.is(source.match(/= \[s\d+(?:, s\d+)+\];/g)?.length, 1, 'only the array of the read k:("f" "g") is built');
  for (const input of ['', 'ab', 'ac', 'ax', 'abfg', 'abf', 'acde', 'acdf', 'abfg\n', 'abfgh', 'b']) {
    assert.equal(outcome(rewritten, input, 'Start'), outcome(plain, input, 'Start'), JSON.stringify(input));
  }
});

test('literal tests become startsWith only where the length matches', () => {
  const source = peggy.generate('Start = "abc" / "x\\u00e9y" / "z"', { output: 'source' });
  const { code, rewritten } = rewriteLiteralTests(source);
  assert.is(rewritten, 2);
  assert.not.match(code, /input\.substr\(/);
});

for (const [grammar, fixtureDir] of GRAMMARS) {
  const plain = peggy.generate(grammarSource(grammar), { allowedStartRules: ['Report', 'Line'] }) as Parser;
  const built = (await import(builtGrammarPath(grammar))) as Parser;
  const builtCode = readFileSync(builtGrammarPath(grammar), 'utf8');
  const fixtures = loadFixtures(fixtureDir);

  test(`${grammar}: the committed parser has native scans and no class loop left to rewrite`, () => {
    assert.match(builtCode, /peg\$r\d+\$scan\(/, 'scans were compiled in');
    assert.is(countTextClassLoops(builtCode), 0);
  });

  test(`${grammar}: same records as plain peggy on every fixture`, () => {
    for (const fx of fixtures) {
      const input = normalizeOutput(fx.output);
      assert.ok(isDeepStrictEqual(outcome(built, input, 'Report'), outcome(plain, input, 'Report')), fx.id);
    }
  });

  test(`${grammar}: same records and same errors as plain peggy on fuzzed lines`, () => {
    const lines = distinctLines(fixtures, 3000);
    const pieces = fc.oneof(fc.constantFrom(...lines), fc.string({ maxLength: 12 }), fc.constantFrom(' ', '  ', '\n', '(', ')', '|', ':', '[', ']', '#', '-', '⎯', '✓', '×', '●', '✔', '✖', 'ℹ'));
    const text = fc.array(pieces, { maxLength: 30 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const input = t.endsWith('\n') ? t : `${t}\n`;
        assert.ok(isDeepStrictEqual(outcome(built, input, 'Report'), outcome(plain, input, 'Report')), 'Report');
        // `Line` on text that is not exactly one line fails: the error names the same expectations.
        assert.ok(isDeepStrictEqual(outcome(built, t, 'Line'), outcome(plain, t, 'Line')), 'Line');
      }),
      { numRuns: Math.max(500, RUNS / 4) },
    );
  });
}

test.run();
