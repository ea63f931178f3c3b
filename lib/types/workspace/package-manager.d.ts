/**
 * Which package manager runs the project's scripts and binaries: the package.json
 * `packageManager` field when it names one, else the first lockfile present at the root.
 * Only the root is looked at: a package inside a monorepo whose lockfile lives higher up
 * gets the default, npm.
 *
 * @module dsh-test-closure/workspace/package-manager
 */
/** The package managers the planner knows how to call. */
export declare const PACKAGE_MANAGERS: readonly ["npm", "pnpm", "yarn", "bun"];
/** One of {@link PACKAGE_MANAGERS}. */
export type PackageManager = (typeof PACKAGE_MANAGERS)[number];
/** Lockfiles in the order they are consulted; the first present wins. */
export declare const LOCKFILES: ReadonlyArray<readonly [file: string, manager: PackageManager]>;
/**
 * Decides the package manager.
 *
 * @param field package.json `packageManager` (e.g. `yarn@4.1.0`), if any.
 * @param rootFiles names of the files in the workspace root.
 * @returns the package manager, `npm` when nothing says otherwise.
 */
export declare function detectPackageManager(field: string | undefined, rootFiles: ReadonlySet<string>): PackageManager;
