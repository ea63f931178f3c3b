/**
 * The closed loop for go test on the real dsh runtime (in-process; only the model is scripted):
 * a Go module is detected as go, a red run names the failing test as `<package>/<test>`, the
 * gate intercepts, the fix's plain run re-runs the failing test with `-run` first and then the
 * whole suite, green, the turn closes. Needs the `go` command (`.ci/run` installs Debian's
 * golang-go; scripts/check-prereqs.mjs names it when it is missing).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';

const valueOf = (o: { value: any }) => o.value;

const FILES = {
  'go.mod': 'module example.com/calc\n\ngo 1.19\n',
  'calc.go': 'package calc\n\nfunc Add(a, b int) int { return a - b }\n',
  'calc_test.go': [
    'package calc',
    '',
    'import "testing"',
    '',
    'func TestAdd(t *testing.T) {',
    '\tif got := Add(2, 2); got != 4 {',
    '\t\tt.Errorf("Add(2, 2) = %d, want 4", got)',
    '\t}',
    '}',
    '',
    'func TestAddZero(t *testing.T) {',
    '\tfor _, n := range []int{1, 2} {',
    '\t\tt.Run("zero", func(t *testing.T) {',
    '\t\t\tif Add(n, 0) != n {',
    '\t\t\t\tt.Fatal("adding zero changed the value")',
    '\t\t\t}',
    '\t\t})',
    '\t}',
    '}',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (go test, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run' },
      { text: 'done' },
      { call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'calc.go'), 'package calc\n\nfunc Add(a, b int) int { return a + b }\n') },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.is(probe.framework, 'go');
    assert.is(probe.command, 'go test -v -count=1 ./... < /dev/null');
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2, JSON.stringify(runs[0]?.outputTail));
    assert.is(runs[0].framework, 'go');
    assert.is(runs[0].status, 'failed', runs[0].outputTail);
    assert.equal(runs[0].summary, { total: 4, passed: 3, failed: 1, skipped: 0 });
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.kind, f.message]), [['example.com/calc/TestAdd', 'test', 'Add(2, 2) = 0, want 4']]);
    assert.is(runs[1].status, 'passed', runs[1].outputTail);
    assert.equal(runs[1].summary, { total: 4, passed: 4, failed: 0, skipped: 0 });
    assert.is(runs[1].verdict.verified, true);
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop('last_failed re-runs the failing test with -run over its package', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('run the failing test again', [{ call: 'test_run' }, { call: 'test_run', args: { last_failed: true } }, { text: 'still red' }, { text: 'still red' }, { text: 'still red' }]);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs[1].command, "go test -v -count=1 -run '^(TestAdd)$' example.com/calc < /dev/null");
    assert.equal(runs[1].summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  } finally {
    await rt.dispose();
  }
});

loop.run();

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
