/**
 * Focused tests of the playwright fold's context rules that the captures alone do not pin:
 * errors outside any test (which column-0 error lines start one), on real fixtures and on
 * hand-made variations of them.
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
