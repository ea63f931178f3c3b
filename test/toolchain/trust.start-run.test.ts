/**
 * The state the session started in (test/runtime/trust.start-run.test.ts), on real pytest
 * suites (only the model is scripted): the session-start run finds the suite red, which leaves
 * test_closure_check unsatisfied while no test_run is recorded; its failures are the ones the
 * "pre-existing" reason accepts; and a deleted tests/ directory leaves the session's suite in
 * place. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { closureCheck, fix, notices, withRuntime } from '../support/gate-session.ts';
import { attack, lastRun, PY_FIXED, PY_SUITE } from '../support/session-baseline.ts';
import { toolResults } from '../support/runtime.ts';
import { startRunSettled } from '../support/start-run.ts';

const START = { startRun: true };

const start = suite('the state the session started in (pytest)');

start('red at session start, no run: not satisfied, not steered', () =>
  withRuntime(
    PY_SUITE,
    async (rt) => {
      const record = await startRunSettled(rt);
      assert.is(record.asFound, true);
      assert.equal(record.failures.map((f: any) => f.name), ['tests/test_calc.py::test_bad']);
      await rt.turn('explain', [{ text: 'It doubles.' }]);
      assert.is(notices(rt).length, 0);
      const check = await closureCheck(rt);
      assert.is(check.satisfied, false);
      assert.equal(check.blockers.map((b: any) => b.check), ['start-run']);
    },
    START,
  ));

start('"pre-existing" is accepted for a failure of the start run after an edit before the first run', () =>
  withRuntime(
    { ...PY_SUITE, 'tests/test_legacy.py': 'def test_legacy():\n    assert 1 == 2\n' },
    async (rt) => {
      await startRunSettled(rt);
      await rt.turn('fix double', [
        { call: 'test_run', before: fix(rt, 'calc.py', PY_FIXED) },
        { call: 'test_closure_report', args: { tests: ['tests/test_legacy.py::test_legacy'], reason: 'pre-existing', explanation: 'It failed before this session and is not part of the task.' } },
        { text: 'reported' },
      ]);
      const report = toolResults(rt, 'test_closure_report').at(-1)!;
      assert.is(report.isError, false, report.text);
    },
    START,
  ));

start('tests/ and pytest.ini deleted (nothing detected), then test_run: pytest still runs as the suite and finds no tests', () =>
  withRuntime(PY_SUITE, async (rt) => {
    const { check } = await attack(rt, [{ call: 'test_run', before: () => (rmSync(join(rt.workspace, 'tests'), { recursive: true }), rmSync(join(rt.workspace, 'pytest.ini'))) }]);
    assert.is(lastRun(rt).status, 'no-tests');
    assert.is(lastRun(rt).scope, 'suite');
    assert.ok(lastRun(rt).command.includes('pytest'), lastRun(rt).command);
    assert.is(check.satisfied, false);
  }));

start.run();
