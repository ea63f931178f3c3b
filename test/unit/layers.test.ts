/**
 * The layers point one way. The library entry and the CLI are host-free: nothing they reach,
 * even through a type-only import, names a `@deepseek-ai/*` package (the host provides those
 * only inside dsh). Only src/plugin/ talks to the host.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;

const SRC = join(REPO_ROOT, 'src');
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every specifier a source file imports or re-exports from. */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(SPECIFIER)].map((m) => m[1] ?? m[2]!);
}

/** The source files reachable from `entry` through relative imports, with what each imports. */
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    const specs = specifiersOf(file);
    seen.set(file, specs);
    for (const s of specs) if (s.startsWith('.')) queue.push(resolve(dirname(file), s));
  }
  return seen;
}

const hostImports = (graph: Map<string, string[]>): string[] =>
  [...graph].flatMap(([file, specs]) => specs.filter((s) => s.startsWith('@deepseek-ai/')).map((s) => `${relative(SRC, file)} -> ${s}`));

const layers = suite('layers');

layers('the library entry reaches no host package', () => {
  const graph = reach(join(SRC, 'index.ts'));
  assert.ok(graph.has(join(SRC, 'parse.ts')), 'the walk follows imports');
  assert.equal(hostImports(graph), []);
});

layers('the CLI reaches no host package', () => {
  const graph = reach(join(SRC, 'cli', 'main.ts'));
  assert.ok(graph.size > 10, 'the walk follows imports');
  assert.equal(hostImports(graph), []);
});

layers('only src/plugin/ imports host packages', () => {
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts') && !relative(SRC, full).startsWith('plugin/')) {
        for (const s of specifiersOf(full)) if (s.startsWith('@deepseek-ai/')) offenders.push(`${relative(SRC, full)} -> ${s}`);
      }
    }
  };
  walk(SRC);
  assert.equal(offenders, []);
});

layers('nothing outside src/plugin/ imports from it, but the package entry that loads it', () => {
  const offenders: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts') && !relative(SRC, full).startsWith('plugin/') && relative(SRC, full) !== 'entry/plugin.ts') {
        for (const s of specifiersOf(full)) {
          if (s.startsWith('.') && relative(SRC, resolve(dirname(full), s)).startsWith('plugin/')) offenders.push(`${relative(SRC, full)} -> ${s}`);
        }
      }
    }
  };
  walk(SRC);
  assert.equal(offenders, []);
});

/**
 * The layers, lowest first: a module imports only from its own layer or lower ones. Result
 * types, then parsing, the runners, the workspace, planning, the gate's logic, rendering, the
 * one test call both front ends run (call/), and the two front ends (the plugin and the CLI); `parse.ts` is the parsing entry, `index.ts` the library's,
 * and `entry/plugin.ts` the package's `./plugin` export, which loads the plugin.
 */
const LAYERS: ReadonlyArray<readonly string[]> = [
  ['report'],
  ['parsing', 'run'],
  ['runners', 'parse.ts', 'detect-output.ts'],
  ['workspace'],
  ['planning'],
  ['closure'],
  ['render'],
  ['call'],
  ['plugin', 'cli', 'index.ts'],
  ['entry'],
];
const rankOf = (path: string): number => {
  const top = relative(SRC, path).split('/')[0]!;
  const rank = LAYERS.findIndex((layer) => layer.includes(top));
  if (rank < 0) throw new Error(`${top} is in no layer`);
  return rank;
};

layers('the package entry imports node builtins and the plugin, nothing else', () => {
  assert.equal(specifiersOf(join(SRC, 'entry', 'plugin.ts')).filter((s) => !s.startsWith('node:')), ['../plugin/index.ts', '../plugin/index.ts']);
});

layers('every import points down the layers, or within one', () => {
  const upward: string[] = [];
  const walk = (dir: string): void => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, e.name);
      if (e.isDirectory()) walk(full);
      else if (e.name.endsWith('.ts')) {
        for (const s of specifiersOf(full)) {
          if (!s.startsWith('.')) continue;
          const target = resolve(dirname(full), s);
          if (rankOf(target) > rankOf(full)) upward.push(`${relative(SRC, full)} -> ${relative(SRC, target)}`);
        }
      }
    }
  };
  walk(SRC);
  assert.equal(upward, []);
});

layers('render/ has no runner knowledge: it imports nothing from src/runners/', () => {
  const offenders: string[] = [];
  const dir = join(SRC, 'render');
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.name.endsWith('.ts')) continue;
    const full = join(dir, e.name);
    for (const s of specifiersOf(full)) {
      if (s.startsWith('.') && relative(SRC, resolve(dirname(full), s)).startsWith('runners/')) offenders.push(`${relative(SRC, full)} -> ${s}`);
    }
  }
  assert.ok(readdirSync(dir).length > 5, 'the walk reads render/');
  assert.equal(offenders, []);
});

layers('the test call never climbs back up: nothing it reaches is a front end', () => {
  const graph = reach(join(SRC, 'call', 'test-call.ts'));
  assert.ok(graph.has(join(SRC, 'closure', 'evidence.ts')), 'the walk follows imports');
  const fronts = [...graph.keys()].map((file) => relative(SRC, file)).filter((file) => /^(plugin|cli)\//.test(file) || file === 'index.ts');
  assert.equal(fronts, []);
});

layers('a test call plans in one place: call/planner.ts is the only caller of planCommand on its route, and both front ends plan through it', () => {
  // planning/plan.ts defines it (and plans each package of a monorepo with it).
  const callers = (graph: Map<string, string[]>): string[] =>
    [...graph.keys()].filter((file) => /\bplanCommand\(/.test(readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, ''))).map((file) => relative(SRC, file)).filter((file) => file !== 'planning/plan.ts');
  assert.equal(callers(reach(join(SRC, 'call', 'test-call.ts'))), ['call/planner.ts']);
  for (const front of ['plugin/tools/test-run.ts', 'plugin/start-run.ts', 'plugin/session-baselines.ts', 'cli/commands.ts']) {
    assert.not.match(readFileSync(join(SRC, front), 'utf8'), /\bplanCommand\b/, `${front} plans through call/planner.ts`);
  }
});

layers.run();
