/**
 * The closed loop for Minitest on the real dsh runtime (in-process; only the model is
 * scripted): a project with a Rakefile test task and test/ is detected as minitest and run as
 * Ruby over its test files, a red run names the failing test `Class#method`, the gate
 * intercepts, the fix's plain run re-runs the failing test first (`-n`) and then the whole
 * suite, green, the turn closes; last_failed selects by one anchored `-n`; inside the
 * workspace-write sandbox Ruby writes nothing into HOME. Needs Debian's ruby-minitest (`.ci/run`
 * installs it).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';
import { onFreshHome } from '../support/fresh-machine.ts';

const valueOf = (o: { value: any }) => o.value;

const calc = (op: string) => `module Calc\n  def self.add(a, b)\n    a ${op} b\n  end\nend\n`;

const FILES = {
  Rakefile: "require 'rake/testtask'\n\nRake::TestTask.new(:test) do |t|\n  t.libs << 'test'\nend\n",
  'lib/calc.rb': calc('-'),
  'test/test_helper.rb': "require 'minitest/autorun'\nrequire 'calc'\n",
  'test/calc_test.rb': [
    "require 'test_helper'",
    '',
    'class CalcTest < Minitest::Test',
    '  def test_adds',
    '    assert_equal 4, Calc.add(2, 2)',
    '  end',
    '',
    '  def test_zero',
    '    assert_equal 1, Calc.add(1, 0)',
    '  end',
    'end',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (minitest, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run' },
      { text: 'done' },
      { call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'lib/calc.rb'), calc('+')) },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.equal([probe.framework, probe.configPath, probe.reason], ['minitest', 'Rakefile', 'Rakefile contains TestTask']);
    assert.ok(probe.command.startsWith("ruby -Ilib -Itest -e '"), probe.command);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2, JSON.stringify(runs[0]?.outputTail));
    assert.is(runs[0].framework, 'minitest');
    assert.is(runs[0].status, 'failed', runs[0].outputTail);
    assert.equal(runs[0].summary, { total: 2, passed: 1, failed: 1, skipped: 0 }, runs[0].outputTail);
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.kind, f.location]), [['CalcTest#test_adds', 'test', 'test/calc_test.rb:5']]);
    assert.match(runs[0].failures[0].message, /Expected: 4/);
    assert.is(runs[1].status, 'passed', runs[1].outputTail);
    assert.equal(runs[1].summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
    assert.is(runs[1].verdict.verified, true, JSON.stringify(runs[1].verdict));
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop('last_failed re-runs the failing test by one anchored -n', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('run the failing test again', [{ call: 'test_run' }, { call: 'test_run', args: { last_failed: true } }, { text: 'still red' }, { text: 'still red' }, { text: 'still red' }]);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.ok(runs[1].command.endsWith(" -- -n '/^(?:CalcTest#test_adds)$/' < /dev/null"), runs[1].command);
    assert.equal(runs[1].summary, { total: 1, passed: 0, failed: 1, skipped: 0 }, runs[1].outputTail);
  } finally {
    await rt.dispose();
  }
});

loop('inside the workspace-write sandbox: red -> fix -> green, HOME untouched', () =>
  onFreshHome(async (home) => {
    const rt = await bootRuntime({ mode: 'workspace-write', files: FILES, config: { maxInterceptRounds: 1 } });
    try {
      await rt.turn('make the tests pass', [
        { call: 'test_run', args: { failures_first: false } },
        { text: 'done' },
        { call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'lib/calc.rb'), calc('+')) },
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
