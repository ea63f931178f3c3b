/**
 * Helpers the runners' test-file rules share (each rule lives in its runner's module,
 * `runners/<runner>/runner.ts`). Pure functions over relative, `/`-separated paths; the rules
 * mirror the runners' default discovery globs closely enough to detect and list tests, not to
 * predict exactly what a configured runner will collect.
 *
 * @module dsh-test-closure/runners/test-files
 */
/** A JS/TS source extension: `.js .mjs .cjs .ts .mts .cts .jsx .tsx`. */
export declare const JS_EXTENSION: RegExp;
/** A TypeScript declaration file: no runner runs one. */
export declare const DECLARATION: RegExp;
export declare function baseName(path: string): string;
export declare function dirSegments(path: string): string[];
/**
 * A whole name that is a bare JS/TS file path (no spaces): how runners name a file that failed
 * as a whole, and what cannot be selected as a test by name.
 */
export declare function isJsFilePath(name: string): boolean;
/** A JS/TS source file, not a declaration. */
export declare function isJsSource(path: string): boolean;
/** The vitest and jest default: `*.test.*` / `*.spec.*`, and anything under `__tests__/`. */
export declare function isTestOrSpecFile(path: string): boolean;
/**
 * The test file a `__snapshots__/<test file>.snap` beside it belongs to (jest's, vitest's,
 * bun's and deno's snapshot layout), or undefined for any other path.
 */
export declare function snapshotDirOwner(path: string): string | undefined;
