/**
 * Reading the root package.json once into the facts the detection rules decide over: the
 * dependency field that lists each package, the scripts, the top-level keys, the
 * `packageManager` field and the `workspaces` globs. A package.json that is not a JSON
 * object is reported as `malformed`, never thrown: the other detection rules still apply.
 *
 * @module dsh-test-closure/workspace/manifest
 */
/** The dependency fields that declare a runner, in the order they are consulted. */
export declare const DEPENDENCY_FIELDS: readonly ["dependencies", "devDependencies"];
/** One of {@link DEPENDENCY_FIELDS}. */
export type DependencyField = (typeof DEPENDENCY_FIELDS)[number];
export interface ManifestFacts {
    /** Whether package.json is missing, unusable (not a JSON object), or read. */
    state: 'absent' | 'malformed' | 'ok';
    /** Each declared package with the first field that lists it. */
    dependencies: ReadonlyMap<string, DependencyField>;
    /** The scripts whose value is a non-empty string. */
    scripts: Readonly<Record<string, string>>;
    /** package.json's top-level keys (a runner's configuration key, such as `jest`, declares it). */
    keys: ReadonlySet<string>;
    /** The `packageManager` field (e.g. `pnpm@9.1.0`) when it is a string. */
    packageManagerField?: string;
    /** The `workspaces` globs (an array, or yarn's `{ packages: [...] }`), when present. */
    workspaces?: readonly string[];
}
/**
 * Reads package.json text into its facts.
 *
 * @param text the file's contents, or `undefined` when there is no package.json.
 */
export declare function parseManifest(text: string | undefined): ManifestFacts;
