/**
 * Deno's runner facts on their own: the `--filter` selection of failure names (checked against
 * what `deno test --filter` matches: top-level test names) and detection over project layouts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { isDenoTestFile } from '../../src/runners/deno/detection.ts';
import { denoTestOf, selectDenoTests } from '../../src/runners/deno/selection.ts';

const selection = suite('deno selection: --filter');

selection('one anchored regular expression between slashes, names escaped', () => {
  assert.equal(selectDenoTests(['add(2, 2) is 5', '3 is even'], []), { flags: ['--filter', '/^(?:add\\(2, 2\\) is 5|3 is even)$/'], operands: [], count: 2 });
});

selection('a step selects its test; repeated tests count once; targets are the operands', () => {
  assert.is(denoTestOf('cart > totals > with tax'), 'cart');
  assert.equal(selectDenoTests(['cart > totals > with tax', 'cart > adds'], ['steps_test.ts']), { flags: ['--filter', '/^(?:cart)$/'], operands: ['steps_test.ts'], count: 1 });
});

selection('a module\'s name selects nothing', () => {
  assert.is(denoTestOf('top_level_test.ts'), undefined);
  assert.is(denoTestOf('/p/load-error/broken_test.ts'), undefined);
  assert.is(selectDenoTests(['top_level_test.ts'], []), undefined);
  assert.is(denoTestOf('日本語の名前'), '日本語の名前');
});

selection.run();

const detection = suite('deno detection');

detection('test modules: Deno\'s default names', () => {
  for (const path of ['calc_test.ts', 'a/b.test.mjs', 'test.ts', 'x/test.jsx', 'grüße_test.ts']) assert.is(isDenoTestFile(path), true, path);
  for (const path of ['calc.ts', 'latest.ts', 'contest.ts', 'node_modules/x/a_test.ts', 'a_test.py']) assert.is(isDenoTestFile(path), false, path);
});

detection.run();
