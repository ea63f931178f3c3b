/**
 * Where runners write outside the workspace, and where a run under the `workspace-write`
 * sandbox points those writes instead. One home for these facts: the run's environment
 * (plugin/shell-run.ts) takes {@link sandboxWriteEnv}, the denial reader (run/sandbox-denial.ts)
 * names a denied path with {@link outsideWriters}, and docs/sandbox.md lists the same per
 * runner.
 *
 * `workspace-write` lets a command write only in the workspace and the temp area (`/tmp` on
 * Linux, under landlock and bubblewrap alike; the platform temp directory elsewhere). Only a
 * pure cache is moved, and only into the temp area, under one private directory per user
 * ({@link TEMP_CACHE_DIR}): nothing is written into the workspace (so its freshness
 * fingerprint never sees it), and the user's own caches outside are never written by a
 * sandboxed run. Under bubblewrap `/tmp` is private to each command, so such a cache starts
 * empty every run: slower, never wrong. Unsandboxed runs (no sandbox, `danger-full-access`)
 * and `read-only` runs (nothing is writable) get no redirect.
 *
 * Only go needs one: every other runner already writes its caches and build output in the
 * workspace or the temp area (docs/sandbox.md's table), or survives a write denied there.
 *
 * @module dsh-test-closure/run/sandbox-writes
 */
import { lstatSync, mkdirSync, realpathSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, sep } from 'node:path';
/** The directory under the temp area that holds the redirected caches, one per user. */
export const TEMP_CACHE_DIR = 'dsh-test-closure-cache';
/**
 * Environment a framework's run gets under `workspace-write`, given the private cache
 * directory. Only the runner's own documented cache variables, and only where the runner has
 * no flag for it: go has no flag for its build cache, and GOCACHE is go's own variable.
 * The module cache (GOMODCACHE) stays the user's: modules already downloaded there are read
 * (reads are allowed), and a download, which would write there, is a denial named as such.
 */
const REDIRECTS = {
    go: (cacheDir) => ({ GOCACHE: join(cacheDir, 'go-build') }),
};
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
/**
 * The environment that points the given frameworks' caches at the temp area, for a run under
 * sandbox `mode` (`undefined` or `none`: unsandboxed). Empty unless `mode` is `workspace-write`
 * and a framework has a redirect; creates the private directory when one is needed.
 */
export function sandboxWriteEnv(frameworks, mode) {
    if (mode !== 'workspace-write')
        return {};
    const redirects = [...new Set(frameworks)].map((f) => REDIRECTS[f]).filter((r) => r !== undefined);
    if (redirects.length === 0)
        return {};
    const dir = privateCacheDir();
    if (!ensurePrivateDir(dir))
        return {};
    return Object.assign({}, ...redirects.map((r) => r(dir)));
}
function under(base, ...parts) {
    return join(base, ...parts);
}
/**
 * The places runners write outside the workspace by default, as this process's environment
 * places them (the run inherits it): each runner's documented default and its own variable.
 */
export function outsideWriters(env = process.env) {
    const home = env['HOME'] ?? homedir();
    const xdgCache = env['XDG_CACHE_HOME'] ?? under(home, '.cache');
    const gopath = (env['GOPATH'] ?? under(home, 'go')).split(':')[0];
    const cargoHome = env['CARGO_HOME'] ?? under(home, '.cargo');
    return [
        { what: "go's build cache", path: env['GOCACHE'] ?? under(xdgCache, 'go-build') },
        { what: "go's module cache", path: env['GOMODCACHE'] ?? under(gopath, 'pkg', 'mod'), remedy: 'download the modules outside the sandbox (go mod download) or vendor them (go mod vendor)' },
        // go creates GOPATH itself before its module cache inside it.
        { what: "go's module cache", path: gopath, remedy: 'download the modules outside the sandbox (go mod download) or vendor them (go mod vendor)' },
        { what: "cargo's home", path: cargoHome, remedy: 'fetch the crates outside the sandbox (cargo fetch) or vendor them (cargo vendor)' },
        { what: "cargo's build output", path: env['CARGO_TARGET_DIR'] ?? '', remedy: 'set the target directory inside the workspace' },
        { what: "bun's cache", path: env['BUN_INSTALL_CACHE_DIR'] ?? under(home, '.bun') },
        { what: "deno's cache", path: env['DENO_DIR'] ?? under(xdgCache, 'deno') },
        { what: "pip's cache", path: env['PIP_CACHE_DIR'] ?? under(xdgCache, 'pip') },
        { what: "uv's cache", path: env['UV_CACHE_DIR'] ?? under(xdgCache, 'uv') },
        { what: "npm's cache", path: env['npm_config_cache'] ?? under(home, '.npm') },
        { what: 'the home directory', path: home },
    ].filter((w) => w.path !== '');
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
