/**
 * The closed loop on the real dsh runtime (in-process; only the model is scripted), on real
 * vitest and mocha suites: probe -> red run -> interception -> fix -> green -> turn closes
 * (the table of test/support/closed-loop.ts, as every runner); budget spent -> unresolved ->
 * next turn fresh budget; a host restart rebuilds the verdict.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { closedLoopSuites } from '../support/closed-loop.ts';
import { bootRuntime, toolResults, type Runtime } from '../support/runtime.ts';

/** The gate's interceptions (its corrective notices), not the notices that record a release. */
const pluginNotices = (rt: Runtime) =>
  rt.events('user/message').filter((e) => e.data.source?.kind === 'plugin' && e.data.source.plugin === 'dsh-test-closure' && e.data.source.record?.kind === 'intercept');
const turnEnds = (rt: Runtime) => rt.events('turn/end').map((e) => e.data.reason.kind);
const valueOf = (o: { value: any }) => o.value;

const VITEST_FILES = {
  'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module', devDependencies: { vitest: '3.2.4' } }),
  'src/math.js': 'export const add = (a, b) => a - b;\n',
  'test/math.test.js': "import { test, expect } from 'vitest';\nimport { add } from '../src/math.js';\ntest('adds', () => { expect(add(2, 2)).toBe(4); });\ntest('adds zero', () => { expect(add(1, 0)).toBe(1); });\n",
};

const loop = suite('the interception budget (vitest, real runtime)');

loop('budget spent -> released and unresolved -> next turn gets a fresh budget', async () => {
  const rt = await bootRuntime({ files: VITEST_FILES, linkNodeModules: true, config: { maxInterceptRounds: 1 } });
  try {
    await rt.turn('make the tests pass', [{ call: 'test_run' }, { text: 'done' }, { text: 'still done' }]);
    assert.is(pluginNotices(rt).length, 1);
    assert.equal(turnEnds(rt), ['completed']);
    await rt.turn('status?', [{ call: 'test_closure_check' }, { text: 'checking' }, { text: 'giving up' }]);
    const check = valueOf(toolResults(rt, 'test_closure_check')[0]!);
    assert.is(check.satisfied, false);
    assert.equal(check.unresolved, { turn: 1, failing: ['adds'] });
    assert.equal(check.failing, ['adds']);
    assert.is(check.interceptionsThisTurn, 0);
    // Turn 2 had its own budget of one interception.
    assert.is(pluginNotices(rt).length, 2);
    assert.equal(turnEnds(rt), ['completed', 'completed']);
  } finally {
    await rt.dispose();
  }
});

loop('a fresh plugin instance (host restart) rebuilds the verdict and unresolved from the session log', async () => {
  const rt = await bootRuntime({ files: VITEST_FILES, linkNodeModules: true, config: { maxInterceptRounds: 1 } });
  try {
    await rt.turn('make the tests pass', [{ call: 'test_run' }, { text: 'done' }, { text: 'still done' }]);
    await rt.remountPlugin();
    await rt.turn('status?', [{ call: 'test_closure_check' }, { text: 'checking' }, { text: 'giving up' }]);
    const check = valueOf(toolResults(rt, 'test_closure_check')[0]!);
    assert.is(check.satisfied, false);
    assert.equal(check.failing, ['adds']);
    assert.equal(check.unresolved, { turn: 1, failing: ['adds'] });
    // The rebuilt state still gates: turn 2 is intercepted once more.
    assert.is(pluginNotices(rt).length, 2);
  } finally {
    await rt.dispose();
  }
});

loop.run();

const MOCHA_FILES = {
  'package.json': JSON.stringify({ name: 'ws', private: true, scripts: { test: 'mocha' }, devDependencies: { mocha: '11.8.0' } }),
  'src/math.js': 'exports.add = (a, b) => a - b;\n',
  'test/math.test.js': "const assert = require('assert');\nconst { add } = require('../src/math.js');\ndescribe('math', function () {\n  it('adds', function () { assert.strictEqual(add(2, 2), 4); });\n  it('keeps a zero', function () { assert.strictEqual(add(1, 0), 1); });\n});\n",
};

closedLoopSuites([
  {
    title: 'vitest',
    files: VITEST_FILES,
    linkNodeModules: true,
    fix: { 'src/math.js': 'export const add = (a, b) => a + b;\n' },
    probe: { framework: 'vitest' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      failure: (f) => f.name,
      failures: ['adds'],
      check: (run) => {
        assert.is(run.ok, false);
        assert.is(run.sandbox.mode, 'workspace-write');
      },
    },
    green: { summary: { total: 2, passed: 2, failed: 0, skipped: 0 }, check: (run) => assert.is(run.ok, true) },
    check: (rt) => {
      // One interception, as the model reads it.
      const notices = pluginNotices(rt);
      assert.is(notices.length, 1);
      assert.equal(notices[0].data.source, { kind: 'plugin', plugin: 'dsh-test-closure', form: 'notice', summary: 'test_run red (1 failed); interception 1/2', record: { kind: 'intercept' } });
      assert.ok(notices[0].data.content[0].text.includes('- adds — '));
      assert.ok(notices[0].data.content[0].text.endsWith('请修复后重新运行 test_run 验证。'));
      assert.is(rt.model.requests.length, 5);
    },
  },
  {
    title: 'mocha',
    files: MOCHA_FILES,
    linkNodeModules: true,
    fix: { 'src/math.js': 'exports.add = (a, b) => a + b;\n' },
    probe: { framework: 'mocha', command: 'npx --no -- mocha --reporter spec --no-color < /dev/null' },
    red: {
      summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
      // Full titles.
      failure: (f) => [f.name, f.message],
      failures: [['math adds', 'AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:']],
    },
    // mocha's --grep on the full title runs the failing test alone.
    lastFailed: {
      inLoop: true,
      command: "npx --no -- mocha --reporter spec --no-color --grep '^(?:math adds)(?:$| )' < /dev/null",
      summary: { total: 1, passed: 0, failed: 1, skipped: 0 },
      check: (run) => assert.is(run.narrowed, true),
    },
    green: {
      summary: { total: 2, passed: 2, failed: 0, skipped: 0 },
      check: (run) => {
        assert.is(run.ok, true);
        // After the fix, a plain run re-ran the failure first, then the whole suite.
        assert.ok(run.notes.includes('failures first: the 1 test that failed last passed on a re-run; then ran the whole suite'), run.notes.join('|'));
      },
    },
    check: (rt) => assert.is(pluginNotices(rt).length, 1),
  },
]);
