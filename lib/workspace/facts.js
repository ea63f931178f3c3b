import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { rootMissingMessage, rootNotDirectoryMessage, rootUnreadableMessage } from "./probe-messages.js";
import { isInside } from "./inside.js";
import { parseManifest } from "./manifest.js";
import { detectPackageManager } from "./package-manager.js";
import { orderVirtualenvs } from "./python-env.js";
import { pnpmWorkspaceGlobs } from "./workspace-packages.js";
import { readPythonFacts } from "./python-facts.js";
import { walkFiles } from "./walk.js";
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
/** Default entry budget of the walk: enough for a large app, bounded for a monorepo root. */
export const DEFAULT_MAX_ENTRIES = 20_000;
/** Every root file whose text may name a runner (its detection's `markedFiles` with a marker), read when present. */
const MARKED_FILES = [
    ...new Set(FRAMEWORKS.flatMap((framework) => (RUNNERS[framework].detection.markedFiles ?? []).flatMap(([file, marker]) => (marker === null ? [] : [file])))),
];
function errnoCode(error) {
    const code = error?.code;
    return typeof code === 'string' ? code : 'UNKNOWN';
}
async function readRootEntries(root) {
    let isDirectory;
    try {
        isDirectory = (await stat(root)).isDirectory();
    }
    catch (error) {
        const code = errnoCode(error);
        // ENOTDIR: a component of the path is a file, so the root cannot exist.
        if (code === 'ENOENT' || code === 'ENOTDIR')
            throw new Error(rootMissingMessage(root));
        throw new Error(rootUnreadableMessage(root, code));
    }
    if (!isDirectory)
        throw new Error(rootNotDirectoryMessage(root));
    try {
        return await readdir(root, { withFileTypes: true });
    }
    catch (error) {
        throw new Error(rootUnreadableMessage(root, errnoCode(error)));
    }
}
/** A root file's text; undefined when it is unreadable, or a symlink out of the workspace. */
async function readInside(root, name) {
    const path = join(root, name);
    if (!isInside(root, path))
        return undefined;
    try {
        return await readFile(path, 'utf8');
    }
    catch {
        return undefined;
    }
}
/** Root directories that hold a `pyvenv.cfg` and a `bin/python` (a symlink, as venv makes it). */
async function rootVirtualenvs(root, entries) {
    const found = [];
    for (const entry of entries) {
        if (!entry.isDirectory())
            continue;
        try {
            await stat(join(root, entry.name, 'pyvenv.cfg'));
            await lstat(join(root, entry.name, 'bin', 'python'));
            found.push(entry.name);
        }
        catch {
            // Not a virtualenv.
        }
    }
    return orderVirtualenvs(found);
}
/** package.json `workspaces` first (npm, yarn, bun), else pnpm-workspace.yaml's `packages:`. */
async function workspaceGlobsOf(root, rootFiles, manifest) {
    if (manifest.workspaces !== undefined && manifest.workspaces.length > 0)
        return { source: 'package.json', globs: manifest.workspaces };
    if (!rootFiles.has('pnpm-workspace.yaml'))
        return undefined;
    const globs = pnpmWorkspaceGlobs((await readInside(root, 'pnpm-workspace.yaml')) ?? '');
    return globs.length > 0 ? { source: 'pnpm-workspace.yaml', globs } : undefined;
}
function firstMatching(names, pattern) {
    return [...names].filter((n) => pattern.test(n)).sort()[0];
}
/**
 * Reads a workspace's facts.
 *
 * @param root the directory to read (absolute, or relative to the process cwd).
 * @param maxEntries the walk's entry budget.
 * @throws Error with {@link rootMissingMessage}, {@link rootNotDirectoryMessage} or
 *   {@link rootUnreadableMessage} when the root itself cannot be listed. Nothing below the
 *   root throws: unreadable subdirectories and files are skipped.
 */
export async function readWorkspaceFacts(root, maxEntries = DEFAULT_MAX_ENTRIES) {
    const rootEntries = await readRootEntries(root);
    const rootFiles = new Set(rootEntries.filter((e) => !e.isDirectory()).map((e) => e.name));
    const manifest = parseManifest(rootFiles.has('package.json') ? await readInside(root, 'package.json') : undefined);
    const markedTexts = new Map();
    for (const file of MARKED_FILES) {
        if (!rootFiles.has(file))
            continue;
        const text = await readInside(root, file);
        if (text !== undefined)
            markedTexts.set(file, text);
    }
    const walk = await walkFiles(root, rootEntries, maxEntries);
    const workspaceGlobs = await workspaceGlobsOf(root, rootFiles, manifest);
    const configFiles = {};
    for (const framework of FRAMEWORKS) {
        const pattern = RUNNERS[framework].detection.configFile;
        const file = pattern === undefined ? undefined : firstMatching(rootFiles, pattern);
        if (file !== undefined)
            configFiles[framework] = file;
    }
    return {
        root,
        rootFiles,
        manifest,
        packageManager: detectPackageManager(manifest.packageManagerField, rootFiles),
        configFiles,
        markedTexts,
        files: walk.files,
        walkTruncated: walk.truncated,
        virtualenvs: await rootVirtualenvs(root, rootEntries),
        ...(workspaceGlobs !== undefined ? { workspaceGlobs } : {}),
        python: await readPythonFacts(root, rootFiles, walk.files, (path) => readInside(root, path)),
    };
}
