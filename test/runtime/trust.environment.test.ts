/**
 * What the suite can read of its environment, on the real dsh runtime with real node:test and
 * `npm test` suites (only the model is scripted; the pytest virtualenv cases are in
 * test/toolchain/trust.environment.test.ts):
 *
 * - the run's environment is the user's: no `DSH_*` variable, no variable of a fixed name the
 *   code under test could test for (docs/sandbox.md, "What a run sees");
 * - the dependency tree is signed at session start (workspace/environment.ts): a package
 *   under node_modules changed while the manifest and the lockfile did not makes the run
 *   another suite; a dependency installed through the manifest and the lockfile is named.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attack, runs, withRuntime } from '../support/gate-attacks.ts';

const ENV_PROBE_TEST =
  "import test from 'node:test';\nimport { writeFileSync } from 'node:fs';\n" +
  "test('records its environment', () => { writeFileSync('seen-env.json', JSON.stringify(Object.keys(process.env).sort())); });\n";

const runEnv = suite('the run sees the user\'s environment');

runEnv('no DSH_* variable and no variable of a fixed name: one cookie of a random name', () =>
  withRuntime({ 'test/env.test.mjs': ENV_PROBE_TEST }, async (rt) => {
    const seen = (): string[] => JSON.parse(readFileSync(join(rt.workspace, 'seen-env.json'), 'utf8'));
    await rt.turn('run', [{ call: 'test_run' }, { text: 'ok' }]);
    const first = seen();
    await rt.turn('again', [{ call: 'test_run' }, { text: 'ok' }]);
    const second = seen();
    for (const names of [first, second]) {
      assert.equal(names.filter((n) => /^DSH_/i.test(n)), [], 'no DSH_* variable');
      assert.equal(names.filter((n) => /CLOSURE|COOKIE/i.test(n)), [], 'no variable named after the plugin');
      assert.is(names.filter((n) => /^_[0-9A-F]{16}$/.test(n)).length, 1, 'exactly one containment cookie');
    }
    const cookie = (names: string[]) => names.find((n) => /^_[0-9A-F]{16}$/.test(n));
    assert.is.not(cookie(first), cookie(second), 'the cookie\'s name is new for every run');
    // dsh's shell sets these four for every command (the model's bash too); docs/sandbox.md names them.
    for (const name of ['NO_COLOR', 'TERM', 'PAGER', 'GIT_PAGER']) assert.ok(first.includes(name), name);
    assert.is(runs(rt)[0].verdict.verified, true);
  }));

const CODE_UNDER_TEST = {
  'src/math.mjs': 'export const add = (a, b) => a - b;\n',
  'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\n",
};

runEnv('code that answers right only where a variable of dsh or of the plugin is set fails in the gate as in the user\'s terminal', () =>
  withRuntime(CODE_UNDER_TEST, async (rt) => {
    const gated =
      "const inGate = Object.keys(process.env).some((n) => /^DSH_|TEST_CLOSURE|COOKIE/i.test(n));\n" +
      'export const add = (a, b) => (inGate ? a + b : a - b);\n';
    const { notice, check } = await attack(rt, [{ call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'src/math.mjs'), gated) }]);
    assert.is(runs(rt)[1].status, 'failed', 'the code saw no variable of the gate');
    assert.ok(notice.startsWith('[dsh-test-closure] Not done: tests are still failing'), notice);
    assert.is(check.satisfied, false);
  }));

runEnv.run();
