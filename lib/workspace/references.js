/**
 * What one module names: its imports (JS/TS and Python) and the string literals that name a
 * workspace file or directory, alone or joined (`new URL('../golden/x.json', import.meta.url)`,
 * `path.join(__dirname, 'golden', 'x.json')`, `Path(__file__).parent / 'golden'`), resolved
 * against the workspace's files as node, TypeScript and Python resolve them. A static scan:
 * no run has recorded what it opens. Read by the test-reads scan (workspace/test-reads.ts) and
 * by each test file's inputs (workspace/test-inputs.ts).
 *
 * @module dsh-test-closure/workspace/references
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { posix } from 'node:path';
/** Bytes read of one file, at most (its head). */
export const READS_MAX_FILE_BYTES = 512 * 1024;
/** Files a directory named by a literal adds, at most. */
export const READS_MAX_DIR_FILES = 1_000;
/** Modules whose imports are read: JS/TS and Python. */
export const SCANNED = /\.(?:[cm]?[jt]sx?|py)$/;
const DECLARATION = /\.d\.[cm]?ts$/;
/** Program source of any language: never a data file. */
const PROGRAM = /\.(?:[cm]?[jt]sx?|py|pyi|rb|go|rs|java|kt|kts|scala|groovy|exs?|php|c|cc|cpp|cxx|h|hh|hpp|cs|fs|swift|m|mm|lua|pl|pm|r|dart|zig|nim|clj|erl|hrl|sh|bash|zsh|ps1|bat|cmd)$/i;
/** Extensions a relative JS import may leave out, and the TypeScript sources a `.js` import names. */
const JS_RESOLUTION = ['', '.js', '.mjs', '.cjs', '.ts', '.mts', '.cts', '.jsx', '.tsx', '.json', '/index.js', '/index.mjs', '/index.cjs', '/index.ts', '/index.tsx', '/index.json'];
const TS_FOR_JS = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'], '.jsx': ['.tsx'] };
export const isScanned = (path) => SCANNED.test(path) && !DECLARATION.test(path);
export const isData = (path) => !PROGRAM.test(path);
/** Program source this scan cannot read (a shell script, another language's module): what it reads is unknown. */
export const isUnscannedProgram = (path) => PROGRAM.test(path) && !SCANNED.test(path);
export const dirOf = (path) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');
/** `spec` resolved against `base` (a directory relative to the root), or undefined outside the root. */
export function underRoot(base, spec) {
    if (spec.startsWith('/') || spec.includes('\0'))
        return undefined;
    const joined = posix.normalize(posix.join(base === '' ? '.' : base, spec));
    if (joined === '..' || joined.startsWith('../'))
        return undefined;
    return joined === '.' ? '' : joined.replace(/\/$/, '');
}
/** What starts another process: it reads what it likes, unseen. */
const JS_SPAWNS = /(['"])(?:node:)?child_process\1|(['"])(?:execa|zx|shelljs|cross-spawn)\2|\bBun\.spawn(?:Sync)?\b|\bDeno\.(?:Command|run)\b|\bfrom\s+(['"])bun\3/;
const PY_SPAWNS = /^\s*(?:import|from)\s+(?:subprocess|pexpect|plumbum)\b|\bos\.(?:system|popen|exec[lv]p?e?|spawn[lv]p?e?)\s*\(/m;
/** Module loads by their argument: JS `import(…)`/`require(…)`, Python `import_module(…)`/`__import__(…)`. */
const JS_LOAD_CALL = /(?<![\w$.])(?:import|require)\s*\(/g;
const PY_LOAD_CALL = /\b(?:import_module|__import__)\s*\(/g;
const NO_WORDS = new Set();
const JS_IMPORT = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;
const PY_FROM = /^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([^#\n)]+)/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)/gm;
const LITERAL = /(['"`])((?:(?!\1)[^\\\n$]){1,300})\1/g;
/** A call whose arguments are joined into a path: `join(…)`, `resolve(…)`, one level of nested parentheses. */
const JOIN_CALL = /\b(?:join|resolve|joinpath)\s*\(((?:[^()]|\([^()]*\))*)\)/g;
/** A pathlib chain: `/ 'golden' / 'x.json'`. */
const SLASH_CHAIN = /(?:\s*\/\s*(['"])[^'"\n/]+\1){2,}/g;
const PATHLIKE = /[./]|^[\w-]+$/;
/** Calls that open, read or list a path, by their first argument. */
const JS_READ_CALL = /\b(?:readFileSync|readFile|createReadStream|readdirSync|readdir|openSync|opendirSync|opendir|readJsonSync|readJson|readJSON|globSync|glob)\s*\(/g;
const PY_READ_CALL = /(?<![\w.])(?:open|Path|PurePath|listdir|scandir|walk|glob|iglob|loadtxt|genfromtxt|read_csv|read_json|read_excel|read_parquet)\s*\(|\b(?:os\.path\.join|path\.join)\s*\(/g;
/** What a path argument may be built of and still be known: literals, the module's own place, and path joins. */
const JS_KNOWN_WORDS = new Set(['__dirname', '__filename', 'import.meta.url', 'import.meta.dirname', 'import.meta.filename', 'path.join', 'path.resolve', 'join', 'resolve', 'new', 'URL', 'fileURLToPath', 'url.fileURLToPath', 'process.cwd', 'encoding', 'flag', 'withFileTypes', 'recursive', 'fs', 'promises', 'fs.promises']);
const PY_KNOWN_WORDS = new Set(['__file__', 'os.path.join', 'os.path.dirname', 'os.path.abspath', 'os.path.realpath', 'os.path.normpath', 'os.getcwd', 'os.path', 'join', 'dirname', 'abspath', 'realpath', 'Path', 'pathlib.Path', 'parent', 'parents', 'resolve', 'absolute', 'encoding', 'mode', 'newline', 'errors', 'r', 'rb', 'utf-8', 'utf8']);
/** A pathlib join with a name: `… .parent / name`, `Path(…) / 'data' / name`. */
const PY_SLASH_NAME = /(?:\)|\.parent|\.parents\[\d+\])(?:\s*\/\s*(?:'[^'\n]*'|"[^"\n]*"))*\s*\/\s*(?!['"])[A-Za-z_]/;
/** The text of the call's arguments from just after its `(` to the matching `)` (string literals skipped), or undefined when unclosed. */
function callArguments(text, start) {
    let depth = 1;
    for (let i = start; i < text.length && i < start + 2_000; i++) {
        const c = text[i];
        if (c === '"' || c === "'" || c === '`') {
            const end = text.indexOf(c, i + 1);
            if (end < 0)
                return undefined;
            i = end;
        }
        else if (c === '(')
            depth++;
        else if (c === ')' && --depth === 0)
            return text.slice(start, i);
    }
    return undefined;
}
/** Whether a path argument is built of anything but literals and known words (a variable, a call's result, an interpolation). */
function isComputedPath(args, known) {
    if (/\$\{|\bf(['"])[^'"\n]*\{/.test(args))
        return true;
    const rest = args.replace(/(['"`])(?:(?!\1)[^\\\n]|\\.)*\1/g, ' ');
    for (const word of rest.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/g) ?? [])
        if (!known.has(word))
            return true;
    return false;
}
/** Whether one of the calls `calls` finds takes a first argument built of more than literals and `known` words (what follows it is options). */
function callsWithComputedPath(text, calls, known) {
    for (const m of text.matchAll(calls)) {
        const args = callArguments(text, m.index + m[0].length);
        const first = args === undefined ? undefined : firstArgument(args);
        if (first === undefined || isComputedPath(first, known))
            return true;
    }
    return false;
}
/** A path-like piece of a string: a directory separator, or a file extension. */
const PATHLIKE_PIECE = /\/|\.[A-Za-z]\w{0,4}\b/;
/** A template or f-string with an interpolation: its text. */
const JS_TEMPLATE = /`((?:[^`\\]|\\.)*\$\{(?:[^`\\]|\\.)*)`/g;
const PY_FSTRING = /\b[fF][rR]?(['"])((?:(?!\1)[^\n])*\{(?:(?!\1)[^\n])*)\1/g;
/** A string literal joined to something else by `+` (or Python's `%` and `.format`). */
const CONCATENATED = /(['"])((?:(?!\1)[^\\\n])*)\1\s*\+|\+\s*(['"])((?:(?!\3)[^\\\n])*)\3/g;
const PY_FORMATTED = /(['"])((?:(?!\1)[^\\\n])*)\1\s*(?:%|\.format\s*\()/g;
/**
 * Whether the module reads a file by a path it computes: a read call whose path is more than
 * literals and path joins, or a path-like string it builds (`` `data/${name}.json` ``,
 * `'../src/' + name`, `f"{name}.json"`), whatever it hands that to (an installed helper may
 * read it: the scan does not enter installed packages).
 */
function readsComputedPath(text, python) {
    if (python && PY_SLASH_NAME.test(text))
        return true;
    const built = python ? [PY_FSTRING, CONCATENATED, PY_FORMATTED] : [JS_TEMPLATE, CONCATENATED];
    for (const pattern of built) {
        for (const m of text.matchAll(pattern)) {
            const piece = (pattern === CONCATENATED ? (m[2] ?? m[4]) : m[2] ?? m[1]) ?? '';
            if (PATHLIKE_PIECE.test(piece.replace(/\$\{[^}]*\}|\{[^}]*\}/g, '')))
                return true;
        }
    }
    return callsWithComputedPath(text, python ? PY_READ_CALL : JS_READ_CALL, python ? PY_KNOWN_WORDS : JS_KNOWN_WORDS);
}
/** The first top-level argument of an argument list. */
function firstArgument(args) {
    let depth = 0;
    for (let i = 0; i < args.length; i++) {
        const c = args[i];
        if (c === '"' || c === "'" || c === '`') {
            const end = args.indexOf(c, i + 1);
            if (end < 0)
                return args;
            i = end;
        }
        else if (c === '(' || c === '[' || c === '{')
            depth++;
        else if (c === ')' || c === ']' || c === '}')
            depth--;
        else if (c === ',' && depth === 0)
            return args.slice(0, i);
    }
    return args;
}
export function namedIn(text, python) {
    const named = { relative: [], modules: [], python: [], literals: [] };
    if (callsWithComputedPath(text, python ? PY_LOAD_CALL : JS_LOAD_CALL, NO_WORDS))
        named.computed = true;
    if (readsComputedPath(text, python))
        named.computedRead = true;
    if ((python ? PY_SPAWNS : JS_SPAWNS).test(text))
        named.spawns = true;
    // Python names modules by dotted strings too: `pytest_plugins = ["tests.fixtures"]`, `import_module('pkg.mod')`.
    if (python) {
        for (const m of text.matchAll(/\bpytest_plugins\s*=\s*[[(]?([^\])\n]*)/g))
            for (const q of m[1].matchAll(/(['"])([\w.]+)\1/g))
                named.python.push({ module: q[2], names: [] });
        for (const m of text.matchAll(/(['"])([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)\1/g))
            named.python.push({ module: m[2], names: [] });
    }
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
export function headOf(path) {
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
export class Tree {
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
    /** The directories directly below `dir`. */
    subdirsOf(dir) {
        return [...(this.#children.get(dir) ?? [])].filter((child) => !this.files.has(child));
    }
    /** The files of one directory (not below it). */
    filesIn(dir) {
        return [...(this.#children.get(dir) ?? [])].filter((child) => this.files.has(child));
    }
}
/** The workspace files `path` (a scanned module) refers to, by what it names; `truncated` when a named directory held more than {@link READS_MAX_DIR_FILES}. */
export function resolveReferences(tree, path, named) {
    let truncated = false;
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
    return { files: [...found], truncated };
}
