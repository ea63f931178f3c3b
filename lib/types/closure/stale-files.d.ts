/**
 * Removes the files of `dir` whose name matches `name` and that were not written for `maxAgeMs`
 * by this machine's clock (file times are its), `keep` aside. Best effort: a file that cannot be
 * read or removed stays (gone already, or not ours to remove).
 */
export declare function removeStaleFiles(dir: string, name: RegExp, maxAgeMs: number, now?: number, keep?: string): void;
