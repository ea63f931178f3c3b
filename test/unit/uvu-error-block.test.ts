/**
 * uvu's FAIL blocks: uvu/diff's unchanged `··` lines (also after an `L12 ` line number) are its
 * diff context and stay out of the detail; its `--`/`++` lines and their titles stay.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Failure } from '../../src/report/types.ts';
import { isUvuContextLine, UvuErrorBlock } from '../../src/runners/uvu/error-block.ts';

const test = suite('uvu error block');

test('context lines are the `··` ones', () => {
  assert.is(isUvuContextLine('        ··{'), true);
  assert.is(isUvuContextLine('        L40 ··line·39'), true);
  assert.is(isUvuContextLine('        L41 --line·40'), false);
  assert.is(isUvuContextLine('        ++11    (Expected)'), false);
  assert.is(isUvuContextLine('Actual:'), false);
});

test('a diff of lines: changed lines and titles, then the first project frame', () => {
  const failure: Failure = { name: 't', kind: 'test' };
  const block = new UvuErrorBlock(failure);
  for (const line of [
    '',
    '        L40 ··line·39:·the·quick·brown·fox',
    '        Actual:',
    '        L41 --line·40:·the·quick·brown·fox',
    '        Expected:',
    '        L41 ++line·40:·the·slow·brown·fox',
    '        L42 ··line·41:·the·quick·brown·fox',
    '        ',
    '    at assert (file:///w/node_modules/uvu/assert/index.mjs:33:8)',
    '    at Object.handler (file:///w/tests/a.test.js:12:10)',
  ]) block.add(line);
  block.apply();
  assert.equal(failure, {
    name: 't',
    kind: 'test',
    location: '/w/tests/a.test.js:12:10',
    detail: ['Actual:', 'L41 --line·40:·the·quick·brown·fox', 'Expected:', 'L41 ++line·40:·the·slow·brown·fox'],
  });
});

test.run();
