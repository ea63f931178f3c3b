/**
 * Why a file counts as read by every test (issue 37's fallback `<path> changed, which every
 * test reads`): walks from the workspace's runner configs as src/workspace/test-inputs.ts
 * `globalInputs` does (a scanned file's imports and literals, a config's names as text) and
 * prints the chain from a config to `<file>`. A diagnostic, not a measure (bench/README.md,
 * "On a real project: zod"). The file list is `find` without `node_modules` and `.git`.
 *
 * Run: `node bench/trace-global.ts <workspace> <file>`.
 *
 * @module bench/trace-global
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { harnessRole } from '../src/workspace/harness-files.ts';
import { headOf, isScanned, namedIn, resolveReferences, Tree } from '../src/workspace/references.ts';

const [rootArg, target] = process.argv.slice(2);
if (rootArg === undefined || target === undefined) {
  console.error('usage: node bench/trace-global.ts <workspace> <file>');
  process.exit(2);
}
const root = resolve(rootArg);
const files = execSync("find . -path '*/node_modules' -prune -o -path ./.git -prune -o -type f -print", { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)
  .map((p) => p.slice(2));
const tree = new Tree(files);
const roots = files.filter((p) => harnessRole(p) === 'config');
const parent = new Map<string, string>();
const seen = new Set(roots);
const stack = [...roots];
while (stack.length > 0) {
  const path = stack.pop()!;
  let refs: string[] = [];
  if (isScanned(path)) {
    const text = headOf(join(root, path));
    if (text !== undefined) refs = resolveReferences(tree, path, namedIn(text, path.endsWith('.py'))).files;
  } else {
    let text = headOf(join(root, path));
    if (path.endsWith('package.json')) {
      try {
        const m = JSON.parse(readFileSync(join(root, path), 'utf8'));
        text = JSON.stringify([m.jest, m.mocha, m.ava, m.c8, m.nyc]);
      } catch {
        text = undefined;
      }
    }
    if (text !== undefined) refs = resolveReferences(tree, path, namedIn(text, false)).files.filter((r) => r !== path);
  }
  for (const ref of refs) {
    if (seen.has(ref)) continue;
    seen.add(ref);
    parent.set(ref, path);
    stack.push(ref);
  }
}
const chain: string[] = [];
for (let p: string | undefined = target; p !== undefined; p = parent.get(p)) chain.push(p);
console.log(JSON.stringify({ configs: roots.length, global: seen.size, read: seen.has(target), chain: chain.join(' <- ') }, null, 2));
