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
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
import { baseName } from "../runners/test-files.js";
import { harnessRole as harnessRoleOf } from "./harness-files.js";
import { dirOf, headOf, isData, isScanned, namedIn, resolveReferences, Tree, underRoot } from "./references.js";
import { isInProbeScope } from "./walk.js";
export { READS_MAX_DIR_FILES, READS_MAX_FILE_BYTES } from "./references.js";
/** Files read (tests, harness and the modules they reach, and the code when it is asked), at most. */
export const READS_MAX_SCANNED = 20_000;
/** Data files no rule places (`unseen`) recorded, at most. */
export const READS_MAX_UNSEEN = 2_000;
/** Directory names that hold the project's own source. */
export const SOURCE_ROOTS = new Set(['src', 'lib', 'app', 'source', 'sources', 'pkg', 'internal', 'cmd', 'packages', 'crates']);
/** Build output: the project's source as built, so code under test too (tests that import `dist/` test the build). */
const BUILD_OUTPUT = new Set(['dist', 'build', 'out']);
/** An environment file: `.env`, `.env.test`, `test.env`. */
export const ENVIRONMENT_FILE = /^(?:\.env(?:\..+)?|.+\.env)$/;
/** Every runner's test and assertion modules (its `testModules`). */
const TEST_MODULES = FRAMEWORKS.flatMap((framework) => RUNNERS[framework].testModules ?? []);
function isTestModule(name, separator) {
    return TEST_MODULES.some((m) => name === m || name.startsWith(m + separator));
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
        const found = resolveReferences(tree, path, named);
        if (found.truncated)
            truncated = true;
        return found.files;
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
