/**
 * End-to-end harness: drives the REAL dsh CLI (headless profile) with the keyless scripted
 * model, against dsh-test-closure installed from a packed .tgz like a user would.
 *
 *   const e2e = await setup()            // CLI install (cached) + pack + one DSH_HOME with the plugin
 *   const ws = e2e.workspace({...files})
 *   const r = await e2e.dsh({ cwd: ws, task, steps, patches })
 *   r.code, r.stdout, r.requests (what the model saw), r.events (decoded session log)
 *
 * Scratch: everything lives under one mkdtemp directory (DSH_HOME, TMPDIR, workspaces,
 * scripts, logs), removed by `cleanup()` unless DTC_E2E_KEEP=1.
 */
import { copyFileSync, symlinkSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { zstdDecompressSync } from 'node:zlib';
import { ensureDsh, HMR_ROW, run } from './install-dsh.mjs';
import { packPlugin } from './pack-plugin.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO = resolve(HERE, '../..');
export const SCRIPTED_LLM = join(HERE, 'scripted-llm.mjs');
export const RESUME_RUNNER = join(HERE, 'resume-runner.mjs');
export const PLUGIN = 'dsh-test-closure';
const RUN_TIMEOUT_MS = Number(process.env.DTC_E2E_RUN_TIMEOUT_MS ?? 120_000);

/**
 * The keyless overlay (dsh-host.md §9): scripted model, no title side-calls, and the rc.8
 * workaround re-enabling `hmr` (the headless bundle disables it and the launcher then fails
 * with "user patch-layer watching requires the Cordis HMR service").
 */
export function keylessOverlay(modulePath = SCRIPTED_LLM, { hmr = true } = {}) {
  return [
    '# e2e overlay: keyless scripted model, no title LLM side-calls',
    '- id: session-title-llm',
    '  disabled: true',
    '- insert:',
    '    - id: dtc-scripted-llm',
    `      name: ${JSON.stringify(modulePath)}`,
    ...(hmr ? ['# rc.8 workaround: the headless bundle disables hmr, which the launcher still needs', ...HMR_PATCH.trimEnd().split('\n')] : []),
    '',
  ].join('\n');
}

/** The rc.8 workaround a headless profile's own layer needs (docs/install.md, "The two rc.8 workarounds"). */
export const HMR_PATCH = HMR_ROW;

/**
 * Splits a zstd file into its frames. dsh appends one frame per flush, and Node's
 * zstdDecompressSync / createZstdDecompress stop after the FIRST frame (Node 24.21), which
 * would silently drop every event after the session header.
 */
export function zstdFrames(buf) {
  const frames = [];
  let pos = 0;
  while (pos < buf.length) {
    const magic = buf.readUInt32LE(pos);
    if ((magic & 0xfffffff0) === 0x184d2a50) { // skippable frame
      pos += 8 + buf.readUInt32LE(pos + 4);
      continue;
    }
    if (magic !== 0xfd2fb528) throw new Error(`zstd: bad frame magic 0x${magic.toString(16)} at ${pos}`);
    const start = pos;
    const fhd = buf[pos + 4];
    const fcsFlag = fhd >> 6;
    const single = (fhd >> 5) & 1;
    const checksum = (fhd >> 2) & 1;
    const dictFlag = fhd & 3;
    let p = pos + 5 + (single ? 0 : 1) + [0, 1, 2, 4][dictFlag] + [single ? 1 : 0, 2, 4, 8][fcsFlag];
    for (;;) {
      const h = buf[p] | (buf[p + 1] << 8) | (buf[p + 2] << 16);
      const last = h & 1;
      const type = (h >> 1) & 3;
      const size = h >>> 3;
      p += 3 + (type === 1 ? 1 : size);
      if (last) break;
      if (p > buf.length) throw new Error('zstd: truncated frame');
    }
    if (checksum) p += 4;
    frames.push(buf.subarray(start, p));
    pos = p;
  }
  return frames;
}

/** Decodes a `session.jsonl.zstd` into its records (header first). */
export function readSessionLog(file) {
  const text = zstdFrames(readFileSync(file)).map((f) => zstdDecompressSync(f).toString('utf8')).join('');
  return text.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
}

/** All session logs under $DSH_HOME/sessions whose header cwd is `cwd`, oldest first. */
export function sessionLogsFor(home, cwd) {
  const root = join(home, 'sessions');
  if (!existsSync(root)) return [];
  const out = [];
  for (const slug of readdirSync(root)) {
    for (const sid of readdirSync(join(root, slug))) {
      const file = join(root, slug, sid, 'session.jsonl.zstd');
      if (!existsSync(file)) continue;
      const records = readSessionLog(file);
      if (records[0]?.cwd === cwd) out.push({ file, id: records[0].id, records, mtime: statSync(file).mtimeMs });
    }
  }
  return out.sort((a, b) => a.mtime - b.mtime);
}

let shared;

/** One-time setup for a test process: CLI (cached), packed plugin, a DSH_HOME with it installed. */
export async function setup() {
  if (shared) return shared;
  const t0 = Date.now();
  const cli = await ensureDsh();
  const tInstall = Date.now() - t0;
  const scratch = realpathSync(mkdtempSync(join(process.env.DTC_E2E_TMP ?? tmpdir(), 'dtc-e2e-')));
  const home = join(scratch, 'home');
  const tmp = join(scratch, 'tmp');
  mkdirSync(home);
  mkdirSync(tmp);
  const tPack0 = Date.now();
  const tgz = await packPlugin(join(scratch, 'pack'));
  const tPack = Date.now() - tPack0;
  const env = { ...process.env, PATH: cli.path, DSH_HOME: home, TMPDIR: tmp, npm_config_update_notifier: 'false' };
  for (const k of Object.keys(env)) if (k.startsWith('DSH_') && k !== 'DSH_HOME') delete env[k];
  const tAdd0 = Date.now();
  const add = await run(cli.dsh, ['plugin', '--profile', 'headless', 'add', `file:${tgz}`], { cwd: scratch, env, timeoutMs: 180_000 });
  if (add.code !== 0) throw new Error(`dsh plugin add file:${tgz} failed (exit ${add.code}):\n${add.stdout}\n${add.stderr}`);
  const tAdd = Date.now() - tAdd0;
  // The model module lives inside $DSH_HOME/profiles so its bare imports (@deepseek-ai/dsh-llm)
  // resolve through the profile's node_modules farm to the host's own copies.
  const modelModule = join(home, 'profiles', 'dtc-scripted-llm.mjs');
  copyFileSync(SCRIPTED_LLM, modelModule);
  const overlay = join(scratch, 'keyless.patch.yml');
  writeFileSync(overlay, keylessOverlay(modelModule));
  const resumeModule = join(home, 'profiles', 'dtc-resume-runner.mjs');
  copyFileSync(RESUME_RUNNER, resumeModule);
  const resumeOverlay = join(scratch, 'resume.patch.yml');
  writeFileSync(resumeOverlay, [
    '# e2e: resume DTC_RESUME_SESSION instead of creating a session (scripts/e2e/resume-runner.mjs)',
    '- id: headless-runner',
    '  disabled: true',
    '- insert:',
    '    - id: dtc-resume-runner',
    `      name: ${JSON.stringify(resumeModule)}`,
    '      inject: [headlessStartup]',
    '      config:',
    '        task: !!js ctx.headlessStartup.task',
    '',
  ].join('\n'));
  let seq = 0;
  shared = {
    cli, scratch, home, tmp, tgz, overlay, env,
    timings: { installMs: tInstall, packMs: tPack, pluginAddMs: tAdd },
    profileDir: join(home, 'profiles', 'headless'),
    /** Writes a patch file into scratch and returns its path. */
    patchFile(name, text) {
      const f = join(scratch, `${++seq}-${name}`);
      writeFileSync(f, text);
      return f;
    },
    /** Sets the headless profile's user layer ($DSH_HOME/profiles/headless/cordis.patch.yml). */
    setProfileLayer(text) {
      writeFileSync(join(shared.profileDir, 'cordis.patch.yml'), text);
    },
    /**
     * A fresh workspace directory with the given files ({relPath: content}); `linkNodeModules`
     * symlinks the repo's node_modules into it (for vitest/jest projects).
     */
    workspace(files = {}, { linkNodeModules = false } = {}) {
      const ws = join(scratch, `ws-${++seq}`);
      mkdirSync(ws);
      if (linkNodeModules) symlinkSync(join(REPO, 'node_modules'), join(ws, 'node_modules'));
      for (const [rel, content] of Object.entries(files)) {
        mkdirSync(dirname(join(ws, rel)), { recursive: true });
        writeFileSync(join(ws, rel), content);
      }
      return ws;
    },
    /**
     * Runs `dsh --profile headless --patch <keyless overlay> [--patch p]... <task>` in `cwd`.
     * Returns {code, stdout, stderr, ms, requests, sessions, events}; `events` are the records of
     * the session this run created (null when none was persisted), or of the resumed session.
     * `resume: <session id>` swaps the headless runner for scripts/e2e/resume-runner.mjs, which
     * resumes that persisted session in this new process.
     */
    async dsh({ cwd, task, steps = [], followups = [], patches = [], env: extraEnv = {}, args = [], resume }) {
      if (resume !== undefined) {
        patches = [resumeOverlay, ...patches];
        extraEnv = { ...extraEnv, DTC_RESUME_SESSION: resume };
      }
      const id = ++seq;
      const script = join(scratch, `script-${id}.json`);
      const llmLog = join(scratch, `llm-${id}.jsonl`);
      writeFileSync(script, JSON.stringify({ steps, followups }));
      const before = new Set(sessionLogsFor(home, cwd).map((s) => s.file));
      const argv = ['--profile', 'headless', '--patch', overlay, ...patches.flatMap((p) => ['--patch', p]), ...args, ...(task === undefined ? [] : [task])];
      const t = Date.now();
      const r = await run(cli.dsh, argv, { cwd, env: { ...env, DTC_SCRIPT: script, DTC_LLM_LOG: llmLog, ...extraEnv }, timeoutMs: RUN_TIMEOUT_MS });
      const ms = Date.now() - t;
      if (process.env.DTC_E2E_VERBOSE === '1') process.stderr.write(`[e2e] dsh ${argv.slice(4).join(' ')} -> exit ${r.code} in ${ms} ms\n`);
      const requests = existsSync(llmLog) ? readFileSync(llmLog, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
      const all = sessionLogsFor(home, cwd);
      const created = all.filter((s) => !before.has(s.file));
      const mine = resume !== undefined ? all.find((s) => s.id === resume) : created[created.length - 1];
      const events = mine ? mine.records : null;
      return { ...r, ms, argv, requests, sessions: created, events };
    },
    cleanup() {
      if (process.env.DTC_E2E_KEEP === '1') {
        process.stderr.write(`[e2e] kept scratch ${scratch}\n`);
        return;
      }
      rmSync(scratch, { recursive: true, force: true });
      shared = undefined;
    },
  };
  return shared;
}

// ---- assertions helpers over the session log ----

/** `user/message` events whose source is a dsh-test-closure notice. */
export function gateNotices(events) {
  return pluginNotices(events, 'intercept');
}

/** This plugin's notices whose `source.record.kind` is `kind` (`intercept`, `unresolved`, `background-run`). */
export function pluginNotices(events, kind) {
  return events.filter((e) => e.type === 'user/message' && e.data?.source?.kind === 'plugin' && e.data.source.plugin === PLUGIN && e.data.source.form === 'notice' && e.data.source.record?.kind === kind);
}

/** The tool calls of a session log, in order: {name, args, turn, step, text, isError}. */
export function toolCalls(events) {
  const results = new Map();
  for (const e of events) {
    if (e.type !== 'tool/result') continue;
    for (const b of e.data?.message?.content ?? []) if (b.type === 'tool-result') results.set(b.toolCallId, b);
  }
  return events.filter((e) => e.type === 'tool/call').map((e) => {
    const r = results.get(e.data.callId);
    return {
      name: e.data.name,
      args: JSON.parse(e.data.arguments || '{}'),
      turn: e.data.turn,
      step: e.data.step,
      text: r ? (r.content ?? []).map((c) => (c.type === 'text' ? c.text : '')).join('') : null,
      isError: r ? r.isError === true : null,
    };
  });
}

/** The rendered results of every call to `name`. */
export function toolTexts(events, name) {
  return toolCalls(events).filter((c) => c.name === name).map((c) => c.text);
}

export function turnEnds(events) {
  return events.filter((e) => e.type === 'turn/end');
}

/** The turn an event belongs to (the latest `turn/start` before it; 0 before the first). */
export function turnOf(events, event) {
  let turn = 0;
  for (const e of events) {
    if (e.type === 'turn/start') turn = e.data.turn;
    if (e === event) return turn;
  }
  return -1;
}

/** `turn/end` reasons in order, e.g. ['completed']. */
export function turnEndKinds(events) {
  return turnEnds(events).map((e) => e.data.reason.kind);
}
