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
const TS_FOR_JS: Readonly<Record<string, readonly string[]>> = { '.js': ['.ts', '.tsx'], '.mjs': ['.mts'], '.cjs': ['.cts'], '.jsx': ['.tsx'] };

export const isScanned = (path: string) => SCANNED.test(path) && !DECLARATION.test(path);
export const isData = (path: string) => !PROGRAM.test(path);
export const dirOf = (path: string) => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '');

/** `spec` resolved against `base` (a directory relative to the root), or undefined outside the root. */
export function underRoot(base: string, spec: string): string | undefined {
  if (spec.startsWith('/') || spec.includes('\0')) return undefined;
  const joined = posix.normalize(posix.join(base === '' ? '.' : base, spec));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  return joined === '.' ? '' : joined.replace(/\/$/, '');
}

/** What one file names: workspace paths (files or directories, unresolved), JS import specifiers, Python module names. */
export interface Named {
  /** Relative import specifiers (JS). */
  relative: string[];
  /** Bare module names imported (JS `node:assert`, Python `pytest`). */
  modules: string[];
  /** Python imports: dotted names with their leading dots, and the names imported from them. */
  python: { module: string; names: string[] }[];
  /** String literals and joined literal chains that look like paths. */
  literals: string[];
  /** It loads a module by a name it computes (`import(name)`, `require(x)`, `importlib.import_module(n)`): the first such call. */
  computed?: string;
}

/** A module load whose argument is not a plain literal: JS `import(…)`/`require(…)`, Python `import_module(…)`/`__import__(…)`. */
const JS_COMPUTED_LOAD = /\b(?:import|require)\s*\(\s*(?!['"]|`[^`$]*`)[^)\s]/;
const PY_COMPUTED_LOAD = /\b(?:import_module|__import__)\s*\(\s*(?!['"])[^)\s]/;

const JS_IMPORT = /\b(?:from|import|require)\s*\(?\s*(['"])([^'"\n]+)\1/g;
const PY_FROM = /^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([^#\n)]+)/gm;
const PY_IMPORT = /^[ \t]*import[ \t]+([\w.]+(?:[ \t]+as[ \t]+\w+)?(?:[ \t]*,[ \t]*[\w.]+(?:[ \t]+as[ \t]+\w+)?)*)/gm;
const LITERAL = /(['"`])((?:(?!\1)[^\\\n$]){1,300})\1/g;
/** A call whose arguments are joined into a path: `join(…)`, `resolve(…)`, one level of nested parentheses. */
const JOIN_CALL = /\b(?:join|resolve|joinpath)\s*\(((?:[^()]|\([^()]*\))*)\)/g;
/** A pathlib chain: `/ 'golden' / 'x.json'`. */
const SLASH_CHAIN = /(?:\s*\/\s*(['"])[^'"\n/]+\1){2,}/g;
const PATHLIKE = /[./]|^[\w-]+$/;

export function namedIn(text: string, python: boolean): Named {
  const named: Named = { relative: [], modules: [], python: [], literals: [] };
  const computed = (python ? PY_COMPUTED_LOAD : JS_COMPUTED_LOAD).exec(text);
  if (computed !== null) named.computed = computed[0].replace(/\s+/g, '');
  if (python) {
    for (const m of text.matchAll(PY_FROM)) named.python.push({ module: m[1]!, names: m[2]!.split(',').map((n) => n.trim().split(/\s+/)[0]!).filter((n) => /^\w+$/.test(n)) });
    for (const m of text.matchAll(PY_IMPORT)) for (const part of m[1]!.split(',')) named.python.push({ module: part.trim().split(/\s+/)[0]!, names: [] });
    for (const { module } of named.python) if (!module.startsWith('.')) named.modules.push(module);
  } else {
    for (const m of text.matchAll(JS_IMPORT)) (m[2]!.startsWith('.') ? named.relative : named.modules).push(m[2]!);
  }
  for (const m of text.matchAll(LITERAL)) if (PATHLIKE.test(m[2]!)) named.literals.push(m[2]!);
  for (const m of text.matchAll(JOIN_CALL)) {
    const parts = [...m[1]!.matchAll(/(['"])([^'"\n]+)\1/g)].map((p) => p[2]!);
    if (parts.length > 1) named.literals.push(parts.join('/'));
  }
  if (python) for (const m of text.matchAll(SLASH_CHAIN)) named.literals.push([...m[0].matchAll(/(['"])([^'"\n]+)\1/g)].map((p) => p[2]!).join('/'));
  return named;
}

/** One buffer for every head read (the scan is synchronous): a fresh one per file would zero 512 kB each time. */
let headBuffer: Buffer | undefined;

/** The head of a file, or undefined when it cannot be read. */
export function headOf(path: string): string | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = (headBuffer ??= Buffer.allocUnsafe(READS_MAX_FILE_BYTES));
    const read = readSync(fd, buffer, 0, READS_MAX_FILE_BYTES, 0);
    return buffer.subarray(0, read).toString('utf8');
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The workspace's files and directories, for resolving names. */
export class Tree {
  readonly files: ReadonlySet<string>;
  /** Directory → its files and subdirectories ('' is the root). */
  readonly #children = new Map<string, Set<string>>();
  constructor(files: Iterable<string>) {
    this.files = new Set(files);
    for (const file of this.files) {
      let path = file;
      while (path !== '') {
        const parent = dirOf(path);
        const known = this.#children.has(parent);
        let list = this.#children.get(parent);
        if (list === undefined) this.#children.set(parent, (list = new Set()));
        list.add(path);
        if (known) break; // its ancestors are listed already
        path = parent;
      }
    }
  }

  isDir(path: string): boolean {
    return path !== '' && this.#children.has(path);
  }

  /** The files under `dir`, at most `max`, and whether there were more. */
  filesUnder(dir: string, max: number): { files: string[]; more: boolean } {
    const files: string[] = [];
    const stack = [dir];
    while (stack.length > 0) {
      for (const child of this.#children.get(stack.pop()!) ?? []) {
        if (this.files.has(child)) {
          if (files.length >= max) return { files, more: true };
          files.push(child);
        } else stack.push(child);
      }
    }
    return { files, more: false };
  }

  /** The directories directly below `dir`. */
  subdirsOf(dir: string): string[] {
    return [...(this.#children.get(dir) ?? [])].filter((child) => !this.files.has(child));
  }

  /** The files of one directory (not below it). */
  filesIn(dir: string): string[] {
    return [...(this.#children.get(dir) ?? [])].filter((child) => this.files.has(child));
  }
}

/** The workspace files `path` (a scanned module) refers to, by what it names; `truncated` when a named directory held more than {@link READS_MAX_DIR_FILES}. */
export function resolveReferences(tree: Tree, path: string, named: Named): { files: string[]; truncated: boolean } {
  let truncated = false;
  const found = new Set<string>();
  const here = dirOf(path);
  const add = (candidate: string | undefined) => {
    if (candidate !== undefined && tree.files.has(candidate)) found.add(candidate);
  };
  for (const spec of named.relative) {
    const base = underRoot(here, spec.replace(/[?#].*$/, ''));
    if (base === undefined) continue;
    // As node and TypeScript resolve it: the first that exists.
    const ext = base.match(/\.[cm]?jsx?$/)?.[0];
    let resolved = tree.files.has(base) ? base : undefined;
    for (let i = 1; resolved === undefined && i < JS_RESOLUTION.length; i++) if (tree.files.has(base + JS_RESOLUTION[i])) resolved = base + JS_RESOLUTION[i];
    for (const ts of resolved === undefined && ext !== undefined ? TS_FOR_JS[ext] ?? [] : []) if (resolved === undefined && tree.files.has(base.slice(0, -ext!.length) + ts)) resolved = base.slice(0, -ext!.length) + ts;
    add(resolved);
  }
  for (const { module, names } of named.python) {
    const dots = module.match(/^\.*/)![0].length;
    const rest = module.slice(dots).split('.').filter((p) => p !== '');
    const bases = dots > 0 ? [here.split('/').slice(0, Math.max(0, here.split('/').length - (dots - 1))).join('/')] : ['', here, 'src'];
    for (const base of bases) {
      const stem = [base, ...rest].filter((p) => p !== '').join('/');
      // Each package on the way is loaded too (its __init__.py).
      for (let i = 1; i <= rest.length; i++) add([base, ...rest.slice(0, i)].filter((p) => p !== '').join('/') + '/__init__.py');
      if (stem !== '') add(`${stem}.py`);
      for (const name of names) add(`${stem === '' ? '' : stem + '/'}${name}.py`);
    }
  }
  const specs = new Set(named.relative);
  for (const literal of new Set(named.literals)) {
    if (specs.has(literal)) continue; // resolved as an import above
    for (const base of here === '' ? [''] : [here, '']) {
      const target = underRoot(base, literal);
      if (target === undefined || target === '') continue;
      if (tree.files.has(target)) found.add(target);
      // A directory the tests name: every file in it (not the root, nor a directory holding the reader).
      else if (tree.isDir(target) && !(here === target || here.startsWith(target + '/'))) {
        const under = tree.filesUnder(target, READS_MAX_DIR_FILES);
        if (under.more) truncated = true;
        for (const file of under.files) found.add(file);
      }
    }
  }
  found.delete(path);
  return { files: [...found], truncated };
}
