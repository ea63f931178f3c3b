/**
 * A faster, fairer loop on the real dsh runtime (only the model is scripted), with real
 * node:test and vitest suites (pytest's flaky confirmation: test/toolchain/fairer-loop.test.ts):
 * failures-first re-runs, flaky confirmation, and
 * pre-existing failures under their policies.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { defineTool } from '@deepseek-ai/dsh-tools';
import { join } from 'node:path';
import { LOOP_NOTES } from '../../src/closure/loop-messages.ts';
import { withBootedRuntime } from '../support/runtime.ts';
import { fix, notices, noticeText, runs } from '../support/gate-session.ts';

const NODE_SUITE = {
  'src/math.mjs': 'export const add = (a, b) => a - b;\n',
  'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\ntest('keeps zero', () => assert.equal(add(1, 0), 1));\n",
  'test/other.test.mjs': "import test from 'node:test';\ntest('other', () => {});\ntest('another', () => {});\n",
};
const FIXED = 'export const add = (a, b) => a + b;\n';

// ---

const first = suite('failures first');

first('a red re-run runs only the failing tests, in their file, and is red as usual', () =>
  withBootedRuntime({ files: NODE_SUITE, config: { maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('fix it', [{ call: 'test_run' }, { call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
    const [whole, rerun] = runs(rt);
    assert.is(whole!.value.summary.total, 4);
    const r = rerun!.value;
    assert.is(r.scope, 'failures-first');
    assert.ok(r.command.endsWith("'--test-name-pattern=^(?:adds)(?:$| )' test/math.test.mjs < /dev/null"), r.command);
    assert.equal(r.failures.map((f: any) => f.name), ['adds']);
    assert.ok(r.summary.total < 4, 'the other file did not run');
    assert.is(r.notes[0], LOOP_NOTES.failuresFirstRed(1, 1));
    assert.is(r.verdict.verified, false);
    assert.ok(rerun!.text.includes('\nverdict: does not verify the suite:\n- has failing tests\n- re-ran only the tests that failed last; a plain test_run runs the whole suite once they pass\n'), rerun!.text);
    assert.ok(rerun!.text.includes('- failures first: re-ran only the 1 test that failed last (1 still failing); the rest of the suite runs once they pass (failures_first: false runs it now)'), rerun!.text);
    const steer = notices(rt, 'intercept');
    assert.is(steer.length, 1);
    assert.ok(noticeText(steer[0]).startsWith('[dsh-test-closure] Not done: tests are still failing (1 failed'), noticeText(steer[0]));
    assert.is(steer[0].data.source.summary, 'test_run red (1 failed); interception 1/1');
  }));

first('red, fix, the failures pass, the whole suite runs in the same call, and green closes the turn', () =>
  // (With the selective close on, the call runs the files whose inputs changed instead: closure/selection.ts, test/unit/selective-close.test.ts.)
  withBootedRuntime({ files: NODE_SUITE, config: { selectiveClose: false } }, async (rt) => {
    await rt.turn('fix it', [{ call: 'test_run' }, { call: 'test_run', before: fix(rt, 'src/math.mjs', FIXED) }, { text: 'done' }]);
    const r = runs(rt)[1]!.value;
    assert.is(r.scope, 'suite');
    assert.is(r.verdict.verified, true);
    assert.equal(r.summary, { total: 4, passed: 4, failed: 0, skipped: 0 }, 'the green covers every test');
    assert.is(r.command, 'node --test --test-reporter=spec --test-reporter-destination=stdout < /dev/null');
    assert.is(r.notes[0], 'failures first: the 1 test that failed last passed on a re-run; then ran the whole suite');
    assert.is(notices(rt).length, 0);
  }));

first('a fix that breaks another test: the failures pass alone, the whole suite is red', () =>
  withBootedRuntime({ files: NODE_SUITE, config: { maxInterceptRounds: 1 } }, async (rt) => {
    const breaksOther = fix(rt, 'test/other.test.mjs', "import test from 'node:test';\nimport assert from 'node:assert';\ntest('other', () => assert.fail('now broken'));\n");
    await rt.turn('fix it', [
      { call: 'test_run' },
      { call: 'test_run', before: () => (fix(rt, 'src/math.mjs', FIXED)(), breaksOther()) },
      { text: 'done' },
      { text: 'done' },
    ]);
    const r = runs(rt)[1]!.value;
    assert.is(r.scope, 'suite');
    assert.equal(r.failures.map((f: any) => f.name), ['other']);
    assert.is(r.verdict.verified, false);
    assert.is(notices(rt, 'intercept').length, 1);
  }));

first('failures_first: false runs the whole suite at once; a background call runs the same sequence', () =>
  withBootedRuntime({ files: NODE_SUITE, jobs: true, config: { maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('fix it', [{ call: 'test_run' }, { call: 'test_run', args: { failures_first: false } }, { call: 'test_run', args: { run_in_background: true } }, { text: 'done' }, { text: 'done' }]);
    const [, whole, started] = runs(rt);
    assert.is(whole!.value.scope, 'suite');
    assert.is(whole!.value.summary.total, 4);
    assert.is(started!.value.background, true);
    const settled = notices(rt, 'background-run');
    assert.is(settled.length, 1);
    const record = settled[0].data.source.record.run;
    assert.is(record.scope, 'failures-first');
    assert.equal(record.failuresFirst, { selected: 1, stillFailing: 1 });
    assert.ok(noticeText(settled[0]).includes('it does not verify the suite: has failing tests; re-ran only the tests that failed last'), noticeText(settled[0]));
  }));

first('vitest: the failing test re-runs by name in its file only', () =>
  withBootedRuntime(
    {
      linkNodeModules: true,
      files: {
        'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module', devDependencies: { vitest: '3.2.4' } }),
        'src/math.js': 'export const add = (a, b) => a - b;\n',
        'test/math.test.js': "import { test, expect } from 'vitest';\nimport { add } from '../src/math.js';\ntest('adds', () => { expect(add(2, 2)).toBe(4); });\ntest('keeps zero', () => { expect(add(1, 0)).toBe(1); });\n",
        'test/other.test.js': "import { test } from 'vitest';\ntest('other', () => {});\n",
      },
    },
    async (rt) => {
      await rt.turn('fix it', [{ call: 'test_run' }, { call: 'test_run' }, { call: 'test_run', before: fix(rt, 'src/math.js', 'export const add = (a, b) => a + b;\n') }, { text: 'done' }]);
      const [, red, green] = runs(rt).map((o) => o.value);
      assert.is(red.scope, 'failures-first');
      assert.ok(red.command.includes(" -t '(?:^| )(?:adds)(?:$| )' test/math.test.js < /dev/null"), red.command);
      assert.equal(red.summary, { total: 1, passed: 0, failed: 1, skipped: 0 }, 'only the selected file ran; the test the selection left out (vitest reports it skipped) is not counted');
      assert.is(green.verdict.verified, true);
      // Then the selective close: the fixed file's two tests; the other file's pass holds.
      assert.equal(green.summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
      assert.ok(green.notes.includes('verifies the suite: 1 test file re-run; 1 unchanged since their pass in run 1'), green.notes.join('\n'));
    },
  ));

first.run();

// ---

const FLAKY_NODE = {
  'test/flaky.test.mjs':
    "import test from 'node:test';\nimport assert from 'node:assert';\nimport { existsSync, writeFileSync } from 'node:fs';\nconst marker = new URL('../.flaky-ran', import.meta.url);\ntest('sometimes', () => { if (!existsSync(marker)) { writeFileSync(marker, ''); assert.fail('first run fails'); } });\ntest('steady', () => {});\n",
};

const flaky = suite('flaky confirmation');

flaky('node:test: a test that fails, then passes on a re-run, is listed flaky and still blocks by default', () =>
  withBootedRuntime({ files: FLAKY_NODE, config: { confirmFailures: 2, maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
    const { value, text } = runs(rt)[0]!;
    assert.equal(value.flaky, { names: ['sometimes'], blocks: true });
    assert.equal(value.failures.map((f: any) => f.name), ['sometimes'], 'never hidden');
    assert.is(value.verdict.verified, false);
    assert.ok(text.includes('\nflaky (failed, then passed on a re-run; still blocks): sometimes\n'), text);
    assert.ok(value.notes.includes('confirmFailures: re-ran the failing test once: 1 passed on a re-run (flaky)'), value.notes.join('|'));
    const steer = noticeText(notices(rt, 'intercept')[0]);
    assert.ok(steer.includes('\nFlaky (failed, then passed on a re-run; still blocks): sometimes\n'), steer);
  }));

flaky('node:test: with flaky: allow, the flaky failure does not block, and says so', () =>
  withBootedRuntime({ files: FLAKY_NODE, config: { confirmFailures: 2, flaky: 'allow' } }, async (rt) => {
    await rt.turn('check', [{ call: 'test_run' }, { text: 'done' }]);
    const { value, text } = runs(rt)[0]!;
    assert.is(value.ok, false, 'the run itself was red');
    assert.is(value.verdict.verified, true);
    assert.equal(value.verdict.forgiven, { preExisting: [], flaky: ['sometimes'] });
    assert.ok(text.includes('\nverdict: verifies the suite; 1 failing test does not block (1 flaky)\n'), text);
    assert.ok(text.includes('\nflaky (failed, then passed on a re-run; does not block): sometimes\n'), text);
    assert.is(notices(rt).length, 0, 'the turn closed');
  }));

flaky.run();

// ---

const preExisting = suite('pre-existing failures');

preExisting('without the policy, a test failing before the session blocks as any other', () =>
  withBootedRuntime({ files: NODE_SUITE, config: { maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('unrelated task', [{ call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
    assert.is(runs(rt)[0]!.value.verdict.verified, false);
    assert.is(runs(rt)[0]!.value.preExisting, undefined);
    assert.is(notices(rt, 'intercept').length, 1);
  }));

preExisting('with preExisting: allow it does not block; a new failure does, and the notice tells them apart; a restart keeps the baseline', () =>
  withBootedRuntime({ files: NODE_SUITE, config: { preExisting: 'allow', maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('unrelated task', [{ call: 'test_run' }, { text: 'done' }]);
    const { value, text } = runs(rt)[0]!;
    assert.is(value.verdict.verified, true);
    assert.equal(value.preExisting, ['adds']);
    assert.ok(text.includes('\nverdict: verifies the suite; 1 failing test does not block (1 failing before this session)\n'), text);
    assert.ok(`${text}\n`.includes('\nfailing before this session (does not block): adds\n'), text);
    assert.is(notices(rt).length, 0);
    await rt.remountPlugin();
    await rt.turn('now break something', [
      { call: 'test_run', before: fix(rt, 'test/other.test.mjs', "import test from 'node:test';\nimport assert from 'node:assert';\ntest('other', () => assert.fail('new'));\n") },
      { text: 'done' },
      { text: 'done' },
    ]);
    const second = runs(rt)[1]!.value;
    assert.is(second.verdict.verified, false);
    assert.equal(second.preExisting, ['adds'], 'the baseline came back from the session log');
    const steer = noticeText(notices(rt, 'intercept')[0]);
    assert.ok(steer.includes('\nNewly failing (blocks):\n- other — new'), steer);
    assert.ok(steer.includes('\nFailing before this session (does not block):\n- adds — '), steer);
  }));

preExisting('a failure the model caused before its first run is not pre-existing', () =>
  withBootedRuntime({ files: { ...NODE_SUITE, 'src/math.mjs': FIXED }, config: { preExisting: 'allow', maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('refactor', [{ call: 'test_run', before: fix(rt, 'src/math.mjs', 'export const add = (a, b) => a * b;\n') }, { text: 'done' }, { text: 'done' }]);
    const { value } = runs(rt)[0]!;
    assert.is(value.verdict.verified, false);
    assert.is(value.preExisting, undefined);
    assert.is(notices(rt, 'intercept').length, 1);
  }));

preExisting('a tool that can write, called before the first run, ends the untouched workspace, even where the fingerprint cannot see', () =>
  withBootedRuntime({ files: NODE_SUITE, config: { preExisting: 'allow', maxInterceptRounds: 1 } }, async (rt) => {
    // A stand-in for a shell or editor tool: it writes where the walk does not look.
    (rt.ctx as any).tools.register(
      defineTool({
        name: 'write',
        description: 'write a file',
        parameters: {},
        output: { schema: { type: 'string' }, render: (_args: unknown, value: string) => [{ type: 'text' as const, text: value }] },
        async execute() {
          mkdirSync(join(rt.workspace, 'node_modules'), { recursive: true });
          writeFileSync(join(rt.workspace, 'node_modules/dep.js'), 'sabotage');
          return 'written';
        },
      }),
    );
    await rt.turn('work', [{ call: 'write' }, { call: 'test_run' }, { text: 'done' }, { text: 'done' }]);
    const { value } = runs(rt)[0]!;
    assert.is(value.verdict.verified, false);
    assert.is(value.preExisting, undefined);
    assert.is(notices(rt, 'intercept').length, 1);
  }));

preExisting('reading first is not an edit: the baseline is still taken', () =>
  withBootedRuntime({ files: NODE_SUITE, config: { preExisting: 'allow' } }, async (rt) => {
    await rt.turn('work', [{ call: 'test_probe' }, { call: 'test_closure_check' }, { call: 'test_run' }, { text: 'done' }]);
    assert.equal(runs(rt)[0]!.value.preExisting, ['adds']);
    assert.is(notices(rt).length, 0);
  }));

preExisting.run();
