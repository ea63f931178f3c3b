/**
 * What a workspace's Python tests are written against, read without running Python: which
 * test modules import unittest or pytest, and whether pytest is declared or installed in the
 * workspace. Detection (detect.ts) picks unittest only for unittest modules in a workspace that
 * shows no pytest: the probe never spawns, so "pytest is importable" is judged by what the
 * workspace holds (dependency files, a root virtualenv), not by asking an interpreter.
 *
 * @module dsh-test-closure/workspace/python-facts
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { RUNNERS } from '../runners/registry.ts';

export interface PythonFacts {
  /** Test modules read that import unittest (`import unittest`, `from unittest import …`). */
  unittestModules: number;
  /** Test modules read that use pytest (`import pytest`, `from pytest`, `pytest.` anywhere). */
  pytestModules: number;
  /** The root file or virtualenv that declares or holds pytest, if any. */
  pytestDeclaredBy?: string;
  /** `manage.py` when the root holds Django's manage script (it names `django`): the project's tests run with `manage.py test`. */
  djangoManage?: string;
}

/** Test modules read at most, and characters read of each: imports are at the top. */
export const MAX_PYTHON_MODULES = 50;
const MAX_MODULE_CHARS = 16 * 1024;

/** Root files where a Python project declares its (test) dependencies. */
const DEPENDENCY_FILE = /^(?:requirements.*\.(?:txt|in)|pyproject\.toml|setup\.cfg|setup\.py|Pipfile|tox\.ini|environment\.ya?ml|noxfile\.py)$/;
/** Root virtualenvs whose site-packages may hold pytest (the walk skips them). */
const VIRTUALENVS = ['.venv', 'venv', 'env', '.env'];

const IMPORTS_UNITTEST = /^\s*(?:import\s+unittest\b|from\s+unittest\b)/m;
const USES_PYTEST = /^\s*(?:import\s+pytest\b|from\s+pytest\b|from\s+_pytest\b)|\bpytest\./m;
const NAMES_PYTEST = /\bpytest\b/;
/** What `django-admin startproject` writes into manage.py: `DJANGO_SETTINGS_MODULE`, `from django.core.management import …`. */
const NAMES_DJANGO = /\bDJANGO_SETTINGS_MODULE\b|\bdjango\.core\.management\b/;
const DJANGO_MANAGE = 'manage.py';

/** A Python test module by pytest's or unittest's default pattern. */
export function isPythonTestModule(path: string): boolean {
  return RUNNERS.pytest.isTestFile(path) || RUNNERS.unittest.isTestFile(path);
}

/**
 * Reads the Python facts.
 * @param read a root-relative file's text (undefined when unreadable or outside the workspace).
 * @param rootFiles the root's file names; `files` the walk's files, breadth-first.
 */
export async function readPythonFacts(root: string, rootFiles: ReadonlySet<string>, files: readonly string[], read: (path: string) => Promise<string | undefined>): Promise<PythonFacts> {
  const modules = files.filter(isPythonTestModule).slice(0, MAX_PYTHON_MODULES);
  let unittestModules = 0;
  let pytestModules = 0;
  for (const path of modules) {
    const text = (await read(path))?.slice(0, MAX_MODULE_CHARS);
    if (text === undefined) continue;
    if (IMPORTS_UNITTEST.test(text)) unittestModules++;
    if (USES_PYTEST.test(text)) pytestModules++;
  }
  const facts: PythonFacts = { unittestModules, pytestModules };
  if (rootFiles.has(DJANGO_MANAGE) && NAMES_DJANGO.test((await read(DJANGO_MANAGE))?.slice(0, MAX_MODULE_CHARS) ?? '')) facts.djangoManage = DJANGO_MANAGE;
  if (modules.length === 0) return facts;
  for (const name of [...rootFiles].filter((f) => DEPENDENCY_FILE.test(f)).sort()) {
    if (NAMES_PYTEST.test((await read(name)) ?? '')) return { ...facts, pytestDeclaredBy: name };
  }
  for (const venv of VIRTUALENVS) {
    const held = await virtualenvHoldsPytest(join(root, venv));
    if (held) return { ...facts, pytestDeclaredBy: venv };
  }
  return facts;
}

/** Whether `<venv>/lib/python*\/site-packages/pytest` exists. */
async function virtualenvHoldsPytest(venv: string): Promise<boolean> {
  try {
    for (const lib of await readdir(join(venv, 'lib'))) {
      if (!lib.startsWith('python')) continue;
      const site = await readdir(join(venv, 'lib', lib, 'site-packages')).catch(() => [] as string[]);
      if (site.includes('pytest') || site.includes('_pytest')) return true;
    }
  } catch {
    // No virtualenv there.
  }
  return false;
}
