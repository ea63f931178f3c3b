/**
 * Workspaces for the Python environment probe tests (test/unit/python-env.test.ts: lock files
 * and stub tools; test/toolchain/python-env.test.ts: real virtualenvs made by
 * `python3 -m venv`), removed when the process exits.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const created: string[] = [];
process.on('exit', () => {
  for (const root of created) rmSync(root, { recursive: true, force: true });
});

export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  created.push(dir);
  return dir;
}

/** A workspace from `{ path: contents }`, with real virtualenvs made in `venvs`. */
export function workspace(files: Record<string, string>, venvs: string[] = []): string {
  const root = tempDir('dsh-python-env-');
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  for (const venv of venvs) execFileSync('python3', ['-m', 'venv', '--without-pip', '--system-site-packages', join(root, venv)]);
  return root;
}

/** A PATH directory holding executable stubs named `tools`. */
export function pathWith(...tools: string[]): string {
  const dir = tempDir('dsh-path-');
  for (const tool of tools) {
    writeFileSync(join(dir, tool), '#!/bin/sh\nexit 0\n');
    chmodSync(join(dir, tool), 0o755);
  }
  return dir;
}

export const PYTEST_ARGS = '-m pytest -v -rfE --tb=short --color=no < /dev/null';
export const PYTEST_PROJECT = { 'pytest.ini': '[pytest]\n', 'tests/test_a.py': 'def test_a():\n    pass\n' };
