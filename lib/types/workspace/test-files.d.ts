/**
 * Which files count as test files, per framework. Pure functions over relative,
 * `/`-separated paths; they mirror the runners' default discovery globs closely enough to
 * detect and list tests, not to predict exactly what a configured runner will collect.
 *
 * @module dsh-test-closure/workspace/test-files
 */
import type { Framework } from '../report/types.ts';
/** pytest defaults: `test_*.py` and `*_test.py`. */
export declare function isPythonTestFile(path: string): boolean;
/**
 * True when `path` is a test file for `framework`.
 *
 * @param framework the runner whose discovery conventions apply.
 * @param path a relative, `/`-separated file path.
 */
export declare function isTestFile(framework: Framework, path: string): boolean;
