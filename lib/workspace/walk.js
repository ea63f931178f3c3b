import { readdir } from 'node:fs/promises';
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
/**
 * Lists the files under `root` breadth-first within an entry budget.
 *
 * @param root an existing, readable directory (the caller has checked it).
 * @param rootEntries the root's already-read listing, so the root is read once.
 * @param maxEntries the entry budget, at least 0.
 * @returns the files found and whether the budget cut the walk short.
 */
export async function walkFiles(root, rootEntries, maxEntries) {
    const files = [];
    let entriesRead = 0;
    // Queue of directories (relative paths) whose listing is still to be read; '' is the root.
    const queue = [];
    let head = 0;
    let pending = { dir: '', entries: rootEntries };
    while (pending !== null) {
        const { dir } = pending;
        // Sorted so that which entries fit in the budget does not depend on the filesystem's order.
        const entries = [...pending.entries].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        // A directory holding pyvenv.cfg is a virtualenv, whatever its name: drop its contents.
        const isVenv = dir !== '' && entries.some((e) => e.name === 'pyvenv.cfg' && !e.isDirectory());
        for (const entry of entries) {
            if (entriesRead >= maxEntries)
                return { files, entriesRead, truncated: true };
            entriesRead++;
            if (isVenv)
                continue;
            const rel = dir === '' ? entry.name : `${dir}/${entry.name}`;
            // Dirent type comes from the directory listing itself: a symlink reports isSymbolicLink()
            // and never isDirectory(), so symlinked directories (and loops through them) are not followed.
            if (entry.isDirectory()) {
                if (!isSkippedDir(entry.name))
                    queue.push(rel);
            }
            else if (entry.isFile()) {
                files.push(rel);
            }
        }
        pending = null;
        while (pending === null && head < queue.length) {
            const next = queue[head++];
            try {
                pending = { dir: next, entries: await readdir(join(root, next), { withFileTypes: true }) };
            }
            catch {
                // An unreadable or vanished subdirectory is skipped; only the root's readability is an error.
            }
        }
    }
    return { files, entriesRead, truncated: false };
}
