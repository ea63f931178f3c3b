/**
 * `npm run try` (scripts/try.mjs), the README's keyless trial in the real dsh CLI, run as a
 * user runs it: in a fresh checkout (the repository's tracked files, `node_modules` as
 * `npm install` leaves it) with the system's Node first on PATH (Node 20 on these machines;
 * npm scripts put the checkout's Node 24 first).
 *
 * Needs the network once, to install dsh 0.1.0-rc.8 into the cache the other e2e tests use.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain script without types.
import { DEFAULT_PREFIX } from '../../scripts/e2e/install-dsh.mjs';

const REPO = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const CACHE = process.env.DTC_CACHE || DEFAULT_PREFIX;
let scratch: string;
let checkout: string;

/** PATH as a user with the system's Node has it: /usr/bin first, then whatever else was there. */
const userPath = (): string => ['/usr/local/bin', '/usr/bin', '/bin', process.env.PATH].join(':');

const trial = suite('e2e: npm run try, the keyless trial in the real dsh CLI');

trial.before(() => {
  scratch = realpathSync(mkdtempSync(join(process.env.DTC_E2E_TMP ?? tmpdir(), 'dtc-e2e-try-')));
  checkout = join(scratch, 'dsh-test-closure');
  const files = spawnSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' }).stdout.split('\0').filter((f) => f !== '');
  for (const f of files) {
    if (!existsSync(join(REPO, f))) continue; // deleted in the work tree, not yet committed
    mkdirSync(dirname(join(checkout, f)), { recursive: true });
    copyFileSync(join(REPO, f), join(checkout, f));
    chmodSync(join(checkout, f), statSync(join(REPO, f)).mode);
  }
  symlinkSync(join(REPO, 'node_modules'), join(checkout, 'node_modules'));
});

trial.after(() => {
  if (process.env.DTC_E2E_KEEP === '1') process.stderr.write(`[e2e try] kept ${scratch}\n`);
  else rmSync(scratch, { recursive: true, force: true });
});

trial('npm run try: the gate fires on the demo project, the fix lands, the turn closes green; exit 0', () => {
  const t = Date.now();
  const r = spawnSync('npm', ['run', 'try'], { cwd: checkout, encoding: 'utf8', timeout: 600_000, env: { ...process.env, PATH: userPath(), DTC_CACHE: CACHE } });
  const why = `exit ${r.status} after ${Date.now() - t} ms\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
  assert.is(r.status, 0, why);
  const out = r.stdout;
  assert.match(out, /dsh-test-closure try: dsh 0\.1\.0-rc\.8 on Node (2[3-9]|22\.(19|[2-9]\d))\./, why);
  const order = [
    '── model calls test_probe ',
    '\n  test_run FAILED: 1 failed, 2 passed, 0 skipped (3 total) — node:test, exit 1, ',
    '── gate steers the model back ("test_run red (1 failed); interception 1/2")',
    '\n  [dsh-test-closure] Not done: tests are still failing (1 failed, 2 passed, 0 skipped (3 total); command: node --test ',
    '\n  - joins every word with dashes — Expected values to be strictly equal (at test/slugify.test.js:10:10)\n',
    '── model calls write {"file_path":"src/slugify.js"} ',
    '\n  test_run PASSED: 0 failed, 3 passed, 0 skipped (3 total) — node:test, exit 0, ',
    '\n  verdict: verifies the suite\n',
    '── turn 1 ended: completed ',
    '\n  exit status: 0\n  stdout: Fixed: slugify now joins every word with dashes, and the suite is green.\n  stderr: (nothing)\n',
  ];
  let at = 0;
  for (const piece of order) {
    const found = out.indexOf(piece, at);
    assert.ok(found >= 0, `in order: ${JSON.stringify(piece)}\n${why}`);
    at = found + piece.length;
  }
  assert.not.ok(out.includes('gate releases the turn unverified'), why);
  // The last line points at nothing it has removed: it says the log is gone, and how to keep it.
  assert.match(out, /\ndsh-test-closure try: done in \d+\.\d s; the throwaway profile and its session log are removed now \(DTC_TRY_KEEP=1 npm run try keeps them\)\n$/, why);
  process.stderr.write(`[e2e try] npm run try: ${Date.now() - t} ms\n`);
});

trial('npm run try -- --unverified: a headless turn released unverified says so on stderr; the exit status stays the host\'s; DTC_TRY_KEEP=1 keeps the log it points at', () => {
  const r = spawnSync('npm', ['run', 'try', '--', '--unverified'], { cwd: checkout, encoding: 'utf8', timeout: 600_000, env: { ...process.env, PATH: userPath(), DTC_CACHE: CACHE, DTC_TRY_KEEP: '1' } });
  const why = `exit ${r.status}\nstdout: ${r.stdout}\nstderr: ${r.stderr}`;
  const kept = /dsh-test-closure try: kept (\S+)\n/.exec(r.stderr)?.[1];
  const log = /; the session log is kept: (\S+)\n$/.exec(r.stdout)?.[1];
  try {
    assert.ok(log !== undefined && existsSync(log) && log.startsWith(`${kept}/`), `the last line points at the kept session log\n${why}`);
  } finally {
    if (kept !== undefined) rmSync(kept, { recursive: true, force: true });
  }
  assert.is(r.status, 0, why);
  assert.ok(r.stdout.includes('── gate steers the model back ("test_run red (1 failed); interception 1/2")'), why);
  // The gate steers once, as the script's usage says: the model changed nothing after the steer,
  // so the turn is released at its next stop, as no progress.
  assert.is(r.stdout.split('── gate steers the model back').length - 1, 1, why);
  assert.ok(readFileSync(join(REPO, 'scripts', 'try.mjs'), 'utf8').includes('# the model never fixes it: the gate steers once, then'), 'scripts/try.mjs says how often the gate steers');
  assert.ok(r.stdout.includes('── gate releases the turn unverified ("unresolved (no progress): turn 1")'), why);
  assert.ok(r.stdout.includes('\n  exit status: 0\n  stdout: Done.\n  stderr: dsh-test-closure: unresolved (no progress): turn 1\n'), why);
});

// The dsh CLI on Node 20 never imports the plugin: its Loader finds no internal module loader
// before Node 22 and resolves bundle plugins from its own install, where they are not, and logs
// nothing (dsh says only "no agent factory registered"). `install-dsh.mjs --check` names that
// node (test/e2e/install.test.ts); the plugin's own line (src/entry/plugin.ts) is for a dsh that
// does import it on a Node older than 22.19 (22.0 to 22.18), pinned in test/unit/entry.test.ts.

trial.run();
