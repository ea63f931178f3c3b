/** True when `path`, symlinks resolved, is `root` or below it. */
export declare function isInside(root: string, path: string): boolean;
/** Resolves `dir` inside `root`; a path that escapes the workspace, through a symlink or not, is an error. */
export declare function resolveInside(root: string, dir: string | undefined): string;
/** True when the project-relative `path` is a regular file inside `root` (symlinks resolved). */
export declare function isFileInside(root: string, path: string): boolean;
