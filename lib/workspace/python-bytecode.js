/**
 * No Python bytecode cache the model can plant or leave stale decides a run. Python trusts a
 * `__pycache__/*.pyc` whose recorded source size and mtime match the source file, so a source
 * edited to the same size with its mtime put back (`touch -r`) runs as its old bytecode, and a
 * planted `.pyc` runs instead of the source. Before each Python run (pytest, unittest, Django)
 * the plugin deletes the bytecode of the workspace's own code: every `.pyc` in a `__pycache__`
 * directory of the workspace, outside `site-packages` and dependency directories. Python then
 * compiles the project's modules from their source; the standard library's and installed
 * packages' bytecode is kept, so the cost is compiling the project (measured in the bench).
 *
 * Bounded like the probe's walk (the same entry budget); dot directories, `node_modules` and
 * `site-packages` are not entered (a virtualenv is not told by a marker file, which any directory
 * could hold).
 *
 * @module dsh-test-closure/workspace/python-bytecode
 */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MAX_ENTRIES } from "./facts.js";
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
/** Frameworks whose runs import the workspace's Python code: those run by the Python interpreter. */
export const PYTHON_FRAMEWORKS = new Set(FRAMEWORKS.filter((framework) => RUNNERS[framework].command.python === true));
function list(dir) {
    try {
        return readdirSync(dir, { withFileTypes: true });
    }
    catch {
        return [];
    }
}
/** Deletes the `.pyc` files of the workspace's own `__pycache__` directories. Never throws. */
export function clearWorkspaceBytecode(root, maxEntries = DEFAULT_MAX_ENTRIES) {
    let removed = 0;
    let entries = 0;
    const queue = [''];
    while (queue.length > 0) {
        const rel = queue.shift();
        const children = list(join(root, rel));
        // A virtualenv's installed packages are under site-packages, skipped below; no marker file
        // hides a directory (a pyvenv.cfg dropped into the code's directory would keep its caches).
        for (const entry of children) {
            if (++entries > maxEntries)
                return { removed, truncated: true };
            if (!entry.isDirectory())
                continue;
            const path = rel === '' ? entry.name : `${rel}/${entry.name}`;
            if (entry.name === '__pycache__') {
                for (const file of list(join(root, path))) {
                    if (!file.isFile() || !file.name.endsWith('.pyc'))
                        continue;
                    try {
                        rmSync(join(root, path, file.name), { force: true });
                        removed++;
                    }
                    catch {
                        // Not removable (permissions): Python validates it against its source as usual.
                    }
                }
            }
            else if (!entry.name.startsWith('.') && entry.name !== 'node_modules' && entry.name !== 'site-packages') {
                queue.push(path);
            }
        }
    }
    return { removed, truncated: false };
}
