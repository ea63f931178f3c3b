#!/usr/bin/env node
/**
 * `npm run try`: the plugin in the REAL dsh CLI, without an API key, in one command.
 *
 * 1. Installs (once, into a cache outside the checkout) or reuses dsh 0.1.0-rc.8 with its
 *    rc.8 workarounds (scripts/e2e/install-dsh.mjs: the hmr 1.0.17 pin, pnpm).
 * 2. Packs this checkout as it is (its committed lib/ is the build) and installs the tarball
 *    into a throwaway dsh home's headless profile (`dsh plugin add file:<tgz>`).
 * 3. Runs `dsh --profile headless --patch <keyless overlay> "<task>"` on a copy of
 *    examples/demo-project (a node:test suite with one bug). Only the model is scripted
 *    (scripts/e2e/scripted-llm.mjs): it runs the tests (red), tries to finish, is steered back
 *    by the gate, writes the fix, re-runs (green) and finishes.
 * 4. Prints the session from dsh's own session log: every tool result and the gate's notice as
 *    the model saw them, the model's words, how the turn ended, and what dsh printed.
 *
 *   npm run try                      # the story above; exit 0 when the turn closed green
 *   npm run try -- --unverified      # the model never fixes it: the gate steers once, then, as
 *                                    # the model changed nothing, releases the turn unverified
 *                                    # (no progress; dsh's stderr says so)
 *
 * dsh needs Node >= 22.19: on an older Node this script re-runs itself on the checkout's own
 * Node 24 (node_modules/node, after npm install; npm scripts put it first on PATH anyway).
 * Cache: $DTC_CACHE, else $XDG_CACHE_HOME (~/.cache)/dsh-test-closure/dsh-cli-0.1.0-rc.8.
 * Everything else lives in one temporary directory, removed at the end (DTC_TRY_KEEP=1 keeps it,
 * and the last line says where the session log is; without it, the last line says how to keep it).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SAY = 'dsh-test-closure try';
const say = (line) => process.stdout.write(`${line}\n`);

/** Version check without importing install-dsh first (the same rule as its nodeRunsDsh). */
const [major, minor] = process.versions.node.split('.').map(Number);
if (!(major > 22 || (major === 22 && minor >= 19))) {
  const own = join(REPO, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(own)) {
    process.stderr.write(`${SAY}: dsh needs Node >= 22.19 and this is ${process.version} (${process.execPath}); run npm install first (it installs Node 24 as a dev dependency, which npm run try then uses), or put Node 22.19+ first on PATH\n`);
    process.exit(2);
  }
  const again = spawnSync(own, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, PATH: [dirname(own), process.env.PATH].join(':') } });
  process.exit(again.status ?? 1);
}

const { DSH_VERSION, ensureDsh, run } = await import('./e2e/install-dsh.mjs');
const { keylessOverlay, sessionLogsFor, SCRIPTED_LLM } = await import('./e2e/harness.mjs');
const { packAsIs } = await import('./e2e/pack-plugin.mjs');

const unverified = process.argv.includes('--unverified');
const unknown = process.argv.slice(2).filter((a) => a !== '--unverified');
if (unknown.length > 0) {
  process.stderr.write(`${SAY}: unknown argument ${unknown.join(' ')}\nusage: npm run try [-- --unverified]\n`);
  process.exit(2);
}

const DEMO = join(REPO, 'examples', 'demo-project');
const TASK = 'Make the slugify tests pass.';
const FINAL = 'Fixed: slugify now joins every word with dashes, and the suite is green.';
/** The scripted model's answers, one per request (scripts/e2e/scripted-llm.mjs). */
const STEPS = unverified
  ? [{ call: 'test_run', args: {} }, { text: 'Looks fine to me.' }, { text: 'Done.' }]
  : [
      { call: 'test_probe', args: {} },
      { call: 'test_run', args: {} },
      { text: 'I looked at it; should be fine now.' },
      // dsh's write tool refuses to overwrite a file the session has not read.
      { call: 'read', args: { file_path: 'src/slugify.js' } },
      { call: 'write', args: { file_path: 'src/slugify.js', content: readFileSync(join(DEMO, 'src', 'slugify.fixed.js'), 'utf8') } },
      { call: 'test_run', args: {} },
      { text: FINAL },
    ];

const defaultCache = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'dsh-test-closure', `dsh-cli-${DSH_VERSION}`);
const prefix = process.env.DTC_CACHE || defaultCache;
const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'dtc-try-')));
const keep = process.env.DTC_TRY_KEEP === '1';
const cleanup = () => {
  if (keep) process.stderr.write(`${SAY}: kept ${scratch}\n`);
  else rmSync(scratch, { recursive: true, force: true });
};

const rule = (title) => say(`\n── ${title} ${'─'.repeat(Math.max(0, 72 - title.length))}`);
const indent = (text) => text.split('\n').map((l) => `  ${l}`).join('\n');

/** The session as the user should see it, from dsh's own session log. */
function transcript(events) {
  const results = new Map();
  for (const e of events) {
    if (e.type !== 'tool/result') continue;
    for (const b of e.data?.message?.content ?? []) if (b.type === 'tool-result') results.set(b.toolCallId, (b.content ?? []).map((c) => c.text ?? '').join(''));
  }
  for (const e of events) {
    if (e.type === 'tool/call') {
      const args = e.data.arguments && e.data.arguments !== '{}' ? ` ${e.data.name === 'write' ? JSON.stringify({ file_path: JSON.parse(e.data.arguments).file_path }) : e.data.arguments}` : '';
      rule(`model calls ${e.data.name}${args}`);
      say(indent(results.get(e.data.callId) ?? '(no result)'));
    } else if (e.type === 'assistant/message') {
      const text = e.data.message.content.filter((b) => b.type === 'text').map((b) => b.text).join('');
      if (text !== '') {
        rule('model says (and tries to end the turn)');
        say(indent(text));
      }
    } else if (e.type === 'user/message' && e.data?.source?.kind === 'plugin' && e.data.source.plugin === 'dsh-test-closure') {
      const kind = e.data.source.record?.kind;
      rule(kind === 'unresolved' ? `gate releases the turn unverified ("${e.data.source.summary}")` : `gate steers the model back ("${e.data.source.summary}")`);
      say(indent(e.data.content.map((c) => c.text ?? '').join('')));
    } else if (e.type === 'turn/end') {
      rule(`turn ${e.data.turn ?? ''} ended: ${e.data.reason?.kind}`.replace('  ', ' '));
    }
  }
}

async function main() {
  const t0 = Date.now();
  say(`${SAY}: dsh ${DSH_VERSION} on Node ${process.versions.node}; the model is scripted (no API key), everything else is the real dsh CLI`);
  if (!existsSync(join(prefix, 'bin', 'dsh'))) say(`${SAY}: installing dsh ${DSH_VERSION} once into ${prefix} (one to three minutes)`);
  const cli = await ensureDsh({ prefix });
  say(`${SAY}: dsh at ${cli.prefix} (${cli.installed ? `installed in ${(cli.ms / 1000).toFixed(0)} s` : 'reused'})`);

  const home = join(scratch, 'home');
  const tmp = join(scratch, 'tmp');
  const ws = join(scratch, 'demo-project');
  mkdirSync(home);
  mkdirSync(tmp);
  cpSync(DEMO, ws, { recursive: true });
  const env = { ...process.env, PATH: cli.path, DSH_HOME: home, TMPDIR: tmp, npm_config_update_notifier: 'false' };
  for (const k of Object.keys(env)) if (k.startsWith('DSH_') && k !== 'DSH_HOME') delete env[k];

  const tgz = await packAsIs(join(scratch, 'pack'));
  const add = await run(cli.dsh, ['plugin', '--profile', 'headless', 'add', `file:${tgz}`], { cwd: scratch, env, timeoutMs: 180_000 });
  if (add.code !== 0) throw new Error(`dsh plugin add file:${tgz} failed (exit ${add.code}):\n${add.stdout}${add.stderr}`);
  say(`${SAY}: installed this checkout into a throwaway profile: DSH_HOME=${home} dsh plugin --profile headless add file:${tgz}`);

  // The scripted model lives inside $DSH_HOME/profiles so its imports resolve to the host's packages.
  const model = join(home, 'profiles', 'dtc-scripted-llm.mjs');
  copyFileSync(SCRIPTED_LLM, model);
  const overlay = join(scratch, 'keyless.patch.yml');
  writeFileSync(overlay, keylessOverlay(model));
  const script = join(scratch, 'script.json');
  writeFileSync(script, JSON.stringify({ steps: STEPS }));

  say(`${SAY}: in a copy of examples/demo-project: dsh --profile headless --patch keyless.patch.yml ${JSON.stringify(TASK)}`);
  const r = await run(cli.dsh, ['--profile', 'headless', '--patch', overlay, TASK], { cwd: ws, env: { ...env, DTC_SCRIPT: script }, timeoutMs: 180_000 });
  const [log] = sessionLogsFor(home, ws);
  if (log === undefined) throw new Error(`dsh wrote no session log (exit ${r.code})\nstdout: ${r.stdout}\nstderr: ${r.stderr}`);
  transcript(log.records);

  rule('what dsh printed');
  say(`  exit status: ${r.code}`);
  say(`  stdout: ${r.stdout.trimEnd()}`);
  say(`  stderr: ${r.stderr.trimEnd() === '' ? '(nothing)' : r.stderr.trimEnd().split('\n').join('\n          ')}`);
  const done = `${SAY}: done in ${((Date.now() - t0) / 1000).toFixed(1)} s`;
  say(keep ? `\n${done}; the session log is kept: ${log.file}` : `\n${done}; the throwaway profile and its session log are removed now (DTC_TRY_KEEP=1 npm run try keeps them)`);
  const closed = log.records.filter((e) => e.type === 'turn/end').at(-1)?.data?.reason?.kind === 'completed';
  const notices = log.records.filter((e) => e.type === 'user/message' && e.data?.source?.plugin === 'dsh-test-closure');
  // The story's own check: the gate fired, and the turn closed (green, or unverified when asked).
  const unresolved = notices.some((e) => e.data.source.record?.kind === 'unresolved');
  return r.code === 0 && closed && notices.length > 0 && unresolved === unverified ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  process.stderr.write(`${SAY}: ${error instanceof Error ? error.message : String(error)}\n`);
} finally {
  cleanup();
}
process.exit(code);
