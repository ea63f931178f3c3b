/**
 * The README's install block, run as it is written there (extracted from README.md between its
 * `install-block` markers, not a paraphrase) by `sh -e` in a fresh checkout, with an empty HOME
 * and a plain PATH (the system's Node first: Node 20 on these machines), as a user pastes it.
 * Afterwards the user's dsh, with that PATH plus the block's `export`, runs a keyless session
 * (the scripted model of scripts/e2e/scripted-llm.mjs) on a red project outside the checkout,
 * and the gate steers. Then `install-dsh.mjs --check` is shown each missing step and must name
 * it, and say `boots` only when the profile boots.
 *
 * Cost: the block installs Node 24, dsh and pnpm into ~/.local/dsh-rc8 with
 * `install-dsh.mjs --prefix`, which reuses a complete installation: the fresh HOME is seeded
 * with hard links to the e2e cache (ensureDsh), so the block's own install step checks and
 * reuses it. DTC_E2E_README_FRESH=1 seeds nothing: the block then installs from the npm
 * registry (one to three minutes). `npm ci --omit=dev` fetches strip-ansi from the registry.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
// @ts-expect-error: a plain script without types.
import { ensureDsh, HMR_ROW, NODE_VERSION, nodeRunsDsh } from '../../scripts/e2e/install-dsh.mjs';
// @ts-expect-error: a plain script without types.
import { packPlugin } from '../../scripts/e2e/pack-plugin.mjs';
// @ts-expect-error: a plain script without types.
import { gateNotices, keylessOverlay, sessionLogsFor, SCRIPTED_LLM, toolCalls } from '../../scripts/e2e/harness.mjs';
import { freshCheckout, sh } from '../support/fresh-checkout.ts';

const REPO = realpathSync(new URL('../../', import.meta.url).pathname);
const README = readFileSync(join(REPO, 'README.md'), 'utf8');
/** A plain PATH, as a fresh machine has it: the system's node first. */
const PLAIN_PATH = '/usr/local/bin:/usr/bin:/bin';

/** The README's install block, as written. */
function installBlock(): string {
  const m = /<!-- install-block:begin -->\n```sh\n([\s\S]*?)```\n<!-- install-block:end -->/.exec(README);
  if (m === null) throw new Error('README.md has no ```sh block between <!-- install-block:begin --> and <!-- install-block:end -->');
  return m[1]!;
}

let scratch: string;
let checkout: string;
let home: string;
let prefix: string;
/** The environment of a fresh login: an empty HOME, a plain PATH, nothing of this test's npm or dsh. */
let env: NodeJS.ProcessEnv;
/** `env` with the block's `export PATH` applied. */
let userEnv: NodeJS.ProcessEnv;

const check = (profile: string, extra: NodeJS.ProcessEnv = {}, dir = prefix) =>
  spawnSync('node', [join(checkout, 'scripts/e2e/install-dsh.mjs'), '--check', dir, '--profile', profile], { cwd: checkout, encoding: 'utf8', timeout: 180_000, env: { ...userEnv, ...extra } });

const readme = suite('e2e: the README install block, pasted into a fresh shell');

readme.before(async () => {
  const cli = await ensureDsh();
  scratch = realpathSync(mkdtempSync(join(process.env.DTC_E2E_TMP ?? tmpdir(), 'dtc-e2e-readme-')));
  checkout = freshCheckout(scratch, await packPlugin(join(scratch, 'pack')));
  home = join(scratch, 'home');
  prefix = join(home, '.local', 'dsh-rc8');
  mkdirSync(join(scratch, 'tmp'));
  mkdirSync(dirname(prefix), { recursive: true });
  if (process.env.DTC_E2E_README_FRESH !== '1') sh('cp', ['-al', cli.prefix, prefix], scratch);
  env = { HOME: home, PATH: PLAIN_PATH, TMPDIR: join(scratch, 'tmp'), LANG: 'C.UTF-8' };
  userEnv = { ...env, PATH: `${prefix}/bin:${PLAIN_PATH}` };
});

readme.after(() => {
  if (process.env.DTC_E2E_KEEP === '1') process.stderr.write(`[e2e readme] kept ${scratch}\n`);
  else if (scratch) rmSync(scratch, { recursive: true, force: true });
});

readme('the block, as written, leaves dsh 0.1.0-rc.8 on Node 24 outside the checkout, the plugin in the headless profile, and says boots', () => {
  const block = installBlock();
  const t = Date.now();
  const r = spawnSync('sh', ['-e', '-c', block], { cwd: checkout, encoding: 'utf8', timeout: 900_000, env });
  const why = `exit ${r.status} after ${Date.now() - t} ms\nstdout: ${r.stdout}\nstderr: ${r.stderr.slice(-4000)}`;
  process.stderr.write(`[e2e readme] the install block: ${Date.now() - t} ms\n`);
  assert.is(r.status, 0, why);
  assert.ok(r.stdout.endsWith(`, profile headless with dsh-test-closure, on Node ${NODE_VERSION}: boots\n`), why);
  // What the block left: dsh and its Node in ~/.local/dsh-rc8, outside the checkout; the checkout's own dependency.
  const onPath = (cmd: string, args: string[]) => sh(cmd, args, home, userEnv).trim();
  assert.is(onPath('dsh', ['--version']), '0.1.0-rc.8');
  assert.is(onPath('node', ['--version']), `v${NODE_VERSION}`);
  assert.ok(relative(checkout, realpathSync(onPath('sh', ['-c', 'command -v dsh']))).startsWith('..'), 'dsh lives outside the checkout');
  assert.ok(existsSync(join(checkout, 'node_modules', 'strip-ansi', 'package.json')));
  const manifest = JSON.parse(readFileSync(join(home, '.dsh', 'profiles', 'headless', 'package.json'), 'utf8'));
  assert.is(manifest.dependencies['dsh-test-closure'], `link:${checkout}`);
  assert.is(readFileSync(join(home, '.dsh', 'profiles', 'headless', 'cordis.patch.yml'), 'utf8'), HMR_ROW);
  assert.is(sh('git', ['status', '--porcelain'], checkout), '', 'the block leaves the checkout unmodified');
});

readme('the user\'s dsh runs in the user\'s project, keyless: the red run is gated', () => {
  const ws = join(scratch, 'my-project');
  mkdirSync(join(ws, 'test'), { recursive: true });
  writeFileSync(join(ws, 'package.json'), JSON.stringify({ name: 'my-project', private: true, type: 'module' }));
  writeFileSync(join(ws, 'sum.mjs'), 'export const sum = (a, b) => a - b;\n');
  writeFileSync(join(ws, 'test', 'sum.test.mjs'), "import test from 'node:test';\nimport assert from 'node:assert/strict';\nimport { sum } from '../sum.mjs';\ntest('sum adds', () => { assert.equal(sum(2, 2), 4); });\ntest('sum with zero', () => { assert.equal(sum(1, 0), 1); });\n");
  // The scripted model lives inside $DSH_HOME/profiles so its imports resolve to the host's packages.
  const model = join(home, '.dsh', 'profiles', 'dtc-scripted-llm.mjs');
  copyFileSync(SCRIPTED_LLM, model);
  const overlay = join(scratch, 'keyless.patch.yml');
  writeFileSync(overlay, keylessOverlay(model, { hmr: false }));
  const script = join(scratch, 'script.json');
  writeFileSync(script, JSON.stringify({ steps: [{ call: 'test_run', args: {} }, { text: 'done' }, { text: 'done again' }] }));
  const r = spawnSync('dsh', ['--profile', 'headless', '--patch', overlay, 'Make the tests pass.'], { cwd: ws, encoding: 'utf8', timeout: 180_000, env: { ...userEnv, DTC_SCRIPT: script } });
  rmSync(model);
  const why = `exit ${r.status}\nstdout: ${r.stdout}\nstderr: ${r.stderr.slice(-3000)}`;
  assert.is(r.status, 0, why);
  const [log] = sessionLogsFor(join(home, '.dsh'), ws);
  assert.ok(log, `no session log\n${why}`);
  const [call] = toolCalls(log.records);
  assert.ok(call.text.startsWith('test_run FAILED: 1 failed, 1 passed, 0 skipped (2 total) — node:test, exit 1, '), call.text);
  assert.equal(gateNotices(log.records).map((n: any) => n.data.source.summary), ['test_run red (1 failed); interception 1/2'], why);
});

readme('--check names the Node when the one first on PATH cannot run dsh, and how to put the prefix\'s first', () => {
  const r = check('headless', { PATH: PLAIN_PATH });
  const system = sh('node', ['-p', 'process.versions.node + " " + process.execPath'], home, env).trim().split(' ');
  if (nodeRunsDsh(system[0])) return assert.unreachable(`this test needs a system node older than 22.19 first on ${PLAIN_PATH}; it is ${system[0]}`);
  assert.is(r.status, 1, r.stdout);
  assert.is(r.stdout, '');
  assert.is(r.stderr, `install-dsh: the node first on PATH is v${system[0]} (${system[1]}): dsh needs Node >= 22.19 (on older ones it cannot start a session: "no agent factory registered"); put ${prefix}/bin first on PATH (its Node ${NODE_VERSION}): export PATH="${prefix}/bin:$PATH"\n`);
});

readme('--check names the profile\'s missing hmr row (workaround 2) and does not say boots', () => {
  const layer = join(home, '.dsh', 'profiles', 'headless', 'cordis.patch.yml');
  writeFileSync(layer, '[]\n');
  try {
    const r = check('headless');
    assert.is(r.status, 1, r.stdout);
    assert.is(r.stdout, '');
    assert.is(r.stderr, `install-dsh: profile headless's own layer ${layer} does not re-enable the hmr row, and dsh 0.1.0-rc.8 then stops with "user patch-layer watching requires the Cordis HMR service": printf -- '- id: hmr\\n  disabled: false\\n' > ${layer}\n`);
  } finally {
    writeFileSync(layer, HMR_ROW);
  }
});

readme('--check names a profile without the plugin', () => {
  const other = join(scratch, 'other-dsh-home');
  const r = check('headless', { DSH_HOME: other });
  assert.is(r.status, 1, r.stdout);
  const manifest = join(other, 'profiles', 'headless', 'package.json');
  assert.is(r.stderr.split('\n')[0], `install-dsh: the plugin is not in profile headless (no ${manifest}): in the checkout, run dsh plugin --profile headless add "$PWD"`);
});

readme('--check starts the profile: with the plugin\'s row disabled it boots without the plugin, and says so instead of boots', () => {
  const layer = join(home, '.dsh', 'profiles', 'headless', 'cordis.patch.yml');
  writeFileSync(layer, `${HMR_ROW}- id: dsh-test-closure\n  disabled: true\n`);
  try {
    const r = check('headless');
    assert.is(r.status, 1, r.stdout);
    assert.is(r.stdout, '');
    assert.is(r.stderr, 'install-dsh: dsh --profile headless boots, but without the plugin\'s tools: its row (id dsh-test-closure) is not loaded; see dsh --profile headless --dump-config\n');
  } finally {
    writeFileSync(layer, HMR_ROW);
  }
});

readme('--check names an unpinned cordis-plugin-hmr (workaround 1) (synthetic: a copy of the prefix whose one hmr copy says 1.0.19)', () => {
  const copy = join(scratch, 'unpinned');
  sh('cp', ['-al', prefix, copy], scratch);
  const hmr = sh('find', [join(copy, 'lib', 'node_modules'), '-path', '*/node_modules/@deepseek-ai/cordis-plugin-hmr/package.json'], scratch).trim().split('\n')[0]!;
  const pkg = JSON.parse(readFileSync(hmr, 'utf8'));
  unlinkSync(hmr); // a hard link into the shared cache: replaced, not written through
  writeFileSync(hmr, JSON.stringify({ ...pkg, version: '1.0.19' }));
  const r = check('headless', { PATH: `${copy}/bin:${PLAIN_PATH}` }, copy);
  assert.is(r.status, 1, r.stdout);
  assert.is(r.stderr, `install-dsh: @deepseek-ai/cordis-plugin-hmr@1.0.19 at ${dirname(hmr)} breaks every profile boot (hmr.registerConfig is not a function): pin 1.0.17 with node scripts/e2e/install-dsh.mjs --pin-hmr ${copy}\n`);
});

readme.run();
