/**
 * Where the runners write outside the workspace, asked of each runner (its `outsideWrites`,
 * runner.ts) and of nothing else: the environment that points their pure caches into the temp
 * area under `workspace-write` ({@link sandboxWriteEnv}, which the run's environment takes),
 * and the places a denial is named by ({@link outsideWriters}, which the denial reader takes,
 * run/sandbox-denial.ts). docs/sandbox.md lists the same per runner.
 *
 * Unsandboxed runs (no sandbox, `danger-full-access`) and `read-only` runs (nothing is
 * writable) get no redirect. go's build cache is redirected always, Maven's local repository
 * only where the user has none (Maven cannot start without one); every other runner writes its
 * caches and build output in the workspace or the temp area, only reads its stores outside
 * (go's modules, Hex's packages) when they hold what the project needs, or survives a write
 * denied there.
 *
 * @module dsh-test-closure/runners/outside-writes
 */
import { existsSync } from 'node:fs';
import { homedir, userInfo } from 'node:os';
import { join } from 'node:path';
import { ensurePrivateDir, privateCacheDir } from "../run/sandbox-writes.js";
import { FRAMEWORKS, RUNNERS } from "./registry.js";
/**
 * Places no one runner owns: the package managers a project's test script may call (npm's
 * cache for `npm test`, pip's and uv's for a Python project), and the home directory, the
 * last resort that names any other write there.
 */
const SHARED_PLACES = [
    { what: "pip's cache", path: ({ env, xdgCache }) => env['PIP_CACHE_DIR'] ?? join(xdgCache, 'pip') },
    { what: "uv's cache", path: ({ env, xdgCache }) => env['UV_CACHE_DIR'] ?? join(xdgCache, 'uv') },
    { what: "npm's cache", path: ({ env, home }) => env['npm_config_cache'] ?? join(home, '.npm') },
    { what: 'the home directory', path: ({ home }) => home },
];
/** The account's home directory (its passwd entry), else `home`. */
function accountHomeOr(home) {
    try {
        return userInfo().homedir || home;
    }
    catch {
        return home;
    }
}
/** Where the places are, as `env` puts them. */
function outsideEnv(env, accountHome) {
    const home = env['HOME'] ?? homedir();
    return { env, home, xdgCache: env['XDG_CACHE_HOME'] ?? join(home, '.cache'), accountHome: accountHome ?? accountHomeOr(home) };
}
/**
 * The environment that points the given frameworks' caches at the temp area, for a run under
 * sandbox `mode` (`undefined` or `none`: unsandboxed) that inherits `env`. Empty unless `mode`
 * is `workspace-write` and a framework has a redirect that applies (a store's only where the
 * user has none); creates the private directory when one is needed.
 */
export function sandboxWriteEnv(frameworks, mode, env = process.env, accountHome) {
    if (mode !== 'workspace-write')
        return {};
    const where = outsideEnv(env, accountHome);
    const redirects = [...new Set(frameworks)]
        .map((f) => RUNNERS[f].outsideWrites?.redirect)
        .filter((r) => r !== undefined && (r.onlyWithout === undefined || !existsSync(r.onlyWithout(where))));
    if (redirects.length === 0)
        return {};
    const dir = privateCacheDir();
    if (!ensurePrivateDir(dir))
        return {};
    return Object.assign({}, ...redirects.map((r) => r.env(dir, where)));
}
/**
 * The places the runners (in the registry's order), then the tools no runner owns, write
 * outside the workspace, as this process's environment places them (the run inherits it):
 * each one's own variable, else its documented default. `accountHome` is the account's home
 * directory (Java's), read from the system when not given.
 */
export function outsideWriters(env = process.env, accountHome) {
    const where = outsideEnv(env, accountHome);
    const places = [...FRAMEWORKS.flatMap((framework) => RUNNERS[framework].outsideWrites?.places ?? []), ...SHARED_PLACES];
    return places.flatMap(({ what, path, remedy, message }) => {
        const at = path(where);
        if (at === undefined || at === '')
            return [];
        return [{ what, path: at, ...(remedy === undefined ? {} : { remedy }), ...(message === undefined ? {} : { message }) }];
    });
}
