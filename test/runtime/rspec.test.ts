/**
 * The closed loop for RSpec on the real dsh runtime (in-process; only the model is scripted):
 * a project with a `.rspec` that asks for the documentation formatter is detected as rspec and
 * run with the progress formatter pinned, a red run names the failing example by its full
 * description, the gate intercepts, the fix's plain run re-runs the failing example first and
 * then the whole suite, green, the turn closes; last_failed selects by `-e`; inside the
 * workspace-write sandbox RSpec writes nothing into HOME. Needs Debian's ruby-rspec (`.ci/run`
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
  '.rspec': '--format documentation\n',
  'lib/calc.rb': calc('-'),
  'spec/calc_spec.rb': [
    "require_relative '../lib/calc'",
    '',
    'RSpec.describe Calc do',
    "  it 'adds' do",
    '    expect(Calc.add(2, 2)).to eq(4)',
    '  end',
    '',
    "  it 'keeps a number plus zero' do",
    '    expect(Calc.add(1, 0)).to eq(1)',
    '  end',
    'end',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (rspec, real runtime)');

loop('probe -> red -> interception -> fix -> failing example first -> green -> turn closes', async () => {
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
    assert.equal([probe.framework, probe.configPath, probe.reason], ['rspec', '.rspec', '.rspec is present']);
    assert.is(probe.command, 'rspec --no-color --format progress < /dev/null');
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2, JSON.stringify(runs[0]?.outputTail));
    assert.is(runs[0].framework, 'rspec');
    assert.is(runs[0].status, 'failed', runs[0].outputTail);
    assert.equal(runs[0].summary, { total: 2, passed: 1, failed: 1, skipped: 0 }, runs[0].outputTail);
    assert.equal(runs[0].failures.map((f: any) => [f.name, f.kind, f.location]), [['Calc adds', 'test', './spec/calc_spec.rb:5']]);
    assert.match(runs[0].failures[0].message, /expected: 4/);
    assert.is(runs[1].status, 'passed', runs[1].outputTail);
    assert.equal(runs[1].summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
    assert.is(runs[1].verdict.verified, true, JSON.stringify(runs[1].verdict));
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop('last_failed re-runs the failing example by its full description', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('run the failing test again', [{ call: 'test_run' }, { call: 'test_run', args: { last_failed: true } }, { text: 'still red' }, { text: 'still red' }, { text: 'still red' }]);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs[1].command, "rspec --no-color --format progress -e 'Calc adds' < /dev/null");
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
