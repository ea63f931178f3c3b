/**
 * What a workspace holds, read once: the root's file names, package.json read into the facts
 * the rules decide over (dependencies, scripts, its top-level keys, the package manager,
 * workspaces), the runner config files at the root, the texts of root files that may name a runner, the
 * bounded walk of its files, and what its Python test modules import (python-facts.ts). Reads only (stat, readdir, readFile); never spawns, never follows
 * symlinked directories, never reads a file through a symlink out of the workspace. The detection rules (detect.ts) decide over these facts alone.
 *
 * @module dsh-test-closure/workspace/facts
 */
import type { Dirent } from 'node:fs';
import { lstat, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { rootMissingMessage, rootNotDirectoryMessage, rootUnreadableMessage } from './probe-messages.ts';
import { isInside } from './inside.ts';
import { parseManifest, type ManifestFacts } from './manifest.ts';
import { detectPackageManager, type PackageManager } from './package-manager.ts';
import { orderVirtualenvs } from './python-env.ts';
import { pnpmWorkspaceGlobs, type WorkspaceGlobs } from './workspace-packages.ts';
import { readPythonFacts, type PythonFacts } from './python-facts.ts';
import { walkFiles } from './walk.ts';
import type { Framework } from '../report/kinds.ts';
import { FRAMEWORKS, RUNNERS } from '../runners/registry.ts';

/** Default entry budget of the walk: enough for a large app, bounded for a monorepo root. */
export const DEFAULT_MAX_ENTRIES = 20_000;

/** Every root file whose text may name a runner (its detection's `markedFiles` with a marker), read when present. */
const MARKED_FILES: readonly string[] = [
  ...new Set(FRAMEWORKS.flatMap((framework) => (RUNNERS[framework].detection.markedFiles ?? []).flatMap(([file, marker]) => (marker === null ? [] : [file])))),
];

export interface WorkspaceFacts {
  /** The root as given. */
  root: string;
  /** Names of the root's entries that are not directories (config files may be symlinks). */
  rootFiles: ReadonlySet<string>;
  /** package.json, read once. */
  manifest: ManifestFacts;
  packageManager: PackageManager;
  /** The root's runner config files (each runner's detection `configFile`), the first by name when several match. */
  configFiles: Partial<Record<Framework, string>>;
  /** The texts of the root files whose text may name a runner, where present and readable. */
  markedTexts: ReadonlyMap<string, string>;
  /** The walk: files relative to the root, `/`-separated, breadth-first. */
  files: readonly string[];
  /** The entry budget stopped the walk. */
  walkTruncated: boolean;
  /** A monorepo root's package globs (npm/yarn `workspaces`, else pnpm-workspace.yaml). */
  workspaceGlobs?: WorkspaceGlobs;
  /** Root directories that are virtualenvs (`pyvenv.cfg` and `bin/python`), in python-env.ts's order. */
  virtualenvs: readonly string[];
  /** What the Python test modules import, and whether the workspace declares pytest. */
  python: PythonFacts;
}

function errnoCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'UNKNOWN';
}

async function readRootEntries(root: string): Promise<Dirent[]> {
  let isDirectory: boolean;
  try {
    isDirectory = (await stat(root)).isDirectory();
  } catch (error) {
    const code = errnoCode(error);
    // ENOTDIR: a component of the path is a file, so the root cannot exist.
    if (code === 'ENOENT' || code === 'ENOTDIR') throw new Error(rootMissingMessage(root));
    throw new Error(rootUnreadableMessage(root, code));
  }
  if (!isDirectory) throw new Error(rootNotDirectoryMessage(root));
  try {
    return await readdir(root, { withFileTypes: true });
  } catch (error) {
    throw new Error(rootUnreadableMessage(root, errnoCode(error)));
  }
}

/** A root file's text; undefined when it is unreadable, or a symlink out of the workspace. */
async function readInside(root: string, name: string): Promise<string | undefined> {
  const path = join(root, name);
  if (!isInside(root, path)) return undefined;
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Root directories that hold a `pyvenv.cfg` and a `bin/python` (a symlink, as venv makes it). */
async function rootVirtualenvs(root: string, entries: readonly Dirent[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    try {
      await stat(join(root, entry.name, 'pyvenv.cfg'));
      await lstat(join(root, entry.name, 'bin', 'python'));
      found.push(entry.name);
    } catch {
      // Not a virtualenv.
    }
  }
  return orderVirtualenvs(found);
}

/** package.json `workspaces` first (npm, yarn, bun), else pnpm-workspace.yaml's `packages:`. */
async function workspaceGlobsOf(root: string, rootFiles: ReadonlySet<string>, manifest: ManifestFacts): Promise<WorkspaceGlobs | undefined> {
  if (manifest.workspaces !== undefined && manifest.workspaces.length > 0) return { source: 'package.json', globs: manifest.workspaces };
  if (!rootFiles.has('pnpm-workspace.yaml')) return undefined;
  const globs = pnpmWorkspaceGlobs((await readInside(root, 'pnpm-workspace.yaml')) ?? '');
  return globs.length > 0 ? { source: 'pnpm-workspace.yaml', globs } : undefined;
}

function firstMatching(names: ReadonlySet<string>, pattern: RegExp): string | undefined {
  return [...names].filter((n) => pattern.test(n)).sort()[0];
}

/**
 * Reads a workspace's facts.
 *
 * @param root the directory to read (absolute, or relative to the process cwd).
 * @param maxEntries the walk's entry budget.
 * @throws Error with {@link rootMissingMessage}, {@link rootNotDirectoryMessage} or
 *   {@link rootUnreadableMessage} when the root itself cannot be listed. Nothing below the
 *   root throws: unreadable subdirectories and files are skipped.
 */
export async function readWorkspaceFacts(root: string, maxEntries: number = DEFAULT_MAX_ENTRIES): Promise<WorkspaceFacts> {
  const rootEntries = await readRootEntries(root);
  const rootFiles = new Set(rootEntries.filter((e) => !e.isDirectory()).map((e) => e.name));
  const manifest = parseManifest(rootFiles.has('package.json') ? await readInside(root, 'package.json') : undefined);
  const markedTexts = new Map<string, string>();
  for (const file of MARKED_FILES) {
    if (!rootFiles.has(file)) continue;
    const text = await readInside(root, file);
    if (text !== undefined) markedTexts.set(file, text);
  }
  const walk = await walkFiles(root, rootEntries, maxEntries);
  const workspaceGlobs = await workspaceGlobsOf(root, rootFiles, manifest);
  const configFiles: Partial<Record<Framework, string>> = {};
  for (const framework of FRAMEWORKS) {
    const pattern = RUNNERS[framework].detection.configFile;
    const file = pattern === undefined ? undefined : firstMatching(rootFiles, pattern);
    if (file !== undefined) configFiles[framework] = file;
  }
  return {
    root,
    rootFiles,
    manifest,
    packageManager: detectPackageManager(manifest.packageManagerField, rootFiles),
    configFiles,
    markedTexts,
    files: walk.files,
    walkTruncated: walk.truncated,
    virtualenvs: await rootVirtualenvs(root, rootEntries),
    ...(workspaceGlobs !== undefined ? { workspaceGlobs } : {}),
    python: await readPythonFacts(root, rootFiles, walk.files, (path) => readInside(root, path)),
  };
}
