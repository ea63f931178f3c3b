/**
 * Helpers the runners' test-file rules share (each rule lives in its runner's module,
 * `runners/<runner>/runner.ts`). Pure functions over relative, `/`-separated paths; the rules
 * mirror the runners' default discovery globs closely enough to detect and list tests, not to
 * predict exactly what a configured runner will collect.
 *
 * @module dsh-test-closure/runners/test-files
 */
/** A JS/TS source extension: `.js .mjs .cjs .ts .mts .cts .jsx .tsx`. */
export const JS_EXTENSION = /\.[cm]?[jt]sx?$/;
/** A TypeScript declaration file: no runner runs one. */
export const DECLARATION = /\.d\.[cm]?ts$/;
export function baseName(path) {
    return path.slice(path.lastIndexOf('/') + 1);
}
export function dirSegments(path) {
    return path.split('/').slice(0, -1);
}
/**
 * A whole name that is a bare JS/TS file path (no spaces): how runners name a file that failed
 * as a whole, and what cannot be selected as a test by name.
 */
export function isJsFilePath(name) {
    return JS_EXTENSION.test(name) && !/\s/.test(name);
}
/** A JS/TS source file, not a declaration. */
export function isJsSource(path) {
    return JS_EXTENSION.test(path) && !DECLARATION.test(path);
}
/** The vitest and jest default: `*.test.*` / `*.spec.*`, and anything under `__tests__/`. */
export function isTestOrSpecFile(path) {
    if (!isJsSource(path))
        return false;
    return /\.(test|spec)\.[cm]?[jt]sx?$/.test(baseName(path)) || dirSegments(path).includes('__tests__');
}
/**
 * The test file a `__snapshots__/<test file>.snap` beside it belongs to (jest's, vitest's,
 * bun's and deno's snapshot layout), or undefined for any other path.
 */
export function snapshotDirOwner(path) {
    const m = /^(?:(.*)\/)?__snapshots__\/([^/]+)\.snap$/.exec(path);
    return m === null ? undefined : m[1] === undefined ? m[2] : `${m[1]}/${m[2]}`;
}
