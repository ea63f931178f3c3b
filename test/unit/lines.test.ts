import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { OutputLines } from '../../src/parsing/lines.ts';

const test = suite('OutputLines');

test('gives the lines of the split without the empty string after the final "\\n"', () => {
  const lines = new OutputLines('a\n\nbc\n');
  assert.is(lines.length, 3);
  assert.equal([lines.at(0), lines.at(1), lines.at(2)], ['a', '', 'bc']);
  assert.equal([...lines], ['a', '', 'bc']);
});

test('is undefined outside the lines', () => {
  const lines = new OutputLines('a\n');
  for (const i of [-1, 1, 0.5, Number.NaN]) assert.is(lines.at(i), undefined, String(i));
  assert.is(new OutputLines('').length, 0);
});

test('agrees with split on any text ending in "\\n"', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (raw) => {
      const text = `${raw}\n`;
      const split = text.split('\n');
      split.pop();
      assert.equal([...new OutputLines(text)], split);
    }),
  );
});

test.run();
