/**
 * Real project layouts (test/runtime/projects.test.ts) on a real pytest: a project with a
 * `.venv` runs on the venv's interpreter, goes red, is fixed, and closes green. Needs python3
 * with pytest and venv.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { toolResults, withBootedRuntime } from '../support/runtime.ts';
import { fix, intercepts } from '../support/gate-session.ts';

const projects = suite('real project layouts');

projects('a pytest project with a .venv runs on the venv, red, fixed, green', () =>
  withBootedRuntime(
    {
      files: {
        'pytest.ini': '[pytest]\n',
        'calc.py': 'def add(a, b):\n    return a - b\n',
        // venvonly is installed in the venv alone: on any other Python the file fails to import.
        'tests/test_calc.py': 'import venvonly\nfrom calc import add\n\ndef test_add():\n    assert add(2, 2) == venvonly.FOUR\n\ndef test_zero():\n    assert add(1, 0) == 1\n',
      },
      config: { maxInterceptRounds: 1 },
    },
    async (rt) => {
      const venv = join(rt.workspace, '.venv');
      execFileSync('python3', ['-m', 'venv', '--without-pip', '--system-site-packages', venv]);
      const lib = join(venv, 'lib');
      writeFileSync(join(lib, readdirSync(lib)[0]!, 'site-packages', 'venvonly.py'), 'FOUR = 4\n');
      await rt.turn('fix add', [{ call: 'test_probe' }, { call: 'test_run', args: { failures_first: false } }, { call: 'test_run', before: fix(rt, 'calc.py', 'def add(a, b):\n    return a + b\n') }, { text: 'done' }]);
      const probe = toolResults(rt, 'test_probe')[0]!;
      assert.equal(probe.value.python, { kind: 'venv', words: ['.venv/bin/python'], reason: ".venv/pyvenv.cfg is present: the workspace's virtualenv" });
      assert.is(probe.value.packageManager, undefined);
      const [red, green] = toolResults(rt, 'test_run').map((o) => o.value);
      assert.ok(red.command.startsWith('.venv/bin/python -m pytest '), red.command);
      assert.equal(red.failures.map((f: any) => f.name), ['tests/test_calc.py::test_add']);
      assert.equal(red.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
      assert.is(green.status, 'passed');
      assert.is(green.verdict.verified, true);
      assert.is(intercepts(rt).length, 0, 'the turn closed on the green run');
    },
  ));

projects.run();
