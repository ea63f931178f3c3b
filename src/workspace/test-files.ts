/**
 * Which files count as test files, per framework. Pure functions over relative,
 * `/`-separated paths; they mirror the runners' default discovery globs closely enough to
 * detect and list tests, not to predict exactly what a configured runner will collect.
 *
 * @module dsh-test-closure/workspace/test-files
 */
import type { Framework } from '../report/types.ts';
import { assertNever } from '../runners/kinds.ts';

const JS_EXT = /\.[cm]?[jt]sx?$/;
const DECLARATION = /\.d\.[cm]?ts$/;

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

function dirSegments(path: string): string[] {
  return path.split('/').slice(0, -1);
}

function isJsSource(path: string): boolean {
  return JS_EXT.test(path) && !DECLARATION.test(path);
}

/** vitest/jest defaults: `*.test.*` / `*.spec.*`, and anything under `__tests__/`. */
function isRunnerTestFile(path: string): boolean {
  if (!isJsSource(path)) return false;
  return /\.(test|spec)\.[cm]?[jt]sx?$/.test(baseName(path)) || dirSegments(path).includes('__tests__');
}

/**
 * node --test defaults (`*.test.*`, `*-test.*`, `*_test.*`, `test-*.*`, `test.*`, and any file
 * under a `test/` directory), widened to `*.spec.*` and `tests/` directories.
 */
function isNodeTestFile(path: string): boolean {
  if (!isJsSource(path)) return false;
  const base = baseName(path);
  if (/[.\-_](test|spec)\.[cm]?[jt]sx?$/.test(base) || /^test([.-])/.test(base)) return true;
  return dirSegments(path).some((d) => d === 'test' || d === 'tests');
}

/** pytest defaults: `test_*.py` and `*_test.py`. */
export function isPythonTestFile(path: string): boolean {
  const base = baseName(path);
  return /^test_.*\.py$/.test(base) || /^.+_test\.py$/.test(base);
}

/**
 * True when `path` is a test file for `framework`.
 *
 * @param framework the runner whose discovery conventions apply.
 * @param path a relative, `/`-separated file path.
 */
export function isTestFile(framework: Framework, path: string): boolean {
  switch (framework) {
    case 'vitest':
    case 'jest':
      return isRunnerTestFile(path);
    case 'node:test':
      return isNodeTestFile(path);
    case 'pytest':
      return isPythonTestFile(path);
    default:
      return assertNever(framework);
  }
}
