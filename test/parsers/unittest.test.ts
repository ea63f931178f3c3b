/**
 * Focused tests of the unittest parser: line kinds through the `Line` start rule
 * (grammars/unittest.peggy lists them), and the fold on real fixtures (fixtures/unittest/,
 * captured by scripts/capture/unittest.mjs): names as unittest prints them, the message from
 * the traceback's last line, -v result lines, and the status line's skips and unexpected
 * successes.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/unittest';
import { parseRunnerOutput } from '../../src/parse.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/unittest/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

const lines = suite('unittest grammar: line kinds');

lines('separators, headers, Ran, status lines, tracebacks, chains, -v results', () => {
  assert.equal(line('='.repeat(70)), { kind: 'sep1' });
  assert.equal(line('-'.repeat(70)), { kind: 'sep2' });
  // unittest's separators are 70 characters exactly.
  assert.equal(line('='.repeat(69)), { kind: 'unknown' });
  assert.equal(line('FAIL: test_add (test_calc.TestCalc.test_add)'), { kind: 'header', word: 'FAIL', description: 'test_add (test_calc.TestCalc.test_add)' });
  assert.equal(line('ERROR: setUpClass (tests.test_a.TestA)'), { kind: 'header', word: 'ERROR', description: 'setUpClass (tests.test_a.TestA)' });
  assert.equal(line('Ran 2 tests in 0.020s'), { kind: 'ran', n: 2, seconds: 0.02 });
  assert.equal(line('Ran 1 test in 0.000s'), { kind: 'ran', n: 1, seconds: 0 });
  assert.equal(line('OK'), { kind: 'status', word: 'OK', failures: 0, errors: 0, skipped: 0, expectedFailures: 0, unexpectedSuccesses: 0 });
  assert.equal(line('FAILED (skipped=6, expected failures=1, unexpected successes=1)'), { kind: 'status', word: 'FAILED', failures: 0, errors: 0, skipped: 6, expectedFailures: 1, unexpectedSuccesses: 1 });
  assert.equal(line('NO TESTS RAN'), { kind: 'status', word: 'NO TESTS RAN', failures: 0, errors: 0, skipped: 0, expectedFailures: 0, unexpectedSuccesses: 0 });
  assert.equal(line('Traceback (most recent call last):'), { kind: 'traceback' });
  assert.equal(line('During handling of the above exception, another exception occurred:'), { kind: 'chain' });
  assert.equal(line('test_add (test_calc.TestCalc.test_add) ... FAIL'), { kind: 'result', status: 'FAIL', head: 'test_add (test_calc.TestCalc.test_add)' });
  assert.equal(line("test_a (test_skips.TestSkippedClass.test_a) ... skipped 'whole class'"), { kind: 'result', status: 'skipped', head: 'test_a (test_skips.TestSkippedClass.test_a)' });
  assert.equal(line('test_x (m.C.test_x) ... unexpected success'), { kind: 'result', status: 'unexpected success', head: 'test_x (m.C.test_x)' });
  // A result line a test's own print split: no status at its end.
  assert.equal(line('test_x (m.C.test_x) ... printed text'), { kind: 'unknown' });
  assert.equal(line('AssertionError: 4 != 3'), { kind: 'unknown' });
});

lines.run();

const fold = suite('unittest fold: real fixtures');

fold('the default format: the failing test as unittest names it, its message from the traceback', () => {
  const r = parseRunnerOutput('unittest', fixture('3.13-one-failure-default'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind, f.message]), [['test_add (test_calc.TestCalc.test_add)', 'test', 'AssertionError: 4 != 3']]);
  assert.is(r.summarySeen, true);
});

fold('-v: the same run read with its result lines', () => {
  const r = parseRunnerOutput('unittest', fixture('3.13-one-failure-v'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.message]), [['test_add (test_calc.TestCalc.test_add)', 'AssertionError: 4 != 3']]);
});

fold('skips, an expected failure and an unexpected success: the status line\'s counts', () => {
  const r = parseRunnerOutput('unittest', fixture('3.13-skip-xfail-v'));
  // Six skips and the expected failure are skipped (as pytest's xfail; scripts/capture/unittest.mjs
  // derives them so), the unexpected success failed.
  assert.equal(r.summary, { total: 9, passed: 1, failed: 1, skipped: 7 });
  assert.equal(r.failures.map((f) => f.name), ['test_unexpected_success (test_skips.TestSkips.test_unexpected_success)']);
});

fold('modules that failed to import: file failures, counted as unittest counts them (`Ran 3` and `errors=2`)', () => {
  for (const id of ['3.10-import-error-default', '3.13-import-error-v', '3.13-import-error-q']) {
    const text = fixture(id);
    assert.match(text, /^Ran 3 tests in /m, id);
    assert.match(text, /^FAILED \(errors=2\)$/m, id);
    const r = parseRunnerOutput('unittest', text);
    assert.equal(r.summary, { total: 3, passed: 1, failed: 2, skipped: 0 }, id);
    assert.equal(r.failures.map((f) => [f.name, f.kind]), [['test_missing_module', 'file'], ['test_syntax', 'file']], id);
  }
  // A class fixture's error is not in `Ran N`: listed, not counted.
  const hooks = parseRunnerOutput('unittest', fixture('3.13-hook-failures-default'));
  assert.equal(hooks.summary, { total: 6, passed: 2, failed: 4, skipped: 0 });
  assert.equal(hooks.failures.filter((f) => f.kind === 'run').length, 3);
});

fold.run();
