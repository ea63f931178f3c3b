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
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
/**
 * Directory names never descended into: dependencies, VCS metadata, build output, caches
 * and virtualenvs. Every name starting with `.` is skipped as well (see {@link isSkippedDir}).
 *
 * `lib` is deliberately NOT skipped: many JS packages keep their sources (with colocated
 * tests) in `lib/`, and missing real tests is worse than counting a compiled copy twice.
 */
export const SKIPPED_DIRS = new Set([
    'node_modules',
    'dist',
    'build',
    'out',
    'coverage',
    '__pycache__',
    'venv',
    'site-packages',
    'bower_components',
    'jspm_packages',
]);
/**
 * True for a directory the walk must not enter: one of {@link SKIPPED_DIRS} or any dot
 * directory (`.git`, `.venv`, `.cache`, `.next`, `.pytest_cache`, `.tox`, …); runners'
 * default test globs do not look inside those either.
 *
 * @param name the directory's own name (not a path).
 */
export function isSkippedDir(name) {
    return name.startsWith('.') || SKIPPED_DIRS.has(name);
}
/** True when no directory on `path` (relative, `/`-separated) is one the probe's walk skips. */
export function isInProbeScope(path) {
    const dirs = path.split('/');
    dirs.pop();
    return !dirs.some(isSkippedDir);
}
/**
 * Directory names the freshness fingerprint does not enter: version control metadata and
 * dependency trees (the lockfiles and manifests that pin them are fingerprinted), plus the
 * tool caches no test run loads (`__pycache__` is cleared before every Python run,
 * workspace/python-bytecode.ts) and the host's own state (`.dsh`). Build output (`dist/`, `build/`, `out/`) and every other dot
 * directory ARE entered: a run can load code from them.
 */
export const OUTSIDE_FRESHNESS = new Set([
    '.git',
    '.hg',
    '.svn',
    '.jj',
    'node_modules',
    'bower_components',
    'jspm_packages',
    'site-packages',
    '__pycache__',
    '.pytest_cache',
    '.mypy_cache',
    '.ruff_cache',
    '.nyc_output',
    '.dsh',
]);
/** True for a directory the freshness fingerprint must not enter (see {@link OUTSIDE_FRESHNESS}). */
export function isOutsideFreshness(name) {
    return OUTSIDE_FRESHNESS.has(name);
}
/**
 * Directories listed between two yields to the event loop. A synchronous listing costs a
 * third of a promise-based one (measured on 2,600 directories: 90-120 ms against 300-410 ms),
 * so directories are listed synchronously in slices short enough not to stall the host.
 */
const DIRS_PER_SLICE = 100;
/** Directory links a walk follows at most; past them, a link is listed like a file link. */
export const MAX_LINKED_DIRS = 64;
/** The real path of `path`, or `path` itself when it cannot be resolved (vanished meanwhile). */
function realPathOr(path) {
    try {
        return realpathSync(path);
    }
    catch {
        return path;
    }
}
/** True when `inner` is `outer` or lies under it (both real, absolute). */
function within(inner, outer) {
    return inner === outer || inner.startsWith(outer.endsWith('/') ? outer : `${outer}/`);
}
/**
 * The real directory a link leads to when the walk should list it: not one inside the root or
 * inside a directory already followed (listed at its own place already, or a loop), nor one that
 * holds the root or a followed directory (a loop the other way). Undefined for a link to anything
 * but a directory.
 */
export function followLinkedDir(path, realRoot, followed) {
    try {
        if (!statSync(path).isDirectory())
            return undefined;
        const real = realpathSync(path);
        for (const seen of [realRoot, ...followed])
            if (within(real, seen) || within(seen, real))
                return undefined;
        return real;
    }
    catch {
        return undefined;
    }
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
export async function walkFiles(root, rootEntries, maxEntries, skipDir = isSkippedDir, options = { venvMarker: true }) {
    const files = [];
    const links = [];
    // Real paths of the directories followed through links; the root's, once a link is met.
    const followed = [];
    let realRoot;
    const result = (truncated) => ({ files, entriesRead, truncated, links });
    let entriesRead = 0;
    // Queue of directories (relative paths) whose listing is still to be read; '' is the root.
    const queue = [];
    let head = 0;
    let pending = { dir: '', entries: rootEntries };
    let listed = 0;
    while (pending !== null) {
        const { dir } = pending;
        // Sorted so that which entries fit in the budget does not depend on the filesystem's order.
        const entries = [...pending.entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        // The probe's walk: a directory holding pyvenv.cfg is a virtualenv, whatever its name: drop its contents.
        const isVenv = options.venvMarker === true && dir !== '' && entries.some((e) => e.name === 'pyvenv.cfg' && !e.isDirectory());
        for (const entry of entries) {
            if (entriesRead >= maxEntries)
                return result(true);
            entriesRead++;
            if (isVenv)
                continue;
            const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
            // Dirent type comes from the directory listing itself: a symlink reports isSymbolicLink()
            // and never isDirectory(), so a directory link is entered only when it is followed here.
            if (entry.isDirectory()) {
                if (!skipDir(entry.name))
                    queue.push(rel);
            }
            else if (entry.isFile()) {
                files.push(rel);
            }
            else if (entry.isSymbolicLink()) {
                if (options.followLinks && !skipDir(entry.name) && followed.length < MAX_LINKED_DIRS) {
                    realRoot ??= realPathOr(root);
                    const real = followLinkedDir(join(root, rel), realRoot, followed);
                    if (real !== undefined) {
                        followed.push(real);
                        queue.push(rel);
                        continue;
                    }
                }
                links.push(rel);
            }
        }
        pending = null;
        while (pending === null && head < queue.length) {
            const next = queue[head++];
            if (++listed % DIRS_PER_SLICE === 0)
                await new Promise((resolve) => setImmediate(resolve));
            try {
                pending = { dir: next, entries: readdirSync(join(root, next), { withFileTypes: true }) };
            }
            catch {
                // An unreadable or vanished subdirectory is skipped; only the root's readability is an error.
            }
        }
    }
    return result(false);
}
