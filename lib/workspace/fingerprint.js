/**
 * A workspace fingerprint: what the tree looked like when a test run was recorded, so a
 * later stop can tell whether the verdict still describes the code. Metadata only, never
 * file contents: every file a run can load with its size, mtime, ctime and inode, and every
 * link to a file with its target and that file's. That is every file under the root except
 * version control metadata, dependency trees and tool caches no run loads
 * (workspace/walk.ts `OUTSIDE_FRESHNESS`): build output and dot directories included, files
 * under directory links wherever they lead, and the config files runners look for above the
 * root (workspace/discovery.ts, named `../pytest.ini`).
 *
 * The walk has a budget of {@link FRESHNESS_MAX_ENTRIES} entries. A fingerprint cut by it is
 * marked `truncated`, and a truncated fingerprint never vouches for a run: files past the
 * budget would be a blind spot (closure/freshness.ts).
 *
 * ctime is what makes the fingerprint hard to fool: `touch -r` can put an mtime back, but
 * any write, rename or chmod moves ctime, and only a change of the system clock can set it.
 * The inode catches a file replaced by another of the same size and times.
 *
 * Never throws: an unreadable root yields an empty fingerprint marked `unreadable`, which
 * matches no other fingerprint, so a verdict cannot survive a workspace that vanished.
 *
 * @module dsh-test-closure/workspace/fingerprint
 */
import { createHash } from 'node:crypto';
import { readlinkSync, realpathSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { configsAbove } from "./discovery.js";
import { DEFAULT_MAX_ENTRIES } from "./facts.js";
import { isInProbeScope, isOutsideFreshness, walkFiles } from "./walk.js";
/**
 * Directory entries the fingerprint reads at most: the probe's budget, which keeps a stop's
 * check within a few hundred milliseconds on any tree. A larger workspace cannot be shown
 * unchanged, and says so (closure/freshness.ts); `checks.freshness: false` is its switch.
 */
export const FRESHNESS_MAX_ENTRIES = DEFAULT_MAX_ENTRIES;
/**
 * Files stat'ed between two yields to the event loop. A synchronous stat costs a few
 * microseconds against tens for a promise-based one queued on libuv's four threads
 * (measured: 17,400 files took 400-800 ms async), so stats run synchronously in slices
 * short enough (a few ms) not to stall the host.
 */
const STATS_PER_SLICE = 1_000;
/**
 * The signature of one regular file (links followed), `size:mtime:ctime:ino`; undefined when it
 * is not one, or vanished between a listing and the stat. The one format every file signature has.
 */
export function fileSignatureOf(path) {
    try {
        const s = statSync(path);
        return s.isFile() ? `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}` : undefined;
    }
    catch {
        return undefined;
    }
}
/**
 * A link to a regular file: `link:<target>:<the file's signature>`, wherever the file is (a file
 * outside the workspace that a link brings in is signed like any other: a change to it is a
 * change); undefined for a dangling link or one to anything else.
 */
export function linkSignatureOf(path) {
    try {
        const target = readlinkSync(path);
        const real = realpathSync(path);
        const signature = fileSignatureOf(real);
        return signature === undefined ? undefined : `link:${target}:${signature}`;
    }
    catch {
        return undefined;
    }
}
function digestOf(files, truncated, unreadable, outside) {
    const hash = createHash('sha256');
    hash.update(unreadable ? 'unreadable\n' : truncated ? 'truncated\n' : 'complete\n');
    // A NUL cannot occur in a path or a signature, so the joined form is unambiguous.
    for (const [path, signature] of files)
        hash.update(`${path}\0${signature}\0`);
    if (outside !== undefined)
        for (const [path, signature] of outside)
            hash.update(`${path}\0${signature}\0`);
    return hash.digest('hex').slice(0, 32);
}
/**
 * Fingerprints the files under `root`.
 *
 * @param root the workspace root.
 * @param maxEntries the walk's entry budget (the probe's by default).
 */
export async function fingerprintWorkspace(root, maxEntries = FRESHNESS_MAX_ENTRIES) {
    let rootEntries;
    try {
        rootEntries = await readdir(root, { withFileTypes: true });
    }
    catch {
        const files = new Map();
        return { files, truncated: false, unreadable: true, digest: digestOf(files, false, true) };
    }
    // No marker hides a directory, and directory links are followed (workspace/walk.ts).
    const walk = await walkFiles(root, rootEntries, maxEntries, isOutsideFreshness, { followLinks: true });
    const files = new Map();
    const outside = new Map();
    const mapOf = (path) => (isInProbeScope(path) ? files : outside);
    for (let i = 0; i < walk.files.length; i++) {
        if (i > 0 && i % STATS_PER_SLICE === 0)
            await new Promise((resolve) => setImmediate(resolve));
        const path = walk.files[i];
        const signature = fileSignatureOf(join(root, path));
        if (signature !== undefined)
            mapOf(path).set(path, signature);
    }
    // A link to a file is signed by where it points and by that file: re-pointing a linked source
    // file after a run is a change, and so is a change to the file it points at.
    for (const path of walk.links) {
        const signature = linkSignatureOf(join(root, path));
        if (signature !== undefined)
            mapOf(path).set(path, signature);
    }
    // The config files runners look for above the root (`../pytest.ini`): one written after a run is a change.
    for (const [name, path] of configsAbove(root)) {
        const signature = fileSignatureOf(path);
        if (signature !== undefined)
            outside.set(name, signature);
    }
    const links = walk.links.filter(isInProbeScope);
    return { files, outside, truncated: walk.truncated, unreadable: false, digest: digestOf(files, walk.truncated, false, outside), links };
}
/** Every file of a fingerprint, those outside the probe's scope included. */
export function allFilesOf(fingerprint) {
    if (fingerprint.outside === undefined || fingerprint.outside.size === 0)
        return fingerprint.files;
    return new Map([...fingerprint.files, ...fingerprint.outside]);
}
/** Files that differ between two fingerprints: changed, added, then removed, each sorted. */
export function changedFiles(before, after) {
    const changed = [];
    const added = [];
    const removed = [];
    for (const [path, signature] of after) {
        const old = before.get(path);
        if (old === undefined)
            added.push(path);
        else if (old !== signature)
            changed.push(path);
    }
    for (const path of before.keys())
        if (!after.has(path))
            removed.push(path);
    return [...changed.sort(), ...added.sort(), ...removed.sort()];
}
/**
 * `after`, with every file that differs from `before` given a signature no real file has:
 * a run cannot vouch for a file that moved while it ran, so the next comparison reports
 * those files as changed (by name, or through the digest after a restart). `only` limits the
 * marking to those paths (what a run alone cannot vouch for, workspace/run-writes.ts).
 */
export function markChangedDuringRun(before, after, only) {
    const moved = only ?? changedFiles(allFilesOf(before), allFilesOf(after));
    if (moved.length === 0)
        return after;
    const files = new Map(after.files);
    const outside = after.outside === undefined ? undefined : new Map(after.outside);
    for (const path of moved)
        (outside?.has(path) ? outside : files).set(path, 'changed-during-run');
    return {
        files,
        ...(outside !== undefined ? { outside } : {}),
        truncated: after.truncated,
        unreadable: after.unreadable,
        digest: digestOf(files, after.truncated, after.unreadable, outside),
    };
}
