/**
 * What the tests read that the harness rules (workspace/harness-files.ts) do not name: the
 * rest of the harness. **Everything the tests read is harness unless it is the code under
 * test.** Found by rule when the session starts (no run records what it opens), from a static
 * scan:
 *
 * - the tests and the harness files are read for what they import, require or name: relative
 *   imports (JS/TS and Python, JSON imports included), and string literals that name an
 *   existing workspace file or directory, alone or joined (`new URL('../golden/x.json',
 *   import.meta.url)`, `path.join(__dirname, 'golden', 'x.json')`, `open('golden/x.json')`,
 *   `Path(__file__).parent / 'golden'`); followed through every module they reach that is not
 *   the code under test;
 * - the words of the suite's command and of the `test` scripts it runs (`node
 *   scripts/run-tests.mjs`, `--env-file=.env.test`) that name workspace files: read the same way;
 * - a file beside a test file named after it (`x.test.mjs.snapshot`, `test_calc.expected.json`)
 *   is what that test compares with, and an environment file (`.env`, `.env.test`) is what the
 *   tests or their runner load, wherever it is.
 *
 * **The code under test** is what the code itself imports, or what the project's source tree
 * holds: files under a source root (`src/`, `lib/`, `app/`, `packages/`, …), Python packages,
 * the package's entry points, the workspace root's own modules when it has no source root (a
 * flat `calc.py`), and every file those import. A module of the source tree the tests import
 * is code unless it imports a test or assertion module itself (a runner's `testModules`: then
 * it is test support, wherever it is, unless the code imports it too); a module outside the
 * source tree that only the tests import, and any data file only the tests read (golden files,
 * snapshots, fixtures), are harness. Data the code reads by a name it builds at run time is not
 * seen as the code's: it counts as the tests' when they name it.
 *
 * **Neither code nor harness**: a data file outside the source tree that neither side is seen to
 * read (the tests may build its name at run time) is recorded too (`unseen`), so the replay
 * restores it like harness.
 *
 * Bounded: {@link READS_MAX_SCANNED} files read, each up to {@link READS_MAX_FILE_BYTES}; a
 * directory a literal names adds at most {@link READS_MAX_DIR_FILES} files. Past a bound the
 * result says `truncated`, and what the code scan could not reach counts as harness.
 *
 * @module dsh-test-closure/workspace/test-reads
 */
import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { join, posix } from 'node:path';
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
import { baseName } from "../runners/test-files.js";
import { harnessRole as harnessRoleOf } from "./harness-files.js";
import { isInProbeScope } from "./walk.js";
/** Files read (tests, harness and the modules they reach, and the code when it is asked), at most. */
export const READS_MAX_SCANNED = 20_000;
/** Bytes read of one file, at most (its head). */
export const READS_MAX_FILE_BYTES = 512 * 1024;
/** Files a directory named by a literal adds, at most. */
export const READS_MAX_DIR_FILES = 1_000;
/** Data files no rule places (`unseen`) recorded, at most. */
export const READS_MAX_UNSEEN = 2_000;
/** Modules whose imports are read: JS/TS and Python. */
const SCANNED = /\.(?:[cm]?[jt]sx?|py)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
/** Program source of any language: never a data file. */
const PROGRAM = /\.(?:[cm]?[jt]sx?|py|pyi|rb|go|rs|java|kt|kts|scala|groovy|exs?|php|c|cc|cpp|cxx|h|hh|hpp|cs|fs|swift|m|mm|lua|pl|pm|r|dart|zig|nim|clj|erl|hrl|sh|bash|zsh|ps1|bat|cmd)$/i;
/** Directory names that hold the project's own source. */
const SOURCE_ROOTS = new Set(['src', 'lib', 'app', 'source', 'sources', 'pkg', 'internal', 'cmd', 'packages', 'crates']);
/** Build output: the project's source as built, so code under test too (tests that import `dist/` test the build). */
const BUILD_OUTPUT = new Set(['dist', 'build', 'out']);
/** An environment file: `.env`, `.env.test`, `test.env`. */
const ENVIRONMENT_FILE = /^(?:\.env(?:\..+)?|.+\.env)$/;
/** Extensions a relative JS import may leave out, and the TypeScript sources a `.js` import names. */
const JS_RESOLUTION = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.json', '/index.js', '/index.mjs', '/index.cjs', '/index.ts', '/index.tsx', '/index.json'];
const TS_FOR_JS = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'], '.jsx': ['.tsx'] };
/** Every runner's test and assertion modules (its `testModules`). */
const TEST_MODULES = FRAMEWORKS.flatMap((framework) => RUNNERS[framework].testModules ?? []);
function isTestModule(name, separator) {
    return TEST_MODULES.some((m) => name === m || name.startsWith(m + separator));
}
const isScanned = (path) => SCANNED.test(path) && !DECLARATION.test(path);
const isData = (path) => !PROGRAM.test(path);
const dirOf = (path) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
/** `spec` resolved against `base` (a directory relative to the root), or undefined outside the root. */
function underRoot(base, spec) {
    if (spec.startsWith('/') || spec.includes('\0'))
        return undefined;
    const joined = posix.normalize(posix.join(base === '' ? '.' : base, spec));
    if (joined === '..' || joined.startsWith('../'))
        return undefined;
    return joined === '.' ? '' : joined.replace(/\/$/, '');
}
const JS_IMPORT = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;
const PY_FROM = /^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([^#\n)]+)/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)/gm;
const LITERAL = /(['"`])((?:(?!\1)[^\\\n$]){1,300})\1/g;
/** A call whose arguments are joined into a path: `join(…)`, `resolve(…)`, one level of nested parentheses. */
const JOIN_CALL = /\b(?:join|resolve|joinpath)\s*\(((?:[^()]|\([^()]*\))*)\)/g;
/** A pathlib chain: `/ 'golden' / 'x.json'`. */
const SLASH_CHAIN = /(?:\s*\/\s*(['"])[^'"\n/]+\1){2,}/g;
const PATHLIKE = /[./]|^[\w-]+$/;
function namedIn(text, python) {
    const named = { relative: [], modules: [], python: [], literals: [] };
    if (python) {
        for (const m of text.matchAll(PY_FROM))
            named.python.push({ module: m[1], names: m[2].split(',').map((n) => n.trim().split(/\s+/)[0]).filter((n) => /^\w+$/.test(n)) });
        for (const m of text.matchAll(PY_IMPORT))
            for (const part of m[1].split(','))
                named.python.push({ module: part.trim().split(/\s+/)[0], names: [] });
        for (const { module } of named.python)
            if (!module.startsWith('.'))
                named.modules.push(module);
    }
    else {
        for (const m of text.matchAll(JS_IMPORT))
            (m[2].startsWith('.') ? named.relative : named.modules).push(m[2]);
    }
    for (const m of text.matchAll(LITERAL))
        if (PATHLIKE.test(m[2]))
            named.literals.push(m[2]);
    for (const m of text.matchAll(JOIN_CALL)) {
        const parts = [...m[1].matchAll(/(['"])([^'"\n]+)\1/g)].map((p) => p[2]);
        if (parts.length > 1)
            named.literals.push(parts.join('/'));
    }
    if (python)
        for (const m of text.matchAll(SLASH_CHAIN))
            named.literals.push([...m[0].matchAll(/(['"])([^'"\n]+)\1/g)].map((p) => p[2]).join('/'));
    return named;
}
/** One buffer for every head read (the scan is synchronous): a fresh one per file would zero 512 kB each time. */
let headBuffer;
/** The head of a file, or undefined when it cannot be read. */
function headOf(path) {
    let fd;
    try {
        fd = openSync(path, 'r');
        const buffer = (headBuffer ??= Buffer.allocUnsafe(READS_MAX_FILE_BYTES));
        const read = readSync(fd, buffer, 0, READS_MAX_FILE_BYTES, 0);
        return buffer.subarray(0, read).toString('utf8');
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            closeSync(fd);
    }
}
/** The workspace's files and directories, for resolving names. */
class Tree {
    files;
    /** Directory → its files and subdirectories ('' is the root). */
    #children = new Map();
    constructor(files) {
        this.files = new Set(files);
        for (const file of this.files) {
            let path = file;
            while (path !== '') {
                const parent = dirOf(path);
                const known = this.#children.has(parent);
                let list = this.#children.get(parent);
                if (list === undefined)
                    this.#children.set(parent, (list = new Set()));
                list.add(path);
                if (known)
                    break; // its ancestors are listed already
                path = parent;
            }
        }
    }
    isDir(path) {
        return path !== '' && this.#children.has(path);
    }
    /** The files under `dir`, at most `max`, and whether there were more. */
    filesUnder(dir, max) {
        const files = [];
        const stack = [dir];
        while (stack.length > 0) {
            for (const child of this.#children.get(stack.pop()) ?? []) {
                if (this.files.has(child)) {
                    if (files.length >= max)
                        return { files, more: true };
                    files.push(child);
                }
                else
                    stack.push(child);
            }
        }
        return { files, more: false };
    }
    /** The files of one directory (not below it). */
    filesIn(dir) {
        return [...(this.#children.get(dir) ?? [])].filter((child) => this.files.has(child));
    }
}
/** Finds the files the tests read that are not the code under test. */
export function scanTestReads(input) {
    const tree = new Tree(input.files);
    const { root } = input;
    const roles = new Map();
    const harnessRole = (path) => {
        if (!roles.has(path))
            roles.set(path, harnessRoleOf(path));
        return roles.get(path);
    };
    let scanned = 0;
    let truncated = false;
    const cache = new Map();
    const read = (path) => {
        if (cache.has(path))
            return cache.get(path);
        if (scanned >= READS_MAX_SCANNED) {
            truncated = true;
            return undefined;
        }
        scanned += 1;
        const text = headOf(join(root, path));
        const named = text === undefined ? undefined : namedIn(text, path.endsWith('.py'));
        cache.set(path, named);
        return named;
    };
    const importsTestModule = (path) => {
        const named = isScanned(path) ? read(path) : undefined;
        return named !== undefined && named.modules.some((m) => isTestModule(m, path.endsWith('.py') ? '.' : '/'));
    };
    const hasSourceRoot = [...tree.files].some((f) => f.includes('/') && SOURCE_ROOTS.has(f.slice(0, f.indexOf('/'))));
    const entryPoints = new Set(input.entryPoints ?? []);
    /** In the project's source tree (harness files by rule never are). */
    const inSourceTree = (path) => {
        if (entryPoints.has(path))
            return true;
        const dirs = path.split('/').slice(0, -1);
        if (dirs.some((d) => SOURCE_ROOTS.has(d) || BUILD_OUTPUT.has(d)))
            return true;
        if (path.endsWith('.py') && dirs.length > 0 && tree.files.has(`${dirs.join('/')}/__init__.py`))
            return true;
        return dirs.length === 0 && !hasSourceRoot;
    };
    /** The workspace files one scanned file refers to. */
    const referencesOf = (path, named) => {
        const found = new Set();
        const here = dirOf(path);
        const add = (candidate) => {
            if (candidate !== undefined && tree.files.has(candidate))
                found.add(candidate);
        };
        for (const spec of named.relative) {
            const base = underRoot(here, spec.replace(/[?#].*$/, ''));
            if (base === undefined)
                continue;
            // As node and TypeScript resolve it: the first that exists.
            const ext = base.match(/\.[cm]?jsx?$/)?.[0];
            let resolved = tree.files.has(base) ? base : undefined;
            for (let i = 1; resolved === undefined && i < JS_RESOLUTION.length; i++)
                if (tree.files.has(base + JS_RESOLUTION[i]))
                    resolved = base + JS_RESOLUTION[i];
            for (const ts of resolved === undefined && ext !== undefined ? TS_FOR_JS[ext] ?? [] : [])
                if (resolved === undefined && tree.files.has(base.slice(0, -ext.length) + ts))
                    resolved = base.slice(0, -ext.length) + ts;
            add(resolved);
        }
        for (const { module, names } of named.python) {
            const dots = module.match(/^\.*/)[0].length;
            const rest = module.slice(dots).split('.').filter((p) => p !== '');
            const bases = dots > 0 ? [here.split('/').slice(0, Math.max(0, here.split('/').length - (dots - 1))).join('/')] : ['', here, 'src'];
            for (const base of bases) {
                const stem = [base, ...rest].filter((p) => p !== '').join('/');
                // Each package on the way is loaded too (its __init__.py).
                for (let i = 1; i <= rest.length; i++)
                    add([base, ...rest.slice(0, i)].filter((p) => p !== '').join('/') + '/__init__.py');
                if (stem !== '')
                    add(`${stem}.py`);
                for (const name of names)
                    add(`${stem === '' ? '' : stem + '/'}${name}.py`);
            }
        }
        const specs = new Set(named.relative);
        for (const literal of new Set(named.literals)) {
            if (specs.has(literal))
                continue; // resolved as an import above
            for (const base of here === '' ? [''] : [here, '']) {
                const target = underRoot(base, literal);
                if (target === undefined || target === '')
                    continue;
                if (tree.files.has(target))
                    found.add(target);
                // A directory the tests name: every file in it (not the root, nor a directory holding the reader).
                else if (tree.isDir(target) && !(here === target || here.startsWith(target + '/'))) {
                    const under = tree.filesUnder(target, READS_MAX_DIR_FILES);
                    if (under.more)
                        truncated = true;
                    for (const file of under.files)
                        found.add(file);
                }
            }
        }
        found.delete(path);
        return [...found];
    };
    // The tests' side: every harness file by rule that is a module, then what they reach.
    const result = {};
    const candidates = new Map();
    const queue = [];
    const queued = new Set();
    const follow = (path) => {
        if (!queued.has(path) && isScanned(path)) {
            queued.add(path);
            queue.push(path);
        }
    };
    const tests = [];
    for (const path of tree.files) {
        const role = harnessRole(path);
        if (role === 'test')
            tests.push(path);
        if (role !== undefined)
            follow(path);
        else if (ENVIRONMENT_FILE.test(baseName(path)))
            result[path] = 'environment';
    }
    // A virtualenv's interpreter and scripts (`.venv/bin/python`) are the environment, which is
    // signed at session start (workspace/environment.ts), not harness a replay could put back.
    const inVirtualenv = (path) => {
        const dirs = path.split('/').slice(0, -1);
        return dirs.some((_, i) => tree.files.has(`${dirs.slice(0, i + 1).join('/')}/pyvenv.cfg`));
    };
    // The suite's command: the files its words name are run or loaded by it.
    for (const command of input.commands) {
        for (const word of command.split(/[\s()<>|;&]+/)) {
            const value = word.replace(/^-[\w-]*=/, '').replace(/^(['"])(.*)\1$/, '$2');
            const target = value === '' ? undefined : underRoot('', value);
            if (target !== undefined && tree.files.has(target) && harnessRole(target) === undefined && !inVirtualenv(target)) {
                result[target] = 'script';
                follow(target);
            }
        }
    }
    // A file beside a test file, named after it, is what that test compares with.
    // (Each directory's files are read once: a name's prefixes up to each dot are looked up among its tests' names and stems.)
    const testNames = new Map();
    for (const test of tests) {
        const name = baseName(test);
        let names = testNames.get(dirOf(test));
        if (names === undefined)
            testNames.set(dirOf(test), (names = new Set()));
        names.add(name).add(name.includes('.') ? name.slice(0, name.lastIndexOf('.')) : name);
    }
    for (const [dir, names] of testNames) {
        for (const sibling of tree.filesIn(dir)) {
            const other = baseName(sibling);
            if (!isData(sibling) || harnessRole(sibling) !== undefined)
                continue;
            for (let dot = other.indexOf('.', 1); dot > 0; dot = other.indexOf('.', dot + 1)) {
                if (names.has(other.slice(0, dot))) {
                    result[sibling] = 'sidecar';
                    break;
                }
            }
        }
    }
    for (let i = 0; i < queue.length; i++) {
        const path = queue[i];
        const named = read(path);
        if (named === undefined)
            continue;
        for (const ref of referencesOf(path, named)) {
            if (harnessRole(ref) !== undefined) {
                follow(ref);
                continue;
            }
            if (result[ref] !== undefined || candidates.has(ref))
                continue;
            if (isData(ref))
                candidates.set(ref, 'data');
            else if (!isScanned(ref))
                continue; // another language's module: the code's, never followed
            // A module of the source tree is the code under test, unless it imports a test module.
            else if (inSourceTree(ref) && !importsTestModule(ref))
                continue;
            else {
                candidates.set(ref, 'support');
                follow(ref);
            }
        }
    }
    // The code's side, asked only when the tests reach a candidate: what the source tree and the
    // entry points import, transitively, is the code under test's, even when the tests read it too.
    // Data no rule places: outside the source tree, named by neither the tests nor the code. The
    // tests may still read it by a name they build at run time: it is restored for the replay too.
    const unseen = [];
    for (const path of tree.files) {
        if (isData(path) && result[path] === undefined && !candidates.has(path) && isInProbeScope(path) && !inSourceTree(path) && harnessRole(path) === undefined)
            unseen.push(path);
    }
    if (candidates.size > 0 || unseen.length > 0) {
        const reached = new Set();
        const codeQueue = [];
        for (const path of tree.files) {
            if (isScanned(path) && harnessRole(path) === undefined && result[path] === undefined && inSourceTree(path) && !candidates.has(path))
                codeQueue.push(path);
        }
        for (const entry of entryPoints)
            if (tree.files.has(entry) && !codeQueue.includes(entry))
                codeQueue.push(entry);
        const seen = new Set(codeQueue);
        for (let i = 0; i < codeQueue.length; i++) {
            const path = codeQueue[i];
            const named = read(path);
            if (named === undefined)
                continue;
            for (const ref of referencesOf(path, named)) {
                if (harnessRole(ref) !== undefined || seen.has(ref))
                    continue;
                reached.add(ref);
                seen.add(ref);
                if (isScanned(ref))
                    codeQueue.push(ref);
            }
        }
        for (const [path, kind] of candidates)
            if (!reached.has(path))
                result[path] = kind;
        let kept = 0;
        for (const path of unseen) {
            if (reached.has(path))
                continue;
            if (kept++ >= READS_MAX_UNSEEN) {
                truncated = true;
                break;
            }
            result[path] = 'unseen';
        }
    }
    const files = {};
    for (const path of Object.keys(result).sort())
        files[path] = result[path];
    return { files, scanned, truncated };
}
/** The entry points a `package.json` names (`main`, `module`, `browser`, `bin`, `exports`), relative to the root. */
export function packageEntryPoints(manifest) {
    const found = [];
    const collect = (value) => {
        if (typeof value === 'string') {
            const path = underRoot('', value);
            if (path !== undefined && path !== '')
                found.push(path);
        }
        else if (value !== null && typeof value === 'object')
            for (const inner of Object.values(value))
                collect(inner);
    };
    if (manifest !== null && typeof manifest === 'object') {
        const m = manifest;
        for (const key of ['main', 'module', 'browser', 'bin', 'exports'])
            collect(m[key]);
    }
    return found;
}
/** The `package.json` scripts a command runs: `test` (with `pretest` and `posttest`) and those they run by name. */
export function testScriptsOf(scripts) {
    if (scripts === undefined)
        return [];
    const lines = [];
    const pending = ['pretest', 'test', 'posttest'];
    const seen = new Set();
    while (pending.length > 0 && seen.size < 50) {
        const name = pending.shift();
        if (seen.has(name))
            continue;
        seen.add(name);
        const line = scripts[name];
        if (typeof line !== 'string')
            continue;
        lines.push(line);
        for (const m of line.matchAll(/\b(?:npm|pnpm|yarn|bun)\s+(?:run(?:-script)?\s+)?([\w:.-]+)/g))
            pending.push(m[1], `pre${m[1]}`, `post${m[1]}`);
    }
    return lines;
}
/** {@link scanTestReads} on a workspace: its `package.json` gives the entry points and the test scripts beside `command`. */
export function testReadsOf(root, files, command) {
    let manifest;
    try {
        manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    }
    catch {
        manifest = undefined;
    }
    const scripts = manifest?.scripts !== null && typeof manifest?.scripts === 'object' ? manifest.scripts : undefined;
    return scanTestReads({ root, files, commands: [...(command !== undefined ? [command] : []), ...testScriptsOf(scripts)], entryPoints: packageEntryPoints(manifest) });
}
