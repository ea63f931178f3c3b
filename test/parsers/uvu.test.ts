/**
 * Focused tests of the uvu parser: line kinds through the `Line` start rule, the fold's
 * context rules on real fixtures (imitation lines, swallowed hook errors, crashes, output cut
 * at the start), and the suite-name split of FAIL lines.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/uvu';
import { parseUvuOutput } from '../../src/runners/uvu/parse.ts';
import { EXITING_EARLY } from '../../src/runners/uvu/fold.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/uvu/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

const lines = suite('uvu grammar: line kinds');

lines('FAIL, totals, run ends, frames, exit notice, marks', () => {
  assert.equal(line('   FAIL  math  "adds"'), { kind: 'fail', text: 'math  "adds"' });
  assert.equal(line('   FAIL  "top"'), { kind: 'fail', text: '"top"' });
  assert.equal(line('   FAIL  no quote'), { kind: 'unknown' });
  assert.equal(line('  Total:     7'), { kind: 'total', n: 7 });
  assert.equal(line('  Passed:    5'), { kind: 'passed', n: 5 });
  assert.equal(line('  Skipped:   0'), { kind: 'skipped', n: 0 });
  assert.equal(line('  Duration:  4.72ms'), { kind: 'duration', ms: 4.72 });
  assert.equal(line(' math  • ✘   (1 / 2)'), { kind: 'suiteEnd', passed: 1, total: 2 });
  assert.equal(line('  (0 / 0)'), { kind: 'suiteEnd', passed: 0, total: 0 });
  assert.equal(line('    at Object.handler (file:///a.test.js:4:36)'), { kind: 'frame' });
  assert.equal(line(' crash  • Exiting early before testing is finished.'), { kind: 'exitingEarly' });
  assert.equal(line('• ✘ console text'), { kind: 'marks' });
  assert.equal(line('a.test.js'), { kind: 'unknown' });
  assert.equal(line('   '), { kind: 'blank' });
});

lines.run();

const fold = suite('uvu fold: context rules');

fold('lines a test prints inside its run create no failure and change no count', () => {
  const r = parseUvuOutput(fixture('0.5-noisy-console-no-color'));
  assert.equal(r.summary, { total: 7, passed: 5, failed: 2, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['noisy > really fails after noise', 'unnamed suite fails']);
  assert.equal(r.files, ['noisy.test.js']);
});

fold('a hook that throws: counted as failed by uvu, listed as the suite, without a message', () => {
  const r = parseUvuOutput(fixture('0.5-hook-failure-no-color'));
  assert.equal(r.summary, { total: 8, passed: 3, failed: 5, skipped: 0 });
  const suites = r.failures.filter((f) => f.kind === 'file');
  assert.equal(suites.map((f) => [f.name, f.file, f.message]), [
    ['hooks.test.js > before hook', 'hooks.test.js', undefined],
    ['hooks.test.js > afterEach hook', 'hooks.test.js', undefined],
  ]);
});

fold('a crash: counts from the finished runs and the unfinished run\'s marks, and a run failure', () => {
  const r = parseUvuOutput(fixture('0.5-crash-no-color'));
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures.filter((f) => f.kind === 'run').map((f) => f.name), [EXITING_EARLY]);
  const after = parseUvuOutput(fixture('0.5-after-hook-error-no-color'));
  assert.equal(after.failures.map((f) => f.name), ['Error: teardown exploded', EXITING_EARLY]);
});

fold('the exit notice a test prints, followed by more of uvu, is no crash', () => {
  const text = 'a.test.js\n t  Exiting early before testing is finished.\n• •   (2 / 2)\n\n  Total:     2\n  Passed:    2\n  Skipped:   0\n  Duration:  1.00ms\n\n';
  const r = parseUvuOutput(text);
  assert.equal(r.failures, []);
  assert.equal(r.summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
  assert.is(r.durationMs, 1);
});

fold('a test file that fails to load: the CLI\'s error is a run failure', () => {
  const r = parseUvuOutput(fixture('0.5-syntax-error-no-color'));
  assert.equal(r.failures, [{ name: "SyntaxError: Unexpected token ';'", kind: 'run' }]);
});

fold('output cut at the start still reads the FAIL blocks and totals that remain', () => {
  const full = fixture('0.5-failures-across-files-no-color');
  const cut = full.slice(full.indexOf('nested/c.test.js'));
  const r = parseUvuOutput(cut);
  assert.equal(r.summary, { total: 8, passed: 3, failed: 5, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.file]), [
    ['io > node assert fails', 'nested/c.test.js'],
    ['io > uvu not fails', 'nested/c.test.js'],
    ['io > matches', 'nested/c.test.js'],
  ]);
});

fold('FAIL lines are split with the run\'s suite name, which may hold two spaces and quotes', () => {
  const text = ' a  "b"  • ✘   (1 / 2)\n\n   FAIL  a  "b"  "c  "d""\n    boom  (is)\n\n\n\n  Total:     2\n  Passed:    1\n  Skipped:   0\n';
  const r = parseUvuOutput(text);
  assert.equal(r.failures, [{ name: 'a  "b" > c  "d"', kind: 'test', message: 'boom' }]);
});

fold.run();
