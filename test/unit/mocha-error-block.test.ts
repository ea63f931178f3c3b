/**
 * mocha's error text after the message line: the message's own lines keep their indentation
 * (Base.list prints them at column 0), mocha's 6-space diff indentation is removed only from
 * the `+ expected - actual` header on, so diff context stays out of the detail either way.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { parseRunnerOutput } from '../../src/parse.ts';
import type { Failure } from '../../src/report/types.ts';
import { MochaErrorBlock } from '../../src/runners/mocha/error-block.ts';

const test = suite('mocha error block');

function read(lines: string[], locationOnly = false): Failure {
  const block = new MochaErrorBlock();
  for (const line of lines) block.add(line);
  const failure: Failure = { name: 't', kind: 'test' };
  block.applyTo(failure, locationOnly);
  return failure;
}

// What mocha 10 prints after `AssertionError [ERR_ASSERTION]: Expected values to be strictly deep-equal:`
// for assert.deepStrictEqual({ a: 1, b: 2 }, { a: 1, b: 3 }): node's diff, then mocha's.
const DEEP_EQUAL = [
  '+ actual - expected',
  '',
  '  {',
  '    a: 1,',
  '+   b: 2',
  '-   b: 3',
  '  }',
  '',
  '      + expected - actual',
  '',
  '       {',
  '         "a": 1',
  '      -  "b": 2',
  '      +  "b": 3',
  '       }',
  '      ',
  '      at Context.<anonymous> (test/a.test.js:4:12)',
  '      at process.processImmediate (node:internal/timers:574:21)',
];

test("node's context lines (2 spaces, in the message) and mocha's (7) are both dropped", () => {
  assert.equal(read(DEEP_EQUAL), {
    name: 't',
    kind: 'test',
    location: 'test/a.test.js:4:12',
    detail: ['+ actual - expected', '+   b: 2', '-   b: 3', '+ expected - actual', '-  "b": 2', '+  "b": 3'],
  });
});

test('without a diff header the lines keep their indentation and the stack ends the detail', () => {
  const failure = read(['extra line', '      at Context.<anonymous> (/w/test/a.test.js:9:3)', 'after the stack']);
  assert.equal(failure.detail, ['extra line']);
  assert.is(failure.location, '/w/test/a.test.js:9:3');
});

test('tap: the location only (its stack repeats the message)', () => {
  const failure = read(['  Expected values to be strictly equal:', '  ', '  AssertionError: Expected values', '      at Context.<anonymous> (test/a.test.js:4:12)'], true);
  assert.equal(failure, { name: 't', kind: 'test', location: 'test/a.test.js:4:12' });
});

test('a failure list whose epilogue was cut off gives the same locations and details', () => {
  const output = readFileSync(new URL('../../fixtures/mocha/10-multi-file-failures-spec/output.txt', import.meta.url), 'utf8');
  const tail = output.slice(output.indexOf(' failing\n') + ' failing\n'.length);
  const cut = parseRunnerOutput('mocha', tail);
  assert.is(cut.summarySeen, false);
  assert.ok(cut.failures.some((f) => f.detail !== undefined) && cut.failures.every((f) => f.location !== undefined));
  assert.equal(cut.failures, parseRunnerOutput('mocha', output).failures);
});

test.run();
