import type { Framework } from '../report/types.ts';
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
/**
 * The environment that points the given frameworks' caches at the temp area, for a run under
 * sandbox `mode` (`undefined` or `none`: unsandboxed). Empty unless `mode` is `workspace-write`
 * and a framework has a redirect; creates the private directory when one is needed.
 */
export declare function sandboxWriteEnv(frameworks: readonly Framework[], mode: string | undefined): Record<string, string>;
/** A place a runner writes outside the workspace, as a denial names it. */
export interface OutsideWriter {
    /** `go's build cache` */
    what: string;
    /** Absolute path; a denied path at or under it is this writer's. */
    path: string;
    /** What the user can do about a denial there (the model cannot). */
    remedy?: string;
}
/**
 * The places runners write outside the workspace by default, as this process's environment
 * places them (the run inherits it): each runner's documented default and its own variable.
 */
export declare function outsideWriters(env?: NodeJS.ProcessEnv): OutsideWriter[];
/** The writer a denied path belongs to: the deepest place that contains it. */
export declare function writerOf(path: string, writers: readonly OutsideWriter[]): OutsideWriter | undefined;
