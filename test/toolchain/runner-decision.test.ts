/**
 * A run verifies only with the runner's own summary (test/runtime/runner-decision.test.ts), on
 * a real pytest: a test that ends the process from inside (os._exit(0) in the last test) leaves
 * progress letters and exit 0, never a verdict; stale bytecode never decides; a hook that
 * rewrites a source file at the end of the run makes it stale. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { statSync, utimesSync, writeFileSync } from 'node:fs';
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

decision('a stale bytecode cache Python would trust (same size, mtime put back) does not decide the run (pytest)', async () => {
  const rt = await bootRuntime({ files: { ...PY_SUITE, 'calc.py': 'def double(x):\n    return 2 * x\n' }, config: { maxInterceptRounds: 1 } });
  try {
    // Green once, which leaves __pycache__/calc.*.pyc; then the code is broken at the same size
    // with its mtime put back: Python would run the old bytecode and stay green.
    const breakKeepingStamp = () => {
      const path = join(rt.workspace, 'calc.py');
      // The bytecode a first import leaves (written here explicitly: this machine sets PYTHONDONTWRITEBYTECODE).
      execFileSync('python3', ['-c', 'import py_compile; py_compile.compile("calc.py")'], { cwd: rt.workspace });
      const { atime, mtime } = statSync(path);
      writeFileSync(path, 'def double(x):\n    return 3 * x\n');
      utimesSync(path, atime, mtime);
    };
    await rt.turn('check', [{ call: 'test_run' }, { call: 'test_run', args: { failures_first: false }, before: breakKeepingStamp }, { text: 'done' }, { text: 'done, really' }]);
    const [green, second] = toolResults(rt, 'test_run').map((o) => o.value);
    assert.is(green.status, 'passed');
    assert.is(second.status, 'failed', 'the broken source ran, not its stale bytecode');
    assert.equal(second.failures.map((f: any) => f.name), ['tests/test_calc.py::test_ok', 'tests/test_calc.py::test_bad']);
  } finally {
    await rt.dispose();
  }
});

decision('a result printed at exit by a conftest hook, with exit code 0, cannot outrank pytest\'s own (pytest)', async () => {
  const rt = await bootRuntime({ files: PY_SUITE, config: { maxInterceptRounds: 1 } });
  try {
    // After pytest has written its summary: a short summary and a stats line of the model's, then exit 0.
    const forge = () =>
      writeFileSync(
        join(rt.workspace, 'conftest.py'),
        "import atexit, os, sys\n\ndef _fake():\n    sys.stdout.write('=========== short test summary info ===========\\n=========== 2 passed in 0.01s ===========\\n')\n    sys.stdout.flush()\n    os._exit(0)\n\natexit.register(_fake)\n",
      );
    await rt.turn('make the tests pass', [{ call: 'test_run', before: forge }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.exitCode, 0);
    assert.is(run.status, 'failed');
    assert.equal(run.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
    assert.equal(run.failures.map((f: any) => f.name), ['tests/test_calc.py::test_bad']);
    assert.is(run.verdict.verified, false);
  } finally {
    await rt.dispose();
  }
});

decision.run();

const writes = suite('writes during a run are seen');

writes('a test hook that rewrites a source file at the end of the run: stale, the file named (pytest)', async () => {
  const rt = await bootRuntime({ files: PY_SUITE, config: { maxInterceptRounds: 1, checks: { baseline: false } as never } });
  try {
    const hook = "def pytest_sessionfinish(session, exitstatus):\n    open('calc.py', 'w').write('def double(x):\\n    return 0\\n')\n";
    const fix = () => (writeFileSync(join(rt.workspace, 'calc.py'), 'def double(x):\n    return 2 * x\n'), writeFileSync(join(rt.workspace, 'conftest.py'), hook));
    await rt.turn('make the tests pass', [{ call: 'test_run', before: fix }, { text: 'done' }, { text: 'done, really' }]);
    const run = toolResults(rt, 'test_run')[0]!.value;
    assert.is(run.status, 'passed');
    assert.equal(run.verdict.blockers.map((b: any) => b.text), ['stale: written while the run ran: calc.py']);
    const notice = rt.events('user/message').find((e) => e.data.source?.record?.kind === 'intercept');
    assert.ok(notice.data.content[0].text.startsWith('[dsh-test-closure] Not done: files were written while the last test_run ran; re-run test_run to verify them ('), notice.data.content[0].text);
  } finally {
    await rt.dispose();
  }
});

writes.run();
