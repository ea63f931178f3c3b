/**
 * test_run on the real runtime against real pytest suites (the Node runners are in
 * test/runtime/runners.test.ts): a red run named by node id, and a run killed at the timeout
 * mid-file counted from pytest's unfinished progress line. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bootRuntime, toolResults, type Runtime } from '../support/runtime.ts';

const valueOf = (o: { value: any }) => o.value;
const contentOf = (o: { text: string }) => o.text;

async function oneRun(rt: Runtime, args: Record<string, unknown> = {}) {
  await rt.turn('run the tests', [{ call: 'test_run', args }, { text: 'ok' }, { text: 'ok' }, { text: 'ok' }]);
  const results = toolResults(rt, 'test_run');
  const last = results[results.length - 1]!;
  return { value: valueOf(last), text: contentOf(last) };
}

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

runners('pytest killed at the timeout mid-file: the tests that finished are counted from its unfinished progress line', async () => {
  const rt = await bootRuntime({
    files: {
      'pytest.ini': '[pytest]\n',
      'tests/test_0.py': 'def test_z():\n    pass\n',
      'tests/test_a.py': 'import time\n\ndef test_1():\n    pass\n\ndef test_2():\n    assert 1 == 2\n\ndef test_3():\n    pass\n\ndef test_hang():\n    time.sleep(600)\n\ndef test_after():\n    pass\n',
    },
  });
  try {
    const { value } = await oneRun(rt, { timeout_ms: 4000 });
    assert.is(value.status, 'timed-out');
    assert.equal(value.notes, ['timed out before the runner printed its summary: counts cover only the tests that finished; one may hang']);
    assert.ok(value.outputTail.endsWith('tests/test_a.py .F.'), value.outputTail);
    assert.equal(value.summary, { total: 4, passed: 3, failed: 1, skipped: 0 });
    assert.is(value.ok, false);
  } finally {
    await rt.dispose();
  }
});

runners.run();
