/**
 * go test on the real dsh runtime (in-process; only the model is scripted): the tests the
 * session started with decide. A _test.go weakened alongside the fix is caught by a replay of
 * the whole module (go cannot run a lone _test.go without its package); a test renamed with
 * the fix lets the run verify. A plain `go test ./...` (no -v) states no count it does not show,
 * and the gate does not let a red one close the turn. The closed loop itself is a row of
 * test/toolchain/closed-loop.test.ts. Needs the `go` command (`.ci/run` installs Debian's
 * golang-go; scripts/check-prereqs.mjs --all names it when it is missing).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';
import { noticeText, notices, withRuntime } from '../support/gate-session.ts';
import { GO_MODULE } from '../support/sample-projects.ts';

const valueOf = (o: { value: any }) => o.value;

const FILES = GO_MODULE.files;

const baseline = suite('go: the tests the session started with decide');

baseline('the failing test weakened in its _test.go: the replay (the whole module) still fails it', async () => {
  const rt = await bootRuntime({ files: FILES, config: { maxInterceptRounds: 1 } });
  try {
    const weaken = () => writeFileSync(join(rt.workspace, 'calc_test.go'), FILES['calc_test.go'].replace('got != 4', 'got != 0'));
    await rt.turn('make the tests pass', [{ call: 'test_run' }, { call: 'test_run', args: { failures_first: false }, before: weaken }, { text: 'done' }, { text: 'done, really' }]);
    const weakened = toolResults(rt, 'test_run').map(valueOf)[1];
    assert.is(weakened.status, 'passed', weakened.outputTail);
    assert.is(weakened.baselineReplay.scope, 'suite', 'a lone _test.go cannot be run without its package');
    assert.equal(weakened.baselineReplay.failures.map((f: any) => f.name), ['example.com/calc/TestAdd']);
    assert.is(weakened.verdict.verified, false);
  } finally {
    await rt.dispose();
  }
});

baseline('a test renamed with the fix: the replay passes and the run verifies', async () => {
  const rt = await bootRuntime({ files: FILES, config: { maxInterceptRounds: 1 } });
  try {
    const fix = () => {
      writeFileSync(join(rt.workspace, 'calc.go'), 'package calc\n\nfunc Add(a, b int) int { return a + b }\n');
      writeFileSync(join(rt.workspace, 'calc_test.go'), FILES['calc_test.go'].replace('func TestAdd(', 'func TestAddsTwo('));
    };
    await rt.turn('make the tests pass', [{ call: 'test_run', before: fix }, { text: 'done' }]);
    const run = toolResults(rt, 'test_run').map(valueOf)[0];
    assert.is(run.baselineReplay.status, 'passed', run.baselineReplay.command);
    assert.is(run.verdict.verified, true, JSON.stringify(run.verdict));
  } finally {
    await rt.dispose();
  }
});

baseline.run();

const plain = suite('go: plain output through test_run\'s command');

plain('a red plain go test ./...: the model reads what the output shows, never a total, and the gate holds the turn', () =>
  withRuntime(FILES, async (rt) => {
    await rt.turn('make the tests pass', [{ call: 'test_run', args: { command: 'go test ./...' } }, { text: 'done' }, { text: 'done, really' }]);
    const [red] = toolResults(rt, 'test_run');
    assert.is(red!.value.status, 'failed', red!.value.outputTail);
    assert.equal(red!.value.unshown, { counts: ['passed', 'skipped'], reason: 'go test prints them only with -v', packagesOk: 0 });
    assert.ok(red!.text.startsWith('test_run FAILED: 1 failed; passed and skipped not shown (go test prints them only with -v) — go, exit 1, '), red!.text);
    assert.not.match(red!.text, /\btotal\b|\d+ passed/);
    const held = notices(rt, 'intercept');
    assert.is(held.length, 1, 'the gate intercepts the red run');
    assert.ok(noticeText(held[0]).startsWith('[dsh-test-closure] Not done: tests are still failing (1 failed; passed and skipped not shown (go test prints them only with -v); '), noticeText(held[0]));
    assert.ok(noticeText(held[0]).includes('example.com/calc/TestAdd'), noticeText(held[0]));
    assert.not.match(noticeText(held[0]), /\btotal\b|\d+ passed/);
  }));

plain.run();
