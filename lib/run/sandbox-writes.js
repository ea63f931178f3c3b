/**
 * Where a run under the `workspace-write` sandbox may write, and the places outside it that a
 * denial names. The places themselves are each runner's (its `outsideWrites`, runners/runner.ts),
 * gathered by runners/outside-writes.ts; this module holds what they share: the private cache
 * directory in the temp area a redirect points into, and which place a denied path is in.
 *
 * `workspace-write` lets a command write only in the workspace and the temp area (`/tmp` on
 * Linux, under landlock and bubblewrap alike; the platform temp directory elsewhere). Only a
 * pure cache is moved, and only into the temp area, under one private directory per user
 * ({@link TEMP_CACHE_DIR}): nothing is written into the workspace (so its freshness
 * fingerprint never sees it), and the user's own caches outside are never written by a
 * sandboxed run. Under bubblewrap `/tmp` is private to each command, so such a cache starts
 * empty every run: slower, never wrong.
 *
 * @module dsh-test-closure/run/sandbox-writes
 */
import { lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
/** The directory under the temp area that holds the redirected caches, one per user. */
export const TEMP_CACHE_DIR = 'dsh-test-closure-cache';
/** The sandbox's temp area: `/tmp` on Linux unless the temp directory is inside it; the temp directory elsewhere. */
export function sandboxTempArea() {
    const tmp = canonical(tmpdir());
    if (process.platform !== 'linux')
        return tmp;
    return tmp === '/tmp' || tmp.startsWith('/tmp/') ? tmp : '/tmp';
}
function canonical(path) {
    try {
        return realpathSync(path);
    }
    catch {
        return path;
    }
}
/** This user's private cache directory in the temp area: `<temp>/dsh-test-closure-cache-<uid>`. */
export function privateCacheDir() {
    const uid = typeof process.getuid === 'function' ? process.getuid() : 0;
    return join(sandboxTempArea(), `${TEMP_CACHE_DIR}-${uid}`);
}
/**
 * Creates the private cache directory (mode 0700) and checks it is a directory of ours that
 * no one else can write: the temp area is shared, and a cache another user could plant would
 * feed the build. False when it is not (then nothing is redirected; a denial is named).
 */
export function ensurePrivateDir(dir) {
    try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        const st = lstatSync(dir);
        const uid = typeof process.getuid === 'function' ? process.getuid() : st.uid;
        return st.isDirectory() && !st.isSymbolicLink() && st.uid === uid && (st.mode & 0o077) === 0;
    }
    catch {
        return false;
    }
}
/** The writer a denied path belongs to: the deepest place that contains it. */
export function writerOf(path, writers) {
    let best;
    for (const w of writers) {
        const inside = path === w.path || path.startsWith(w.path.endsWith(sep) ? w.path : w.path + sep);
        if (inside && (best === undefined || w.path.length > best.path.length))
            best = w;
    }
    return best;
}
