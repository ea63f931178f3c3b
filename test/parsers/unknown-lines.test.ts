/**
 * countUnknown counts Unknown records by identity, which is exact only because every grammar
 * returns one shared Unknown record: pinned here on every fixture of every grammar.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { normalizeOutput } from '../../src/parsing/normalize.ts';
import { countUnknown } from '../../src/parsing/unknown-lines.ts';
import { loadFixtures } from '../support/fixtures.ts';
import { builtGrammarPath, GRAMMARS } from '../support/grammars.ts';

const test = suite('unknown lines');

test('countUnknown counts the one shared record, and nothing when there is none', () => {
  const UNKNOWN = Object.freeze({ kind: 'unknown' });
  const other = { kind: 'test' };
  assert.is(countUnknown([other, UNKNOWN, other, UNKNOWN, UNKNOWN]), 3);
  assert.is(countUnknown([other, other]), 0);
  assert.is(countUnknown([]), 0);
});

for (const [grammar, fixtureDir] of GRAMMARS) {
  const { parse } = (await import(builtGrammarPath(grammar))) as { parse(input: string, options: object): Array<{ kind: string }> };
  test(`${grammar}: every unknown line is the same frozen record, so countUnknown is exact`, () => {
    let seen: object | undefined;
    for (const fx of loadFixtures(fixtureDir)) {
      const records = parse(normalizeOutput(fx.output), { startRule: 'Report' });
      const unknown = records.filter((r) => r.kind === 'unknown');
      for (const r of unknown) {
        seen ??= r;
        assert.ok(r === seen && Object.isFrozen(r), fx.id);
      }
      assert.is(countUnknown(records), unknown.length, fx.id);
    }
    assert.ok(seen !== undefined, 'the fixtures have unknown lines');
  });
}

test.run();
