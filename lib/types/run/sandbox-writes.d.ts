/** The directory under the temp area that holds the redirected caches, one per user. */
export declare const TEMP_CACHE_DIR = "dsh-test-closure-cache";
/** The sandbox's temp area: `/tmp` on Linux unless the temp directory is inside it; the temp directory elsewhere. */
export declare function sandboxTempArea(): string;
/** This user's private cache directory in the temp area: `<temp>/dsh-test-closure-cache-<uid>`. */
export declare function privateCacheDir(): string;
/**
 * Creates the private cache directory (mode 0700) and checks it is a directory of ours that
 * no one else can write: the temp area is shared, and a cache another user could plant would
 * feed the build. False when it is not (then nothing is redirected; a denial is named).
 */
export declare function ensurePrivateDir(dir: string): boolean;
/** A place a runner writes outside the workspace, as a denial names it. */
export interface OutsideWriter {
    /** `go's build cache` */
    what: string;
    /** Absolute path; a denied path at or under it is this writer's. */
    path: string;
    /** What the user can do about a denial there (the model cannot). */
    remedy?: string;
    /** The owner's own words naming a denied path here, before the system's denial text (runners/runner.ts `OutsidePlace`). */
    message?: RegExp;
}
/** The writer a denied path belongs to: the deepest place that contains it. */
export declare function writerOf(path: string, writers: readonly OutsideWriter[]): OutsideWriter | undefined;
