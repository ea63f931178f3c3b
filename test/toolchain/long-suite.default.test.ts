/**
 * A pytest suite of about 150 s, longer than a tool call's default timeout, on the real runtime
 * with the default config (test/runtime/long-suite.default.test.ts has node:test's): the model
 * passes neither `timeout_ms` nor `run_in_background`, the call answers with the run's progress,
 * the suite is started once, and the next turn's test_closure_check is satisfied with no
 * unresolved mark. Needs python3 with pytest.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toolResults, withBootedRuntime } from '../support/runtime.ts';
import { closureCheck, intercepts } from '../support/gate-session.ts';

const TESTS = 30;
const EACH_S = 5;

const long = suite('a pytest suite of about 150 s, the default config');

long('closes verified, the suite started once', async () => {
  const starts = join(mkdtempSync(join(tmpdir(), 'dtc-long-')), 'starts');
  const tests = Array.from({ length: TESTS }, (_, i) => `def test_t${i}():\n    time.sleep(${EACH_S})\n`).join('\n');
  await withBootedRuntime(
    {
      files: {
        'pytest.ini': '[pytest]\n',
        // Each collection of the module (a start of the suite) appends a line outside the workspace.
        'tests/test_long.py': `import time\n\nwith open(${JSON.stringify(starts)}, 'a') as f:\n    f.write('started\\n')\n\n${tests}`,
      },
      jobs: true,
      config: { startRun: false },
    },
    async (rt) => {
      await rt.turn('run the tests', [{ call: 'test_run' }, { text: 'done' }]);
      const [first] = toolResults(rt, 'test_run');
      assert.is(first!.value.status, 'running', 'the call answered before the suite ended');
      assert.match(first!.text, /\nthe suite is running: [^\n]*; the turn closes when it finishes\n/);
      assert.is(intercepts(rt).length, 0);
      const check = await closureCheck(rt);
      assert.is(check.satisfied, true, JSON.stringify(check));
      assert.is(check.unresolved, null);
      assert.is(check.lastRun.summary.total, TESTS);
      assert.is(readFileSync(starts, 'utf8').split('\n').filter((l) => l === 'started').length, 1, 'the suite was started once');
    },
  );
});

long.run();
