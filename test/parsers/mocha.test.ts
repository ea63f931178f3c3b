/**
 * Focused tests of the mocha parser: line kinds through the `Line` start rule
 * (grammars/mocha.peggy lists them), and the fold on real fixtures (fixtures/mocha/, captured
 * by scripts/capture/mocha.mjs): the spec reporter's failure list read back into full titles,
 * and the tap reporter's results and counts.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/mocha';
import { parseRunnerOutput } from '../../src/parse.ts';
import { buildRunResult } from '../../src/run/result.ts';
import type { Failure } from '../../src/report/types.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/mocha/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

const lines = suite('mocha grammar: line kinds');

lines('epilogue, failure list, spec tree, tap results, counts and plan, load errors', () => {
  assert.equal(line('  2 passing (23ms)'), { kind: 'passing', n: 2, ms: 23 });
  assert.equal(line('  1 pending'), { kind: 'pending', n: 1 });
  assert.equal(line('  1 failing'), { kind: 'failing', n: 1 });
  assert.equal(line('  1) calc'), { kind: 'failureTitle', n: 1, title: 'calc' });
  assert.equal(line('    ✔ adds 1 + 1'), { kind: 'tree', indent: 4, status: 'passed', title: 'adds 1 + 1' });
  assert.equal(line('    1) adds 2 + 2'), { kind: 'tree', indent: 4, status: 'failed', title: 'adds 2 + 2' });
  assert.equal(line('    - later'), { kind: 'tree', indent: 4, status: 'pending', title: 'later' });
  assert.equal(line('ok 1 calc adds 1 + 1'), { kind: 'tapResult', status: 'passed', n: 1, title: 'calc adds 1 + 1' });
  assert.equal(line('not ok 2 calc adds 2 + 2'), { kind: 'tapResult', status: 'failed', n: 2, title: 'calc adds 2 + 2' });
  assert.equal(line('# tests 3'), { kind: 'tapCount', label: 'tests', n: 3 });
  assert.equal(line('# fail 1'), { kind: 'tapCount', label: 'fail', n: 1 });
  assert.equal(line('1..3'), { kind: 'tapPlan' });
  assert.equal(line('SyntaxError: Unexpected token'), { kind: 'errorLine', text: 'SyntaxError: Unexpected token' });
  assert.equal(line(''), { kind: 'blank' });
  // A suite title in the spec tree, a diff line: no kind.
  assert.equal(line('  calc'), { kind: 'unknown' });
  assert.equal(line('4 !== 5'), { kind: 'unknown' });
});

lines.run();

const fold = suite('mocha fold: real fixtures');

fold('spec: the failure list read back into the full title, the message from the error', () => {
  const r = parseRunnerOutput('mocha', fixture('11-one-failure-spec'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind, f.message]), [['calc adds 2 + 2', 'test', 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:']]);
  assert.is(r.summarySeen, true);
});

fold('tap: the same run from its results and counts, the same name', () => {
  const r = parseRunnerOutput('mocha', fixture('11-one-failure-tap'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['calc adds 2 + 2']);
});

fold('failed hooks: kind hook, counted as mocha counts them in `N failing`, on every reporter', () => {
  for (const id of ['9-hook-failure-spec', '10-hook-failure-dot', '11-hook-failure-spec', '11-hook-failure-tap']) {
    const r = parseRunnerOutput('mocha', fixture(id));
    const text = fixture(id);
    const failing = Number(/^ {2}(\d+) failing$/m.exec(text)?.[1] ?? /^# fail (\d+)$/m.exec(text)?.[1]);
    assert.is(r.summary.failed, failing, `${id}: mocha's failing count`);
    assert.equal(r.failures.map((f) => f.kind), ['hook', 'hook', 'hook', 'hook'], id);
    assert.equal(r.summary, { total: 7, passed: 3, failed: 4, skipped: 0 }, id);
  }
});

fold('an error outside any test: kind run, counted as mocha counts it, the tests after it still read on every reporter', () => {
  for (const major of [9, 10, 11]) {
    for (const reporter of ['spec', 'dot', 'tap']) {
      const id = `${major}-uncaught-outside-${reporter}`;
      const text = fixture(id);
      const r = parseRunnerOutput('mocha', text);
      const failing = Number(/^ {2}(\d+) failing$/m.exec(text)?.[1] ?? /^# fail (\d+)$/m.exec(text)?.[1]);
      assert.is(r.summary.failed, failing, `${id}: mocha's failing count`);
      assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 }, id);
      assert.equal(r.failures.map((f) => [f.kind, f.name, f.location]), [['run', 'Uncaught error outside test suite', 'test/pool.test.js:17:9']], id);
      // tap numbers the first test after the error as the error itself (no test had ended).
      if (reporter !== 'dot') assert.equal(r.tests?.passed, ['pool serves a query', 'pool serves a second query'], id);
    }
  }
});

fold('no test files: mocha\'s `Error: No test files found` is a no-tests result, not a failure', () => {
  const r = parseRunnerOutput('mocha', fixture('11-no-test-files-spec'));
  assert.match(fixture('11-no-test-files-spec'), /Error: No test files found/);
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.equal(r.failures, []);
  assert.is(r.summarySeen, true);
  // Any other error before a test ran is still a failure: the file that failed to load.
  assert.equal(parseRunnerOutput('mocha', fixture('11-import-error-spec')).failures.map((f) => f.kind), ['file']);
});

fold('a test file that fails to load is named by that file, the error its message: mocha 9, 10, 11, every reporter', () => {
  const at = '/tmp/dsh-mocha-fixture';
  const cases: [string, Failure][] = [
    // node's `path:line` header above a syntax error (alone in mocha 9, after ` Exception during run: ` from 10).
    ['syntax-error', { name: `${at}/syntax-error/test/broken.test.js`, kind: 'file', message: 'SyntaxError: missing ) after argument list', location: `${at}/syntax-error/test/broken.test.js:5` }],
    // An ES module's syntax error names the module in the error's name.
    ['esm-syntax-error', { name: `${at}/esm-syntax-error/test/res.attachment.js`, kind: 'file', message: 'SyntaxError: missing ) after argument list' }],
    // A require in the test file: its own frame.
    ['import-error', { name: `${at}/import-error/test/imports.test.js`, kind: 'file', message: "Error: Cannot find module './does-not-exist'", location: `${at}/import-error/test/imports.test.js:1:17` }],
    // A require in a helper the test file requires: the outermost module of node's require stack, not the helper.
    ['helper-require-error', { name: `${at}/helper-require-error/test/20-dumper.js`, kind: 'file', message: "Error: Cannot find module 'no-such-yaml-package'", location: `${at}/helper-require-error/test/20-dumper.js:2:18` }],
  ];
  for (const major of ['9', '10', '11']) {
    for (const reporter of ['spec', 'dot', 'tap']) {
      for (const [scenario, failure] of cases) {
        const id = `${major}-${scenario}-${reporter}`;
        const r = parseRunnerOutput('mocha', fixture(id));
        assert.equal([r.summary.total, r.summarySeen, r.failures], [0, false, [failure]], id);
      }
    }
  }
  // The run names it relative to the project it ran in.
  const parsed = parseRunnerOutput('mocha', fixture('9-helper-require-error-spec'));
  const run = buildRunResult({ exitCode: 1, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output: '', truncated: false, durationMs: 1 }, parsed, { command: 'mocha', notes: [], tailChars: 0, root: `${at}/helper-require-error` });
  assert.equal(run.failures.map((f) => [f.name, f.location]), [['test/20-dumper.js', 'test/20-dumper.js:2:18']]);
  // No file in the output: the error names the failure.
  assert.equal(parseRunnerOutput('mocha', '\n Exception during run: Error: boom\n    at node:internal/x:1:1\n').failures, [{ name: 'Error: boom', kind: 'run', message: 'Error: boom' }]);
});

fold.run();
