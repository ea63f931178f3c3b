/**
 * The closed loop for Python unittest on the real dsh runtime (in-process; only the model is
 * scripted): a workspace of unittest modules and no pytest is detected as unittest, a red run
 * names the failing test as unittest does, the gate intercepts, the fix's plain run re-runs
 * the failing test by its unittest id first and then the whole suite, green, the turn closes.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';

const valueOf = (o: { value: any }) => o.value;

const FILES = {
  'calc.py': 'def add(a, b):\n    return a - b\n',
  'tests/__init__.py': '',
  'tests/test_calc.py': [
    'import unittest',
    '',
    'from calc import add',
    '',
    '',
    'class TestCalc(unittest.TestCase):',
    '    def test_add(self):',
    '        self.assertEqual(add(2, 2), 4)',
    '',
    '    def test_add_zero(self):',
    '        self.assertEqual(add(1, 0), 1)',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (unittest, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('make the tests pass', [
      { call: 'test_probe' },
      { call: 'test_run' },
      { text: 'done' },
      { call: 'test_run', before: () => writeFileSync(join(rt.workspace, 'calc.py'), 'def add(a, b):\n    return a + b\n') },
      { text: 'fixed and verified' },
    ]);
    const probe = valueOf(toolResults(rt, 'test_probe')[0]!);
    assert.is(probe.framework, 'unittest');
    assert.is(probe.command, 'python3 -m unittest -v < /dev/null');
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs.length, 2);
    assert.is(runs[0].framework, 'unittest');
    assert.is(runs[0].status, 'failed');
    assert.equal(runs[0].summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    const name = runs[0].failures[0].name as string;
    assert.match(name, /^test_add \(tests\.test_calc\.TestCalc(?:\.test_add)?\)$/);
    assert.equal(runs[0].failures.map((f: any) => [f.kind, f.message]), [['test', 'AssertionError: 0 != 4']]);
    assert.is(runs[0].summarySeen, true);
    // The plain run after the fix: the failing test by its id, then the whole suite, green.
    assert.is(runs[1].status, 'passed');
    assert.is(runs[1].ok, true);
    assert.equal(runs[1].summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
    assert.is(runs[1].verdict.verified, true);
    assert.equal(rt.events('turn/end').map((e) => e.data.reason.kind), ['completed']);
  } finally {
    await rt.dispose();
  }
});

loop('last_failed re-runs the failing test by its unittest id', async () => {
  const rt = await bootRuntime({ files: FILES });
  try {
    await rt.turn('run the failing test again', [{ call: 'test_run' }, { call: 'test_run', args: { last_failed: true } }, { text: 'still red' }, { text: 'still red' }, { text: 'still red' }]);
    const runs = toolResults(rt, 'test_run').map(valueOf);
    assert.is(runs[1].command, 'python3 -m unittest -v tests.test_calc.TestCalc.test_add < /dev/null');
    assert.equal(runs[1].summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
    assert.is(runs[1].narrowed, true);
  } finally {
    await rt.dispose();
  }
});

loop.run();
