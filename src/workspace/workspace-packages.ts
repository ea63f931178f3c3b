/**
 * A monorepo's packages: the globs of npm/yarn `workspaces` (package.json) or of
 * `pnpm-workspace.yaml`'s `packages:` list, expanded to the directories under the root that
 * hold a package.json. Reads directories only; never follows symlinks, never enters
 * `node_modules` or dot directories, and stops at a package budget.
 *
 * Glob dialect (what these files use in practice): `*` matches within one path segment,
 * `**` any number of segments (at most {@link MAX_DEPTH} levels deep), `!glob` excludes.
 *
 * @module dsh-test-closure/workspace/workspace-packages
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the globs came from. */
export type WorkspaceSource = 'package.json' | 'pnpm-workspace.yaml';

export interface WorkspaceGlobs {
  source: WorkspaceSource;
  globs: readonly string[];
}

/** Packages listed at most: a root with more is probed for its first ones, by path. */
export const MAX_PACKAGES = 100;
/** How deep `**` looks. */
const MAX_DEPTH = 5;

/**
 * The `packages:` list of a pnpm-workspace.yaml: its `- item` lines, quotes stripped. Not a
 * YAML parser: the file is a flat list in practice; anything else yields no globs.
 */
export function pnpmWorkspaceGlobs(text: string): string[] {
  const globs: string[] = [];
  let inPackages = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/\s+#.*$/, '');
    if (/^packages\s*:\s*$/.test(line)) {
      inPackages = true;
      continue;
    }
    if (!inPackages || line.trim() === '') continue;
    const item = /^\s+-\s*(.+?)\s*$/.exec(line);
    if (item === null) {
      if (!/^\s/.test(line)) inPackages = false;
      continue;
    }
    globs.push(item[1]!.replace(/^(['"])(.*)\1$/, '$2'));
  }
  return globs;
}

function segmentPattern(segment: string): RegExp {
  return new RegExp(`^${segment.replace(/[.+^${}()|[\]\\?]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
}

function normalizeGlob(glob: string): string {
  return glob.trim().replace(/^\.\//, '').replace(/\/+$/, '');
}

/** True when `path` (relative, `/`-separated) matches `glob`. */
export function matchesGlob(glob: string, path: string): boolean {
  const parts = normalizeGlob(glob).split('/');
  const segments = path.split('/');
  const match = (gi: number, si: number): boolean => {
    if (gi === parts.length) return si === segments.length;
    const part = parts[gi]!;
    if (part === '**') return match(gi + 1, si) || (si < segments.length && match(gi, si + 1));
    return si < segments.length && segmentPattern(part).test(segments[si]!) && match(gi + 1, si + 1);
  };
  return match(0, 0);
}

/** The fixed directory a glob starts from, and how deep below it a match can be. */
function reachOf(glob: string): { base: string[]; depth: number } {
  const parts = normalizeGlob(glob).split('/');
  const wild = parts.findIndex((p) => p.includes('*'));
  if (wild === -1) return { base: parts, depth: 0 };
  return { base: parts.slice(0, wild), depth: parts.includes('**') ? MAX_DEPTH : parts.length - wild };
}

async function subdirectories(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((e) => e.isDirectory() && e.name !== 'node_modules' && !e.name.startsWith('.')).map((e) => e.name);
  } catch {
    return [];
  }
}

async function hasPackageJson(dir: string): Promise<boolean> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.some((e) => e.name === 'package.json' && e.isFile());
  } catch {
    return false;
  }
}

/**
 * The package directories the globs name, relative to `root`, sorted, at most {@link MAX_PACKAGES}.
 * A glob naming the root itself, or a path that leaves it (`..`), names no package.
 */
export async function workspacePackageDirs(root: string, globs: readonly string[]): Promise<string[]> {
  const include = globs.filter((g) => !g.trim().startsWith('!'));
  const exclude = globs.filter((g) => g.trim().startsWith('!')).map((g) => g.trim().slice(1));
  const found = new Set<string>();
  for (const glob of include) {
    const { base, depth } = reachOf(glob);
    if (base.some((p) => p === '..' || p === '.') || normalizeGlob(glob) === '') continue;
    let level = [base.join('/')];
    for (let d = 0; d <= depth && level.length > 0; d++) {
      const next: string[] = [];
      for (const rel of level) {
        if (rel !== '' && matchesGlob(glob, rel) && (await hasPackageJson(join(root, rel)))) found.add(rel);
        if (d < depth) for (const name of await subdirectories(join(root, rel))) next.push(rel === '' ? name : `${rel}/${name}`);
      }
      level = next;
    }
  }
  return [...found].filter((dir) => !exclude.some((g) => matchesGlob(g, dir))).sort().slice(0, MAX_PACKAGES);
}
