#!/usr/bin/env node
/**
 * Installs (once) and locates the REAL dsh CLI used by the end-to-end tests.
 *
 *   node scripts/e2e/install-dsh.mjs          # install if needed, print {prefix, bin, path} as JSON
 *   import { ensureDsh } from './install-dsh.mjs'
 *
 * Cache prefix: $DTC_CACHE, else <repo>/.cache/dsh-cli-0.1.0-rc.8/ (gitignored via .cache/).
 * Contents: `npm install -g --prefix` of @deepseek-ai/dsh@0.1.0-rc.8 and pnpm (dsh plugin add
 * shells out to pnpm), with the rc.8 workarounds from shared/docs/dsh-host.md §9:
 *   - a project-local `npm install @deepseek-ai/dsh` livelocks in Arborist (npm/cli#9934),
 *     so a global --prefix install is used;
 *   - cordis-plugin-hmr@1.0.19 (picked by ^1.0.16) removed registerConfig and breaks every
 *     profile boot, so every nested copy is replaced by 1.0.17 (same dependency set);
 *   - dsh needs Node >= 22.19: this script refuses older Node and puts its own Node first on
 *     PATH for npm's install scripts (native prebuilds match the Node that runs dsh).
 *
 * Idempotent: a prefix is reused when `dsh --version` prints the pinned version, every hmr copy
 * is 1.0.17 and pnpm runs (a few hundred ms). Otherwise it is rebuilt from scratch in a staging
 * directory and renamed into place, so an interrupted install never looks complete.
 * Every child process has a timeout; the whole process group is killed when it expires.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DSH_VERSION = '0.1.0-rc.8';
export const HMR_VERSION = '1.0.17';
export const PNPM_VERSION = '12.4.2';
const HMR_PKG = '@deepseek-ai/cordis-plugin-hmr';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_PREFIX = join(REPO, '.cache', `dsh-cli-${DSH_VERSION}`);

const INSTALL_TIMEOUT_MS = Number(process.env.DTC_INSTALL_TIMEOUT_MS ?? 600_000);
const CHECK_TIMEOUT_MS = 30_000;
const LOCK_WAIT_MS = INSTALL_TIMEOUT_MS + 60_000;

function log(msg) {
  if (process.env.DTC_QUIET !== '1') process.stderr.write(`[install-dsh] ${msg}\n`);
}

/** Whether Node `version` (`22.19.0`) runs dsh: 22.19 or later (the same rule as src/entry/plugin.ts nodeRunsDsh). */
export function nodeRunsDsh(version = process.versions.node) {
  const [maj, min] = version.replace(/^v/, '').split('.').map(Number);
  return maj > 22 || (maj === 22 && min >= 19);
}
const nodeOk = () => nodeRunsDsh();

/** How to get a Node that runs dsh, for the messages that ask for one. */
export const GET_NODE = 'install Node 22.19 or later (24 recommended: nvm install 24, or https://nodejs.org), or, in a checkout after npm install, put its own Node 24 first: export PATH="$PWD/node_modules/node/bin:$PATH"';

/** PATH with this Node and the prefix's bin first. */
export function pathFor(prefix, basePath = process.env.PATH ?? '') {
  return [join(prefix, 'bin'), dirname(process.execPath), basePath].join(':');
}

/**
 * Runs a command with a hard timeout (kills the whole process group). Resolves
 * {code, stdout, stderr}; rejects only on spawn failure or timeout.
 */
export function run(cmd, args, { timeoutMs = CHECK_TIMEOUT_MS, env = process.env, cwd, input } = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd, env, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => {
      try { process.kill(-child.pid, 'SIGKILL'); } catch {}
      reject(new Error(`${cmd} ${args.join(' ')}: timed out after ${timeoutMs} ms\n--- stderr tail ---\n${stderr.slice(-2000)}`));
    }, timeoutMs);
    child.on('error', (e) => { clearTimeout(timer); reject(new Error(`${cmd}: ${e.message}`)); });
    child.on('close', (code, signal) => { clearTimeout(timer); resolvePromise({ code: code ?? (signal ? 128 : 1), stdout, stderr }); });
    // A child that exits without reading its stdin makes the write fail with EPIPE: not an error of the run.
    child.stdin.on('error', () => {});
    child.stdin.end(input ?? '');
  });
}

function findHmrCopies(prefix) {
  const out = [];
  const walk = (dir, depth) => {
    if (depth > 12) return;
    let entries;
    try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      if (!e.isDirectory() || e.isSymbolicLink()) continue;
      const full = join(dir, e.name);
      if (e.name === 'node_modules') {
        const hmr = join(full, HMR_PKG);
        if (existsSync(join(hmr, 'package.json'))) out.push(hmr);
      }
      walk(full, depth + 1);
    }
  };
  walk(join(prefix, 'lib', 'node_modules'), 0);
  return out;
}

function versionOf(pkgDir) {
  return JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).version;
}

/** Why `prefix` is not a complete install (null when it is). */
export async function checkPrefix(prefix) {
  const dsh = join(prefix, 'bin', 'dsh');
  const pnpm = join(prefix, 'bin', 'pnpm');
  if (!existsSync(dsh)) return `no ${dsh}`;
  if (!existsSync(pnpm)) return `no ${pnpm}`;
  const hmr = findHmrCopies(prefix);
  if (hmr.length === 0) return `no ${HMR_PKG} under ${prefix}`;
  const bad = hmr.filter((d) => versionOf(d) !== HMR_VERSION);
  if (bad.length) return `${HMR_PKG} not pinned to ${HMR_VERSION}: ${bad.map((d) => `${d}@${versionOf(d)}`).join(', ')}`;
  const env = { ...process.env, PATH: pathFor(prefix) };
  const v = await run(dsh, ['--version'], { env });
  if (v.code !== 0 || !v.stdout.includes(DSH_VERSION)) return `dsh --version: exit ${v.code}, ${JSON.stringify((v.stdout + v.stderr).trim().slice(0, 300))}`;
  const p = await run(pnpm, ['--version'], { env });
  if (p.code !== 0) return `pnpm --version: exit ${p.code}, ${(p.stdout + p.stderr).trim().slice(0, 300)}`;
  return null;
}

async function pinHmr(prefix, env, scratch) {
  const copies = findHmrCopies(prefix).filter((d) => versionOf(d) !== HMR_VERSION);
  if (copies.length === 0) return;
  const packDir = join(scratch, 'hmr-pack');
  mkdirSync(packDir, { recursive: true });
  const packed = await run('npm', ['pack', `${HMR_PKG}@${HMR_VERSION}`, '--pack-destination', packDir, '--silent'], { env, timeoutMs: 120_000, cwd: packDir });
  if (packed.code !== 0) throw new Error(`npm pack ${HMR_PKG}@${HMR_VERSION} failed (exit ${packed.code}):\n${packed.stderr.slice(-2000)}`);
  const tgz = join(packDir, packed.stdout.trim().split('\n').pop());
  const untar = await run('tar', ['xzf', tgz, '-C', packDir], { env, timeoutMs: 60_000 });
  if (untar.code !== 0) throw new Error(`tar xzf ${tgz} failed: ${untar.stderr}`);
  for (const dir of copies) {
    log(`pinning ${dir} (${versionOf(dir)}) -> ${HMR_VERSION}`);
    // Keep the copy's own nested node_modules (same dependency ranges in 1.0.17 and 1.0.19).
    for (const e of readdirSync(dir)) if (e !== 'node_modules') rmSync(join(dir, e), { recursive: true, force: true });
    cpSync(join(packDir, 'package'), dir, { recursive: true });
  }
}

async function withLock(prefix, fn) {
  const lock = `${prefix}.lock`;
  mkdirSync(dirname(prefix), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      let holder = NaN;
      try { holder = Number(readFileSync(join(lock, 'pid'), 'utf8')); } catch {}
      let alive = false;
      if (Number.isInteger(holder) && holder > 0) { try { process.kill(holder, 0); alive = true; } catch {} }
      if (!alive) { rmSync(lock, { recursive: true, force: true }); continue; }
      if (Date.now() > deadline) throw new Error(`install-dsh: lock ${lock} held by pid ${holder} for too long`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  try { return await fn(); } finally { rmSync(lock, { recursive: true, force: true }); }
}

/**
 * Ensures a complete CLI install; returns {prefix, bin, dsh, pnpm, path, installed, ms}.
 * `path` is a PATH value that runs dsh with this Node and finds pnpm.
 */
export async function ensureDsh({ prefix = process.env.DTC_CACHE || DEFAULT_PREFIX } = {}) {
  if (!nodeOk()) throw new Error(`install-dsh: Node >= 22.19 required, this is ${process.version} (${process.execPath}); ${GET_NODE}`);
  prefix = resolve(prefix);
  const t0 = Date.now();
  const result = (installed) => ({ prefix, bin: join(prefix, 'bin'), dsh: join(prefix, 'bin', 'dsh'), pnpm: join(prefix, 'bin', 'pnpm'), path: pathFor(prefix), installed, ms: Date.now() - t0 });
  if ((await checkPrefix(prefix)) === null) return result(false);
  return withLock(prefix, async () => {
    const why = await checkPrefix(prefix);
    if (why === null) return result(false);
    log(`installing dsh ${DSH_VERSION} + pnpm ${PNPM_VERSION} into ${prefix} (${why})`);
    const staging = `${prefix}.staging`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const scratch = join(staging, '.scratch');
    mkdirSync(scratch, { recursive: true });
    const env = {
      ...process.env,
      PATH: [dirname(process.execPath), process.env.PATH ?? ''].join(':'),
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
      TMPDIR: scratch,
    };
    try {
      const inst = await run('npm', ['install', '-g', '--prefix', staging, '--no-audit', '--no-fund', `@deepseek-ai/dsh@${DSH_VERSION}`, `pnpm@${PNPM_VERSION}`], { env, timeoutMs: INSTALL_TIMEOUT_MS, cwd: scratch });
      if (inst.code !== 0) throw new Error(`install-dsh: npm install -g --prefix ${staging} failed (exit ${inst.code}):\n${(inst.stdout + inst.stderr).slice(-4000)}`);
      await pinHmr(staging, env, scratch);
      rmSync(scratch, { recursive: true, force: true });
      const bad = await checkPrefix(staging);
      if (bad !== null) throw new Error(`install-dsh: install finished but is not usable: ${bad}`);
    } catch (e) {
      rmSync(staging, { recursive: true, force: true });
      throw e;
    }
    rmSync(prefix, { recursive: true, force: true });
    renameSync(staging, prefix);
    const after = await checkPrefix(prefix);
    if (after !== null) throw new Error(`install-dsh: prefix unusable after moving it into place: ${after}`);
    const r = result(true);
    log(`installed in ${(r.ms / 1000).toFixed(1)} s`);
    return r;
  });
}

/**
 * What a stock `npm install -g @deepseek-ai/dsh@0.1.0-rc.8` at `prefix` still needs: null when
 * it boots, else one line per problem (the hmr pin, the version), each with its fix.
 */
export async function checkStockInstall(prefix) {
  const problems = [];
  // dsh starts with `#!/usr/bin/env node`: the first node on PATH is the one it runs on.
  const onPath = await run('node', ['-p', 'process.versions.node + " " + process.execPath'], { env: process.env }).catch(() => null);
  const [nodeVersion, nodePath] = onPath?.code === 0 ? onPath.stdout.trim().split(' ') : [];
  if (nodeVersion === undefined) problems.push(`no node on PATH: dsh needs Node >= 22.19; ${GET_NODE}`);
  else if (!nodeRunsDsh(nodeVersion)) problems.push(`the node first on PATH is v${nodeVersion} (${nodePath}): dsh needs Node >= 22.19 (on older ones it cannot start a session: "no agent factory registered"); ${GET_NODE}`);
  const dsh = join(prefix, 'bin', 'dsh');
  if (!existsSync(dsh)) return [...problems, `no ${dsh}: install it with npm install -g --prefix ${prefix} @deepseek-ai/dsh@${DSH_VERSION}`];
  const v = await run(dsh, ['--version'], { env: { ...process.env, PATH: pathFor(prefix) } });
  if (!v.stdout.includes(DSH_VERSION)) problems.push(`dsh --version says ${JSON.stringify((v.stdout + v.stderr).trim().slice(0, 200))}; these workarounds are for ${DSH_VERSION}`);
  const bad = findHmrCopies(prefix).filter((d) => versionOf(d) !== HMR_VERSION);
  for (const d of bad) problems.push(`${HMR_PKG}@${versionOf(d)} at ${d} breaks every profile boot (hmr.registerConfig is not a function): pin ${HMR_VERSION} with node scripts/e2e/install-dsh.mjs --pin-hmr ${prefix}`);
  return problems.length === 0 ? null : problems;
}

/** Replaces every nested cordis-plugin-hmr copy under `prefix` by 1.0.17 (a stock global install). */
export async function pinHmrIn(prefix) {
  const scratch = mkdtempSync(join(tmpdir(), 'dtc-pin-hmr-'));
  try {
    await pinHmr(prefix, { ...process.env, npm_config_update_notifier: 'false' }, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/*
 * Command line:
 *   node scripts/e2e/install-dsh.mjs                 install (or reuse) the cache prefix, print {prefix, bin, path}
 *   node scripts/e2e/install-dsh.mjs --prefix DIR    the same into DIR
 *   node scripts/e2e/install-dsh.mjs --check DIR     say what a stock global install at DIR needs, the Node first on PATH included (exit 1 if anything)
 *   node scripts/e2e/install-dsh.mjs --pin-hmr DIR   pin cordis-plugin-hmr 1.0.17 in the install at DIR
 */
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [flag, dir] = process.argv.slice(2);
  const fail = (e) => { process.stderr.write(`${e.message}\n`); process.exit(1); };
  if (flag === '--check' && dir) {
    checkStockInstall(resolve(dir)).then((problems) => {
      if (problems === null) process.stdout.write(`install-dsh: ${resolve(dir)}: dsh ${DSH_VERSION} with ${HMR_PKG} ${HMR_VERSION} on Node ${process.versions.node}: boots\n`);
      else for (const p of problems) process.stderr.write(`install-dsh: ${p}\n`);
      process.exit(problems === null ? 0 : 1);
    }, fail);
  } else if (flag === '--pin-hmr' && dir) {
    pinHmrIn(resolve(dir)).then(() => process.stdout.write(`install-dsh: ${HMR_PKG} pinned to ${HMR_VERSION} under ${resolve(dir)}\n`), fail);
  } else if (flag === undefined || (flag === '--prefix' && dir)) {
    ensureDsh(dir ? { prefix: dir } : {}).then((r) => { process.stdout.write(JSON.stringify(r, null, 2) + '\n'); }, fail);
  } else {
    process.stderr.write('usage: node scripts/e2e/install-dsh.mjs [--prefix DIR | --check DIR | --pin-hmr DIR]\n');
    process.exit(2);
  }
}
