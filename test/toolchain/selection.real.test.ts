/**
 * The last_failed selection on a real pytest (the Node runners are in
 * test/runtime/selection.real.test.ts): failing node ids, parametrized with spaces and quotes,
 * run exactly. Needs python3 with pytest.
 */

import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { planCommand, type RunRequest } from '../../src/planning/plan.ts';
import type { ProbeResult } from '../../src/planning/describe.ts';
import type { RunnerKind } from '../../src/report/kinds.ts';

const RUNNERS_CACHE = new URL('../../.cache/runners/', import.meta.url).pathname;
/** The package's own devDependency runners (vitest 3, jest 29): used when no version is cached, as on a fresh CI clone. */
const REPO_MODULES = new URL('../../node_modules/', import.meta.url).pathname;

function modulesOf(runnerDir: string): string {
  return runnerDir === 'repo' ? REPO_MODULES : join(RUNNERS_CACHE, runnerDir, 'node_modules');
}

const tmpRoots: string[] = [];
process.on('exit', () => {
  for (const root of tmpRoots) rmSync(root, { recursive: true, force: true });
});

/** A temp project with `files`, and `node_modules` linked from a cached runner install when given. */
function project(files: Record<string, string>, runnerDir?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'dsh-plan-real-'));
  tmpRoots.push(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  if (runnerDir !== undefined) symlinkSync(modulesOf(runnerDir), join(dir, 'node_modules'), 'dir');
  return dir;
}

function plan(framework: RunnerKind, request: RunRequest) {
  const probe: ProbeResult = { framework, testFiles: [], testFileCount: 0, walkTruncated: false, command: '', reason: '', packageManager: 'npm' };
  return planCommand(request, probe);
}

interface Outcome {
  status: number | null;
  output: string;
}

/**
 * Our environment as a user's shell has it: uvu sets FORCE_COLOR=1 for itself, which no
 * planned command may unset (the plan adds no colour variables; colour is off by flags, and
 * jest and node:test have none that beats FORCE_COLOR), so it is dropped here.
 */
const { FORCE_COLOR: _uvuColour, ...SHELL_ENV } = process.env;

/** Runs a command line in bash with the plan's env on top of a user's shell env; stdout and stderr combined. */
function run(command: string, cwd: string, env: Record<string, string>): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', command], { cwd, env: { ...SHELL_ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ status, output });
    });
  });
}

const ANSI = /\x1b\[/;

// Five tests; the three "failed" ones have titles that need escaping, one contains a
// literal " > ", and "leaf (a|b) not" must stay unselected (anchoring).

// ---

const selection = suite('plan: real runners run exactly the last_failed selection');

selection('pytest: failing node ids, parametrized with spaces and quotes, run exactly', async () => {
  const dir = project({
    'test_sel.py': [
      'import pytest',
      "@pytest.mark.parametrize('v', ['a b', \"it's\", 'c'])",
      'def test_param(v):',
      '    assert v',
      'def test_other():',
      '    assert True',
      '',
    ].join('\n'),
  });
  // This tier has pytest (scripts/check-prereqs.mjs --all): its absence is a failure, not a skip.
  const probeRun = await run('python3 -c "import pytest"', dir, {});
  assert.is(probeRun.status, 0, probeRun.output);
  const p = plan('pytest', { lastFailed: ['test_sel.py::test_param[a b]', "test_sel.py::test_param[it's]"] });
  const { status, output } = await run(p.command, dir, p.env);
  assert.is(status, 0, output);
  assert.match(output, /\b2 passed\b/, output);
  assert.not.match(output, /3 passed|4 passed/, output);
  assert.not.match(output, ANSI);
});

selection.run();
