/**
 * A `target` that names the whole suite is the suite: the workspace root (`.`, `./`), or a set
 * of directories and files that holds every test file the probe finds. Such a target is
 * dropped, so the run is a plain whole-suite run (and can verify). For node:test, whose runner
 * takes files, not directories (`node --test test` loads a module named `test`), a directory
 * that holds only part of the suite is expanded to its test files, and one that holds none is
 * refused.
 *
 * Only plain path words are read: a target with an option (`-k expr`) or a test id
 * (`file::name`) is left as it is.
 *
 * @module dsh-test-closure/planning/suite-target
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
/** `./a/b/` → `a/b`; `.` and `./` → ''. */
function normalise(word) {
    let path = word.replace(/\/+$/, '');
    while (path.startsWith('./'))
        path = path.slice(2);
    return path === '.' ? '' : path;
}
function isDirectory(root, path) {
    try {
        return statSync(join(root, path)).isDirectory();
    }
    catch {
        return false;
    }
}
/** True when `file` is `entry` or lies under the directory `entry` ('' is the root). */
function covers(entry, file, directory) {
    if (entry === '')
        return true;
    return directory ? file.startsWith(`${entry}/`) : file === entry;
}
/**
 * Reads a target against the suite's test files.
 *
 * @param testFiles every test file of the suite (the probe's list, untruncated), or undefined
 *   when the list is incomplete: the target is then only checked for the root.
 * @param filesOnly the runner takes test files, not directories (node:test).
 */
export function readSuiteTarget(target, root, testFiles, filesOnly) {
    const words = target.split(/\s+/).filter((w) => w !== '');
    if (words.length === 0 || words.some((w) => w.startsWith('-') || w.includes('::')))
        return { kind: 'target', target };
    const entries = words.map((word) => {
        const path = normalise(word);
        return { word, path, directory: path === '' || isDirectory(root, path) };
    });
    if (entries.some((e) => e.path === ''))
        return { kind: 'suite' };
    if (testFiles !== undefined && testFiles.length > 0 && testFiles.every((file) => entries.some((e) => covers(e.path, file, e.directory))))
        return { kind: 'suite' };
    if (!filesOnly || testFiles === undefined || !entries.some((e) => e.directory))
        return { kind: 'target', target };
    const expanded = [];
    for (const e of entries) {
        if (!e.directory) {
            expanded.push(e.word);
            continue;
        }
        const inside = testFiles.filter((file) => covers(e.path, file, true));
        if (inside.length === 0)
            return { kind: 'refused', message: `test_run: target "${e.word}" is a directory holding no test file of this suite` };
        expanded.push(...inside);
    }
    return { kind: 'target', target: expanded.join(' ') };
}
