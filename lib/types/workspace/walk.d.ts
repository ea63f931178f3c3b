/**
 * Bounded breadth-first listing of the files under a workspace root. Reads directories
 * only, never stats files. Shared by the probe and the freshness fingerprint.
 *
 * The probe's walk sees what runners discover: it follows no symlink, and drops a directory
 * holding `pyvenv.cfg` (pytest does not collect in a virtualenv). The fingerprint's walk has no
 * blind spot by name or marker: it enters every directory its `skipDir` allows, and follows
 * directory links ({@link followLinkedDir}) wherever they point, the temp area included.
 *
 * Invariants:
 * - every directory entry read counts against the budget, including entries of skipped
 *   directories' parents and of virtualenvs (whose contents are then dropped);
 * - `truncated` is true exactly when entries were left unprocessed because the budget ran out;
 * - no real directory is listed twice, so links cannot loop;
 * - returned paths are relative to the root, `/`-separated, in breadth-first order (a file
 *   under a followed link is named through the link).
 *
 * @module dsh-test-closure/workspace/walk
 */
import { type Dirent } from 'node:fs';
/**
 * Directory names never descended into: dependencies, VCS metadata, build output, caches
 * and virtualenvs. Every name starting with `.` is skipped as well (see {@link isSkippedDir}).
 *
 * `lib` is deliberately NOT skipped: many JS packages keep their sources (with colocated
 * tests) in `lib/`, and missing real tests is worse than counting a compiled copy twice.
 */
export declare const SKIPPED_DIRS: ReadonlySet<string>;
/**
 * True for a directory the walk must not enter: one of {@link SKIPPED_DIRS} or any dot
 * directory (`.git`, `.venv`, `.cache`, `.next`, `.pytest_cache`, `.tox`, …); runners'
 * default test globs do not look inside those either.
 *
 * @param name the directory's own name (not a path).
 */
export declare function isSkippedDir(name: string): boolean;
/** True when no directory on `path` (relative, `/`-separated) is one the probe's walk skips. */
export declare function isInProbeScope(path: string): boolean;
/**
 * Directory names the freshness fingerprint does not enter: version control metadata and
 * dependency trees (the lockfiles and manifests that pin them are fingerprinted), plus the
 * tool caches no test run loads (`__pycache__` is cleared before every Python run,
 * workspace/python-bytecode.ts) and the host's own state (`.dsh`). Build output (`dist/`, `build/`, `out/`) and every other dot
 * directory ARE entered: a run can load code from them.
 */
export declare const OUTSIDE_FRESHNESS: ReadonlySet<string>;
/** True for a directory the freshness fingerprint must not enter (see {@link OUTSIDE_FRESHNESS}). */
export declare function isOutsideFreshness(name: string): boolean;
/** The walk's outcome. */
export interface WalkResult {
    /** Regular files found, relative to the root, `/`-separated. */
    files: string[];
    /** Entries read, at most the budget. */
    entriesRead: number;
    /** True when the budget stopped the walk with entries left unprocessed. */
    truncated: boolean;
    /** Symbolic links found that were not followed as directories (links to files, dangling links), relative like `files`. */
    links: string[];
}
/** How a walk treats virtualenvs and links. */
export interface WalkOptions {
    /** Drop the contents of a directory holding `pyvenv.cfg` (the probe's walk, as pytest does). */
    venvMarker?: boolean;
    /** Follow directory links, within {@link MAX_LINKED_DIRS} (the fingerprint's walk). */
    followLinks?: boolean;
}
/** Directory links a walk follows at most; past them, a link is listed like a file link. */
export declare const MAX_LINKED_DIRS = 64;
/**
 * The real directory a link leads to when the walk should list it: not one inside the root or
 * inside a directory already followed (listed at its own place already, or a loop), nor one that
 * holds the root or a followed directory (a loop the other way). Undefined for a link to anything
 * but a directory.
 */
export declare function followLinkedDir(path: string, realRoot: string, followed: readonly string[]): string | undefined;
/**
 * Lists the files under `root` breadth-first within an entry budget.
 *
 * @param root an existing, readable directory (the caller has checked it).
 * @param rootEntries the root's already-read listing, so the root is read once.
 * @param maxEntries the entry budget, at least 0.
 * @param skipDir the directories not entered, by name (the probe's skips by default).
 * @returns the files found and whether the budget cut the walk short.
 */
export declare function walkFiles(root: string, rootEntries: readonly Dirent[], maxEntries: number, skipDir?: (name: string) => boolean, options?: WalkOptions): Promise<WalkResult>;
