/**
 * The state the session started in is known (closure/start-run.ts, plugin/start-run.ts), on the
 * real dsh runtime with real node:test suites (only the model is scripted): the whole suite runs
 * once in the background when the session starts; a turn that ends with the suite as red as it
 * started, never run, leaves test_closure_check unsatisfied (and is not steered when it changed
 * nothing); failures before the session are facts; and a suite that existed when the session
 * started is still its suite after its test directory is deleted.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { toolResults } from '../support/runtime.ts';
import { startRunSettled } from '../support/start-run.ts';
import { closureCheck, fix, notices, withRuntime } from '../support/gate-session.ts';
import { attack, closes, lastRun, NODE_FIXED, NODE_SUITE } from '../support/session-baseline.ts';

const START = { startRun: true };

const known = suite('the state the session started in: the session-start run');

known('the session-start run ran the whole suite on the workspace as found, without a test_run of the model', () =>
  withRuntime(
    NODE_SUITE,
    async (rt) => {
      const record = await startRunSettled(rt);
      assert.is(record.asFound, true);
      assert.is(record.status, 'failed');
      assert.equal(record.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
      assert.equal(record.failures.map((f: any) => f.name), ['adds']);
      assert.is(toolResults(rt, 'test_run').length, 0, 'no test_run of the model was recorded');
    },
    START,
  ));

known('a turn that changed nothing is not steered; test_closure_check is not satisfied while the suite is red as it started', () =>
  withRuntime(
    NODE_SUITE,
    async (rt) => {
      await startRunSettled(rt);
      await rt.turn('what does this project do?', [{ call: 'read', args: { path: 'src/math.mjs' } }, { text: 'It adds.' }]);
      assert.is(rt.model.script.length, 0, 'the turn closed at the first stop');
      assert.is(notices(rt).length, 0, 'not steered');
      const check = await closureCheck(rt);
      assert.is(check.satisfied, false);
      assert.is(check.lastRun, null);
      assert.equal(check.blockers, [
        { check: 'start-run', text: 'start-run: the suite failed when the session started (1 failed: adds) and no test_run has run since; run test_run to verify it' },
      ]);
      const text = toolResults(rt, 'test_closure_check').at(-1)!.text;
      assert.ok(text.startsWith('not satisfied: no test_run recorded in this session\n- start-run: the suite failed when the session started'), text);
    },
    START,
  ));

known('a green start with no run is satisfied', () =>
  withRuntime(
    { ...NODE_SUITE, 'src/math.mjs': NODE_FIXED },
    async (rt) => {
      assert.is((await startRunSettled(rt)).status, 'passed');
      const check = await closureCheck(rt);
      assert.is(check.satisfied, true, JSON.stringify(check.blockers));
    },
    START,
  ));

known('legitimate: the fix, run at once beside the session-start run, closes without a steer', () =>
  withRuntime(
    NODE_SUITE,
    async (rt) => {
      await closes(rt, [{ call: 'test_run', before: fix(rt, 'src/math.mjs', NODE_FIXED) }]);
      assert.is(lastRun(rt).verdict.verified, true);
    },
    START,
  ));

known.run();

const preExisting = suite('pre-existing failures are facts from the session-start run');

const LEGACY = {
  ...NODE_SUITE,
  'test/legacy.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('legacy', () => assert.equal(1, 2));\n",
};

preExisting("under preExisting 'allow': a failure of the start run does not block, though the model edited before its first run", () =>
  withRuntime(
    LEGACY,
    async (rt) => {
      const record = await startRunSettled(rt);
      assert.equal(record.failures.map((f: any) => f.name).sort(), ['adds', 'legacy']);
      // The edit comes before any run: the untouched chain alone could not tell `legacy` predates it.
      await closes(rt, [{ call: 'test_run', before: fix(rt, 'src/math.mjs', NODE_FIXED) }]);
      const run = lastRun(rt);
      assert.is(run.status, 'failed');
      assert.equal(run.verdict.forgiven.preExisting, ['legacy']);
    },
    { ...START, preExisting: 'allow' },
  ));

preExisting("under preExisting 'allow': a failure the start run did not have still blocks", () =>
  withRuntime(
    LEGACY,
    async (rt) => {
      await startRunSettled(rt);
      const breakHalf = () => fix(rt, 'src/math.mjs', NODE_FIXED.replace('a / 2', 'a / 3'))();
      const { notice } = await attack(rt, [{ call: 'test_run', before: breakHalf }]);
      assert.ok(notice.includes('halves'), notice);
    },
    { ...START, preExisting: 'allow' },
  ));

preExisting('the "pre-existing" report reason is accepted for a failure of the start run, though the model edited before its first run', () =>
  withRuntime(
    LEGACY,
    async (rt) => {
      await startRunSettled(rt);
      await rt.turn('fix add', [
        { call: 'test_run', before: fix(rt, 'src/math.mjs', NODE_FIXED) },
        { call: 'test_closure_report', args: { tests: ['legacy'], reason: 'pre-existing', explanation: 'legacy failed before this session and is not part of the task.' } },
        { text: 'reported' },
      ]);
      const report = toolResults(rt, 'test_closure_report').at(-1)!;
      assert.is(report.isError, false, report.text);
      assert.is(notices(rt, 'intercept').length, 0);
    },
    START,
  ));

preExisting('an edit while the session-start run runs: its result is not the workspace as found', () =>
  withRuntime(
    {
      ...LEGACY,
      // Holds the start run until the model's edit is made: the edit lands while it runs, whatever the timing.
      'test/wait.test.mjs': "import test from 'node:test';\nimport { existsSync } from 'node:fs';\ntest('waits for the edit', async () => { while (!existsSync('edited')) await new Promise((r) => setTimeout(r, 20)); });\n",
    },
    async (rt) => {
      const edit = () => {
        fix(rt, 'src/math.mjs', NODE_FIXED)();
        fix(rt, 'edited', '')();
      };
      await rt.turn('look', [{ call: 'read', args: { path: 'src/math.mjs' }, before: edit }, { text: 'looked' }, { text: 'looked' }]);
      rt.model.script.length = 0;
      const record = await startRunSettled(rt);
      assert.is(record.asFound, false);
      assert.ok(record.shapedBy.includes('src/math.mjs'), JSON.stringify(record.shapedBy));
      const check = await closureCheck(rt);
      assert.ok(!check.blockers.some((b: any) => b.check === 'start-run'), 'an unknown start decides nothing');
    },
    START,
  ));

preExisting.run();

const deleted = suite('no run, no suite: a suite that existed at session start is still the suite');

deleted('the test directory deleted and the turn ended with no run: asked for a run, then released unresolved; not satisfied', () =>
  withRuntime(
    NODE_SUITE,
    async (rt) => {
      await startRunSettled(rt);
      const { notice, check } = await attack(rt, [{ call: 'read', args: { path: 'src/math.mjs' }, before: () => rmSync(join(rt.workspace, 'test'), { recursive: true }) }]);
      assert.ok(notice.startsWith('[dsh-test-closure] Not done: files changed this session and no test_run was recorded: test/half.test.mjs, test/math.test.mjs.'), notice);
      assert.is(check.unresolved.reason, 'no-run');
      assert.equal(check.blockers.map((b: any) => b.check), ['start-run']);
    },
    START,
  ));

deleted('the test directory deleted, then test_run: the suite the session started with runs and finds no tests', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    const { notice, check } = await attack(rt, [{ call: 'test_run', before: () => rmSync(join(rt.workspace, 'test'), { recursive: true }) }]);
    const run = lastRun(rt);
    assert.is(run.status, 'no-tests');
    assert.is(run.scope, 'suite');
    assert.ok(run.command.startsWith('node --test'), run.command);
    assert.ok(notice.startsWith('[dsh-test-closure] Not done: the last test_run found no tests'), notice);
    assert.is(check.satisfied, false);
  }));

deleted('after a red run, the test directory deleted: not closed', () =>
  withRuntime(NODE_SUITE, async (rt) => {
    const { check } = await attack(rt, [{ call: 'test_run' }, { call: 'test_run', before: () => rmSync(join(rt.workspace, 'test'), { recursive: true }) }]);
    assert.is(lastRun(rt).status, 'no-tests');
    assert.ok(check.blockers.some((b: any) => b.check === 'tests-ran'), JSON.stringify(check.blockers));
  }));

deleted.run();
