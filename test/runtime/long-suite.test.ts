/**
 * A suite longer than a tool call's patience (config `answerWithinMs`): the call answers with
 * the run's progress and the run goes on as the session's job; a second plain call on the same
 * workspace attaches to it; an edit makes it stale; the gate waits for it at the end of the turn
 * and closes the turn on its result. The mechanics with a short budget here; the default budget
 * on suites of about 150 s in long-suite.default.test.ts.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toolResults, withBootedRuntime } from '../support/runtime.ts';
import { closureCheck, fix, intercepts, notices } from '../support/gate-session.ts';

/** node:test tests that each take `ms`; `failing` of them fail. */
function slowSuite(count: number, ms: number, failing = 0): Record<string, string> {
  const tests = Array.from({ length: count }, (_, i) => `test('t${i}', async () => { await sleep(${ms}); assert.equal(${i < failing ? 1 : 0}, 0); });`).join('\n');
  return {
    'package.json': '{"name":"slow","type":"module"}\n',
    'test/slow.test.mjs': `import test from 'node:test';\nimport assert from 'node:assert';\nimport { setTimeout as sleep } from 'node:timers/promises';\n${tests}\n`,
  };
}

const long = suite('a suite longer than the answer budget');

long('the call answers with progress, the run goes on as a job, and the gate closes the turn on its green result', () =>
  withBootedRuntime({ files: slowSuite(6, 700), jobs: true, config: { answerWithinMs: 1500 } }, async (rt) => {
    await rt.turn('run the tests', [{ call: 'test_run' }, { call: 'test_closure_check' }, { text: 'done' }]);
    const [first] = toolResults(rt, 'test_run');
    assert.is(first!.value.status, 'running');
    assert.ok(first!.value.jobId);
    const [running] = toolResults(rt, 'test_closure_check');
    assert.is(running!.value.runningCall.jobId, first!.value.jobId);
    assert.match(running!.text, new RegExp(`\\njob ${first!.value.jobId}: the suite is running: `));
    assert.ok(first!.value.progress.elapsedMs >= 1000, JSON.stringify(first!.value.progress));
    assert.match(first!.text, /^test_run RUNNING as job \S+: node --test/);
    assert.match(first!.text, /\nthe suite is running: (no test finished yet|\d+ tests?, 0 failed so far) \(\d+s\); the turn closes when it finishes\n/);
    assert.is(intercepts(rt).length, 0, 'the gate waited for the run: no steer');
    const check = await closureCheck(rt);
    assert.is(check.satisfied, true, JSON.stringify(check));
    assert.is(check.lastRun.status, 'passed');
    assert.is(check.lastRun.summary.total, 6);
  }));

long('a second plain call on the same workspace attaches to the running call: the suite runs once', () =>
  withBootedRuntime({ files: slowSuite(6, 700), jobs: true, config: { answerWithinMs: 1500 } }, async (rt) => {
    await rt.turn('run the tests', [{ call: 'test_run' }, { call: 'test_run' }, { call: 'test_run' }, { call: 'test_run' }, { text: 'done' }]);
    const values = toolResults(rt, 'test_run').map((o) => o.value);
    const jobIds = new Set(values.filter((v) => v.status === 'running').map((v) => v.jobId));
    assert.is(jobIds.size, 1, `one job: ${JSON.stringify(values.map((v) => v.status))}`);
    const done = values.find((v) => v.status === 'passed');
    assert.ok(done, 'an attached call answers with the result');
    assert.is(done.verdict.verified, true);
    assert.is(done.summary.total, 6);
    assert.is(notices(rt, 'background-run').length, 0, 'the attached call delivered the result: no notice repeats it');
    assert.is((await closureCheck(rt)).satisfied, true);
  }));

long('an edit while it runs makes the running call stale: the next call ends it and runs afresh', () =>
  withBootedRuntime({ files: slowSuite(6, 700), jobs: true, config: { answerWithinMs: 1500 } }, async (rt) => {
    await rt.turn('run the tests', [
      { call: 'test_run' },
      { call: 'test_run', before: fix(rt, 'test/extra.test.mjs', "import test from 'node:test';\ntest('extra', () => {});\n") },
      { text: 'done' },
    ]);
    const [first, second] = toolResults(rt, 'test_run').map((o) => o.value);
    assert.is(first.status, 'running');
    assert.ok(second.status === 'running' ? second.jobId !== first.jobId : second.summary.total === 7, JSON.stringify(second));
    const check = await closureCheck(rt);
    assert.is(check.lastRun.summary.total, 7, JSON.stringify(check));
    assert.is(check.satisfied, true, JSON.stringify(check));
  }));

long('a failure while the suite runs is steered at once; the run goes on and its red result stays unverified', () =>
  withBootedRuntime({ files: slowSuite(8, 700, 1), jobs: true, config: { answerWithinMs: 1000, maxInterceptRounds: 1 } }, async (rt) => {
    await rt.turn('run the tests', [{ call: 'test_run' }, { text: 'done' }, { text: 'still done' }]);
    const [first] = toolResults(rt, 'test_run');
    assert.is(first!.value.status, 'running');
    const [steer] = intercepts(rt);
    assert.match(steer.data.content[0].text, new RegExp(`^\\[dsh-test-closure\\] Not done: the suite is still running \\(job ${first!.value.jobId}\\) and tests have failed so far: \\d+ tests?, 1 failed so far\\.\\nfailing so far:\\n- t0`));
    const check = await closureCheck(rt);
    assert.is(check.satisfied, false);
    assert.is(check.lastRun.status, 'failed');
    assert.is(check.lastRun.summary.total, 8, 'the run went on to its end');
  }));

long.run();
