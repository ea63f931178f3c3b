#!/usr/bin/env node
/**
 * Packs dsh-test-closure the way a user receives it (`npm pack` -> .tgz with built lib/),
 * from the CURRENT work tree, without touching the work tree's lib/:
 * copies package.json, tsconfig.json, src/, grammars/, scripts/build/,
 * cordis.patch.yml and README.md into a scratch directory, links node_modules, runs
 * `npm run build` there and `npm pack` into `outDir`.
 *
 *   node scripts/e2e/pack-plugin.mjs <outDir>     # prints the .tgz path
 *   import { packPlugin } from './pack-plugin.mjs'
 *
 * DTC_E2E_PLUGIN_TGZ=<file.tgz> skips the build and uses that tarball instead.
 *
 * Cache: the tarball is kept in <repo>/.cache/e2e-pack/<sha256 of every packed input and of
 * package-lock.json>/, so an unchanged work tree is not rebuilt (tsc costs 10-40 s).
 * DTC_E2E_NO_PACK_CACHE=1 always rebuilds.
 * DTC_E2E_PACK=repo packs the repository as it is (its lib/ must be fresh, e.g. right after
 * `npm run build` in CI), skipping the scratch build.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { run } from './install-dsh.mjs';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// What `npm run build` reads: the grammar build script loads the two peggy plugins beside it.
const COPY = ['package.json', 'tsconfig.json', 'src', 'grammars', 'scripts/build', 'cordis.patch.yml', 'README.md'];

const CACHE = join(REPO, '.cache', 'e2e-pack');

/** sha256 over the packed inputs (paths and contents) and the lockfile. */
export function inputHash() {
  const h = createHash('sha256');
  const add = (rel) => {
    const full = join(REPO, rel);
    if (!existsSync(full)) return;
    if (statSync(full).isDirectory()) {
      for (const e of readdirSync(full).sort()) add(join(rel, e));
      return;
    }
    h.update(`${rel}\0`);
    h.update(readFileSync(full));
    h.update('\0');
  };
  for (const p of [...COPY, 'package-lock.json']) add(p);
  return h.digest('hex').slice(0, 16);
}

export async function packPlugin(outDir, opts = {}) {
  if (process.env.DTC_E2E_PLUGIN_TGZ) return resolve(process.env.DTC_E2E_PLUGIN_TGZ);
  if (process.env.DTC_E2E_PACK === 'repo') return npmPack(REPO, outDir, opts);
  if (process.env.DTC_E2E_NO_PACK_CACHE === '1') return build(outDir, opts);
  const dir = join(CACHE, inputHash());
  const cached = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.tgz')) : undefined;
  if (cached) return join(dir, cached);
  const tgz = await build(outDir, opts);
  const staging = `${dir}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  copyFileSync(tgz, join(staging, basename(tgz)));
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process won the race
  }
  return tgz;
}

async function build(outDir, { timeoutMs = 180_000 } = {}) {
  mkdirSync(outDir, { recursive: true });
  const work = mkdtempSync(join(outDir, 'build-'));
  for (const p of COPY) {
    const from = join(REPO, p);
    if (!existsSync(from)) continue;
    mkdirSync(dirname(join(work, p)), { recursive: true });
    cpSync(from, join(work, p), { recursive: true });
  }
  symlinkSync(join(REPO, 'node_modules'), join(work, 'node_modules'));
  const env = { ...process.env, PATH: [dirname(process.execPath), join(REPO, 'node_modules', '.bin'), process.env.PATH ?? ''].join(':'), npm_config_update_notifier: 'false' };
  const built = await run('npm', ['run', 'build', '--silent'], { cwd: work, env, timeoutMs });
  if (built.code !== 0) throw new Error(`pack-plugin: npm run build failed (exit ${built.code}) in a copy of the work tree:\n${(built.stdout + built.stderr).slice(-4000)}`);
  rmSync(join(work, 'node_modules'));
  const tgz = await npmPack(work, outDir, { timeoutMs, env });
  rmSync(work, { recursive: true, force: true });
  return tgz;
}

/** `npm pack` of the repository as it is (its committed lib/ is the build): what a user's checkout packs. */
export function packAsIs(outDir, opts = {}) {
  return npmPack(REPO, outDir, opts);
}

async function npmPack(dir, outDir, { timeoutMs = 60_000, env = process.env } = {}) {
  mkdirSync(outDir, { recursive: true });
  const pack = await run('npm', ['pack', '--silent', '--pack-destination', outDir], { cwd: dir, env, timeoutMs });
  if (pack.code !== 0) throw new Error(`pack-plugin: npm pack in ${dir} failed (exit ${pack.code}):\n${pack.stderr.slice(-2000)}`);
  const file = pack.stdout.trim().split('\n').pop();
  const tgz = join(outDir, file);
  if (!existsSync(tgz)) throw new Error(`pack-plugin: npm pack reported ${file}, not found in ${outDir} (${readdirSync(outDir).join(', ')})`);
  return tgz;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  packPlugin(resolve(process.argv[2] ?? '.')).then(
    (tgz) => process.stdout.write(`${tgz}\n`),
    (e) => { process.stderr.write(`${e.message}\n`); process.exit(1); },
  );
}
