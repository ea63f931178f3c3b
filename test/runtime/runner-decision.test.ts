/**
 * A run verifies only with the runner's own summary, on the real dsh runtime with a real
 * pytest (only the model is scripted): a test that ends the process from inside (os._exit(0)
 * in the last test) leaves progress letters and exit 0, never a verdict.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootRuntime, toolResults } from '../support/runtime.ts';

const PY_SUITE = {
  'pytest.ini': '[pytest]\n',
  'calc.py': 'def double(x):\n    return x + 1\n',
  'tests/test_calc.py': 'from calc import double\n\ndef test_ok():\n    assert double(1) == 2\n\ndef test_bad():\n    assert double(2) == 4\n',
};

const decision = suite('the runner decides');

decision('an abrupt exit in the last test: exit 0, no summary, not verified (pytest)', async () => {
  const rt = await bootRuntime({ files: PY_SUITE, config: { maxInterceptRounds: 1 } });
  try {
    // The model's "fix" ends the process from inside a test, before pytest can report the failure.
    const exitEarly = () => writeFileSync(join(rt.workspace, 'calc.py'), 'import os\n\ndef double(x):\n    if x == 2:\n        os._exit(0)\n    return x + 1\n');
    await rt.turn('make the tests pass', [{ call: 'test_run', before: exitEarly }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.exitCode, 0);
    assert.is(run.summarySeen, false);
    assert.is(run.verdict.verified, false);
    assert.equal(run.verdict.blockers.map((b: any) => b.text), ["ended without the runner's summary (killed, exited from inside a test, or cut off), so it cannot verify the suite"]);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.startsWith("[dsh-test-closure] Not done: the last test_run ended without the runner's summary (killed, exited from inside a test, or cut off), so it cannot verify the suite ("), notice.data.content[0].text);
    assert.is(notice.data.source.summary, 'test_run no runner summary; interception 1/1');
  } finally {
    await rt.dispose();
  }
});

decision.run();
