/**
 * The Python a pytest project runs on, probed on real layouts: uv and poetry lock files with
 * the tool on PATH (a stub) and without it, and no package-manager claim for a project without
 * package.json (virtualenvs made by `python3 -m venv`: test/toolchain/python-env.test.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { PYTHON_REASONS } from '../../src/workspace/probe-messages.ts';
import { renderProbe } from '../../src/render/probe.ts';
import { PYTEST_ARGS, PYTEST_PROJECT, pathWith, workspace } from '../support/python-workspaces.ts';

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
