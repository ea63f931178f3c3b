/**
 * Directory entries the fingerprint reads at most: the probe's budget, which keeps a stop's
 * check within a few hundred milliseconds on any tree. A larger workspace cannot be shown
 * unchanged, and says so (closure/freshness.ts); `checks.freshness: false` is its switch.
 */
export declare const FRESHNESS_MAX_ENTRIES = 20000;
export interface Fingerprint {
    /**
     * Relative `/`-separated path → `size:mtimeMs:ctimeMs:ino`, in the walk's order: the files
     * the probe's walk would see (where test and harness files are looked for).
     */
    files: Map<string, string>;
    /** The same for the files under directories only the fingerprint enters (build output, dot directories). */
    outside?: Map<string, string>;
    /** The entry budget stopped the walk: files past it are not covered. */
    truncated: boolean;
    /** The root could not be listed. */
    unreadable: boolean;
    /** A hash of every entry, path and signature: equal digests mean equal fingerprints. */
    digest: string;
    /** Symbolic links the walk found (not followed, not in the digest): the session baseline reads those that are harness files. */
    links?: string[];
}
/**
 * The signature of one regular file (links followed), `size:mtime:ctime:ino`; undefined when it
 * is not one, or vanished between a listing and the stat. The one format every file signature has.
 */
export declare function fileSignatureOf(path: string): string | undefined;
/**
 * A link to a regular file: `link:<target>:<the file's signature>`, wherever the file is (a file
 * outside the workspace that a link brings in is signed like any other: a change to it is a
 * change); undefined for a dangling link or one to anything else.
 */
export declare function linkSignatureOf(path: string): string | undefined;
/**
 * Fingerprints the files under `root`.
 *
 * @param root the workspace root.
 * @param maxEntries the walk's entry budget (the probe's by default).
 */
export declare function fingerprintWorkspace(root: string, maxEntries?: number): Promise<Fingerprint>;
/** Every file of a fingerprint, those outside the probe's scope included. */
export declare function allFilesOf(fingerprint: Pick<Fingerprint, 'files' | 'outside'>): ReadonlyMap<string, string>;
/** Files that differ between two fingerprints: changed, added, then removed, each sorted. */
export declare function changedFiles(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[];
/**
 * `after`, with every file that differs from `before` given a signature no real file has:
 * a run cannot vouch for a file that moved while it ran, so the next comparison reports
 * those files as changed (by name, or through the digest after a restart). `only` limits the
 * marking to those paths (what a run alone cannot vouch for, workspace/run-writes.ts).
 */
export declare function markChangedDuringRun(before: Fingerprint, after: Fingerprint, only?: readonly string[]): Fingerprint;
