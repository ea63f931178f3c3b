/** Resolves `dir` inside `root`; a path that escapes the workspace is an error. */
export declare function resolveInside(root: string, dir: string | undefined): string;
