/**
 * The Python a pytest project runs on, probed on real layouts: uv and poetry lock files with
 * the tool on PATH (a stub) and without it, and no package-manager claim for a project without
 * package.json (virtualenvs made by `python3 -m venv`: test/toolchain/python-env.test.ts).
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { PYTHON_REASONS } from '../../src/workspace/probe-messages.ts';
import { renderProbe } from '../../src/render/probe.ts';

const created: string[] = [];
process.on('exit', () => {
  for (const root of created) rmSync(root, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** A workspace from `{ path: contents }`, with real virtualenvs made in `venvs`. */
function workspace(files: Record<string, string>, venvs: string[] = []): string {
  const root = tempDir('dsh-python-env-');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  for (const venv of venvs) execFileSync('python3', ['-m', 'venv', '--without-pip', '--system-site-packages', join(root, venv)]);
  return root;
}

/** A PATH directory holding executable stubs named `tools`. */
function pathWith(...tools: string[]): string {
  const dir = tempDir('dsh-path-');
  for (const tool of tools) {
    writeFileSync(join(dir, tool), '#!/bin/sh\nexit 0\n');
    chmodSync(join(dir, tool), 0o755);
  }
  return dir;
}

const PYTEST_ARGS = '-m pytest -rfE --tb=short --color=no < /dev/null';
const PYTEST_PROJECT = { 'pytest.ini': '[pytest]\n', 'tests/test_a.py': 'def test_a():\n    pass\n' };

const env = suite('python environment');

env('uv.lock with uv on PATH: uv run --frozen, which never re-resolves the lock', async () => {
  const p = await describeWorkspace(workspace({ ...PYTEST_PROJECT, 'uv.lock': '', 'pyproject.toml': '[project]\nname = "x"\n' }), { path: pathWith('uv') });
  assert.equal(p.python, { kind: 'uv', words: ['uv', 'run', '--frozen', 'python'], reason: 'uv.lock is present and uv is on PATH' });
  assert.is(p.command, `uv run --frozen python ${PYTEST_ARGS}`);
});

env('poetry.lock with poetry on PATH: poetry run', async () => {
  const p = await describeWorkspace(workspace({ ...PYTEST_PROJECT, 'poetry.lock': '' }), { path: pathWith('poetry') });
  assert.equal(p.python, { kind: 'poetry', words: ['poetry', 'run', 'python'], reason: 'poetry.lock is present and poetry is on PATH' });
  assert.is(p.command, `poetry run python ${PYTEST_ARGS}`);
});

env('a lock file whose tool is not on PATH is said, then python3', async () => {
  const p = await describeWorkspace(workspace({ ...PYTEST_PROJECT, 'uv.lock': '', 'poetry.lock': '' }), { path: pathWith('poetry-not') });
  assert.equal(p.python, { kind: 'python3', words: ['python3'], reason: 'uv.lock is present but uv is not on PATH; poetry.lock is present but poetry is not on PATH; using python3' });
  assert.is(p.command, `python3 ${PYTEST_ARGS}`);
  const uvOnly = await describeWorkspace(workspace({ ...PYTEST_PROJECT, 'uv.lock': '' }), { path: pathWith('poetry') });
  assert.is(uvOnly.python?.reason, 'uv.lock is present but uv is not on PATH; using python3');
  // A stub that is not executable is not on PATH.
  const dir = pathWith();
  writeFileSync(join(dir, 'uv'), '#!/bin/sh\n');
  assert.is((await describeWorkspace(workspace({ ...PYTEST_PROJECT, 'uv.lock': '' }), { path: dir })).python?.kind, 'python3');
});

env('nothing but python3: the reason says what was looked for', async () => {
  const p = await describeWorkspace(workspace(PYTEST_PROJECT), { path: pathWith('uv', 'poetry') });
  assert.equal(p.python, { kind: 'python3', words: ['python3'], reason: PYTHON_REASONS.system });
  assert.is(PYTHON_REASONS.system, 'no virtualenv, uv.lock or poetry.lock in the workspace; using python3');
});

env('a project without package.json or lockfile claims no package manager; a JS project does', async () => {
  const python = await describeWorkspace(workspace(PYTEST_PROJECT));
  assert.is(python.packageManager, undefined);
  assert.not.match(renderProbe(python), 'npm');
  const js = await describeWorkspace(workspace({ 'package.json': '{"scripts":{"test":"node --test"}}' }));
  assert.is(js.packageManager, 'npm');
  const lockOnly = await describeWorkspace(workspace({ 'pnpm-lock.yaml': '', 'a.test.js': '' }));
  assert.is(lockOnly.packageManager, 'pnpm');
  assert.is(js.python, undefined, 'python is reported for pytest projects only');
});

env.run();
