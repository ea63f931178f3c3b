/**
 * The environment a suite resolves to, signed: the installed packages its code and tests can
 * import (the workspace's `node_modules`, and each root virtualenv's site-packages), the
 * virtualenvs' interpreters, and the install's own records (lockfiles, manifests). The session
 * baseline keeps one taken when the session started (closure/harness-baseline.ts); a green
 * suite run compares the environment now with it (closure/environment-change.ts).
 *
 * One entry per installed package, keyed by its path from the workspace root as npm's lockfile
 * keys it (`node_modules/chai`, `node_modules/a/node_modules/b`); in a virtualenv, one per
 * top-level entry of site-packages (`.venv/lib/python3.12/site-packages/pluggy`), its version
 * the distributions whose RECORD lists files in it. Each has a name, a version and a signature:
 * the hash of its files' paths and `size:mtime:ctime:ino` (a write changes the ctime, which no
 * tool sets back), nested `node_modules` excluded (they are packages of their own). Cheap to
 * take (file metadata, never content) and exact to compare.
 *
 * A package linked into `node_modules` (a workspace package, `npm install ../lib`) is signed
 * by where it points: its files are the workspace's code, which the fingerprint watches.
 * Not signed: `node_modules/.bin` (the suite command's programs are workspace/command-words.ts's),
 * the package managers' bookkeeping (`.package-lock.json`, `.modules.yaml`, …: install records),
 * bytecode caches (`__pycache__`, which Python writes at import), and the one file a runner
 * writes there on every run (vitest's `node_modules/.vite/vitest/…/results.json` and, when it
 * type-checks, `vitest/dist/tsconfig.tmp.tsbuildinfo` in its own package; the caches of
 * `@babel/register`, babel-loader, nyc and ava under `node_modules/.cache/<tool>/`). pnpm's
 * `node_modules/.pnpm/<name>@<version>/node_modules/<name>` are packages like any other. Anything
 * else under `node_modules` is signed, a file or directory without a `package.json` included.
 *
 * @module dsh-test-closure/workspace/environment
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
/** Files signed per session, at most: past it the record says it is incomplete. */
export const ENVIRONMENT_MAX_FILES = 400_000;
/** The files that record what the project installs, as the package managers write them. */
export const INSTALL_RECORDS = ['package.json', 'package-lock.json', 'npm-shrinkwrap.json', 'yarn.lock', 'pnpm-lock.yaml', 'bun.lock', 'bun.lockb', 'requirements.txt', 'pyproject.toml', 'uv.lock', 'poetry.lock', ...['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity', '.pnpm/lock.yaml'].map((file) => `node_modules/${file}`)];
/** The package managers' own bookkeeping inside `node_modules`: install records, not packages. */
const BOOKKEEPING = new Set(['.package-lock.json', '.modules.yaml', '.yarn-state.yml', '.yarn-integrity']);
/**
 * Paths inside `node_modules` a runner or a tool it loads writes on its own runs, each at the
 * exact place it writes: vitest's results file, and the caches of the transpilers and coverage
 * tools a test command loads (`@babel/register`, babel-loader, nyc, ava). Never part of a signature.
 */
const RUNNER_WRITES = /^(?:\.vite\/vitest\/(?:[^/]+\/)?results\.json|\.cache\/(?:@babel\/register|babel-loader|nyc|ava)\/.+)$/;
/**
 * Files a runner writes inside its own installed package on every run, by package directory
 * and path: vitest's type checking (`typecheck.enabled`) runs tsc with `--incremental
 * --tsBuildInfoFile <vitest's dist>/tsconfig.tmp.tsbuildinfo` (outside Yarn PnP). Never part of
 * the package's signature: the run did not change the environment.
 */
const RUNNER_OWN_PACKAGE_WRITES = /^vitest\/dist\/tsconfig\.tmp\.tsbuildinfo$/;
/** A bytecode cache directory: written by the interpreter at import, not by an install. */
const BYTECODE = '__pycache__';
function sha256Of(path) {
    try {
        return createHash('sha256').update(readFileSync(path)).digest('hex');
    }
    catch {
        return undefined;
    }
}
class Signer {
    files = 0;
    truncated = false;
    packages = {};
    /**
     * The lines of a tree's files (`relative path` NUL `signature`), sorted; `skip` leaves a
     * relative path out (a nested `node_modules`, a runner's own write).
     */
    lines(dir, skip, rel = '') {
        const out = [];
        let entries;
        try {
            entries = readdirSync(dir, { withFileTypes: true });
        }
        catch {
            return out;
        }
        for (const e of entries) {
            const path = rel === '' ? e.name : `${rel}/${e.name}`;
            const full = join(dir, e.name);
            if (e.isDirectory()) {
                if (!skip(path, true))
                    out.push(...this.lines(full, skip, path));
                continue;
            }
            if (skip(path, false))
                continue;
            if (++this.files > ENVIRONMENT_MAX_FILES) {
                this.truncated = true;
                return out;
            }
            try {
                if (e.isSymbolicLink())
                    out.push(`${path}\0link:${readlinkSync(full)}`);
                else {
                    const s = lstatSync(full);
                    out.push(`${path}\0${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}:${s.mode}`);
                }
            }
            catch {
                // Gone between the listing and the stat: not part of the package.
            }
        }
        return out.sort();
    }
    sign(lines) {
        return createHash('sha256').update(lines.join('\n')).digest('hex');
    }
    /** Every package under the `node_modules` directory `dir`, keyed under `prefix`. */
    nodeModules(dir, prefix) {
        let names;
        try {
            names = readdirSync(dir).sort();
        }
        catch {
            return;
        }
        for (const name of names) {
            if (this.truncated)
                return;
            if (name === '.bin' || BOOKKEEPING.has(name))
                continue;
            const full = join(dir, name);
            if (name === '.pnpm' && isRealDir(full)) {
                // pnpm's store of real packages: `.pnpm/<name>@<version>/node_modules/<name>` (and their dependencies' links).
                for (const entry of safeList(full))
                    if (entry !== 'lock.yaml' && entry !== 'node_modules')
                        this.nodeModules(join(full, entry, 'node_modules'), `${prefix}/.pnpm/${entry}/node_modules`);
                continue;
            }
            if (name.startsWith('@') && isRealDir(full)) {
                for (const sub of safeList(full))
                    this.nodePackage(join(full, sub), `${prefix}/${name}/${sub}`, `${name}/${sub}`);
            }
            else {
                this.nodePackage(full, `${prefix}/${name}`, name);
            }
        }
    }
    nodePackage(full, key, dirName) {
        let s;
        try {
            s = lstatSync(full);
        }
        catch {
            return;
        }
        if (s.isSymbolicLink()) {
            const manifest = readManifest(full);
            this.packages[key] = { name: manifest.name ?? dirName, version: manifest.version ?? '', signature: `link:${readlinkSync(full)}` };
            return;
        }
        if (!s.isDirectory()) {
            this.files += 1;
            this.packages[key] = { name: dirName, version: '', signature: `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}:${s.mode}` };
            return;
        }
        const manifest = readManifest(full);
        const inDotDir = dirName.startsWith('.');
        const lines = this.lines(full, (rel, isDir) => (isDir && (rel === 'node_modules' || rel.endsWith(`/${BYTECODE}`) || rel === BYTECODE)) || (inDotDir && RUNNER_WRITES.test(`${dirName}/${rel}`)) || (!isDir && RUNNER_OWN_PACKAGE_WRITES.test(`${dirName}/${rel}`)));
        // A runner's directory holding only what the runner writes (vitest's first run makes `.vite`) is not there for the suite.
        if (inDotDir && lines.length === 0)
            return;
        this.packages[key] = { name: manifest.name ?? dirName, version: manifest.version ?? '', signature: this.sign(lines) };
        if (existsSync(join(full, 'node_modules')))
            this.nodeModules(join(full, 'node_modules'), `${key}/node_modules`);
    }
    /** Every top-level entry of a virtualenv's site-packages, with the distributions that own it. */
    sitePackages(site, prefix) {
        const names = safeList(site);
        const owners = new Map();
        for (const name of names) {
            const dist = /^([^-]+)-(.+)\.dist-info$/.exec(name);
            if (!dist)
                continue;
            const owner = `${dist[1]} ${dist[2]}`;
            const own = (entry) => (owners.get(entry) ?? owners.set(entry, new Set()).get(entry)).add(owner);
            own(name);
            let record = '';
            try {
                record = readFileSync(join(site, name, 'RECORD'), 'utf8');
            }
            catch {
                continue;
            }
            for (const line of record.split('\n')) {
                const path = line.split(',')[0] ?? '';
                const top = path.split('/')[0] ?? '';
                if (top !== '' && top !== '..' && top !== BYTECODE)
                    own(top);
            }
        }
        for (const name of names) {
            if (this.truncated)
                return;
            if (name === BYTECODE)
                continue;
            const full = join(site, name);
            const version = [...(owners.get(name) ?? [])].sort().join(', ');
            let s;
            try {
                s = lstatSync(full);
            }
            catch {
                continue;
            }
            const signature = s.isDirectory()
                ? this.sign(this.lines(full, (rel, isDir) => isDir && (rel === BYTECODE || rel.endsWith(`/${BYTECODE}`))))
                : s.isSymbolicLink()
                    ? `link:${readlinkSync(full)}`
                    : `${s.size}:${s.mtimeMs}:${s.ctimeMs}:${s.ino}:${s.mode}`;
            this.files += 1;
            this.packages[`${prefix}/${name}`] = { name, version, signature };
        }
    }
}
function safeList(dir) {
    try {
        return readdirSync(dir).sort();
    }
    catch {
        return [];
    }
}
function isRealDir(path) {
    try {
        return lstatSync(path).isDirectory();
    }
    catch {
        return false;
    }
}
function readManifest(dir) {
    try {
        const json = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return { ...(typeof json.name === 'string' ? { name: json.name } : {}), ...(typeof json.version === 'string' ? { version: json.version } : {}) };
    }
    catch {
        return {};
    }
}
/** The root's virtualenvs: directories holding `pyvenv.cfg` (the interpreter's own marker). */
export function rootVirtualenvs(root) {
    return safeList(root).filter((name) => {
        try {
            return statSync(join(root, name)).isDirectory() && existsSync(join(root, name, 'pyvenv.cfg'));
        }
        catch {
            return false;
        }
    });
}
/** A virtualenv's interpreters (`bin/python*`: where each link points, or each file's content) and its `pyvenv.cfg`. */
export function interpreterSignature(venv) {
    const parts = [`pyvenv.cfg:${sha256Of(join(venv, 'pyvenv.cfg')) ?? 'none'}`];
    for (const name of safeList(join(venv, 'bin')).filter((n) => n.startsWith('python'))) {
        const path = join(venv, 'bin', name);
        try {
            parts.push(lstatSync(path).isSymbolicLink() ? `${name}:link:${readlinkSync(path)}` : `${name}:${sha256Of(path) ?? 'unreadable'}`);
        }
        catch {
            // Gone between the listing and the look.
        }
    }
    return parts.join('\n');
}
/** Signs the environment of the workspace at `root` as it is now. Never throws for an unreadable file. */
export function signEnvironment(root) {
    const signer = new Signer();
    signer.nodeModules(join(root, 'node_modules'), 'node_modules');
    const virtualenvs = {};
    for (const venv of rootVirtualenvs(root)) {
        virtualenvs[venv] = interpreterSignature(join(root, venv));
        for (const python of safeList(join(root, venv, 'lib')).filter((n) => n.startsWith('python'))) {
            const site = `${venv}/lib/${python}/site-packages`;
            signer.sitePackages(join(root, site), site);
        }
    }
    const records = {};
    for (const path of INSTALL_RECORDS) {
        const sha = sha256Of(join(root, path));
        if (sha !== undefined)
            records[path] = sha;
    }
    return { packages: signer.packages, records, virtualenvs, truncated: signer.truncated };
}
/** The workspace's install records as text, read when a comparison needs them (closure/environment-change.ts). */
export function installRecordsOf(root) {
    return {
        read(path) {
            try {
                return readFileSync(join(root, path), 'utf8');
            }
            catch {
                return undefined;
            }
        },
    };
}
