/**
 * The closed loop for ExUnit on the real dsh runtime (in-process; only the model is scripted):
 * a Mix project is detected as exunit and run by `mix test --no-color`, a red run names the
 * failing test as ExUnit does (`test adds (CalcTest)`), the gate intercepts, the fix's plain
 * run re-runs the failing test first (`--only test:…`) and then the whole suite, green, the turn
 * closes; last_failed selects by `--only`; inside the workspace-write sandbox mix writes
 * nothing into HOME (it compiles into the project's `_build/`). Needs Debian's elixir
 * (`.ci/run` installs it).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';
import { onFreshHome } from '../support/fresh-machine.ts';

const valueOf = (o: { value: any }) => o.value;

const calc = (op: string) => `defmodule Calc do\n  def add(a, b), do: a ${op} b\nend\n`;

const FILES = {
  'mix.exs': 'defmodule Calc.MixProject do\n  use Mix.Project\n\n  def project, do: [app: :calc, version: "0.1.0", elixir: "~> 1.14", deps: []]\nend\n',
  'lib/calc.ex': calc('-'),
  'test/test_helper.exs': 'ExUnit.start()\n',
  'test/calc_test.exs': [
    'defmodule CalcTest do',
    '  use ExUnit.Case',
    '',
    '  test "adds" do',
    '    assert Calc.add(2, 2) == 4',
    '  end',
    '',
    '  test "keeps a number plus zero" do',
    '    assert Calc.add(1, 0) == 1',
    '  end',
    'end',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (exunit, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run', args: { timeout_ms: 600_000 } },
      { text: 'done' },
      { call: 'test_run', args: { timeout_ms: 600_000 }, before: () => writeFileSync(join(rt.workspace, 'lib/calc.ex'), calc('+')) },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.equal([probe.framework, probe.configPath, probe.reason], ['exunit', 'mix.exs', 'mix.exs is present']);
    assert.is(probe.command, 'mix test --no-color < /dev/null');
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2, JSON.stringify(runs[0]?.outputTail));
    assert.is(runs[0].framework, 'exunit');
    assert.is(runs[0].status, 'failed', runs[0].outputTail);
    assert.equal(runs[0].summary, { total: 2, passed: 1, failed: 1, skipped: 0 }, runs[0].outputTail);
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.kind, f.location]), [['test adds (CalcTest)', 'test', 'test/calc_test.exs:5']]);
    assert.is(runs[1].status, 'passed', runs[1].outputTail);
    assert.equal(runs[1].summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
    assert.is(runs[1].verdict.verified, true, JSON.stringify(runs[1].verdict));
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop('last_failed re-runs the failing test by its test tag', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('run the failing test again', [{ call: 'test_run', args: { timeout_ms: 600_000 } }, { call: 'test_run', args: { last_failed: true, timeout_ms: 600_000 } }, { text: 'still red' }, { text: 'still red' }, { text: 'still red' }]);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs[1].command, "mix test --no-color --only 'test:test adds' < /dev/null");
    assert.equal(runs[1].failures.map((f: any) => f.name), ['test adds (CalcTest)'], runs[1].outputTail);
    assert.is(runs[1].summary.failed, 1, runs[1].outputTail);
  } finally {
    await rt.dispose();
  }
});

loop('inside the workspace-write sandbox: red -> fix -> green, HOME untouched', () =>
  onFreshHome(async (home) => {
    const rt = await bootRuntime({ mode: 'workspace-write', files: FILES, config: { maxInterceptRounds: 1 } });
    try {
      await rt.turn('make the tests pass', [
        { call: 'test_run', args: { failures_first: false, timeout_ms: 600_000 } },
        { text: 'done' },
        { call: 'test_run', args: { timeout_ms: 600_000 }, before: () => writeFileSync(join(rt.workspace, 'lib/calc.ex'), calc('+')) },
        { text: 'fixed and verified' },
      ]);
      const [red, green] = toolResults(rt, 'test_run').map(valueOf);
      assert.is(red.sandbox.mode, 'workspace-write');
      assert.is(red.status, 'failed', red.outputTail);
      assert.is(green.status, 'passed', green.outputTail);
      assert.is(green.verdict.verified, true, JSON.stringify(green.verdict));
      assert.equal(readdirSync(home), [], `written to HOME: ${readdirSync(home).join(', ')}`);
    } finally {
      await rt.dispose();
    }
  }),
);

loop.run();
