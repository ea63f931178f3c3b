/**
 * Which files count as test files, per discovery convention (the runner table, runners/table.ts,
 * names each framework's). Pure functions over relative,
 * `/`-separated paths; they mirror the runners' default discovery globs closely enough to
 * detect and list tests, not to predict exactly what a configured runner will collect.
 *
 * @module dsh-test-closure/runners/test-files
 */
/** A JS/TS source extension: `.js .mjs .cjs .ts .mts .cts .jsx .tsx`. */
export const JS_EXTENSION = /\.[cm]?[jt]sx?$/;
const DECLARATION = /\.d\.[cm]?ts$/;
function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
function dirSegments(path) {
    return path.split('/').slice(0, -1);
}
/**
 * A whole name that is a bare JS/TS file path (no spaces): how runners name a file that failed
 * as a whole, and what cannot be selected as a test by name.
 */
export function isJsFilePath(name) {
    return JS_EXTENSION.test(name) && !/\s/.test(name);
}
function isJsSource(path) {
    return JS_EXTENSION.test(path) && !DECLARATION.test(path);
}
/** vitest/jest defaults: `*.test.*` / `*.spec.*`, and anything under `__tests__/`. */
export function isRunnerTestFile(path) {
    if (!isJsSource(path))
        return false;
    return /\.(test|spec)\.[cm]?[jt]sx?$/.test(baseName(path)) || dirSegments(path).includes('__tests__');
}
/** mocha's default spec, `./test/*.{js,cjs,mjs}`: the files directly under the root's `test/`. */
export function isMochaTestFile(path) {
    return /^test\/[^/]+\.[cm]?js$/.test(path);
}
/** playwright's default testMatch, `*.@(spec|test).?(c|m)[jt]s?(x)` at any depth, anywhere under the testDir (the config's directory by default). */
export function isPlaywrightTestFile(path) {
    return isJsSource(path) && /\.(test|spec)\.[cm]?[jt]sx?$/.test(baseName(path));
}
/** bun test's defaults: `*.test.*`, `*_test.*`, `*.spec.*`, `*_spec.*` (JS/TS) anywhere. */
export function isBunTestFile(path) {
    return isJsSource(path) && /[._](test|spec)\.[cm]?[jt]sx?$/.test(baseName(path));
}
/**
 * node --test defaults (`*.test.*`, `*-test.*`, `*_test.*`, `test-*.*`, `test.*`, and any file
 * under a `test/` directory), widened to `*.spec.*` and `tests/` directories.
 */
export function isNodeTestFile(path) {
    if (!isJsSource(path))
        return false;
    const base = baseName(path);
    if (/[.\-_](test|spec)\.[cm]?[jt]sx?$/.test(base) || /^test([.-])/.test(base))
        return true;
    return dirSegments(path).some((d) => d === 'test' || d === 'tests');
}
/**
 * uvu's default discovery (uvu/parse, no `dir` given): files under a `test`/`tests`/
 * `__test__`/`__tests__` directory, `*.test.*`/`*.tests.*`/`*.spec.*`, and a root `test.*`,
 * with a `.js .mjs .cjs .jsx .ts .tsx` extension; uvu tests the pattern case-insensitively.
 */
export function isUvuTestFile(path) {
    return /((\/|^)(tests?|__tests?__)\/.*|\.(tests?|spec)|^\/?tests?)\.([mc]js|[jt]sx?)$/i.test(path) && !DECLARATION.test(path);
}
/** pytest defaults: `test_*.py` and `*_test.py`. */
export function isPythonTestFile(path) {
    const base = baseName(path);
    return /^test_.*\.py$/.test(base) || /^.+_test\.py$/.test(base);
}
/** unittest discovery's default pattern: `test*.py` (`test_x.py`, `tests.py`, `testing_y.py`). */
export function isUnittestTestFile(path) {
    return /^test.*\.py$/.test(baseName(path));
}
