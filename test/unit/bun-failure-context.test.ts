/**
 * bun's failure blocks: a test's location and detail come from the lines after the LAST error
 * line before its `(fail)` line (bun prints the test's own console output first), and from
 * no other test's block.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../../src/parse.ts';

const test = suite('bun location and detail');

const OUTPUT = [
  'bun test v1.4.5 (a7733435c)',
  '',
  'test/a.test.js:',
  'error: printed by the test',
  'Expected: not this',
  '      at <anonymous> (/w/test/helper.js:1:1)',
  '7 |   test("adds", () => {',
  '8 |     expect(2 + 2).toBe(5);',
  '                      ^',
  'error: expect(received).toBe(expected)',
  '',
  'Expected: 5',
  'Received: 4',
  '',
  '      at <anonymous> (/w/node_modules/lib/index.js:3:9)',
  '      at <anonymous> (/w/test/a.test.js:8:19)',
  '(fail) adds [0.20ms]',
  '(fail) times out [5001.00ms]',
  '  ^ this test timed out after 5000ms.',
  '',
  ' 0 pass',
  ' 2 fail',
  'Ran 2 tests across 1 file. [5.01s]',
  '',
].join('\n');

test('the last error block before the result line, its first project frame', () => {
  const [adds, timeout] = parseRunnerOutput('bun', OUTPUT).failures;
  assert.equal(adds, {
    name: 'adds',
    kind: 'test',
    file: 'test/a.test.js',
    message: 'expect(received).toBe(expected)',
    location: '/w/test/a.test.js:8:19',
    detail: ['Expected: 5', 'Received: 4'],
  });
  // A timeout prints no error block: nothing carries over from the test before it.
  assert.equal(timeout, { name: 'times out', kind: 'test', file: 'test/a.test.js' });
});

test.run();
