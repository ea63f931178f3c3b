/**
 * The honest way out and the steering that sees progress, on the real dsh runtime with real
 * node:test suites (only the model is scripted; the pytest cases are in
 * test/toolchain/honest-way-out.test.ts): `test_closure_report` per reason
 * class, accepted where the runs show it and rejected where they do not; a wrong test fixed
 * with an explanation (a test-change review the user sees); an obsolete test removed with its
 * code; the no-progress release; edits without a run.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { toolResults } from '../support/runtime.ts';
import { notices, noticeText, reportCloses, withRuntime, write } from '../support/gate-session.ts';

const NODE_SUITE = {
  'package.json': '{ "name": "calc", "type": "module" }\n',
  'src/math.mjs': 'export const add = (a, b) => a - b;\n',
  'src/legacy.mjs': 'export const legacy = () => 41;\n',
  'test/math.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { add } from '../src/math.mjs';\ntest('adds', () => assert.equal(add(2, 2), 4));\n",
  'test/legacy.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { legacy } from '../src/legacy.mjs';\ntest('legacy answer', () => assert.equal(legacy(), 41));\n",
};
const NODE_FIXED = 'export const add = (a, b) => a + b;\n';

// ---------------------------------------------------------------------------------------------

const review = suite('test-change review');

review('an obsolete test removed with the code it tested: reviewed (node:test)', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    const { notice } = await reportCloses(
      rt,
      [
        { call: 'test_run', before: () => write(rt, 'src/math.mjs', NODE_FIXED) },
        { call: 'test_run', before: () => (rmSync(join(rt.workspace, 'test/legacy.test.mjs')), rmSync(join(rt.workspace, 'src/legacy.mjs'))) },
      ],
      { tests: ['test/legacy.test.mjs'], reason: 'test-wrong', explanation: 'legacy() was removed as the task asked; its test is obsolete.' },
    );
    assert.ok(notice.includes('Test harness edits: removed test/legacy.test.mjs.'), notice);
    const runs = toolResults(rt, 'test_run').map((o) => o.value);
    assert.is(runs[1].status, 'passed');
    assert.equal(runs[1].baselineReplay.removed, ['test/legacy.test.mjs']);
    assert.is(runs[1].verdict.blockers[0].check, 'baseline');
  }));

review.run();

// ---------------------------------------------------------------------------------------------

const report = suite('test_closure_report per reason class');

report('environment: rejected for an assertion failure (node:test)', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    await rt.turn('make the tests pass', [
      { call: 'test_run' },
      { call: 'test_closure_report', args: { tests: ['adds'], reason: 'environment', explanation: 'The machine is odd.' } },
      { text: 'done' },
      { text: 'done, really' },
    ]);
    const outcome = toolResults(rt, 'test_closure_report')[0]!;
    assert.is(outcome.isError, true);
    assert.is(outcome.value.message, 'test_closure_report: reason "environment" does not fit: the named failures report no missing program, module, file, service, variable or permission');
    assert.is(notices(rt, 'intercept').length, 1, 'a rejected report does not release the turn');
    assert.is(notices(rt, 'unresolved').length, 1);
  }));

report('test-wrong: rejected for a test that is not failing or changed (node:test)', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    await rt.turn('make the tests pass', [
      { call: 'test_run' },
      { call: 'test_closure_report', args: { tests: ['legacy answer'], reason: 'test-wrong', explanation: 'It is wrong.' } },
      { text: 'done' },
      { text: 'done, really' },
    ]);
    assert.is(toolResults(rt, 'test_closure_report')[0]!.value.message, 'test_closure_report: not failing or changed in this session: legacy answer');
  }));

report('pre-existing: accepted for a failure of the first run on the workspace as found (node:test)', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    const { text } = await reportCloses(rt, [{ call: 'test_run' }], { tests: ['adds'], reason: 'pre-existing', explanation: 'add() was already broken when the session started; out of scope.' });
    assert.is(text, 'test_closure_report accepted (pre-existing): this turn may end; the session is marked unresolved and the user sees your reason.');
  }));

report('pre-existing: rejected when the code was edited before the first run (node:test)', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    await rt.turn('make the tests pass', [
      { call: 'test_run', before: () => write(rt, 'src/math.mjs', 'export const add = (a, b) => a * b + 1;\n') },
      { call: 'test_closure_report', args: { tests: ['adds'], reason: 'pre-existing', explanation: 'It was broken before.' } },
      { text: 'done' },
      { text: 'done, really' },
    ]);
    assert.is(
      toolResults(rt, 'test_closure_report')[0]!.value.message,
      'test_closure_report: reason "pre-existing" does not fit: no whole-suite test_run on the workspace as the session found it is recorded, so no failure can be shown to predate the session',
    );
  }));

report.run();

// ---------------------------------------------------------------------------------------------

const steering = suite('steering that sees progress');

steering('two interceptions on the same failures and an unchanged workspace release as no progress', () =>
  withRuntime(
    NODE_SUITE,
    async (rt) => {
      await rt.turn('make the tests pass', [{ call: 'test_run' }, { text: 'done' }, { text: 'done, really' }]);
      assert.is(rt.model.script.length, 0);
      assert.is(notices(rt, 'intercept').length, 1, 'steered once, not three times');
      const released = notices(rt, 'unresolved');
      assert.is(released.length, 1);
      assert.equal(released[0].data.source.record.unresolved.reason, 'no-progress');
      assert.ok(noticeText(released[0]).startsWith('[dsh-test-closure] Turn 1 ended unverified, no progress (same failures, no file changed since the last interception): tests are still failing'));
    },
    { maxInterceptRounds: 3 },
  ));

steering('edits without a run are steered once to run the tests, then close on a green run', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    await rt.turn('fix add', [{ text: 'fixed', before: () => write(rt, 'src/math.mjs', NODE_FIXED) }, { call: 'test_run' }, { text: 'done' }]);
    assert.is(rt.model.script.length, 0);
    const asked = notices(rt, 'intercept');
    assert.is(asked.length, 1);
    assert.is(noticeText(asked[0]), '[dsh-test-closure] Not done: files changed this session and no test_run was recorded: src/math.mjs.\nRun test_run to verify the suite.');
    assert.is(notices(rt, 'unresolved').length, 0);
  }));

steering('edits without a run and no run after the ask: released unresolved; the switch turns it off', async () => {
  await withRuntime(NODE_SUITE, async (rt) => {
    await rt.turn('fix add', [{ text: 'fixed', before: () => write(rt, 'src/math.mjs', NODE_FIXED) }, { text: 'fixed, really' }]);
    assert.is(notices(rt, 'intercept').length, 1);
    const released = notices(rt, 'unresolved');
    assert.is(noticeText(released[0]), '[dsh-test-closure] Turn 1 ended with files changed and no test_run: src/math.mjs.\nThe session is marked unresolved until a test_run verifies the suite.');
  });
  await withRuntime(
    NODE_SUITE,
    async (rt) => {
      await rt.turn('fix add', [{ text: 'fixed', before: () => write(rt, 'src/math.mjs', NODE_FIXED) }]);
      assert.is(rt.model.script.length, 0);
      assert.is(notices(rt).length, 0);
    },
    { checks: { editsNeedRun: false } },
  );
});

steering('edits in a project with no test runner are not asked to be tested', () =>
  withRuntime({ 'README.md': '# notes\n', 'notes.txt': 'a\n' }, async (rt) => {
    await rt.turn('write a script', [{ text: 'written', before: () => write(rt, 'tool.sh', 'echo hi\n') }]);
    assert.is(rt.model.script.length, 0);
    assert.is(notices(rt).length, 0);
  }));

steering.run();
