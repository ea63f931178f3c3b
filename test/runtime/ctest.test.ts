/**
 * The closed loop for CTest on the real dsh runtime: a CMake project configured into `build/`
 * (as a user configures it; the plugin does not) is detected as ctest, the planned command
 * builds it and runs CTest, a red run names the failing test, the gate intercepts, the fix's
 * run rebuilds and re-runs it with `-R` first and then the whole suite, green. Needs cmake and
 * a C compiler (`.ci/run` installs Debian's cmake and g++).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';
import { redFixGreen } from '../support/red-fix-green.ts';

const loop = suite('closed loop (CTest, real runtime)');

loop('configured build dir -> red -> interception -> fix -> rebuilt, failing test first -> green', async () => {
  const { runs } = await redFixGreen({
    boot: { project: join(REPO_ROOT, 'fixtures/projects/ctest/one-failure') },
    prepare: (ws) => {
      const configured = spawnSync('cmake', ['-S', '.', '-B', 'build'], { cwd: ws, encoding: 'utf8' });
      assert.is(configured.status, 0, configured.stderr);
    },
    fix: (ws) => writeFileSync(join(ws, 'calc_test.c'), readFileSync(join(ws, 'calc_test.c'), 'utf8').replace('2 * 3 + 1', '2 * 3')),
    framework: 'ctest',
    command: 'cmake --build build < /dev/null && ctest --test-dir build --output-on-failure < /dev/null',
    red: { summary: { total: 3, passed: 2, failed: 1, skipped: 0 }, failures: [['multiplies', 'test']] },
    green: { total: 3, passed: 3, failed: 0, skipped: 0 },
  });
  assert.match(runs[1].command, 'ctest --test-dir build --output-on-failure');
});

loop.run();
