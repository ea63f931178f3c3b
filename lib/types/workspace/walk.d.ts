/**
 * Bounded breadth-first listing of the files under a workspace root. Reads directories
 * only; never follows symlinks, never stats files. Shared by the probe and the freshness
 * fingerprint, so both see the same files.
 *
 * Invariants:
 * - every directory entry read counts against the budget, including entries of skipped
 *   directories' parents and of virtualenvs (whose contents are then dropped);
 * - `truncated` is true exactly when entries were left unprocessed because the budget ran out;
 * - returned paths are relative to the root, `/`-separated, in breadth-first order.
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
    /** Symbolic links found (never followed), relative like `files`. */
    links: string[];
}
/**
 * Lists the files under `root` breadth-first within an entry budget.
 *
 * @param root an existing, readable directory (the caller has checked it).
 * @param rootEntries the root's already-read listing, so the root is read once.
 * @param maxEntries the entry budget, at least 0.
 * @param skipDir the directories not entered, by name (the probe's skips by default).
 * @returns the files found and whether the budget cut the walk short.
 */
export declare function walkFiles(root: string, rootEntries: readonly Dirent[], maxEntries: number, skipDir?: (name: string) => boolean): Promise<WalkResult>;
