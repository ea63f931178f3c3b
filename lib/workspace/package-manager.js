/**
 * Which package manager runs the project's scripts and binaries: the package.json
 * `packageManager` field when it names one, else the first lockfile present at the root.
 * Only the root is looked at: a package inside a monorepo whose lockfile lives higher up
 * gets the default, npm.
 *
 * @module dsh-test-closure/workspace/package-manager
 */
/** The package managers the planner knows how to call. */
export const PACKAGE_MANAGERS = ['npm', 'pnpm', 'yarn', 'bun'];
/** Lockfiles in the order they are consulted; the first present wins. */
export const LOCKFILES = [
    ['pnpm-lock.yaml', 'pnpm'],
    ['yarn.lock', 'yarn'],
    ['bun.lock', 'bun'],
    ['bun.lockb', 'bun'],
    ['package-lock.json', 'npm'],
    ['npm-shrinkwrap.json', 'npm'],
];
/**
 * Decides the package manager.
 *
 * @param field package.json `packageManager` (e.g. `yarn@4.1.0`), if any.
 * @param rootFiles names of the files in the workspace root.
 * @returns the package manager, `npm` when nothing says otherwise.
 */
export function detectPackageManager(field, rootFiles) {
    const named = field?.trim().split('@')[0];
    const fromField = PACKAGE_MANAGERS.find((pm) => pm === named);
    if (fromField !== undefined)
        return fromField;
    return LOCKFILES.find(([file]) => rootFiles.has(file))?.[1] ?? 'npm';
}
