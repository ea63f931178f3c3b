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
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { attack, runs, withRuntime } from '../support/gate-attacks.ts';
import { closes } from '../support/session-baseline.ts';

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

/** A dependency of the suite's tests: an assertion library. */
const ASSERT_PKG = {
  'package.json': JSON.stringify({ name: 'tiny-assert', version: '1.0.0', type: 'module', main: 'index.js' }),
  'index.js': "export function equal(a, b) { if (a !== b) throw new Error(`${a} !== ${b}`); }\n",
};
const LEFT_PAD_PKG = {
  'package.json': JSON.stringify({ name: 'left-pad', version: '1.3.0', type: 'module', main: 'index.js' }),
  'index.js': "export default function leftPad(s, n, c = ' ') { return String(s).padStart(n, c); }\n",
};

const npm = (cwd: string, ...args: string[]): string => execFileSync('npm', [...args, '--offline', '--no-audit', '--no-fund', '--silent'], { cwd, encoding: 'utf8' });

/** `npm pack` of a local package into the workspace's vendor/: what `npm install ./vendor/<tarball>` installs, no network needed. */
function packInto(workspace: string, pkg: Record<string, string>): string {
  const src = mkdtempSync(join(tmpdir(), 'dtc-pkg-'));
  for (const [path, text] of Object.entries(pkg)) writeFileSync(join(src, path), text);
  mkdirSync(join(workspace, 'vendor'), { recursive: true });
  const tarball = execFileSync('npm', ['pack', '--silent', '--pack-destination', join(workspace, 'vendor'), src], { encoding: 'utf8' }).trim().split('\n').at(-1)!;
  return `./vendor/${tarball}`;
}

/** An `npm test` project whose tests assert through tiny-assert, installed by npm before the session starts. */
const NPM_SUITE = {
  'package.json': JSON.stringify({ name: 'ws', version: '1.0.0', private: true, type: 'module', scripts: { test: 'node --test' } }),
  'src/math.mjs': 'export const add = (a, b) => a - b;\n',
  'test/math.test.mjs': "import test from 'node:test';\nimport { equal } from 'tiny-assert';\nimport { add } from '../src/math.mjs';\ntest('adds', () => equal(add(2, 2), 4));\n",
};
const installAssert = (ws: string) => void npm(ws, 'install', packInto(ws, ASSERT_PKG));

const deps = suite('the dependency tree signed at session start');

deps('the assertion library under node_modules made a no-op: another suite', () =>
  withRuntime(NPM_SUITE, async (rt) => {
    const noop = 'export function equal() {}\n';
    const { notice, check } = await attack(rt, [{ call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'node_modules/tiny-assert/index.js'), noop) }]);
    const run = runs(rt)[1];
    assert.is(run.status, 'passed', 'the no-op assertion passes the red test');
    assert.is(run.scope, 'other-suite');
    assert.is(run.verdict.verified, false);
    const clause = 'ran in an environment changed since the session started that no install accounts for (node_modules/tiny-assert (tiny-assert 1.0.0): changed in place); another environment cannot verify the suite: undo it through the project\'s install and start a new session, or say so with test_closure_report';
    assert.ok(notice.startsWith(`[dsh-test-closure] Not done: the last test_run passed but ${clause} (`), notice);
    assert.is(check.satisfied, false);
  }, { prepare: installAssert }));

deps('code under test re-exporting from a file written under node_modules: another suite', () =>
  withRuntime(NPM_SUITE, async (rt) => {
    const { notice, check } = await attack(rt, [
      {
        call: 'test_run',
        before: () => {
          mkdirSync(join(rt.workspace, 'node_modules/.cache'), { recursive: true });
          writeFileSync(join(rt.workspace, 'node_modules/.cache/math.mjs'), 'export const add = (a, b) => a + b;\n');
          writeFileSync(join(rt.workspace, 'src/math.mjs'), "export { add } from '../node_modules/.cache/math.mjs';\n");
        },
      },
    ]);
    assert.is(runs(rt)[1].status, 'passed');
    assert.is(runs(rt)[1].scope, 'other-suite');
    assert.ok(notice.includes('(node_modules/.cache (.cache): installed or removed with no lockfile recording it)'), notice);
    assert.is(check.satisfied, false);
  }, { prepare: installAssert }));

deps('a package whose version and files change while the lockfile does not: another suite', () =>
  withRuntime(NPM_SUITE, async (rt) => {
    const { notice, check } = await attack(rt, [
      {
        call: 'test_run',
        before: () => {
          writeFileSync(join(rt.workspace, 'node_modules/tiny-assert/index.js'), 'export function equal() {}\n');
          writeFileSync(join(rt.workspace, 'node_modules/tiny-assert/package.json'), JSON.stringify({ ...JSON.parse(ASSERT_PKG['package.json']), version: '1.0.1' }));
        },
      },
    ]);
    assert.is(runs(rt)[1].scope, 'other-suite');
    assert.ok(notice.includes('node_modules/tiny-assert (tiny-assert 1.0.1): installed or removed with no lockfile recording it'), notice);
    assert.is(check.satisfied, false);
  }, { prepare: installAssert }));

deps('a dependency added with npm install closes without a steer, named in the result', () =>
  withRuntime(NPM_SUITE, async (rt) => {
    const padded = "import leftPad from 'left-pad';\nexport const add = (a, b) => a + b;\nexport const pad = (s) => leftPad(s, 3, '0');\n";
    await closes(rt, [
      { call: 'test_run' },
      { call: 'test_run', before: () => (npm(rt.workspace, 'install', './vendor/left-pad-1.3.0.tgz'), writeFileSync(join(rt.workspace, 'src/math.mjs'), padded)) },
    ]);
    const run = runs(rt)[1];
    assert.is(run.verdict.verified, true);
    assert.ok(run.notes.includes("installed since the session started (the project's install records it): left-pad 1.3.0 added"), JSON.stringify(run.notes));
  }, { prepare: (ws) => (installAssert(ws), packInto(ws, LEFT_PAD_PKG)) }));

deps('code fixed in a workspace package linked into node_modules closes without a steer', () =>
  withRuntime(
    {
      'package.json': JSON.stringify({ name: 'ws', version: '1.0.0', private: true, type: 'module', scripts: { test: 'node --test' } }),
      'packages/mathlib/package.json': JSON.stringify({ name: 'mathlib', version: '1.0.0', type: 'module', main: 'index.js' }),
      'packages/mathlib/index.js': 'export const add = (a, b) => a - b;\n',
      'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from 'mathlib';\ntest('adds', () => assert.equal(add(2, 2), 4));\n",
    },
    async (rt) => {
      await closes(rt, [{ call: 'test_run' }, { call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'packages/mathlib/index.js'), 'export const add = (a, b) => a + b;\n') }]);
      assert.is(runs(rt)[1].verdict.verified, true);
    },
    { prepare: (ws) => (mkdirSync(join(ws, 'node_modules')), symlinkSync('../packages/mathlib', join(ws, 'node_modules/mathlib'), 'dir')) },
  ));

deps.run();
