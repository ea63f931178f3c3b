/**
 * A lookup over one PATH string.
 *
 * @param path a `:`-separated PATH (default: this process's, which the shell inherits).
 * @returns `onPath(name)`: true when some PATH directory holds an executable file `name`.
 */
export declare function pathLookup(path?: string | undefined): (name: string) => boolean;
