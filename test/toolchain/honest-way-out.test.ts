/**
 * The honest way out (test/runtime/honest-way-out.test.ts) on real pytest suites: a wrong test
 * fixed with an explanation is reviewed, not verified; an environment report is accepted when a
 * module is missing. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toolResults } from '../support/runtime.ts';
import { closureCheck, notices, noticeText, reportCloses, withRuntime, write } from '../support/gate-session.ts';

const PY_SUITE = {
  'pytest.ini': '[pytest]\n',
  'calc.py': 'def double(x):\n    return 2 * x\n',
  'tests/test_calc.py': 'from calc import double\n\ndef test_ok():\n    assert double(1) == 2\n\ndef test_spec():\n    # the requirement says double(3) is 6\n    assert double(3) == 7\n',
};

// ---------------------------------------------------------------------------------------------

const review = suite('test-change review');

review('a wrong test fixed, with an explanation: reviewed, not verified (pytest)', () =>
  withRuntime(PY_SUITE, async (rt) => {
    const fixedTest = PY_SUITE['tests/test_calc.py'].replace('double(3) == 7', 'double(3) == 6');
    await rt.turn('make the tests pass', [
      { call: 'test_run' },
      { call: 'test_run', before: () => write(rt, 'tests/test_calc.py', fixedTest) },
      { text: 'done' },
      { call: 'test_closure_report', args: { tests: ['tests/test_calc.py::test_spec'], reason: 'test-wrong', explanation: 'The requirement says double(3) is 6; the test expected 7.' } },
      { text: 'reported' },
    ]);
    assert.is(rt.model.script.length, 0);
    assert.is(notices(rt, 'intercept').length, 1, 'steered once with the list');
    assert.ok(noticeText(notices(rt, 'intercept')[0]).includes('tests/test_calc.py::test_spec'));
    const outcome = toolResults(rt, 'test_closure_report')[0]!;
    assert.is(outcome.text, 'test_closure_report accepted (test-wrong) as a test-change review: this turn may end; the user sees the review. The suite is not verified.');
    const logged = noticeText(notices(rt, 'report')[0]);
    assert.is(
      logged,
      [
        '[dsh-test-closure] Test-change review, turn 1: the suite passes as changed, not as it was at session start (not verified).',
        'Tests the model says were wrong: tests/test_calc.py::test_spec.',
        'Test harness edits: changed tests/test_calc.py.',
        'Reason (test-wrong: "The requirement says double(3) is 6; the test expected 7.").',
      ].join('\n'),
    );
    const check = await closureCheck(rt);
    assert.is(check.satisfied, false);
    assert.equal(check.reviews.map((r: any) => [r.reason, r.tests, r.changed]), [['test-wrong', ['tests/test_calc.py::test_spec'], ['tests/test_calc.py']]]);
  }));

review.run();

const report = suite('test_closure_report per reason class');

report('environment: accepted when a module is missing (pytest)', () =>
  withRuntime({ 'pytest.ini': '[pytest]\n', 'tests/test_db.py': 'import psycopg_missing_driver\n\ndef test_db():\n    assert psycopg_missing_driver\n' }, async (rt) => {
    const { text, notice } = await reportCloses(rt, [{ call: 'test_run' }], {
      tests: ['tests/test_db.py'],
      reason: 'environment',
      explanation: 'The database driver is not installed here.',
    });
    assert.is(text, 'test_closure_report accepted (environment): this turn may end; the session is marked unresolved and the user sees your reason.');
    assert.ok(notice.startsWith('[dsh-test-closure] Turn 1 ended unresolved on the model\'s report'), notice);
    const check = await closureCheck(rt);
    assert.equal([check.satisfied, check.unresolved.reason], [false, 'environment']);
  }));

report.run();
