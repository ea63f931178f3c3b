/**
 * The install story of docs/install.md, end to end on the REAL dsh CLI (0.1.0-rc.8, headless profile):
 * a fresh checkout (the repository's tracked files, with the lib/ a fresh build makes, as a
 * `git clone` has them) is installed by each form docs/install.md documents, in
 * its order, each into a new DSH_HOME whose headless profile layer holds the documented hmr
 * workaround; each then runs a keyless session on a red node:test project in which the gate
 * fires. The path form is tried first without its `npm ci --omit=dev`, which must fail with
 * the entry's one line saying what to run. Each command the test runs is checked to be in the
 * docs/install.md as written there.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain script without types.
import { ensureDsh, run } from '../../scripts/e2e/install-dsh.mjs';
// @ts-expect-error: a plain script without types.
import { packPlugin } from '../../scripts/e2e/pack-plugin.mjs';
// @ts-expect-error: a plain script without types.
import { gateNotices, HMR_PATCH, keylessOverlay, sessionLogsFor, SCRIPTED_LLM, toolCalls } from '../../scripts/e2e/harness.mjs';
import { freshCheckout, sh } from '../support/fresh-checkout.ts';

const REPO = realpathSync(new URL('../../', import.meta.url).pathname);
const INSTALL_PAGE = readFileSync(join(REPO, 'docs', 'install.md'), 'utf8');
const VERSION = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')).version as string;
const RUN_TIMEOUT_MS = Number(process.env.DTC_E2E_RUN_TIMEOUT_MS ?? 120_000);

const RED_PROJECT = {
  'package.json': JSON.stringify({ name: 'ws', private: true, type: 'module' }, null, 2),
  'src/sum.mjs': 'export const sum = (a, b) => a - b;\n',
  'test/sum.test.mjs':
    "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { sum } from '../src/sum.mjs';\n" +
    "test('sum adds', () => { assert.equal(sum(2, 2), 4); });\ntest('sum with zero', () => { assert.equal(sum(1, 0), 1); });\n",
};

let cli: any;
let scratch: string;
let checkout: string;
let seq = 0;

/** A command line of docs/install.md, as the test runs it. */
function documented(text: string): void {
  // Compared line by line without the indentation a list item gives a code block.
  const flat = (t: string) => t.split('\n').map((l) => l.trimStart()).join('\n');
  assert.ok(flat(INSTALL_PAGE).includes(flat(text)), `docs/install.md shows: ${text}`);
}

/** A new DSH_HOME whose headless profile layer holds the documented hmr workaround. */
function newHome(): { home: string; env: NodeJS.ProcessEnv; overlay: string } {
  const base = join(scratch, `form-${++seq}`);
  const home = join(base, 'home');
  const tmp = join(base, 'tmp');
  mkdirSync(join(home, 'profiles', 'headless'), { recursive: true });
  mkdirSync(tmp, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: cli.path, DSH_HOME: home, TMPDIR: tmp, npm_config_update_notifier: 'false' };
  for (const k of Object.keys(env)) if (k.startsWith('DSH_') && k !== 'DSH_HOME') delete env[k];
  const model = join(home, 'profiles', 'dtc-scripted-llm.mjs');
  copyFileSync(SCRIPTED_LLM, model);
  const overlay = join(base, 'keyless.patch.yml');
  writeFileSync(overlay, keylessOverlay(model, { hmr: false }));
  return { home, env, overlay };
}

async function pluginAdd(h: ReturnType<typeof newHome>, spec: string, cwd: string) {
  const add = await run(cli.dsh, ['plugin', '--profile', 'headless', 'add', spec], { cwd, env: h.env, timeoutMs: 180_000 });
  assert.is(add.code, 0, `dsh plugin add ${spec}: ${add.stdout}\n${add.stderr}`);
  // The documented workaround, in the profile's own layer (written after add initialized the profile).
  documented(HMR_PATCH.trimEnd());
  writeFileSync(join(h.home, 'profiles', 'headless', 'cordis.patch.yml'), HMR_PATCH);
  return JSON.parse(readFileSync(join(h.home, 'profiles', 'headless', 'package.json'), 'utf8'));
}

/** A keyless headless session on a red project: run the tests, try to stop, then again with nothing changed (released: no progress). */
async function redSession(h: ReturnType<typeof newHome>) {
  const ws = join(dirname(h.home), `ws-${++seq}`);
  for (const [rel, content] of Object.entries(RED_PROJECT)) {
    mkdirSync(dirname(join(ws, rel)), { recursive: true });
    writeFileSync(join(ws, rel), content);
  }
  const script = join(dirname(h.home), `script-${seq}.json`);
  writeFileSync(script, JSON.stringify({ steps: [{ call: 'test_run', args: {} }, { text: 'done' }, { text: 'done again' }] }));
  const r = await run(cli.dsh, ['--profile', 'headless', '--patch', h.overlay, 'make the tests pass'], { cwd: ws, env: { ...h.env, DTC_SCRIPT: script }, timeoutMs: RUN_TIMEOUT_MS });
  const [log] = sessionLogsFor(h.home, ws);
  return { ...r, events: log?.records ?? null };
}

function assertGateFired(r: Awaited<ReturnType<typeof redSession>>, form: string): void {
  const why = `${form}: exit ${r.code}\nstdout: ${r.stdout}\nstderr: ${r.stderr.slice(-3000)}`;
  assert.is(r.code, 0, why);
  assert.ok(r.events, `${form}: no session log\n${why}`);
  const [call] = toolCalls(r.events);
  assert.is(call.name, 'test_run', why);
  assert.ok(call.text.startsWith('test_run FAILED: 1 failed, 1 passed, 0 skipped (2 total) — node:test, exit 1, '), `${form}: ${call.text}`);
  assert.equal(gateNotices(r.events).map((n: any) => n.data.source.summary), ['test_run red (1 failed); interception 1/2'], why);
}

const install = suite('e2e: the documented install forms on the real dsh CLI, from a fresh checkout');

install.before(async () => {
  try {
    cli = await ensureDsh();
    scratch = realpathSync(mkdtempSync(join(process.env.DTC_E2E_TMP ?? tmpdir(), 'dtc-e2e-install-')));
    checkout = freshCheckout(scratch, await packPlugin(join(scratch, 'pack')));
  } catch (e) {
    process.stderr.write(`[e2e install] setup failed: ${(e as Error).stack ?? e}\n`);
    throw e;
  }
});

install.after(() => {
  if (process.env.DTC_E2E_KEEP === '1') process.stderr.write(`[e2e install] kept ${scratch}\n`);
  else if (scratch) rmSync(scratch, { recursive: true, force: true });
});

install('1. by absolute path: a link to the checkout; without its runtime dependency, one line says what to run', async () => {
  const h = newHome();
  documented('dsh plugin --profile "$profile" add "$PWD"');
  const pkg = await pluginAdd(h, checkout, checkout);
  assert.is(pkg.dependencies['dsh-test-closure'], `link:${checkout}`);
  assert.ok(pkg.dsh.profile.bundles.includes('dsh-test-closure'), JSON.stringify(pkg.dsh.profile.bundles));
  assert.is(sh('git', ['status', '--porcelain'], checkout), '', 'the install leaves the checkout unmodified');

  const before = await redSession(h);
  assert.is.not(before.code, 0, 'no strip-ansi in the checkout yet');
  assert.ok(
    before.stderr.includes(`dsh-test-closure: cannot load the plugin from ${checkout}: its dependency strip-ansi is not installed there (a path install links the directory, and dsh installs none of its dependencies); run "npm ci --omit=dev" in ${checkout}, then start dsh again\n`),
    before.stderr.slice(-3000),
  );

  documented('npm ci --omit=dev');
  sh('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], checkout, { ...process.env, PATH: cli.path });
  assert.not.ok(existsSync(join(checkout, 'node_modules', '@deepseek-ai')), 'no host package in the checkout: they come from the host');
  assertGateFired(await redSession(h), 'path');
  // The link is the checkout itself: an edit there is what the profile loads.
  const link = join(h.home, 'profiles', 'headless', 'node_modules', 'dsh-test-closure');
  assert.ok(lstatSync(link).isSymbolicLink());
  assert.is(realpathSync(link), checkout, readlinkSync(link));
});

install('2. as a copy of the checkout (file:)', async () => {
  const h = newHome();
  documented('dsh plugin --profile "$profile" add "file:$PWD"');
  const pkg = await pluginAdd(h, `file:${checkout}`, checkout);
  assert.match(pkg.dependencies['dsh-test-closure'], /^file:/);
  assertGateFired(await redSession(h), 'file:');
});

install('3. as a packed tarball', async () => {
  const h = newHome();
  documented('npm pack');
  sh('npm', ['pack', '--silent'], checkout, { ...process.env, PATH: cli.path });
  const tgz = `./dsh-test-closure-${VERSION}.tgz`;
  documented(`dsh plugin --profile "$profile" add ${tgz.replace(VERSION, '0.1.0')}`);
  const pkg = await pluginAdd(h, tgz, checkout);
  assert.match(pkg.dependencies['dsh-test-closure'], /^file:.*\.tgz$/);
  assertGateFired(await redSession(h), 'tgz');
});

install.run();
