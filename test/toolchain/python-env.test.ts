/**
 * The Python a pytest project runs on, probed on real virtualenvs made by `python3 -m venv`
 * (the lock-file cases, which need no Python, are in test/unit/python-env.test.ts): a .venv
 * runs the tests on its own interpreter, the order among virtualenvs, and a virtualenv beats
 * uv.lock and poetry.lock. Needs python3 with its venv module.
 */

import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
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

env('a .venv made by python3 -m venv runs the tests, and its interpreter is the venv\'s', async () => {
  const root = workspace(PYTEST_PROJECT, ['.venv']);
  const p = await describeWorkspace(root, { path: pathWith() });
  assert.equal(p.python, { kind: 'venv', words: ['.venv/bin/python'], reason: PYTHON_REASONS.venv('.venv') });
  assert.is(p.command, `.venv/bin/python ${PYTEST_ARGS}`);
  assert.match(renderProbe(p), 'python: .venv/bin/python (.venv/pyvenv.cfg is present: the workspace\'s virtualenv)');
  // The planned interpreter really is the venv's.
  const prefix = spawnSync('bash', ['-c', '.venv/bin/python -c "import sys; print(sys.prefix)"'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  assert.is(prefix, join(root, '.venv'));
});

env('.venv before venv before any other root virtualenv; a directory without bin/python is none', async () => {
  assert.equal((await describeWorkspace(workspace(PYTEST_PROJECT, ['venv', '.venv']))).python?.words, ['.venv/bin/python']);
  assert.equal((await describeWorkspace(workspace(PYTEST_PROJECT, ['venv', 'env']))).python?.words, ['venv/bin/python']);
  assert.equal((await describeWorkspace(workspace(PYTEST_PROJECT, ['py-env']))).python?.words, ['py-env/bin/python']);
  const fake = await describeWorkspace(workspace({ ...PYTEST_PROJECT, '.venv/pyvenv.cfg': 'home = /usr/bin\n' }), { path: pathWith() });
  assert.is(fake.python?.kind, 'python3');
});

env('a virtualenv beats uv.lock and poetry.lock', async () => {
  const root = workspace({ ...PYTEST_PROJECT, 'uv.lock': '', 'poetry.lock': '' }, ['.venv']);
  assert.is((await describeWorkspace(root, { path: pathWith('uv', 'poetry') })).python?.kind, 'venv');
});

env.run();
