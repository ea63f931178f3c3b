/**
 * The package as a user outside dsh gets it: the packed tarball installed alone into an empty
 * project (no `@deepseek-ai/*` package anywhere), then the CLI's commands and the library
 * import, on Node 20 (the machine's) and on the Node that runs the tests (24).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain script without types.
import { packPlugin } from '../../scripts/e2e/pack-plugin.mjs';

const standalone = suite('standalone: the packed tarball without a dsh host');

let project = '';
const NODES: Array<{ label: string; bin: string }> = [{ label: 'node 24', bin: process.execPath }];

/** The machine's own node (20 here), when it is another binary than the tests'. */
function systemNode(): string | undefined {
  for (const candidate of ['/usr/bin/node', '/usr/local/bin/node']) {
    if (!existsSync(candidate)) continue;
    const v = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    if (v.status === 0 && !v.stdout.startsWith(process.version.split('.')[0]!)) return candidate;
  }
  return undefined;
}

function run(node: string, args: string[], cwd = project) {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` };
  delete env.NODE_OPTIONS;
  delete env.FORCE_COLOR; // uvu sets FORCE_COLOR=1, and the CLI honours it: this checks the plain text
  return spawnSync(join(project, 'node_modules', '.bin', args[0]!), args.slice(1), { cwd, env, encoding: 'utf8', timeout: 120_000 });
}

standalone.before(async () => {
  const scratch = mkdtempSync(join(tmpdir(), 'dtc-standalone-'));
  const tgz = await packPlugin(join(scratch, 'pack'));
  project = join(scratch, 'project');
  mkdirSync(project);
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'plain-project', private: true, type: 'module' }));
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', tgz], { cwd: project, encoding: 'utf8', timeout: 300_000 });
  if (install.status !== 0) throw new Error(`npm install of the tarball failed:\n${install.stdout}\n${install.stderr}`);
  mkdirSync(join(project, 'suite', 'test'), { recursive: true });
  writeFileSync(join(project, 'suite', 'test', 'a.test.mjs'), "import test from 'node:test';\nimport assert from 'node:assert';\ntest('adds', () => assert.equal(1 + 1, 3));\ntest('keeps', () => {});\n");
  const node20 = systemNode();
  if (node20) NODES.push({ label: 'system node', bin: node20 });
});

standalone('no @deepseek-ai package was installed', () => {
  assert.ok(existsSync(join(project, 'node_modules', 'dsh-test-closure', 'lib', 'index.js')));
  assert.not.ok(existsSync(join(project, 'node_modules', '@deepseek-ai')), 'optional peers stay out of a plain install');
});

standalone('the CLI: --help, probe, run and parse', () => {
  assert.ok(NODES.length >= 1);
  for (const { label, bin } of NODES) {
    const help = run(bin, ['dsh-test-closure', '--help']);
    assert.is(help.status, 0, `${label}: ${help.stderr}`);
    assert.match(help.stdout, /^usage:/);
    const probe = run(bin, ['dsh-test-closure', 'probe', 'suite']);
    assert.is(probe.status, 0, `${label}: ${probe.stderr}`);
    assert.match(probe.stdout, /^framework: node:test\n/);
    // Each Node runs the whole suite: the previous Node's red run would make this one re-run its failures first.
    const red = run(bin, ['dsh-test-closure', 'run', 'suite', '--no-failures-first']);
    assert.is(red.status, 1, `${label}: ${red.stderr}`);
    assert.ok(/^run FAILED: 1 failed, 1 passed, 0 skipped \(2 total\) — node:test, exit 1, \d+\.\ds\n/.test(red.stdout), `${label}: ${JSON.stringify(red.stdout.slice(0, 300))}`);
    writeFileSync(join(project, 'log.txt'), '✔ keeps (0.1ms)\n✖ adds (0.2ms)\nℹ tests 2\nℹ pass 1\nℹ fail 1\n');
    const parsed = run(bin, ['dsh-test-closure', 'parse', '--framework', 'node:test', 'log.txt', '--json']);
    assert.is(parsed.status, 1, `${label}: a red log exits 1; ${parsed.stderr}`);
    assert.equal(JSON.parse(parsed.stdout).summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  }
});

standalone('the library import', () => {
  for (const { label, bin } of NODES) {
    const code = "const m = await import('dsh-test-closure'); const r = m.parseRunnerOutput('pytest', '==== 1 failed, 2 passed in 0.1s ====\\n'); console.log(JSON.stringify(r.summary));";
    const out = spawnSync(bin, ['--input-type=module', '-e', code], { cwd: project, encoding: 'utf8' });
    assert.is(out.status, 0, `${label}: ${out.stderr}`);
    assert.is(out.stdout.trim(), '{"total":3,"passed":2,"failed":1,"skipped":0}', label);
  }
});

standalone.after(() => {
  if (project) rmSync(dirname(project), { recursive: true, force: true });
});

standalone.run();
