/**
 * Focused tests of the bun test parser: line kinds through the `Line` start rule
 * (grammars/bun.peggy lists them), and the fold on real fixtures (fixtures/bun/, captured by
 * scripts/capture/bun.mjs): result names without their duration, the error printed before a
 * test's (fail) line as its message, and a file that failed to load.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/bun';
import { parseRunnerOutput } from '../../src/parse.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/bun/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

const lines = suite('bun grammar: line kinds');

lines('results (pipe and terminal marks), counts, Ran, recaps, unhandled errors', () => {
  assert.equal(line('(pass) calc > adds 1 + 1 [0.05ms]'), { kind: 'result', status: 'pass', name: 'calc > adds 1 + 1' });
  assert.equal(line('(fail) calc > adds 2 + 2 [1.20s]'), { kind: 'result', status: 'fail', name: 'calc > adds 2 + 2' });
  assert.equal(line('(skip) later'), { kind: 'result', status: 'skip', name: 'later' });
  assert.equal(line('✎ someday'), { kind: 'result', status: 'todo', name: 'someday' });
  assert.equal(line('✗ broken [0.10ms]'), { kind: 'result', status: 'fail', name: 'broken' });
  assert.equal(line(' 2 pass'), { kind: 'count', label: 'pass', n: 2 });
  assert.equal(line(' 3 errors'), { kind: 'count', label: 'error', n: 3 });
  assert.equal(line(' 3 expect() calls'), { kind: 'count', label: 'expects', n: 3 });
  assert.equal(line('Ran 3 tests across 1 file. [74.00ms]'), { kind: 'ran', n: 3, ms: 74 });
  assert.equal(line('Ran 1 test across 2 files. [1.50s]'), { kind: 'ran', n: 1, ms: 1500 });
  assert.equal(line('Ran 1 test across 1 file.'), { kind: 'ran', n: 1, ms: null });
  assert.equal(line('50 tests failed:'), { kind: 'recap' });
  assert.equal(line('# Unhandled error between tests'), { kind: 'unhandled' });
  assert.equal(line(''), { kind: 'blank' });
  // A code frame line bun prints above an error: no kind.
  assert.equal(line('8 |     expect(2 + 2).toBe(5);'), { kind: 'unknown' });
});

lines.run();

const fold = suite('bun fold: real fixtures');

fold('a failing test: its title path, the error line before its (fail) line (without bun\'s label), the values', () => {
  const r = parseRunnerOutput('bun', fixture('1.4.5-one-failure-default'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind, f.file, f.message, f.detail]), [
    // bun's `error: ` label is not part of the message.
    ['calc > adds 2 + 2', 'test', 'test/calc.test.js', 'expect(received).toBe(expected)', ['Expected: 5', 'Received: 4']],
  ]);
  assert.is(r.summarySeen, true);
});

fold('a file that failed to load: a file failure under its header, counted as bun counts it (one `fail`)', () => {
  const r = parseRunnerOutput('bun', fixture('1.4.5-import-error-default'));
  assert.match(fixture('1.4.5-import-error-default'), /^ 1 pass\n 1 fail\n/m);
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind, f.file]), [['test/imports.test.js', 'file', 'test/imports.test.js']]);
  // Cut before bun's counts: the file still counts as failed.
  const cut = fixture('1.4.5-import-error-default').split('\n 1 pass')[0]!;
  assert.equal(parseRunnerOutput('bun', cut).summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
});

fold.run();
