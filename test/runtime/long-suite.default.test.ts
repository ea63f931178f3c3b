/**
 * Suites of about 150 s, longer than a tool call's default timeout, on the real runtime with the
 * default config: the model passes neither `timeout_ms` nor `run_in_background`. A green one
 * closes verified with the suite started once; a red one names its first failing test in the
 * call's answer and stays unverified. (The pytest suite: test/toolchain/long-suite.default.test.ts.)
 * The two sessions run side by side, so the file takes the suite's time once.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolResults, withBootedRuntime } from '../support/runtime.ts';
import { closureCheck, intercepts } from '../support/gate-session.ts';

/** Tests of the suite, and how long each sleeps: 30 × 5 s. */
const TESTS = 30;
const EACH_MS = 5000;

/**
 * A node:test suite of {@link TESTS} tests that each take {@link EACH_MS}, the first failing when
 * `red`; each start of the suite appends a line to `starts` (in the temp area, outside the workspace).
 */
function longSuite(starts: string, red: boolean): Record<string, string> {
  const tests = Array.from({ length: TESTS }, (_, i) => (i === 0 && red ? "test('t0', () => assert.equal(1, 2));" : `test('t${i}', async () => { await sleep(${EACH_MS}); });`)).join('\n');
  return {
    'package.json': '{"name":"long","type":"module"}\n',
    'test/long.test.mjs': `import test from 'node:test';\nimport assert from 'node:assert';\nimport { appendFileSync } from 'node:fs';\nimport { setTimeout as sleep } from 'node:timers/promises';\nappendFileSync(${JSON.stringify(starts)}, 'started\\n');\n${tests}\n`,
  };
}

const starts = (file: string): number => readFileSync(file, 'utf8').split('\n').filter((l) => l === 'started').length;

const long = suite('a suite of about 150 s, the default config');

long('a green suite closes verified, started once; a red one names its first failing test in the answer and stays unverified', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-long-'));
  const greenStarts = join(dir, 'green');
  const redStarts = join(dir, 'red');
  await Promise.all([
    withBootedRuntime({ files: longSuite(greenStarts, false), jobs: true, config: { startRun: false } }, async (rt) => {
      await rt.turn('run the tests', [{ call: 'test_run' }, { text: 'done' }]);
      const [first] = toolResults(rt, 'test_run');
      assert.is(first!.value.status, 'running', 'the call answered before the suite ended');
      assert.match(first!.text, /\nthe suite is running: [^\n]*; the turn closes when it finishes\n/);
      assert.is(intercepts(rt).length, 0, 'no steer while the answer was pending');
      const check = await closureCheck(rt);
      assert.is(check.satisfied, true, JSON.stringify(check));
      assert.is(check.unresolved, null);
      assert.is(check.lastRun.summary.total, TESTS);
      assert.is(starts(greenStarts), 1, 'the suite was started once');
    }),
    withBootedRuntime({ files: longSuite(redStarts, true), jobs: true, config: { startRun: false } }, async (rt) => {
      await rt.turn('run the tests', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }, { text: 'done' }]);
      const [first] = toolResults(rt, 'test_run');
      assert.is(first!.value.status, 'running');
      assert.equal(first!.value.progress.failures.map((f: { name: string }) => f.name), ['t0'], 'the answer names the first failing test');
      assert.match(first!.text, /\nfailing so far:\n- t0/);
      const check = await closureCheck(rt);
      assert.is(check.satisfied, false);
      assert.is(check.lastRun.status, 'failed');
      assert.is(check.lastRun.summary.total, TESTS);
      assert.is(starts(redStarts), 1);
    }),
  ]);
});

long.run();
