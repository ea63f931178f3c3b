#!/usr/bin/env node
/**
 * Installs (once) and locates the REAL dsh CLI used by the end-to-end tests.
 *
 *   node scripts/e2e/install-dsh.mjs          # install if needed, print {prefix, bin, path} as JSON
 *   import { ensureDsh } from './install-dsh.mjs'
 *
 * Cache prefix: $DTC_CACHE, else <repo>/.cache/dsh-cli-0.1.0-rc.8/ (gitignored via .cache/).
 * Contents: `npm install -g --prefix` of Node (the version of the `node` devDependency),
 * @deepseek-ai/dsh@0.1.0-rc.8 and pnpm (dsh plugin add shells out to pnpm), with the rc.8
 * workarounds from shared/docs/dsh-host.md §9:
 *   - a project-local `npm install @deepseek-ai/dsh` livelocks in Arborist (npm/cli#9934),
 *     so a global --prefix install is used;
 *   - cordis-plugin-hmr@1.0.19 (picked by ^1.0.16) removed registerConfig and breaks every
 *     profile boot, so every nested copy is replaced by 1.0.17 (same dependency set);
 *   - dsh needs Node >= 22.19 (its launcher is `#!/usr/bin/env node`): the prefix's own Node is
 *     installed first, and its bin is first on PATH for dsh's install scripts (native prebuilds
 *     match the Node that runs dsh), so the prefix works whatever Node runs this script (20 too).
 * npm keeps the user's own config: `--prefix` (and a Node first on PATH) would move npm's
 * global config file to <prefix>/etc/npmrc, silently dropping a proxy, CA or registry set in
 * the user's, so every npm this script starts is told the user's `globalconfig` explicitly.
 *
 * Idempotent: a prefix is reused when its node runs dsh, `dsh --version` prints the pinned
 * version, every hmr copy is 1.0.17 and pnpm runs (a few hundred ms). Otherwise it is rebuilt
 * from scratch in a staging directory and renamed into place, so an interrupted install never
 * looks complete. Every child process has a timeout; the whole process group is killed when it expires.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DSH_VERSION = '0.1.0-rc.8';
export const HMR_VERSION = '1.0.17';
export const PNPM_VERSION = '12.4.2';
const HMR_PKG = '@deepseek-ai/cordis-plugin-hmr';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The Node a prefix runs dsh on: the checkout's own (package.json's `node` devDependency). */
export const NODE_VERSION = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).devDependencies.node;
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

/** How to get a Node that runs dsh, for the messages that ask for one. */
export const GET_NODE = 'install Node 22.19 or later (24 recommended: nvm install 24, or https://nodejs.org), or, in a checkout after npm install, put its own Node 24 first: export PATH="$PWD/node_modules/node/bin:$PATH"';

/** PATH with the prefix's bin (its node, dsh and pnpm) first. */
export function pathFor(prefix, basePath = process.env.PATH ?? '') {
  return [join(prefix, 'bin'), basePath].join(':');
}

let userGlobalConfig;
/**
 * The environment for an npm this script starts: the user's own global config file, as npm
 * finds it from the user's PATH without --prefix (npm scripts pass it as npm_config_globalconfig).
 */
export async function npmEnv(env) {
  if (userGlobalConfig === undefined) {
    userGlobalConfig = process.env.npm_config_globalconfig
      ?? (await run('npm', ['config', 'get', 'globalconfig'], { env: process.env }).then((r) => (r.code === 0 ? r.stdout.trim() : ''), () => ''));
  }
  return { ...env, npm_config_update_notifier: 'false', ...(userGlobalConfig ? { npm_config_globalconfig: userGlobalConfig } : {}) };
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
  const node = join(prefix, 'bin', 'node');
  const dsh = join(prefix, 'bin', 'dsh');
  const pnpm = join(prefix, 'bin', 'pnpm');
  if (!existsSync(node)) return `no ${node}`;
  if (!existsSync(dsh)) return `no ${dsh}`;
  if (!existsSync(pnpm)) return `no ${pnpm}`;
  const hmr = findHmrCopies(prefix);
  if (hmr.length === 0) return `no ${HMR_PKG} under ${prefix}`;
  const bad = hmr.filter((d) => versionOf(d) !== HMR_VERSION);
  if (bad.length) return `${HMR_PKG} not pinned to ${HMR_VERSION}: ${bad.map((d) => `${d}@${versionOf(d)}`).join(', ')}`;
  const env = { ...process.env, PATH: pathFor(prefix) };
  const n = await run(node, ['--version'], { env });
  if (n.code !== 0 || !nodeRunsDsh(n.stdout.trim())) return `${node} --version: exit ${n.code}, ${JSON.stringify((n.stdout + n.stderr).trim().slice(0, 300))}`;
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
  env = await npmEnv(env);
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
  prefix = resolve(prefix);
  const t0 = Date.now();
  const result = (installed) => ({ prefix, bin: join(prefix, 'bin'), dsh: join(prefix, 'bin', 'dsh'), pnpm: join(prefix, 'bin', 'pnpm'), path: pathFor(prefix), installed, ms: Date.now() - t0 });
  if ((await checkPrefix(prefix)) === null) return result(false);
  return withLock(prefix, async () => {
    const why = await checkPrefix(prefix);
    if (why === null) return result(false);
    log(`installing Node ${NODE_VERSION}, dsh ${DSH_VERSION} and pnpm ${PNPM_VERSION} into ${prefix} (${why})`);
    const staging = `${prefix}.staging`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const scratch = join(staging, '.scratch');
    mkdirSync(scratch, { recursive: true });
    const env = await npmEnv({ ...process.env, npm_config_fund: 'false', npm_config_audit: 'false', TMPDIR: scratch });
    const install = async (packages, installEnv) => {
      const inst = await run('npm', ['install', '-g', '--prefix', staging, '--no-audit', '--no-fund', ...packages], { env: installEnv, timeoutMs: INSTALL_TIMEOUT_MS, cwd: scratch });
      if (inst.code !== 0) throw new Error(`install-dsh: npm install -g --prefix ${staging} ${packages.join(' ')} failed (exit ${inst.code}):\n${(inst.stdout + inst.stderr).slice(-4000)}`);
    };
    try {
      // The prefix's own Node first: dsh's install scripts then run on the Node that runs dsh.
      await install([`node@${NODE_VERSION}`], env);
      await install([`@deepseek-ai/dsh@${DSH_VERSION}`, `pnpm@${PNPM_VERSION}`], { ...env, PATH: pathFor(staging, env.PATH) });
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

/** The hmr row a web or headless profile's own layer needs under rc.8 (docs/install.md, the second workaround). */
export const HMR_ROW = '- id: hmr\n  disabled: false\n';
const PLUGIN = 'dsh-test-closure';

/**
 * What an installation at `prefix` with the plugin in `profile` still needs: null when that
 * profile boots with the plugin's tools, else one line per missing step, each with its fix.
 * Checked in the order the README's install block takes them: the Node first on PATH (dsh
 * runs on it), dsh itself, the hmr pin, the plugin's row in the profile, the profile's hmr row;
 * then, when nothing is missing, what the user will run: `dsh --profile <profile>` in a
 * scratch directory, with a scripted model that calls test_closure_check (no key, no network).
 */
export async function checkStockInstall(prefix, { profile = 'headless', env = process.env } = {}) {
  const problems = [];
  // dsh starts with `#!/usr/bin/env node`: the first node on PATH is the one it runs on.
  const onPath = await run('node', ['-p', 'process.versions.node + " " + process.execPath'], { env }).catch(() => null);
  const [nodeVersion, nodePath] = onPath?.code === 0 ? onPath.stdout.trim().split(' ') : [];
  const prefixBin = join(prefix, 'bin');
  const putFirst = existsSync(join(prefixBin, 'node')) ? `put ${prefixBin} first on PATH (its Node ${NODE_VERSION}): export PATH="${prefixBin}:$PATH"` : GET_NODE;
  if (nodeVersion === undefined) problems.push(`no node on PATH: dsh needs Node >= 22.19; ${putFirst}`);
  else if (!nodeRunsDsh(nodeVersion)) problems.push(`the node first on PATH is v${nodeVersion} (${nodePath}): dsh needs Node >= 22.19 (on older ones it cannot start a session: "no agent factory registered"); ${putFirst}`);
  const dsh = join(prefixBin, 'dsh');
  if (!existsSync(dsh)) return [...problems, `no ${dsh}: install it with node scripts/e2e/install-dsh.mjs --prefix ${prefix}`];
  const v = await run(dsh, ['--version'], { env: { ...env, PATH: pathFor(prefix, env.PATH) } });
  if (!v.stdout.includes(DSH_VERSION)) problems.push(`dsh --version says ${JSON.stringify((v.stdout + v.stderr).trim().slice(0, 200))}; these workarounds are for ${DSH_VERSION}`);
  const bad = findHmrCopies(prefix).filter((d) => versionOf(d) !== HMR_VERSION);
  for (const d of bad) problems.push(`${HMR_PKG}@${versionOf(d)} at ${d} breaks every profile boot (hmr.registerConfig is not a function): pin ${HMR_VERSION} with node scripts/e2e/install-dsh.mjs --pin-hmr ${prefix}`);

  const home = env.DSH_HOME || join(env.HOME || homedir(), '.dsh');
  const profileDir = join(home, 'profiles', profile);
  const manifest = join(profileDir, 'package.json');
  let bundles = [];
  try { bundles = JSON.parse(readFileSync(manifest, 'utf8')).dsh?.profile?.bundles ?? []; } catch {}
  if (!bundles.includes(PLUGIN)) problems.push(`the plugin is not in profile ${profile} (${existsSync(manifest) ? `${manifest} lists no ${PLUGIN} bundle` : `no ${manifest}`}): in the checkout, run dsh plugin --profile ${profile} add "$PWD"`);
  const layer = join(profileDir, 'cordis.patch.yml');
  const layerText = existsSync(layer) ? readFileSync(layer, 'utf8') : '';
  if (!/^- id: hmr[ \t]*\r?\n[ \t]+disabled: false[ \t]*$/m.test(layerText)) {
    problems.push(`profile ${profile}'s own layer ${layer} does not re-enable the hmr row, and dsh ${DSH_VERSION} then stops with "user patch-layer watching requires the Cordis HMR service": printf -- '- id: hmr\\n  disabled: false\\n' > ${layer}`);
  }
  if (problems.length > 0) return problems;
  const boot = await bootProfile(prefix, home, profile, env);
  return boot === null ? null : [boot];
}

/**
 * Starts `dsh --profile <profile>` as the user will, keyless: a scripted model (scripts/e2e/
 * scripted-llm.mjs, placed in $DSH_HOME/profiles so it resolves the host's packages) calls
 * test_closure_check, then answers. Null when it booted and the plugin's tool answered, else
 * why not. The session it creates (under a scratch cwd) and the model module are removed.
 */
async function bootProfile(prefix, home, profile, env) {
  const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'dtc-check-')));
  const model = join(home, 'profiles', `.dtc-check-model-${process.pid}.mjs`);
  const sessionsRoot = join(home, 'sessions');
  const before = new Set(existsSync(sessionsRoot) ? readdirSync(sessionsRoot) : []);
  try {
    copyFileSync(join(dirname(fileURLToPath(import.meta.url)), 'scripted-llm.mjs'), model);
    const overlay = join(scratch, 'keyless.patch.yml');
    writeFileSync(overlay, ['- id: session-title-llm', '  disabled: true', '- insert:', '    - id: dtc-check-model', `      name: ${JSON.stringify(model)}`, ''].join('\n'));
    const script = join(scratch, 'script.json');
    writeFileSync(script, JSON.stringify({ steps: [{ call: 'test_closure_check', args: {} }, { text: 'ok' }] }));
    const llmLog = join(scratch, 'llm.jsonl');
    const cwd = join(scratch, 'project');
    mkdirSync(cwd);
    const r = await run(join(prefix, 'bin', 'dsh'), ['--profile', profile, '--patch', overlay, 'check'], {
      cwd,
      env: { ...env, DTC_SCRIPT: script, DTC_LLM_LOG: llmLog },
      timeoutMs: 120_000,
    });
    const requests = existsSync(llmLog) ? readFileSync(llmLog, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
    if (r.code !== 0 || requests.length === 0) {
      const said = (r.stderr + r.stdout).split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('at '));
      return `dsh --profile ${profile} does not boot (exit ${r.code}): ${said.find((l) => /error/i.test(l)) ?? said.at(-1) ?? 'it printed nothing'}`;
    }
    if (!requests[0].tools.includes('test_closure_check')) return `dsh --profile ${profile} boots, but without the plugin's tools: its row (id ${PLUGIN}) is not loaded; see dsh --profile ${profile} --dump-config`;
    const answered = requests[1]?.messages.some((m) => m.blocks.includes('tool-result') && /^(not )?satisfied/.test(m.text));
    if (!answered) return `dsh --profile ${profile} boots, but test_closure_check did not answer: ${JSON.stringify(requests[1]?.messages.at(-1)?.text ?? '').slice(0, 300)}`;
    return null;
  } finally {
    rmSync(model, { force: true });
    if (existsSync(sessionsRoot)) for (const slug of readdirSync(sessionsRoot)) if (!before.has(slug)) rmSync(join(sessionsRoot, slug), { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Replaces every nested cordis-plugin-hmr copy under `prefix` by 1.0.17 (a stock global install). */
export async function pinHmrIn(prefix) {
  const scratch = mkdtempSync(join(tmpdir(), 'dtc-pin-hmr-'));
  try {
    await pinHmr(prefix, process.env, scratch);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/*
 * Command line:
 *   node scripts/e2e/install-dsh.mjs                 install (or reuse) the cache prefix, print {prefix, bin, path}
 *   node scripts/e2e/install-dsh.mjs --prefix DIR    the same into DIR (Node, dsh and pnpm, hmr pinned)
 *   node scripts/e2e/install-dsh.mjs --check DIR [--profile NAME]
 *                                                    say what the install at DIR and the profile (headless unless
 *                                                    named) still need, else start it and say "boots" (exit 1 if anything)
 *   node scripts/e2e/install-dsh.mjs --pin-hmr DIR   pin cordis-plugin-hmr 1.0.17 in the install at DIR
 */
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [flag, dir, ...rest] = process.argv.slice(2);
  const fail = (e) => { process.stderr.write(`${e.message}\n`); process.exit(1); };
  const profile = rest[0] === '--profile' && rest.length === 2 ? rest[1] : rest.length === 0 ? 'headless' : undefined;
  if (flag === '--check' && dir && profile !== undefined) {
    checkStockInstall(resolve(dir), { profile }).then((problems) => {
      if (problems === null) process.stdout.write(`install-dsh: ${resolve(dir)}: dsh ${DSH_VERSION} with ${HMR_PKG} ${HMR_VERSION}, profile ${profile} with ${PLUGIN}, on Node ${process.versions.node}: boots\n`);
      else for (const p of problems) process.stderr.write(`install-dsh: ${p}\n`);
      process.exit(problems === null ? 0 : 1);
    }, fail);
  } else if (flag === '--pin-hmr' && dir && rest.length === 0) {
    pinHmrIn(resolve(dir)).then(() => process.stdout.write(`install-dsh: ${HMR_PKG} pinned to ${HMR_VERSION} under ${resolve(dir)}\n`), fail);
  } else if (flag === undefined || (flag === '--prefix' && dir && rest.length === 0)) {
    ensureDsh(dir ? { prefix: dir } : {}).then((r) => { process.stdout.write(JSON.stringify(r, null, 2) + '\n'); }, fail);
  } else {
    process.stderr.write('usage: node scripts/e2e/install-dsh.mjs [--prefix DIR | --check DIR [--profile NAME] | --pin-hmr DIR]\n');
    process.exit(2);
  }
}
