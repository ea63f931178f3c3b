/**
 * Each test file's inputs: the workspace files a test file's run reads, so a pass of that file
 * lasts while they do not change (closure/selection.ts). Found by a static scan, as the
 * test-reads scan finds the harness (workspace/references.ts): what the file imports,
 * transitively, code included (JS/TS and Python), the files its modules name by literal, the
 * files beside it named after it (snapshots, expected output) and its `__snapshots__/` files.
 *
 * A scan can only see what is written down, so it says where it cannot see:
 *
 * - **Open**: a test file whose inputs cannot be known is *open*: a module it reaches loads a
 *   module by a computed name (`import(name)`, `require(x)`, `importlib.import_module(n)`),
 *   reads a file by a computed path (`readFileSync(join(dir, name))`, `open(f"{n}.json")`),
 *   starts a process (`child_process`, `subprocess`: it may read anything), names a program
 *   the scan cannot read (a shell script), or
 *   imports a package name that is no installed package (a path alias, a workspace package
 *   linked into `node_modules`: which of the workspace's files it reads is not known), or its
 *   inputs are more than {@link INPUTS_MAX_PER_UNIT}. An open test file re-runs at every close.
 * - **Global**: what every test reads: every runner config, manifest, setup and start-up file
 *   (workspace/harness-files.ts `config`), `.env` files, the files the suite's command names,
 *   mocks (`__mocks__/`, which replace a module for every test), and what those import or name.
 *   A change to one runs the whole suite.
 *
 * Everything else a test reads unseen (a file whose name it builds at run time) is in no test
 * file's inputs and no global: a change to it is *unplaced*, and runs the whole suite too.
 *
 * @module dsh-test-closure/workspace/test-inputs
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { baseName } from "../runners/test-files.js";
import { harnessRole } from "./harness-files.js";
import { dirOf, headOf, isScanned, isUnscannedProgram, namedIn, resolveReferences, Tree, underRoot } from "./references.js";
import { ENVIRONMENT_FILE } from "./test-reads.js";
/** Inputs one test file may have; past it the file is open. */
export const INPUTS_MAX_PER_UNIT = 10_000;
const NODE_BUILTINS = new Set(builtinModules);
/** The package a bare specifier names: `@scope/name` or `name`. */
function packageOf(spec) {
    const parts = spec.split('/');
    return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}
/**
 * Whether a bare JS specifier is an installed package: a builtin, or a directory in a
 * `node_modules` on the way up from `from` that is not the workspace's own code linked in.
 */
const installedCache = new Map();
function isInstalledPackage(root, from, spec) {
    const key = `${root}\0${dirOf(from)}\0${packageOf(spec)}`;
    let known = installedCache.get(key);
    if (known === undefined)
        installedCache.set(key, (known = findInstalled(root, from, spec)));
    return known;
}
function findInstalled(root, from, spec) {
    if (spec.startsWith('node:') || spec.startsWith('bun:') || spec.startsWith('npm:') || spec.startsWith('jsr:') || /^[a-z]+:\/\//.test(spec) || NODE_BUILTINS.has(packageOf(spec)))
        return true;
    const name = packageOf(spec);
    for (let dir = join(root, dirOf(from));; dir = dirname(dir)) {
        const candidate = join(dir, 'node_modules', name);
        if (existsSync(candidate)) {
            let real;
            try {
                real = realpathSync(candidate);
            }
            catch {
                return false;
            }
            const inside = relative(root, real);
            // A workspace package linked in (`node_modules/pkg -> ../packages/pkg`) is the workspace's code.
            return inside.startsWith('..') || inside.startsWith(sep) || inside.split(sep)[0] === 'node_modules';
        }
        if (dirname(dir) === dir)
            return false;
    }
}
/** The text a config file names files in: `package.json`'s runner sections only; jest's `<rootDir>/` read as the root. */
function configText(root, path) {
    if (baseName(path) === 'package.json') {
        try {
            const manifest = JSON.parse(readFileSync(join(root, path), 'utf8'));
            return JSON.stringify([manifest['jest'], manifest['mocha'], manifest['ava'], manifest['c8'], manifest['nyc']]);
        }
        catch {
            return undefined;
        }
    }
    return headOf(join(root, path))?.replaceAll('<rootDir>/', './');
}
/** Each test file's (go: package's) inputs, the open ones and the global files. */
export function testInputsOf(request, kind) {
    const tree = new Tree(request.files);
    const global = globalInputs(tree, request.root, request.commands);
    const { units, open } = kind === 'go-packages' ? goPackageInputs(tree, request.root, request.units) : importInputs(tree, request.root, request.units);
    return { units, open, global };
}
function importInputs(tree, root, units) {
    const cache = new Map();
    /** What one file refers to directly, and why it makes its readers open. */
    const direct = (path) => {
        const known = cache.get(path);
        if (known !== undefined)
            return known;
        let found = { refs: [] };
        if (isScanned(path)) {
            const text = headOf(join(root, path));
            const named = text === undefined ? undefined : namedIn(text, path.endsWith('.py'));
            if (named !== undefined) {
                const refs = resolveReferences(tree, path, named).files;
                const foreign = path.endsWith('.py') ? undefined : named.modules.find((spec) => !isInstalledPackage(root, path, spec));
                const unscanned = refs.find(isUnscannedProgram);
                const open = named.computed !== undefined ? `${path} loads a module by a name it computes`
                    : named.computedRead !== undefined ? `${path} reads a file by a path it computes`
                        : named.spawns !== undefined ? `${path} starts a process, which may read any file`
                            : unscanned !== undefined ? `${path} names ${unscanned}, a program the scan cannot read`
                                : foreign !== undefined ? `${path} imports ${foreign}, which is no installed package`
                                    : undefined;
                found = { refs, ...(open !== undefined ? { open } : {}) };
            }
        }
        cache.set(path, found);
        return found;
    };
    /** `start` and every file it reaches; the first reason one of them is open. */
    const closure = (start) => {
        const reached = new Set(start.filter((p) => tree.files.has(p)));
        const stack = [...reached];
        let open;
        while (stack.length > 0) {
            const { refs, open: why } = direct(stack.pop());
            open ??= why;
            for (const ref of refs) {
                if (reached.has(ref))
                    continue;
                reached.add(ref);
                stack.push(ref);
            }
            if (reached.size > INPUTS_MAX_PER_UNIT)
                return { files: reached, open: `reads more than ${INPUTS_MAX_PER_UNIT.toLocaleString('en-US')} files` };
        }
        return { files: reached, ...(open !== undefined ? { open } : {}) };
    };
    const inputs = new Map();
    const open = new Map();
    for (const unit of units) {
        const reach = closure([unit, ...companionsOf(tree, unit)]);
        inputs.set(unit, [...reach.files].sort());
        if (reach.open !== undefined)
            open.set(unit, reach.open);
    }
    return { units: inputs, open };
}
/**
 * What every test reads: configs, setup and start-up files, environment files, mocks, the files
 * the command names, and what they import or name (a config's literals included).
 */
function globalInputs(tree, root, commands) {
    const globalRoots = [];
    for (const path of tree.files) {
        if (harnessRole(path) === 'config' || ENVIRONMENT_FILE.test(baseName(path)) || path.split('/').includes('__mocks__'))
            globalRoots.push(path);
    }
    for (const command of commands) {
        for (const word of command.split(/[\s()<>|;&]+/)) {
            const target = underRoot('', word.replace(/^-[\w-]*=/, '').replace(/^(['"])(.*)\1$/, '$2'));
            if (target !== undefined && target !== '' && tree.files.has(target))
                globalRoots.push(target);
        }
    }
    const global = new Set(globalRoots);
    const stack = [...globalRoots];
    while (stack.length > 0) {
        const path = stack.pop();
        const refs = isScanned(path) ? scannedReferences(tree, root, path) : resolveConfigNames(tree, root, path);
        for (const ref of refs) {
            if (global.has(ref))
                continue;
            global.add(ref);
            stack.push(ref);
        }
    }
    return global;
}
function scannedReferences(tree, root, path) {
    const text = headOf(join(root, path));
    return text === undefined ? [] : resolveReferences(tree, path, namedIn(text, path.endsWith('.py'))).files;
}
/** The files a config that is no module names (a `.mocharc.json`'s `require`, `package.json`'s `jest.setupFiles`). */
function resolveConfigNames(tree, root, path) {
    const text = configText(root, path);
    return text === undefined ? [] : resolveReferences(tree, path, namedIn(text, false)).files.filter((ref) => ref !== path);
}
/** The files beside a test file named after it (`a.test.mjs.snapshot`, `test_calc.expected.json`) and its `__snapshots__/` files. */
function companionsOf(tree, unit) {
    const dir = dirOf(unit);
    const base = baseName(unit);
    const stem = base.includes('.') ? base.slice(0, base.lastIndexOf('.')) : base;
    const beside = tree.filesIn(dir).filter((f) => f !== unit && (baseName(f).startsWith(base + '.') || baseName(f).startsWith(stem + '.')));
    const snapshots = tree.filesIn(dir === '' ? '__snapshots__' : `${dir}/__snapshots__`).filter((f) => baseName(f).startsWith(base + '.'));
    return [...beside, ...snapshots];
}
/** A go import block or line: the quoted import paths. */
const GO_IMPORTS = /^import\s*(?:\(([^)]*)\)|(?:[\w.]+\s+)?"([^"]+)")/gm;
/**
 * go's tests by package: a package directory holding `_test.go` files is one unit. Its inputs
 * are every file of its directory, and of the directories below it that hold no go package
 * (`testdata/`, embedded files, golden files), and the same of every workspace package it
 * imports (module path from `go.mod`), transitively. An import of the module's path that names
 * no directory makes the package open.
 */
function goPackageInputs(tree, root, units) {
    const modules = [];
    for (const file of tree.files) {
        if (baseName(file) !== 'go.mod')
            continue;
        const path = /^module\s+(\S+)/m.exec(headOf(join(root, file)) ?? '')?.[1];
        if (path !== undefined)
            modules.push({ dir: dirOf(file), path: path.replace(/^"|"$/g, '') });
    }
    const isPackageDir = (dir) => tree.filesIn(dir).some((f) => f.endsWith('.go'));
    /** The files of a package: its directory's, and those of the directories below it that hold no package. */
    const packageFiles = (dir) => {
        const found = [];
        const stack = [dir];
        while (stack.length > 0) {
            const at = stack.pop();
            found.push(...tree.filesIn(at));
            for (const sub of tree.subdirsOf(at))
                if (!isPackageDir(sub))
                    stack.push(sub);
        }
        return found;
    };
    const importsOf = (dir) => {
        const dirs = new Set();
        for (const file of tree.filesIn(dir).filter((f) => f.endsWith('.go'))) {
            for (const m of (headOf(join(root, file)) ?? '').matchAll(GO_IMPORTS)) {
                const paths = m[2] !== undefined ? [m[2]] : [...m[1].matchAll(/"([^"]+)"/g)].map((q) => q[1]);
                for (const path of paths) {
                    const module = modules.find((mod) => path === mod.path || path.startsWith(mod.path + '/'));
                    if (module === undefined)
                        continue; // the standard library or a dependency: the environment's
                    const target = [module.dir, path.slice(module.path.length + 1)].filter((p) => p !== '').join('/');
                    if (!isPackageDir(target))
                        return { dirs: [...dirs], open: `${file} imports ${path}, which is no package here` };
                    dirs.add(target);
                }
            }
        }
        return { dirs: [...dirs] };
    };
    const inputs = new Map();
    const open = new Map();
    for (const unit of units) {
        const seen = new Set([unit]);
        const stack = [unit];
        const files = new Set();
        while (stack.length > 0) {
            const dir = stack.pop();
            for (const f of packageFiles(dir))
                files.add(f);
            const imported = importsOf(dir);
            if (imported.open !== undefined && !open.has(unit))
                open.set(unit, imported.open);
            for (const next of imported.dirs)
                if (!seen.has(next))
                    (seen.add(next), stack.push(next));
        }
        inputs.set(unit, [...files].sort());
    }
    return { units: inputs, open };
}
