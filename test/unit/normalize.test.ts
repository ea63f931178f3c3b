import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import stripAnsi from 'strip-ansi';
import { normalizeOutput } from '../../src/parsing/normalize.ts';

const test = suite('normalizeOutput');

/** What normalizeOutput must equal: strip-ansi on every input, CR and CRLF to LF, a final LF. */
function reference(text: string): string {
  const out = stripAnsi(text).replace(/\r\n?/g, '\n');
  return out.endsWith('\n') ? out : `${out}\n`;
}

test('strips escapes, turns CR and CRLF into LF, and ends in LF', () => {
  assert.is(normalizeOutput('\u001b[31mred\u001b[39m\r\nnext\rredraw'), 'red\nnext\nredraw\n');
  assert.is(normalizeOutput('\u009b31mC1 CSI\u009bm'), 'C1 CSI\n');
  assert.is(normalizeOutput('plain\n'), 'plain\n');
  assert.is(normalizeOutput(''), '\n');
});

test('skipping strip-ansi on text without ESC or C1 controls changes nothing', () => {
  // Pieces of every escape form strip-ansi knows, plus text around them.
  const piece = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.constantFrom('\u001b', '\u001b[', '\u001b]', '\u001bP', '\u0007', '\u009b', '\u009c', '\u009d', '\u0090', '\u0098', '\u009e', '\u009f', '\u0085', '[31m', '0;1m', '\r', '\r\n', '\n', '\\'),
  );
  fc.assert(
    fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
      const text = parts.join('');
      assert.is(normalizeOutput(text), reference(text));
    }),
    { numRuns: 5000 },
  );
});

test.run();
