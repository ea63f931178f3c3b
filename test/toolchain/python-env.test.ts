/**
 * The Python a pytest project runs on, probed on real virtualenvs made by `python3 -m venv`
 * (the lock-file cases, which need no Python, are in test/unit/python-env.test.ts): a .venv
 * runs the tests on its own interpreter, the order among virtualenvs, and a virtualenv beats
 * uv.lock and poetry.lock. Needs python3 with its venv module.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { PYTHON_REASONS } from '../../src/workspace/probe-messages.ts';
import { renderProbe } from '../../src/render/probe.ts';
import { PYTEST_ARGS, PYTEST_PROJECT, pathWith, workspace } from '../support/python-workspaces.ts';

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
