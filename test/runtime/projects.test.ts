/**
 * Real project layouts on the real dsh runtime (only the model is scripted): the suite is
 * what the project itself runs, in its own environment. A vitest project whose `scripts.test`
 * adds a step runs that script, step included, goes red, is fixed, and closes green (a pytest
 * project with a `.venv`: test/toolchain/projects.test.ts).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolResults, withBootedRuntime } from '../support/runtime.ts';
import { fix, intercepts } from '../support/gate-session.ts';

const projects = suite('real project layouts');

projects('a vitest project whose scripts.test adds a step runs the script, step included', () =>
  withBootedRuntime(
    {
      linkNodeModules: true,
      files: {
        'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module', devDependencies: { vitest: '3.2.4' }, scripts: { test: 'node check.mjs && vitest run' } }),
        'check.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync('.check-ran', '');\n",
        'src/math.js': 'export const add = (a, b) => a - b;\n',
        'test/math.test.js': "import { expect, test } from 'vitest';\nimport { add } from '../src/math.js';\ntest('adds', () => expect(add(2, 2)).toBe(4));\ntest('keeps zero', () => expect(add(1, 0)).toBe(1));\n",
      },
      config: { maxInterceptRounds: 1 },
    },
    async (rt) => {
      await rt.turn('fix add', [{ call: 'test_probe' }, { call: 'test_run' }, { call: 'test_run', before: fix(rt, 'src/math.js', 'export const add = (a, b) => a + b;\n') }, { text: 'done' }]);
      const probe = toolResults(rt, 'test_probe')[0]!.value;
      assert.is(probe.framework, 'npm-test');
      assert.is(probe.parseAs, 'vitest');
      assert.is(probe.reason, 'vitest is listed in package.json devDependencies, but scripts.test is the suite: it runs more than vitest');
      const [red, green] = toolResults(rt, 'test_run').map((o) => o.value);
      assert.is(red.command, 'npm test -- --reporter=verbose < /dev/null');
      assert.ok(existsSync(join(rt.workspace, '.check-ran')), "the script's own step ran");
      assert.equal(red.failures.map((f: any) => [f.name, f.file]), [['adds', 'test/math.test.js']]);
      assert.ok(red.notes.includes('scripts.test: appended --reporter=verbose, so it runs once with the reporter the parser reads'), red.notes.join('\n'));
      assert.is(green.status, 'passed');
      assert.equal(green.summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
      assert.is(green.verdict.verified, true);
      assert.is(intercepts(rt).length, 0);
    },
  ));

projects('a script whose runner its text does not name is read as what it printed', () =>
  withBootedRuntime(
    {
      linkNodeModules: true,
      files: {
        'package.json': JSON.stringify({ name: 'ws', private: true, scripts: { test: 'node run-tests.mjs' } }),
        // A wrapper, as many projects have: the planner cannot tell it runs jest.
        'run-tests.mjs': "import { spawnSync } from 'node:child_process';\nconst r = spawnSync('npx', ['--no', '--', 'jest', '--ci'], { stdio: 'inherit' });\nprocess.exit(r.status ?? 1);\n",
        'sum.test.js': "test('adds', () => { expect(1 + 1).toBe(3); });\ntest('keeps', () => { expect(1).toBe(1); });\n",
      },
      config: { maxInterceptRounds: 1 },
    },
    async (rt) => {
      await rt.turn('run', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
      const red = toolResults(rt, 'test_run')[0]!.value;
      assert.is(red.command, 'npm test < /dev/null');
      assert.is(red.framework, 'jest');
      assert.equal(red.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
      assert.equal(red.failures.map((f: any) => f.name), ['adds']);
      assert.equal(red.notes.slice(0, 2), ['parse_as: could not tell which runner the command calls; its output reads as jest', "env: set CI=1 for the project's test script, so a watcher it may start runs once"]);
    },
  ));

projects('a monorepo with a vitest and a jest package: one result, then the failing package first, then green', () =>
  withBootedRuntime(
    {
      linkNodeModules: true,
      files: {
        'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'] }),
        'packages/a/package.json': JSON.stringify({ name: 'a', type: 'module', devDependencies: { vitest: '3.2.4' } }),
        'packages/a/src/add.js': 'export const add = (a, b) => a + b;\n',
        'packages/a/test/add.test.js': "import { expect, test } from 'vitest';\nimport { add } from '../src/add.js';\ntest('adds', () => expect(add(1, 1)).toBe(2));\n",
        'packages/b/package.json': JSON.stringify({ name: 'b', devDependencies: { jest: '29.7.0' } }),
        'packages/b/sum.js': 'module.exports = (a, b) => a * b;\n',
        'packages/b/sum.test.js': "const sum = require('./sum');\ndescribe('sum', () => { test('sums', () => expect(sum(2, 3)).toBe(5)); test('zero', () => expect(sum(0, 0)).toBe(0)); });\n",
      },
      config: { maxInterceptRounds: 2 },
    },
    async (rt) => {
      await rt.turn('fix sum', [
        { call: 'test_probe' },
        { call: 'test_run' },
        { call: 'test_run', before: fix(rt, 'packages/b/sum.js', 'module.exports = (a, b) => a + b;\n') },
        { text: 'done' },
      ]);
      const probe = toolResults(rt, 'test_probe')[0]!.value;
      assert.is(probe.framework, 'workspaces');
      assert.equal(probe.packages.map((p: any) => [p.dir, p.framework]), [['packages/a', 'vitest'], ['packages/b', 'jest']]);
      const [red, green] = toolResults(rt, 'test_run');
      assert.equal(red!.value.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
      assert.equal(red!.value.failures.map((f: any) => [f.name, f.file]), [['packages/b: sum › sums', 'packages/b/sum.test.js']]);
      // The location is read from the root too, like the file.
      assert.match(red!.value.failures[0].location, /^packages\/b\/sum\.test\.js:2:\d+$/);
      assert.equal(red!.value.packages.map((p: any) => [p.dir, p.status]), [['packages/a', 'passed'], ['packages/b', 'failed']]);
      assert.ok(red!.text.includes('\npackages:\n- packages/a: PASSED: 0 failed, 1 passed, 0 skipped (1 total) — vitest, exit 0\n- packages/b: FAILED: 1 failed, 1 passed, 0 skipped (2 total) — jest, exit 1\n'), red!.text);
      // The fix: the failing package's failure re-runs first, then every package, in the same call.
      assert.ok(green!.value.notes.includes('failures first: the 1 test that failed last passed on a re-run; then ran the whole suite'), green!.value.notes.join('\n'));
      assert.is(green!.value.status, 'passed');
      assert.equal(green!.value.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
      assert.equal(green!.value.packages.map((p: any) => p.status), ['passed', 'passed']);
      assert.is(green!.value.verdict.verified, true);
      assert.is(intercepts(rt).length, 0);
    },
  ));

projects('a monorepo package that changes its test script is another suite', () =>
  withBootedRuntime(
    {
      linkNodeModules: true,
      files: {
        'package.json': JSON.stringify({ name: 'root', private: true, workspaces: ['packages/*'] }),
        'packages/a/package.json': JSON.stringify({ name: 'a', scripts: { test: 'node --test' } }),
        'packages/a/test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('a', () => assert.equal(1, 2));\n",
      },
      config: { maxInterceptRounds: 1 },
    },
    async (rt) => {
      const cheat = () => writeFileSync(join(rt.workspace, 'packages/a/package.json'), JSON.stringify({ name: 'a', scripts: { test: 'exit 0' } }));
      await rt.turn('make it pass', [{ call: 'test_run' }, { call: 'test_run', before: cheat }, { text: 'done' }, { text: 'done' }]);
      const [, second] = toolResults(rt, 'test_run').map((o) => o.value);
      assert.is(second.verdict.verified, false, JSON.stringify(second.verdict));
      assert.ok(intercepts(rt).length >= 1, 'the gate still holds the turn');
    },
  ));

projects('a project whose package manager is not installed: the tool error names it, no test result is recorded', () => {
  // bun or pnpm, whichever this machine lacks (the test needs one that is absent).
  const absent = ['pnpm', 'bun'].find((pm) => spawnSync('bash', ['-c', `command -v ${pm}`]).status !== 0);
  assert.ok(absent !== undefined, 'this test needs pnpm or bun to be absent from PATH');
  const lockfile = absent === 'pnpm' ? 'pnpm-lock.yaml' : 'bun.lock';
  return withBootedRuntime(
    {
      files: {
        'package.json': JSON.stringify({ name: 'ws', private: true, devDependencies: { vitest: '3.2.4' } }),
        [lockfile]: '',
        'test/a.test.js': "import { test } from 'vitest';\ntest('a', () => {});\n",
      },
    },
    async (rt) => {
      await rt.turn('run', [{ call: 'test_run', args: { failures_first: false } }, { call: 'test_closure_check' }, { text: 'done' }]);
      const [run] = toolResults(rt, 'test_run');
      assert.is(run!.isError, true);
      const exec = absent === 'pnpm' ? 'pnpm' : 'bunx';
      assert.ok(run!.text.includes(`test_run: ${exec}: command not found (exit 127); no test ran; install it, or pass command`), run!.text);
      const check = toolResults(rt, 'test_closure_check')[0]!.value;
      assert.is(check.lastRun, null, 'nothing was recorded as a run');
    },
  );
});

projects.run();
