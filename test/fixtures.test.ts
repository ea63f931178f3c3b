/**
 * Every captured fixture, every runner: the parse must agree with the result derived
 * from the runner's own machine-readable report of the same run.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../src/parse.ts';
import { failureKey, loadFixtures } from './support/fixtures.ts';

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
      if (fx.expected.summarySeen !== undefined) assert.is(result.summarySeen, fx.expected.summarySeen, `${fx.id}: summarySeen`);
    });
  }
  test.run();
}
