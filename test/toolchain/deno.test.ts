/**
 * The closed loop for `deno test` on the real dsh runtime: a project with deno.json is
 * detected as deno, a red run names the failing test, the gate intercepts, the fix's run
 * re-runs it with `--filter` first and then the whole suite, green.
 *
 * Deno comes from the npm package `deno`, installed outside the repository (test/support/deno-bin.ts).
 * Under workspace-write Deno's own cache (DENO_DIR, ~/.cache/deno) is outside the workspace;
 * a project without remote imports runs without it (Deno falls back to an in-memory cache).
 */
import { suite } from 'uvu';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';
import { redFixGreen } from '../support/red-fix-green.ts';
import { putDenoOnPath } from '../support/deno-bin.ts';

putDenoOnPath();

const loop = suite('closed loop (deno test, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  await redFixGreen({
    boot: { project: join(REPO_ROOT, 'fixtures/projects/deno/one-failure') },
    fix: (ws) => writeFileSync(join(ws, 'calc.ts'), readFileSync(join(ws, 'calc.ts'), 'utf8').replace('a + b + 1', 'a + b')),
    framework: 'deno',
    command: 'deno test < /dev/null',
    red: { summary: { total: 2, passed: 1, failed: 1, skipped: 0 }, failures: [['add sums two numbers', 'test']] },
    green: { total: 2, passed: 2, failed: 0, skipped: 0 },
  });
});

loop.run();
