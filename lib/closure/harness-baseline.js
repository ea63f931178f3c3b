/**
 * The session baseline: the test harness (workspace/harness-files.ts) as it was when the
 * session started, recorded before the model's first tool call, so that the tests the session
 * started with decide whether its work is done, whatever the model later does to them.
 *
 * What is recorded: every harness file the fingerprint walk sees (test files, runner config
 * and manifest files with `package.json` scripts and `.npmrc`, `conftest.py`, files under test
 * directories), plus Python start-up hooks inside the workspace's virtualenvs (`*.pth`,
 * `sitecustomize.py`), each with its content hash, role and file signature.
 *
 * Also recorded: what the runners' own discovery reads outside the workspace's harness files
 * (workspace/discovery.ts: config files above the root, by content hash) and the virtualenvs
 * where they were, whose start-up hooks are harness (no marker file found later makes one).
 *
 * Bounded: at most {@link BASELINE_MAX_FILES} files, configs first, then tests, then support
 * files (thousands of fixtures cannot push a test out), whose contents are stored while they fit
 * in {@link BASELINE_MAX_BYTES} (a file over {@link BASELINE_MAX_FILE_BYTES} is never stored).
 * Past the budget a file is recorded by hash only (`stored: false`): a change to it is still
 * seen, but it cannot be put back for a replay, and the replay says so.
 *
 * Where: a directory per session under the plugin's state directory (`stateDir`, outside the
 * workspace and the sandbox's temp area, so the model's sandboxed commands cannot write it):
 * `baseline.json` and content-addressed `blobs/`. A resumed session finds it by its id.
 *
 * @module dsh-test-closure/closure/harness-baseline
 */
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { allFilesOf, fileSignatureOf, linkSignatureOf } from "../workspace/fingerprint.js";
import { harnessRole, isRunnerOutput } from "../workspace/harness-files.js";
import { changedConfigsAbove, recordConfigsAbove } from "../workspace/discovery.js";
/** Harness files recorded per session, at most. */
export const BASELINE_MAX_FILES = 5_000;
/** Bytes of harness file content stored per session, at most. */
export const BASELINE_MAX_BYTES = 32 * 1024 * 1024;
/** A single file larger than this is recorded by hash only. */
export const BASELINE_MAX_FILE_BYTES = 2 * 1024 * 1024;
const FORMAT = 1;
/** The default state directory: the user's cache directory, never the workspace. */
export function defaultStateDir() {
    const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
    return join(base, 'dsh-test-closure', 'sessions');
}
/** The per-session directory of a store rooted at `stateDir`. */
export function sessionDir(stateDir, sessionId) {
    return join(stateDir, createHash('sha256').update(sessionId).digest('hex').slice(0, 32));
}
/** The content hash the baseline and the swap journal record. */
export function sha256(content) {
    return createHash('sha256').update(content).digest('hex');
}
/** Writes a file atomically (write, then rename), creating its directory. */
export function writeAtomic(path, content) {
    mkdirSync(join(path, '..'), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, content);
    renameSync(tmp, path);
}
/** A content-addressed blob store under a session directory. */
export class BlobStore {
    #dir;
    constructor(sessionDirectory) {
        this.#dir = join(sessionDirectory, 'blobs');
    }
    /** Stores `content`, returns its hash. */
    put(content) {
        const sha = sha256(content);
        const path = join(this.#dir, sha);
        if (!existsSync(path))
            writeAtomic(path, content);
        return sha;
    }
    /** The stored content, or undefined when absent or damaged (its hash no longer matches). */
    get(sha) {
        try {
            const content = readFileSync(join(this.#dir, sha));
            return sha256(content) === sha ? content : undefined;
        }
        catch {
            return undefined;
        }
    }
}
/**
 * Python start-up hooks inside the workspace's virtualenvs, which the walk does not enter:
 * `.pth` files and `sitecustomize.py` (run at start-up), and installed distributions' entry
 * points (how pytest finds plugins it loads by itself).
 */
function venvHooks(root, recorded = []) {
    const hooks = [];
    for (const venv of new Set(['.venv', 'venv', 'env', '.env', ...recorded])) {
        const lib = join(root, venv, 'lib');
        if (!existsSync(join(root, venv, 'pyvenv.cfg')))
            continue;
        let pythons;
        try {
            pythons = readdirSync(lib).filter((name) => name.startsWith('python'));
        }
        catch {
            continue;
        }
        for (const python of pythons) {
            const site = `${venv}/lib/${python}/site-packages`;
            let names;
            try {
                names = readdirSync(join(root, site));
            }
            catch {
                continue;
            }
            for (const name of names.sort()) {
                if (name.endsWith('.pth') || name === 'sitecustomize.py' || name === 'usercustomize.py')
                    hooks.push(`${site}/${name}`);
                // An installed distribution's entry points: pytest loads every `pytest11` plugin they name.
                else if (name.endsWith('.dist-info') && existsSync(join(root, site, name, 'entry_points.txt')))
                    hooks.push(`${site}/${name}/entry_points.txt`);
            }
        }
    }
    return hooks;
}
/** A link's signature (workspace/fingerprint.ts), or its target alone when it points at no file. */
function harnessLinkSignature(path) {
    try {
        return linkSignatureOf(path) ?? `link:${readlinkSync(path)}:dangling`;
    }
    catch {
        return undefined;
    }
}
/**
 * The harness files of a workspace now, with their signatures: those of the fingerprint's
 * walk that are harness files, and the virtualenvs' start-up hooks.
 */
export function harnessFilesOf(root, fingerprint, venvs) {
    const found = new Map();
    for (const [path, signature] of fingerprint.files) {
        const role = harnessRole(path);
        if (role !== undefined)
            found.set(path, { role, signature });
    }
    // A link in a harness file's place counts as that file (a linked conftest.py is loaded all the same).
    for (const path of fingerprint.links ?? []) {
        if (found.has(path))
            continue;
        const role = harnessRole(path);
        const signature = role === undefined ? undefined : harnessLinkSignature(join(root, path));
        if (role !== undefined && signature !== undefined)
            found.set(path, { role, signature });
    }
    for (const path of venvHooks(root, venvs)) {
        const signature = fileSignatureOf(join(root, path));
        if (signature !== undefined)
            found.set(path, { role: 'config', signature });
    }
    return found;
}
/**
 * Records the harness of `root` as it is now and stores it under `dir` (the session's directory).
 * Never throws for an unreadable file: a file that cannot be read is left out.
 */
export function captureBaseline(sessionId, root, fingerprint, dir, capturedWhen, command, environment) {
    const blobs = new BlobStore(dir);
    const discovery = discoveryOf(root, fingerprint);
    const candidates = harnessFilesOf(root, fingerprint, discovery.venvs);
    const baseline = {
        sessionId,
        root,
        capturedAt: Date.now(),
        capturedWhen,
        files: new Map(),
        truncated: fingerprint.truncated || candidates.size > BASELINE_MAX_FILES,
        hashOnly: 0,
        storedBytes: 0,
        ...(command !== undefined ? { command } : {}),
        discovery,
        ...(environment !== undefined ? { environment } : {}),
    };
    for (const [path, { role, signature }] of byBudgetPriority(candidates)) {
        if (baseline.files.size >= BASELINE_MAX_FILES)
            break;
        recordHarnessFile(baseline, blobs, path, role, signature);
    }
    saveBaseline(dir, baseline);
    return baseline;
}
/**
 * Records one file in `baseline` as it is now: its content stored while it fits the byte
 * budget, by hash only past it (a change is still seen, but it cannot be put back). The one
 * home of that rule for every way a file joins the baseline. False when the file cannot be
 * read: it is left out.
 */
export function recordHarnessFile(baseline, blobs, path, role, signature) {
    let content;
    try {
        content = readFileSync(join(baseline.root, path));
    }
    catch {
        return false;
    }
    const fits = content.length <= BASELINE_MAX_FILE_BYTES && baseline.storedBytes + content.length <= BASELINE_MAX_BYTES;
    const sha = fits ? blobs.put(content) : sha256(content);
    if (fits)
        baseline.storedBytes += content.length;
    else
        baseline.hashOnly += 1;
    baseline.files.set(path, { sha, size: content.length, role, signature, stored: fits });
    return true;
}
/** The runners' discovery now: the configs above the root, and the virtualenvs the walk found. */
function discoveryOf(root, fingerprint) {
    const venvs = [];
    for (const path of allFilesOf(fingerprint).keys())
        if (path.endsWith('/pyvenv.cfg'))
            venvs.push(path.slice(0, -'/pyvenv.cfg'.length));
    return { above: recordConfigsAbove(root), venvs };
}
/** The order the file bound takes harness files in: configs, then tests, then support files (a fixture directory of thousands of files cannot push a test out). */
const BUDGET_ORDER = ['config', 'test', 'support'];
function byBudgetPriority(candidates) {
    return BUDGET_ORDER.flatMap((role) => [...candidates].filter(([, c]) => c.role === role));
}
/**
 * Adds test files the runner itself named (files of failing tests) that the harness rules did
 * not know (a `check_*.py` a pytest config collects): recorded as they are now, which is as they
 * were when the session started, since the caller checked their signatures against the
 * session-start fingerprint. Returns the paths added; the stored baseline is updated.
 */
export function adoptTestFiles(baseline, dir, paths) {
    const blobs = new BlobStore(dir);
    const adopted = [];
    for (const { path, signature } of paths) {
        if (baseline.files.has(path) || baseline.files.size >= BASELINE_MAX_FILES)
            continue;
        if (recordHarnessFile(baseline, blobs, path, 'test', signature))
            adopted.push(path);
    }
    if (adopted.length > 0)
        saveBaseline(dir, baseline);
    return adopted;
}
/**
 * Records what a run wrote at the runners' output paths (workspace/run-writes.ts
 * `runnerOutputWrites`): while each is as the run left it, it is not an added harness file.
 */
export function recordRunnerWrites(baseline, dir, writes) {
    if (writes.length === 0 || baseline.discovery === undefined)
        return;
    baseline.discovery.runnerWrites = { ...baseline.discovery.runnerWrites, ...Object.fromEntries(writes) };
    saveBaseline(dir, baseline);
}
export function saveBaseline(dir, baseline) {
    const json = { format: FORMAT, ...baseline, files: [...baseline.files] };
    writeAtomic(join(dir, 'baseline.json'), JSON.stringify(json));
}
/** The baseline stored for a session, or undefined when there is none (or it is unreadable). */
export function loadBaseline(dir) {
    try {
        const json = JSON.parse(readFileSync(join(dir, 'baseline.json'), 'utf8'));
        if (json.format !== FORMAT || !Array.isArray(json.files))
            return undefined;
        const { format: _format, files, ...rest } = json;
        return { ...rest, files: new Map(files) };
    }
    catch {
        return undefined;
    }
}
export function isHarnessUnchanged(diff) {
    return diff.changed.length === 0 && diff.removed.length === 0 && diff.added.length === 0 && (diff.above ?? []).length === 0;
}
/**
 * The signature of a recorded file the walk did not list as harness (what the tests read, a
 * file past the walk's bound), signed as the baseline signed it: a link as a link
 * (`link:<target>:<signature>`), so a link that points where it did is not a change.
 */
function currentSignatureOf(path) {
    try {
        if (lstatSync(path).isSymbolicLink())
            return harnessLinkSignature(path);
    }
    catch {
        return undefined;
    }
    return fileSignatureOf(path);
}
/**
 * Compares the harness now with the baseline. A file whose signature is the recorded one is
 * unchanged without being read; any other is hashed. A recorded file the (possibly truncated)
 * walk did not list is looked up directly.
 */
export function diffHarness(baseline, root, fingerprint) {
    const now = harnessFilesOf(root, fingerprint, baseline.discovery?.venvs);
    const changed = [];
    const removed = [];
    for (const [path, recorded] of baseline.files) {
        const signature = now.get(path)?.signature ?? currentSignatureOf(join(root, path));
        if (signature === undefined) {
            removed.push(path);
            continue;
        }
        if (signature === recorded.signature)
            continue;
        // A link that points elsewhere than it did, or a link where a file was (or the reverse), is
        // changed; one that points where it did is compared by the content of what it points at.
        if ((signature.startsWith('link:') || recorded.signature.startsWith('link:')) && linkTarget(signature) !== linkTarget(recorded.signature)) {
            changed.push(path);
            continue;
        }
        try {
            if (sha256(readFileSync(join(root, path))) !== recorded.sha)
                changed.push(path);
        }
        catch {
            removed.push(path);
        }
    }
    // Past the baseline's bound, a file not recorded is not "added": it was never looked at.
    // What a runner wrote by rule in one of the session's runs (a first run's snapshots), as it
    // left it, is not an addition to the harness; the same file written otherwise is (a baseline
    // recorded before runs' writes were kept exempts every file at those paths).
    const byRun = (path) => isRunnerOutput(path, (file) => fingerprint.files.has(file)) && (baseline.discovery === undefined || baseline.discovery.runnerWrites?.[path] === now.get(path)?.signature);
    const added = baseline.truncated ? [] : [...now.keys()].filter((path) => !baseline.files.has(path) && !byRun(path));
    const above = baseline.discovery === undefined ? [] : changedConfigsAbove(baseline.discovery.above, root);
    return { changed: changed.sort(), removed: removed.sort(), added: added.sort(), ...(above.length > 0 ? { above } : {}) };
}
/** The target a link signature names (`link:<target>:<signature>`), or undefined for a file's signature. */
function linkTarget(signature) {
    if (!signature.startsWith('link:'))
        return undefined;
    // The file's signature is size:mtime:ctime:ino (four fields) or `dangling`.
    const rest = signature.slice('link:'.length);
    const fields = rest.split(':');
    return fields.slice(0, fields.at(-1) === 'dangling' ? -1 : -4).join(':');
}
