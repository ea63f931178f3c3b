/** The command-line front end: usage errors, one-line errors, parse, probe and a real run. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { runCli, USAGE } from '../../src/cli/commands.ts';

const MAIN = new URL('../../src/cli/main.ts', import.meta.url).pathname;

function sink() {
  let text = '';
  const stream = new Writable({ write(chunk, _enc, cb) { text += String(chunk); cb(); } });
  return { stream, get text() { return text; } };
}

async function cli(args: string[], stdin = '', cwd = process.cwd()) {
  const out = sink();
  const err = sink();
  const code = await runCli(args, { stdout: out.stream, stderr: err.stream, stdin: Readable.from([stdin]), cwd });
  return { code, stdout: out.text, stderr: err.text };
}

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-cli-'));
  for (const [p, c] of Object.entries(files)) {
    mkdirSync(join(dir, p, '..'), { recursive: true });
    writeFileSync(join(dir, p), c);
  }
  return dir;
}

const usage = suite('cli usage');

usage('no command, unknown command, unknown flag and bad values exit 2 with the usage', async () => {
  for (const args of [[], ['frobnicate'], ['run', '--bogus'], ['parse'], ['parse', '--framework', 'mocha'], ['run', '--timeout-ms', '-5'], ['run', '--timeout-ms', '1.5'], ['run', '--framework', 'ava']]) {
    const r = await cli(args);
    assert.is(r.code, 2, args.join(' '));
    assert.ok(r.stderr.startsWith('dsh-test-closure: '), r.stderr);
    assert.ok(r.stderr.endsWith(USAGE), args.join(' '));
  }
});

usage('a missing directory or unreadable file is a one-line error', async () => {
  const missing = await cli(['probe', '/nonexistent/dtc']);
  assert.is(missing.code, 2);
  assert.is(missing.stderr, 'dsh-test-closure: /nonexistent/dtc: no such directory\n');
  const file = await cli(['parse', '--framework', 'jest', '/nonexistent/log.txt']);
  assert.is(file.code, 2);
  assert.is(file.stderr, 'dsh-test-closure: /nonexistent/log.txt: cannot read (ENOENT)\n');
});

usage('help prints the usage and exits 0', async () => {
  const r = await cli(['--help']);
  assert.is(r.code, 0);
  assert.is(r.stdout, USAGE);
});

usage.run();

const commands = suite('cli commands');

commands('parse reads stdin and prints JSON', async () => {
  const r = await cli(['parse', '--framework', 'pytest', '-', '--json'], '');
  assert.is(r.code, 0);
  const parsed = JSON.parse(r.stdout);
  assert.is(parsed.framework, 'pytest');
  assert.equal(parsed.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
});

commands('probe detects node:test in a project', async () => {
  const dir = project({ 'test/a.test.mjs': "import test from 'node:test';\ntest('a', () => {});\n" });
  const r = await cli(['probe', dir, '--json']);
  assert.is(r.code, 0);
  assert.is(JSON.parse(r.stdout).framework, 'node:test');
});

commands('run through the real bin: red suite exits 1 with the compact summary; progress goes to stderr', () => {
  const dir = project({ 'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('fails', () => assert.equal(1, 2));\ntest('passes', () => {});\n" });
  const r = spawnSync(process.execPath, [MAIN, 'run', dir, '--framework', 'node:test'], { encoding: 'utf8', env: { ...process.env, XDG_CACHE_HOME: join(dir, '.cache') } });
  assert.is(r.status, 1, r.stderr);
  assert.ok(r.stdout.startsWith('test_run FAILED: 1 failed, 1 passed, 0 skipped (2 total) — node:test, exit 1, '), r.stdout);
  assert.ok(r.stdout.includes('\n- fails — '), r.stdout);
  assert.ok(r.stderr.startsWith('dsh-test-closure: running node --test'), r.stderr);
});

commands('run --last-failed re-runs only what failed last time', () => {
  const dir = project({ 'test/a.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\ntest('fails', () => assert.equal(1, 2));\ntest('passes', () => {});\n" });
  const env = { ...process.env, XDG_CACHE_HOME: join(dir, '.cache') };
  spawnSync(process.execPath, [MAIN, 'run', dir, '--framework', 'node:test'], { encoding: 'utf8', env });
  const r = spawnSync(process.execPath, [MAIN, 'run', dir, '--framework', 'node:test', '--last-failed', '--json'], { encoding: 'utf8', env });
  const result = JSON.parse(r.stdout);
  assert.ok(result.command.includes('--test-name-pattern'), result.command);
  assert.equal(result.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
});

commands.run();
