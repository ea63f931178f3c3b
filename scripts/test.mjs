#!/usr/bin/env node
/**
 * `npm test`: checks the prerequisites (scripts/check-prereqs.mjs), then runs uvu with every
 * temporary file of the run inside one scratch directory, removed at the end. The tests, the
 * in-process dsh runtime (`dsh-subprocess-*`, `dsh-spill-*`), the runners they start (pytest's
 * `pytest-of-<user>`) and the e2e harness all create theirs under `$TMPDIR` (os.tmpdir()), so
 * pointing `TMPDIR` at the scratch directory leaves nothing behind, whatever a test forgets
 * or a killed child leaves. The scratch directory lives in the real temporary directory, so
 * sandbox rules about temp roots still hold.
 *
 *   node scripts/test.mjs [uvu args...]     # default: test \.test\.ts$
 *   DTC_KEEP_TMP=1 keeps the scratch directory and prints its path.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { missingPrereqs } from './check-prereqs.mjs';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..');

const missing = missingPrereqs();
if (missing.length > 0) {
  for (const line of missing) process.stderr.write(`dsh-test-closure: npm test needs: ${line}\n`);
  process.exit(1);
}

const scratch = mkdtempSync(join(tmpdir(), 'dtc-test-run-'));
const args = process.argv.length > 2 ? process.argv.slice(2) : ['test', '\\.test\\.ts$'];
const child = spawn(join(REPO, 'node_modules', '.bin', 'uvu'), args, {
  cwd: REPO,
  stdio: 'inherit',
  env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
});
const cleanup = () => {
  if (process.env.DTC_KEEP_TMP === '1') process.stderr.write(`[test] kept ${scratch}\n`);
  else rmSync(scratch, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('error', (error) => {
  process.stderr.write(`dsh-test-closure: cannot start uvu: ${error.message}\n`);
  cleanup();
  process.exit(2);
});
child.on('exit', (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 1 : 0));
});
