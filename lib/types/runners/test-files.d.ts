/**
 * Which files count as test files, per discovery convention (the runner table, runners/table.ts,
 * names each framework's). Pure functions over relative,
 * `/`-separated paths; they mirror the runners' default discovery globs closely enough to
 * detect and list tests, not to predict exactly what a configured runner will collect.
 *
 * @module dsh-test-closure/runners/test-files
 */
/** A JS/TS source extension: `.js .mjs .cjs .ts .mts .cts .jsx .tsx`. */
export declare const JS_EXTENSION: RegExp;
/**
 * A whole name that is a bare JS/TS file path (no spaces): how runners name a file that failed
 * as a whole, and what cannot be selected as a test by name.
 */
export declare function isJsFilePath(name: string): boolean;
/** vitest/jest defaults: `*.test.*` / `*.spec.*`, and anything under `__tests__/`. */
export declare function isRunnerTestFile(path: string): boolean;
/** mocha's default spec, `./test/*.{js,cjs,mjs}`: the files directly under the root's `test/`. */
export declare function isMochaTestFile(path: string): boolean;
/** playwright's default testMatch, `*.@(spec|test).?(c|m)[jt]s?(x)` at any depth, anywhere under the testDir (the config's directory by default). */
export declare function isPlaywrightTestFile(path: string): boolean;
/** bun test's defaults: `*.test.*`, `*_test.*`, `*.spec.*`, `*_spec.*` (JS/TS) anywhere. */
export declare function isBunTestFile(path: string): boolean;
/**
 * node --test defaults (`*.test.*`, `*-test.*`, `*_test.*`, `test-*.*`, `test.*`, and any file
 * under a `test/` directory), widened to `*.spec.*` and `tests/` directories.
 */
export declare function isNodeTestFile(path: string): boolean;
/**
 * uvu's default discovery (uvu/parse, no `dir` given): files under a `test`/`tests`/
 * `__test__`/`__tests__` directory, `*.test.*`/`*.tests.*`/`*.spec.*`, and a root `test.*`,
 * with a `.js .mjs .cjs .jsx .ts .tsx` extension; uvu tests the pattern case-insensitively.
 */
export declare function isUvuTestFile(path: string): boolean;
/** pytest defaults: `test_*.py` and `*_test.py`. */
export declare function isPythonTestFile(path: string): boolean;
/** unittest discovery's default pattern: `test*.py` (`test_x.py`, `tests.py`, `testing_y.py`). */
export declare function isUnittestTestFile(path: string): boolean;
