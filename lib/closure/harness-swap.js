/**
 * Puts the session-start harness into the workspace for a replay, and puts the model's back
 * afterwards: the file half of the baseline replay (closure/harness-replay.ts).
 *
 * During a replay the harness is exactly the baseline's: each recorded file that changed or
 * was removed holds its recorded content, and each harness file added since is moved aside.
 * The code under test is left as the model wrote it.
 *
 * Crash-safe: before the first file is touched, a journal (`replay.json` in the session's
 * state directory) records every file's prior state, its content kept in the blob store.
 * {@link restoreSwap} undoes the swap and deletes the journal; {@link recoverSwap} does the
 * same for a journal a crashed process left behind, and runs before any later test run or
 * stop of the session. A file that something else wrote during the replay is left as it is
 * (never overwritten with an older version); the result names it.
 *
 * @module dsh-test-closure/closure/harness-swap
 */
import { existsSync, lstatSync, mkdirSync, readFileSync, readlinkSync, rmdirSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { BlobStore, sha256, writeAtomic } from "./harness-baseline.js";
import { isRunnerOutput } from "../workspace/harness-files.js";
const JOURNAL = 'replay.json';
function readOrNull(path) {
    try {
        return readFileSync(path);
    }
    catch {
        return null;
    }
}
/** The link's target when `path` is a symbolic link (a write would go through it), else undefined. */
function linkAt(path) {
    try {
        return lstatSync(path).isSymbolicLink() ? readlinkSync(path) : undefined;
    }
    catch {
        return undefined;
    }
}
/** Creates `dir` and its missing parents under `root`, recording each one created. */
function ensureDir(root, rel, created) {
    const parts = rel.split('/');
    for (let i = 1; i <= parts.length; i++) {
        const sub = parts.slice(0, i).join('/');
        if (sub === '' || existsSync(join(root, sub)))
            continue;
        mkdirSync(join(root, sub));
        created.push(sub);
    }
}
/**
 * Swaps the baseline harness in. The journal is on disk before the workspace changes.
 *
 * @param dir the session's state directory (where the blobs and the journal live).
 */
export function swapInBaseline(dir, baseline, diff) {
    const blobs = new BlobStore(dir);
    const root = baseline.root;
    const entries = [];
    const unrestorable = [];
    const writes = [];
    for (const path of [...diff.changed, ...diff.removed]) {
        const recorded = baseline.files.get(path);
        const content = recorded.stored ? blobs.get(recorded.sha) : undefined;
        if (content === undefined) {
            unrestorable.push(path);
            continue;
        }
        // A link in the file's place is set aside as a link: writing the file through it would change its target.
        const link = linkAt(join(root, path));
        const current = link === undefined ? readOrNull(join(root, path)) : null;
        entries.push({ path, before: current === null ? null : blobs.put(current), during: recorded.sha, ...(link !== undefined ? { link } : {}) });
        writes.push({ path, content });
    }
    for (const path of diff.added) {
        const link = linkAt(join(root, path));
        const current = link === undefined ? readOrNull(join(root, path)) : null;
        if (current === null && link === undefined)
            continue;
        entries.push({ path, before: current === null ? null : blobs.put(current), during: null, ...(link !== undefined ? { link } : {}) });
        writes.push({ path, content: null });
    }
    const journal = { root, entries, createdDirs: [] };
    // The directories to create are known before any write: record them in the first journal.
    for (const { path, content } of writes) {
        if (content !== null) {
            const parent = dirname(path);
            if (parent !== '.')
                for (let i = 1, parts = parent.split('/'); i <= parts.length; i++) {
                    const sub = parts.slice(0, i).join('/');
                    if (!existsSync(join(root, sub)) && !journal.createdDirs.includes(sub))
                        journal.createdDirs.push(sub);
                }
        }
    }
    writeAtomic(join(dir, JOURNAL), JSON.stringify(journal));
    const created = [];
    for (const { path, content } of writes) {
        const target = join(root, path);
        // rmSync removes a link itself, never its target; the write then creates a plain file.
        rmSync(target, { force: true });
        if (content !== null) {
            const parent = dirname(path);
            if (parent !== '.')
                ensureDir(root, parent, created);
            writeFileSync(target, content);
        }
    }
    return { dir, journal, unrestorable };
}
/** Undoes a journal's swap: the one home of the restore rule, for {@link restoreSwap} and {@link recoverSwap}. */
function undo(dir, journal) {
    const blobs = new BlobStore(dir);
    const conflicts = [];
    for (const entry of journal.entries) {
        const target = join(journal.root, entry.path);
        const now = readOrNull(target);
        // Only what the swap left is replaced: anything else was written by someone else meanwhile,
        // except a file the runner writes by rule (a snapshot the replay's run rewrote): disposable.
        const untouched = isRunnerOutput(entry.path) || (entry.during === null ? now === null : now !== null && sha256(now) === entry.during);
        if (!untouched) {
            conflicts.push(entry.path);
            continue;
        }
        if (entry.link !== undefined) {
            rmSync(target, { force: true });
            symlinkSync(entry.link, target);
            continue;
        }
        if (entry.before === null) {
            rmSync(target, { force: true });
            continue;
        }
        const content = blobs.get(entry.before);
        if (content === undefined) {
            conflicts.push(entry.path);
            continue;
        }
        mkdirSync(dirname(target), { recursive: true });
        writeFileSync(target, content);
    }
    for (const sub of [...journal.createdDirs].reverse()) {
        try {
            rmdirSync(join(journal.root, sub));
        }
        catch {
            // Not empty (something wrote into it): kept.
        }
    }
    try {
        unlinkSync(join(dir, JOURNAL));
    }
    catch {
        // Already gone.
    }
    return { conflicts };
}
/** Puts the model's harness back after a replay and deletes the journal. */
export function restoreSwap(swap) {
    return undo(swap.dir, swap.journal);
}
/**
 * Finishes a swap a crashed process left behind, if any: the model's files are put back as
 * the journal recorded them. Returns undefined when there was nothing to recover.
 */
export function recoverSwap(dir) {
    let journal;
    try {
        journal = JSON.parse(readFileSync(join(dir, JOURNAL), 'utf8'));
    }
    catch {
        return undefined;
    }
    return undo(dir, journal);
}
