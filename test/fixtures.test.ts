/**
 * Every captured fixture, every runner: the parse must agree with the result derived
 * from the runner's own machine-readable report of the same run.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../src/parse.ts';
import { failureKey, loadFixtures } from './support/fixtures.ts';

const NPM_HEADER = '\n> demo@1.0.0 test\n> node run-tests.js\n\n';
const NPM_FOOTER = [
  'npm error Lifecycle script `test` failed with error:',
  'npm error code 1',
  'npm error path /tmp/demo',
  'npm error workspace demo@1.0.0',
  'npm error location /tmp/demo',
  'npm error command failed',
  'npm error command sh -c node run-tests.js',
  '',
].join('\n');

// FIXTURES=vitest,jest limits the run to some runner directories (for focused work).
const only = process.env.FIXTURES?.split(',').filter(Boolean);
for (const runnerDir of ['vitest', 'jest', 'pytest', 'node-test']) {
  if (only && !only.includes(runnerDir)) continue;
  const fixtures = loadFixtures(runnerDir);
  const test = suite(`fixtures: ${runnerDir}`);
  for (const fx of fixtures) {
    test(fx.id, () => {
      const result = parseRunnerOutput(fx.capture.framework, fx.output);
      assert.equal(result.summary, fx.expected.summary, `${fx.id}: summary`);
      const got = [...result.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
      const want = [...fx.expected.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
      assert.equal(got.map(failureKey), want.map(failureKey), `${fx.id}: failure names`);
      want.forEach((w, i) => {
        const g = got[i]!;
        if (w.file !== undefined) assert.is(g.file, w.file, `${fx.id}: file of ${w.name}`);
        if (w.message !== undefined) assert.is(g.message, w.message, `${fx.id}: message of ${w.name}`);
      });
      if (fx.expected.summarySeen !== undefined) assert.is(result.summarySeen, fx.expected.summarySeen, `${fx.id}: summary seen`);
    });
    // The files the output reports results for (the gate's evidence that a failing test's file
    // ran) include the file of every failing test the runner names.
    test(`${fx.id} (files reported)`, () => {
      const result = parseRunnerOutput(fx.capture.framework, fx.output);
      if (result.files === undefined) return;
      assert.equal(result.files, [...new Set(result.files)], `${fx.id}: files listed once`);
      for (const f of result.failures) {
        if (f.kind === 'test' && f.file !== undefined) assert.ok(result.files.includes(f.file), `${fx.id}: ${f.file} of ${f.name} in ${JSON.stringify(result.files)}`);
      }
    });
    // The same run under `npm test`: npm's header and its failure footer must not disturb the parse.
    test(`${fx.id} (inside npm test)`, () => {
      const plain = parseRunnerOutput(fx.capture.framework, fx.output);
      const body = fx.output.endsWith('\n') ? fx.output : `${fx.output}\n`;
      const wrapped = parseRunnerOutput(fx.capture.framework, `${NPM_HEADER}${body}${NPM_FOOTER}`);
      assert.equal(wrapped.summary, plain.summary);
      assert.equal(wrapped.failures, plain.failures);
      assert.is(wrapped.summarySeen, plain.summarySeen);
    });
  }
  test.run();
}
