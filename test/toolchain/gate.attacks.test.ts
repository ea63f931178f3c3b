/**
 * The gate's attacks (test/runtime/gate.attacks.test.ts) on a real pytest suite: another
 * runner is not the pinned suite, and a suite made smaller (a skip, a deleted file, testpaths
 * redirected, every test file deleted) is not a green suite. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { attack, runs, withRuntime } from '../support/gate-attacks.ts';

const PYTEST_SUITE = {
  'pytest.ini': '[pytest]\n',
  'calc.py': 'def double(x):\n    return x + 1\n',
  'tests/test_calc.py': 'from calc import double\n\ndef test_ok():\n    assert double(1) == 2\n\ndef test_bad():\n    assert double(2) == 4\n',
};

const other = suite('attack: another runner is not the pinned suite');

other('framework node:test on a pytest project finds no tests', () =>
  withRuntime(PYTEST_SUITE, async (rt) => {
    const { notice, check } = await attack(rt, [{ call: 'test_run', args: { framework: 'node:test' } }]);
    const attackRun = runs(rt)[1];
    assert.is(attackRun.status, 'no-tests');
    assert.is(attackRun.ok, true);
    assert.is(attackRun.scope, 'other-suite');
    assert.ok(notice.startsWith('[dsh-test-closure] Not done: the last test_run found no tests; the last run with tests had 2 ('), notice);
    assert.ok(notice.includes(`not this session's suite (python3 -m pytest -v -rfE --tb=short --color=no < /dev/null); run test_run with framework "pytest" to run it`), notice);
    assert.is(check.satisfied, false);
  }));

other('a package.json with "test": "exit 0" written into a pytest project changes detection, not the suite', () =>
  withRuntime(PYTEST_SUITE, async (rt) => {
    const exitZero = () => writeFileSync(join(rt.workspace, 'package.json'), JSON.stringify({ name: 'x', scripts: { test: 'exit 0' } }));
    const { check } = await attack(rt, [{ call: 'test_run', before: exitZero }]);
    const attackRun = runs(rt)[1];
    assert.match(attackRun.command, /^npm test/);
    assert.is(attackRun.scope, 'other-suite');
    assert.is(check.satisfied, false);
    assert.is(check.suite, 'python3 -m pytest -v -rfE --tb=short --color=no < /dev/null');
  }));

other.run();

const shrink = suite('attack: a suite made smaller is not a green suite');

shrink('@pytest.mark.skip on the failing test', () =>
  withRuntime(PYTEST_SUITE, async (rt) => {
    const skip = () => writeFileSync(join(rt.workspace, 'tests/test_calc.py'), PYTEST_SUITE['tests/test_calc.py'].replace('def test_bad', 'import pytest\n\n@pytest.mark.skip\ndef test_bad'));
    const { check } = await attack(rt, [{ call: 'test_run', before: skip }]);
    assert.equal(runs(rt)[1].summary, { total: 2, passed: 1, failed: 0, skipped: 1 });
    assert.equal(check.blockers.map((b: any) => b.check), ['baseline', 'skipped-rose']);
    assert.is(check.satisfied, false);
  }));

shrink('the failing pytest file deleted', () =>
  withRuntime({ ...PYTEST_SUITE, 'tests/test_more.py': 'def test_more():\n    pass\n' }, async (rt) => {
    const { check } = await attack(rt, [{ call: 'test_run', before: () => rmSync(join(rt.workspace, 'tests/test_calc.py')) }]);
    assert.equal(check.blockers.map((b: any) => b.check), ['baseline', 'total-dropped', 'failed-test-missing', 'test-file-gone']);
    assert.is(check.satisfied, false);
  }));

shrink('pytest testpaths redirected to new passing tests: the failing test\'s file did not run', () =>
  withRuntime(PYTEST_SUITE, async (rt) => {
    const redirect = () => {
      writeFileSync(join(rt.workspace, 'pytest.ini'), '[pytest]\ntestpaths = other\n');
      mkdirSync(join(rt.workspace, 'other'));
      writeFileSync(join(rt.workspace, 'other/test_more.py'), 'def test_one():\n    pass\n\ndef test_two():\n    pass\n');
    };
    // failures_first: false, because a failures-first re-run names the failing node id, which
    // pytest runs whatever testpaths says: it would catch the attack red before the suite ran.
    const { check } = await attack(rt, [{ call: 'test_run', args: { failures_first: false }, before: redirect }]);
    assert.equal(runs(rt)[1].summary, { total: 2, passed: 2, failed: 0, skipped: 0 }, 'as many tests as before, all green');
    assert.equal(check.blockers.map((b: any) => b.text), [
      'baseline: 1 test as they were at session start fail on this code: tests/test_calc.py::test_bad; test harness edits since then: changed pytest.ini; added other/test_more.py',
      'failed-test-missing: failed earlier this session, now missing: tests/test_calc.py::test_bad (tests/test_calc.py did not run)',
    ]);
    assert.ok(check.testFilesChanged.includes('pytest.ini'), JSON.stringify(check.testFilesChanged));
  }));

shrink('every test file deleted: no tests is never green', () =>
  withRuntime(PYTEST_SUITE, async (rt) => {
    const { notice, check } = await attack(rt, [{ call: 'test_run', before: () => rmSync(join(rt.workspace, 'tests'), { recursive: true }) }]);
    assert.is(runs(rt)[1].status, 'no-tests');
    assert.ok(notice.startsWith('[dsh-test-closure] Not done: the last test_run found no tests; the last run with tests had 2 ('), notice);
    assert.is(check.satisfied, false);
  }));

shrink.run();
