/**
 * Focused tests of the playwright fold's context rules that the captures alone do not pin:
 * errors outside any test (which column-0 error lines start one), and where a failure block's
 * first error ends (location and detail), on real fixtures and on hand-made variations.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parsePlaywrightOutput } from '../../src/runners/playwright/parse.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/playwright/${id}/output.txt`, import.meta.url), 'utf8');
const runFailures = (text: string): string[] => parsePlaywrightOutput(text).failures.filter((f) => f.kind === 'run').map((f) => f.name);

const load = suite('playwright fold: errors outside any test');

load('each spec file that failed to load is one run failure, whatever the reporter', () => {
  for (const id of ['1.49.1-import-error-list', '1.65.1-import-error-line', '1.65.1-import-error-dot']) {
    const r = parsePlaywrightOutput(fixture(id));
    assert.equal(runFailures(fixture(id)), ["Error: Cannot find module './helpers/does-not-exist'", 'Error: fixture data could not be loaded'], id);
    assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 }, id);
    assert.is(r.summarySeen, false, id);
  }
});

load('`Error: No tests found` is a no-tests result: no failure, the runner\'s whole report', () => {
  for (const id of ['1.49.1-no-tests-list', '1.65.1-no-tests-line', '1.65.1-no-tests-dot']) {
    const r = parsePlaywrightOutput(fixture(id));
    assert.match(fixture(id), /^Error: No tests found$/m, id);
    assert.equal(r.failures, [], id);
    assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 }, id);
    assert.is(r.summarySeen, true, id);
  }
});

load('a second error after a code frame starts a failure of its own', () => {
  // A syntax error prints no stack: its code frame ends it.
  const syntax = fixture('1.65.1-syntax-error-list');
  const twice = `${syntax}${syntax.replace('broken.spec.js: Unexpected token', 'other.spec.js: Unexpected token')}`;
  assert.is(runFailures(twice).length, 2);
});

load('a column-0 error line inside a message is not another error', () => {
  // Between a message's first line and its frames: neither a stack nor a code frame precedes it.
  const text = 'Error: outer failure\nRequire stack:\nTypeError: part of the same message\n\n   at a.spec.js:2\n\n> 2 | x\n    at /w/tests/a.spec.js:2:1\n';
  assert.equal(runFailures(text), ['Error: outer failure']);
});

load.run();

const block = suite('playwright fold: location and detail of a failure block');

const RULE = '─'.repeat(20);
/** A one-test run with `body` as its failure block (the lines after the header). */
const run = (body: string[]): string =>
  ['', 'Running 1 test using 1 worker', '', '  ✘  1 tests/a.spec.js:3:1 › slow (300ms)', '', '', `  1) tests/a.spec.js:3:1 › slow ${RULE}`, '', ...body, '', '  1 failed', `    tests/a.spec.js:3:1 › slow ${RULE}`, ''].join('\n');

block('a retry\'s error never stands in for a first attempt without a stack', () => {
  const [f] = parsePlaywrightOutput(run(['    Test timeout of 300ms exceeded.', '', `    Retry #1 ${RULE}`, '', '    Error: expect(received).toBe(expected) // Object.is equality', '', '    Expected: 1', '    Received: 2', '', '        at /w/tests/a.spec.js:4:13'])).failures;
  assert.is(f!.message, 'Test timeout of 300ms exceeded.');
  assert.is(f!.location, 'tests/a.spec.js:3:1', 'the header\'s: the first attempt printed no frame');
  assert.is(f!.detail, undefined);
});

block('Error Context and attachments end the first attempt\'s errors', () => {
  for (const after of ['    Error Context: test-results/a-slow/error-context.md', `    attachment #1: screenshot (image/png) ${RULE}`]) {
    const [f] = parsePlaywrightOutput(run(['    Test timeout of 300ms exceeded.', '', after, '    test-results/a-slow/test-failed-1.png', '        at /w/tests/a.spec.js:9:1'])).failures;
    assert.is(f!.location, 'tests/a.spec.js:3:1', after);
    assert.is(f!.detail, undefined, after);
  }
});

block('the detail stops at the code frame, the location is the first project frame', () => {
  const [f] = parsePlaywrightOutput(run([
    '    Error: expect(received).toBe(expected) // Object.is equality',
    '',
    '    Expected: 5',
    '    Received: 4',
    '',
    '    >  9 |     expect(2 + 2).toBe(5);',
    '         |                   ^',
    '        at helper (/w/node_modules/lib/index.js:1:1)',
    '        at /w/tests/a.spec.js:9:19',
  ])).failures;
  assert.is(f!.location, '/w/tests/a.spec.js:9:19');
  assert.equal(f!.detail, ['Expected: 5', 'Received: 4']);
});

block('a line in the first columns ends the block (a line reporter\'s progress line)', () => {
  const [f] = parsePlaywrightOutput(run(['    Test timeout of 300ms exceeded.', '', '[2/3] tests/a.spec.js:9:1 › next', '    Expected: not part of the block', '        at /w/tests/a.spec.js:10:1'])).failures;
  assert.is(f!.location, 'tests/a.spec.js:3:1');
  assert.is(f!.detail, undefined);
});

block.run();
