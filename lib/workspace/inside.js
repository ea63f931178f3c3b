/**
 * Keeping what the plugin reads inside the session's workspace. Paths are compared as real
 * paths (symlinks resolved), so a symlink inside the workspace that points out of it is
 * outside; a name that merely starts with `..` (a directory `..foo`) is inside.
 *
 * @module dsh-test-closure/workspace/inside
 */
import { realpathSync, statSync } from 'node:fs';
import { isAbsolute, relative, resolve, sep } from 'node:path';
/** `path` with its symlinks resolved; as given when it does not exist (nothing to follow). */
function real(path) {
    try {
        return realpathSync(path);
    }
    catch {
        return path;
    }
}
/** True when `path`, symlinks resolved, is `root` or below it. */
export function isInside(root, path) {
    const rel = relative(real(root), real(path));
    return rel === '' || (rel !== '..' && !rel.startsWith(`..${sep}`) && !isAbsolute(rel));
}
/** Resolves `dir` inside `root`; a path that escapes the workspace, through a symlink or not, is an error. */
export function resolveInside(root, dir) {
    if (dir === undefined || dir === '')
        return root;
    const full = resolve(root, dir);
    if (!isInside(root, full))
        throw new Error(`test_probe: dir ${JSON.stringify(dir)} is outside the workspace ${root}`);
    return full;
}
/** True when the project-relative `path` is a regular file inside `root` (symlinks resolved). */
export function isFileInside(root, path) {
    if (isAbsolute(path))
        return false;
    const full = resolve(root, path);
    try {
        return isInside(root, full) && statSync(full).isFile();
    }
    catch {
        return false;
    }
}
