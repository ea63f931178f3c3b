/** Where the globs came from. */
export type WorkspaceSource = 'package.json' | 'pnpm-workspace.yaml';
export interface WorkspaceGlobs {
    source: WorkspaceSource;
    globs: readonly string[];
}
/** Packages listed at most: a root with more is probed for its first ones, by path. */
export declare const MAX_PACKAGES = 100;
/**
 * The `packages:` list of a pnpm-workspace.yaml: its `- item` lines, quotes stripped. Not a
 * YAML parser: the file is a flat list in practice; anything else yields no globs.
 */
export declare function pnpmWorkspaceGlobs(text: string): string[];
/** True when `path` (relative, `/`-separated) matches `glob`. */
export declare function matchesGlob(glob: string, path: string): boolean;
/**
 * The package directories the globs name, relative to `root`, sorted, at most {@link MAX_PACKAGES}.
 * A glob naming the root itself, or a path that leaves it (`..`), names no package.
 */
export declare function workspacePackageDirs(root: string, globs: readonly string[]): Promise<string[]>;
