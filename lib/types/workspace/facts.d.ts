import { type ManifestFacts } from './manifest.ts';
import { type PackageManager } from './package-manager.ts';
import { type WorkspaceGlobs } from './workspace-packages.ts';
import { type PythonFacts } from './python-facts.ts';
import type { Framework } from '../report/kinds.ts';
/** Default entry budget of the walk: enough for a large app, bounded for a monorepo root. */
export declare const DEFAULT_MAX_ENTRIES = 20000;
export interface WorkspaceFacts {
    /** The root as given. */
    root: string;
    /** Names of the root's entries that are not directories (config files may be symlinks). */
    rootFiles: ReadonlySet<string>;
    /** package.json, read once. */
    manifest: ManifestFacts;
    packageManager: PackageManager;
    /** The root's runner config files (each runner's detection `configFile`), the first by name when several match. */
    configFiles: Partial<Record<Framework, string>>;
    /** The texts of the root files whose text may name a runner, where present and readable. */
    markedTexts: ReadonlyMap<string, string>;
    /** The walk: files relative to the root, `/`-separated, breadth-first. */
    files: readonly string[];
    /** The entry budget stopped the walk. */
    walkTruncated: boolean;
    /** A monorepo root's package globs (npm/yarn `workspaces`, else pnpm-workspace.yaml). */
    workspaceGlobs?: WorkspaceGlobs;
    /** Root directories that are virtualenvs (`pyvenv.cfg` and `bin/python`), in python-env.ts's order. */
    virtualenvs: readonly string[];
    /** What the Python test modules import, and whether the workspace declares pytest. */
    python: PythonFacts;
}
/**
 * Reads a workspace's facts.
 *
 * @param root the directory to read (absolute, or relative to the process cwd).
 * @param maxEntries the walk's entry budget.
 * @throws Error with {@link rootMissingMessage}, {@link rootNotDirectoryMessage} or
 *   {@link rootUnreadableMessage} when the root itself cannot be listed. Nothing below the
 *   root throws: unreadable subdirectories and files are skipped.
 */
export declare function readWorkspaceFacts(root: string, maxEntries?: number): Promise<WorkspaceFacts>;
