/**
 * The closed loop for `deno test` on the real dsh runtime: a project with deno.json is
 * detected as deno, a red run names the failing test, the gate intercepts, the fix's run
 * re-runs it with `--filter` first and then the whole suite, green.
 *
 * Deno comes from the npm package `deno`, installed outside the repository: `DENO_BIN` when
 * set, else a `deno` on PATH, else the package in `DENO_PKG_DIR` (default /tmp/deno-pkg, where
 * scripts/capture/deno.mjs looks too), installed there by this test with npm when missing.
 * Under workspace-write Deno's own cache (DENO_DIR, ~/.cache/deno) is outside the workspace;
 * a project without remote imports runs without it (Deno falls back to an in-memory cache).
 */
import { suite } from 'uvu';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';
import { redFixGreen } from '../support/red-fix-green.ts';

const DENO_VERSION = '2.9.6';

/** The directory of a deno binary, installed from npm into the package dir when there is none. */
function denoDir(): string {
  if (process.env['DENO_BIN']) return dirname(process.env['DENO_BIN']);
  if (spawnSync('deno', ['--version']).status === 0) return '';
  const prefix = process.env['DENO_PKG_DIR'] ?? '/tmp/deno-pkg';
  const bin = join(prefix, 'node_modules', '.bin');
  if (!existsSync(join(bin, 'deno'))) {
    const installed = spawnSync('npm', ['install', '--prefix', prefix, '--no-save', '--no-audit', '--no-fund', `deno@${DENO_VERSION}`], { encoding: 'utf8' });
    if (installed.status !== 0) throw new Error(`npm install deno@${DENO_VERSION} failed: ${installed.stderr}`);
  }
  return bin;
}

const dir = denoDir();
if (dir !== '') process.env['PATH'] = `${dir}${delimiter}${process.env['PATH']}`;

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
