/**
 * test_run on the real runtime against real pytest suites (the Node runners are in
 * test/runtime/runners.test.ts): a red run named by node id, and a run killed at the timeout
 * mid-file counted from pytest's unfinished progress line. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootRuntime, oneTestRun as oneRun } from '../support/runtime.ts';

const runners = suite('test_run on real runners');

runners('pytest: red run named by node id', async () => {
  const rt = await bootRuntime({
    files: {
      'pytest.ini': '[pytest]\n',
      'tests/test_calc.py': 'def test_ok():\n    assert 1 == 1\n\ndef test_bad():\n    assert 1 == 2\n',
    },
  });
  try {
    const { value } = await oneRun(rt);
    assert.is(value.framework, 'pytest');
    assert.equal(value.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    assert.equal(value.failures.map((f: any) => f.name), ['tests/test_calc.py::test_bad']);
    assert.is(value.ok, false);
  } finally {
    await rt.dispose();
  }
});

runners('pytest killed at the timeout mid-file: the tests that finished are counted from its -v result lines', async () => {
  const rt = await bootRuntime({
    files: {
      'pytest.ini': '[pytest]\n',
      'tests/test_0.py': 'def test_z():\n    pass\n',
      'tests/test_a.py': 'import time\n\ndef test_1():\n    pass\n\ndef test_2():\n    assert 1 == 2\n\ndef test_3():\n    pass\n\ndef test_hang():\n    time.sleep(600)\n\ndef test_after():\n    pass\n',
    },
  });
  try {
    // Long enough for pytest to start and reach the hung test on a loaded machine; the test_hang sleep outlasts it.
    const { value } = await oneRun(rt, { timeout_ms: 10000 });
    assert.is(value.status, 'timed-out');
    assert.equal(value.notes, ['timed out before the runner printed its summary: counts cover only the tests that finished; one may hang']);
    // -v prints a test's id when it starts and its outcome when it ends: the hung one has none.
    assert.ok(value.outputTail.trimEnd().endsWith('tests/test_a.py::test_3 PASSED                                           [ 66%]\ntests/test_a.py::test_hang'), value.outputTail);
    assert.equal(value.summary, { total: 4, passed: 3, failed: 1, skipped: 0 });
    assert.is(value.ok, false);
  } finally {
    await rt.dispose();
  }
});

runners.run();
