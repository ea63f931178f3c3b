/**
 * Deno for the toolchain tests: it comes from the npm package `deno`, installed outside the
 * repository. `DENO_BIN` when set, else a `deno` on PATH, else the package in `DENO_PKG_DIR`
 * (default /tmp/deno-pkg, where scripts/capture/deno.mjs looks too), installed there with npm
 * when missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';

const DENO_VERSION = '2.9.6';

/** The directory of a deno binary ('' when `deno` is on PATH), installed from npm when there is none. */
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

/** Puts a deno binary on this process's PATH (children inherit it). */
export function putDenoOnPath(): void {
  const dir = denoDir();
  if (dir !== '') process.env['PATH'] = `${dir}${delimiter}${process.env['PATH']}`;
}
