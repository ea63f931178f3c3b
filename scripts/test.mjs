#!/usr/bin/env node
/**
 * The test tiers, split by directory (a test's directory says what it needs):
 *   - `npm test` (the Node tier): every test/**\/*.test.ts outside test/toolchain/ and
 *     test/e2e/. Needs Node and npm only: unit, parser, fixture and integration tests, and the
 *     runtime tests (test/runtime/) on the in-process dsh runtime with runners that are
 *     devDependencies (vitest, jest, mocha, uvu, node:test).
 *   - `npm run test:all`: the Node tier, then test/toolchain/ (runtime tests on real pytest,
 *     unittest, Django, go and cargo) and test/e2e/ (the real dsh CLI, installed from the npm
 *     registry on first use). A test that needs anything besides Node goes in test/toolchain/.
 * scripts/check-prereqs.mjs checks what the chosen tier needs before anything runs.
 *
 * Each tier runs uvu with every temporary file of the run inside one scratch directory,
 * removed at the end. The tests, the in-process dsh runtime (`dsh-subprocess-*`,
 * `dsh-spill-*`), the runners they start (pytest's `pytest-of-<user>`) and the e2e harness all
 * create theirs under `$TMPDIR` (os.tmpdir()), so pointing `TMPDIR` at the scratch directory
 * leaves nothing behind, whatever a test forgets or a killed child leaves. The scratch
 * directory lives in the real temporary directory, so sandbox rules about temp roots still hold.
 *
 *   node scripts/test.mjs                   # the Node tier
 *   node scripts/test.mjs --all             # the Node tier, then toolchain, then e2e; stops at the first red tier
 *   node scripts/test.mjs --tiers=toolchain,e2e   # some tiers only (.ci/run, after npm test)
 *   node scripts/test.mjs [uvu args...]     # uvu as given (e.g. `test e2e/`), with the full tier's checks
 *   DTC_KEEP_TMP=1 keeps the scratch directory and prints its path.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrereqs } from './check-prereqs.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The directories under test/ whose tests need more than Node, in the order test:all runs them. */
const BEYOND_NODE = ['toolchain', 'e2e'];

/** uvu arguments of each tier (paths are relative to test/). */
const TIERS = {
  node: ['test', '\\.test\\.ts$', '--ignore', `^(${BEYOND_NODE.join('|')})(/|$)`],
  ...Object.fromEntries(BEYOND_NODE.map((dir) => [dir, ['test', `^${dir}/.*\\.test\\.ts$`]])),
};

const argv = process.argv.slice(2);
const named = argv.find((a) => a.startsWith('--tiers='))?.slice('--tiers='.length).split(',');
const unknown = named?.filter((name) => !Object.hasOwn(TIERS, name)) ?? [];
if (unknown.length > 0) {
  process.stderr.write(`dsh-test-closure: unknown test tier ${unknown.join(', ')}; the tiers are ${Object.keys(TIERS).join(', ')}\n`);
  process.exit(2);
}
const all = argv.includes('--all');
const custom = argv.length > 0 && !all && named === undefined;
/** The tiers whose prerequisites are checked: those named, else all of them for --all or uvu arguments. */
const checked = named ?? (all || custom ? ['all'] : ['node']);
const missing = [...new Set(checked.flatMap((tier) => missingPrereqs(tier)))];
if (missing.length > 0) {
  const command = checked.includes('all') ? 'npm run test:all' : checked.every((tier) => tier === 'node') ? 'npm test' : `the ${checked.join(' and ')} tests`;
  for (const line of missing) process.stderr.write(`dsh-test-closure: ${command} need${command.startsWith('the ') ? '' : 's'}: ${line}\n`);
  process.exit(1);
}

/** Runs uvu with `args` in a fresh scratch TMPDIR; resolves to its exit code. */
function runUvu(args) {
  return new Promise((resolve) => {
    const scratch = mkdtempSync(join(tmpdir(), 'dtc-test-run-'));
    const child = spawn(join(REPO, 'node_modules', '.bin', 'uvu'), args, {
      cwd: REPO,
      stdio: 'inherit',
      // node_modules/.bin first, as npm scripts have it: uvu runs on the Node 24 the `node`
      // devDependency installs there (the tests are TypeScript, which Node 20 cannot load),
      // however this script was started (`node scripts/test.mjs` from .ci/run, or npm).
      env: { ...process.env, PATH: `${join(REPO, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
    });
    const stop = (signal) => child.kill(signal);
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop);
    const cleanup = () => {
      for (const signal of ['SIGINT', 'SIGTERM']) process.off(signal, stop);
      if (process.env.DTC_KEEP_TMP === '1') process.stderr.write(`[test] kept ${scratch}\n`);
      else rmSync(scratch, { recursive: true, force: true });
    };
    child.on('error', (error) => {
      process.stderr.write(`dsh-test-closure: cannot start uvu: ${error.message}\n`);
      cleanup();
      resolve(2);
    });
    child.on('exit', (code, signal) => {
      cleanup();
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

const runs = custom ? [['custom', argv]] : named !== undefined ? named.map((name) => [name, TIERS[name]]) : all ? Object.entries(TIERS) : [['node', TIERS.node]];
for (const [name, args] of runs) {
  if (runs.length > 1) process.stderr.write(`\n[test] tier ${name}: uvu ${args.join(' ')}\n`);
  const code = await runUvu(args);
  if (code !== 0) process.exit(code);
}
