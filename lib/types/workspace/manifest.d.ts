/**
 * Reading the root package.json: which dependency field lists a package, `scripts.test`,
 * the `jest` key and the `packageManager` field. A package.json that is not a JSON
 * object is reported as `malformed`, never thrown: the other detection rules still apply.
 *
 * @module dsh-test-closure/workspace/manifest
 */
/** The dependency fields that declare a runner. */
export declare const DEPENDENCY_FIELDS: readonly ["dependencies", "devDependencies"];
/** One of {@link DEPENDENCY_FIELDS}. */
export type DependencyField = (typeof DEPENDENCY_FIELDS)[number];
/** The outcome of reading package.json: missing, unusable, or a parsed object. */
export type Manifest = {
    kind: 'absent';
} | {
    kind: 'malformed';
} | {
    kind: 'ok';
    json: Readonly<Record<string, unknown>>;
};
/**
 * Parses package.json text.
 *
 * @param text the file's contents, or `undefined` when there is no package.json.
 */
export declare function parseManifest(text: string | undefined): Manifest;
/**
 * The first dependency field that lists `name`.
 *
 * @param json a parsed package.json object.
 * @param name a package name, e.g. `vitest`.
 */
export declare function dependencyFieldOf(json: Readonly<Record<string, unknown>>, name: string): DependencyField | undefined;
/** `scripts.test` when it is a non-empty string. */
export declare function testScriptOf(json: Readonly<Record<string, unknown>>): string | undefined;
/** True when package.json carries a `jest` configuration key. */
export declare function hasJestKey(json: Readonly<Record<string, unknown>>): boolean;
/** The `packageManager` field (e.g. `pnpm@9.1.0`) when it is a string. */
export declare function packageManagerFieldOf(json: Readonly<Record<string, unknown>>): string | undefined;
