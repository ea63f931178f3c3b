/**
 * Workspace probe: which test runner a project uses, where its tests are, and the command
 * `test_run` would plan for it. Reads only (stat, readdir, readFile); never spawns, never
 * follows symlinked directories, and bounds the walk by an entry budget.
 *
 * Detection rules, first match wins:
 * 1. vitest: `vitest` in package.json dependencies/devDependencies, or a root `vitest.config.*`;
 * 2. jest: `jest` in those fields, a root `jest.config.*`, or a `jest` key in package.json;
 * 3. npm-test: package.json `scripts.test`, unless it is npm's `echo "Error: no test specified"`;
 * 4. pytest: `pytest.ini`, `pyproject.toml` with `[tool.pytest`, `tox.ini` with `[pytest]`,
 *    `setup.cfg` with `[tool:pytest]` (pytest's own precedence), else any `conftest.py`;
 * 5. node:test: JS/TS test files (`*.test.*`, `*.spec.*`, node's defaults, files under `test/`/`tests/`);
 * 6. pytest again when the only test files are Python ones (`test_*.py`, `*_test.py`).
 * A package.json that is not a JSON object is noted in `reason` and skipped by rules 1–3.
 *
 * @module dsh-test-closure/workspace/probe
 */
import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Framework } from '../report/types.ts';
import { planCommand } from '../planning/plan.ts';
import { dependencyFieldOf, hasJestKey, packageManagerFieldOf, parseManifest, testScriptOf, type Manifest } from './manifest.ts';
import { detectPackageManager, type PackageManager } from './package-manager.ts';
import {
  MALFORMED_PACKAGE_JSON_SUFFIX,
  REASONS,
  rootMissingMessage,
  rootNotDirectoryMessage,
  rootUnreadableMessage,
} from '../render/probe-messages.ts';
import type { RunnerKind } from '../runners/kinds.ts';
import { isNpmDefaultTestScript, readScript } from './script.ts';
import { isPythonTestFile, isTestFile } from './test-files.ts';
import { walkFiles } from './walk.ts';

/** What the probe found. All paths are relative to the probed root, `/`-separated. */
export interface ProbeResult {
  /** The detected runner; null when nothing was detected. */
  framework: RunnerKind | null;
  /** The file that configures (or declared) the runner, e.g. `vitest.config.ts`, `pyproject.toml`, `package.json`. */
  configPath?: string;
  /** Test files for the detected runner, sorted, at most `maxListedFiles`. */
  testFiles: string[];
  /** All test files found within the walk budget. */
  testFileCount: number;
  /** True when the entry budget stopped the walk, so `testFileCount` is a lower bound. */
  walkTruncated: boolean;
  /** The command `test_run` plans with no options; `''` when `framework` is null. */
  command: string;
  /** One short sentence: which file or field decided. */
  reason: string;
  /** package.json `scripts.test` when it would start a watcher; `command` runs once instead. */
  watchScript?: string;
  /** package.json `scripts.test`, unless it is npm's placeholder: what `npm test` runs. */
  testScript?: string;
  /** For `npm-test`: the runner the script calls, when recognisable. */
  parseAs?: Framework;
  /** From the `packageManager` field or the root lockfile; `npm` by default. */
  packageManager: PackageManager;
  /** The root as passed to {@link probeWorkspace}; the planner names it in its errors. */
  root?: string;
}

/** Walk bounds. */
export interface ProbeOptions {
  /** Directory entries read at most (default {@link DEFAULT_MAX_ENTRIES}). */
  maxEntries?: number;
  /** Test files listed at most (default {@link DEFAULT_MAX_LISTED_FILES}). */
  maxListedFiles?: number;
}

/** Default entry budget of the walk: enough for a large app, bounded for a monorepo root. */
export const DEFAULT_MAX_ENTRIES = 20_000;
/** Default number of test files listed; `testFileCount` still counts them all. */
export const DEFAULT_MAX_LISTED_FILES = 20;

const VITEST_CONFIG = /^vitest\.config\.[cm]?[jt]s$/;
const JEST_CONFIG = /^jest\.config\.([cm]?[jt]s|json)$/;

/** Pytest ini-style files in pytest's own precedence order, with the section that makes them count. */
const PYTEST_INI_FILES: ReadonlyArray<readonly [file: string, marker: string | null]> = [
  ['pytest.ini', null],
  ['pyproject.toml', '[tool.pytest'],
  ['tox.ini', '[pytest]'],
  ['setup.cfg', '[tool:pytest]'],
];

interface Decision {
  framework: RunnerKind | null;
  configPath?: string;
  reason: string;
}

/** A non-negative integer option; NaN or a non-number falls back to the default (NaN would disable the budget). */
function bound(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && !Number.isNaN(value) ? Math.max(0, Math.floor(value)) : fallback;
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

async function readOptional(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch {
    return undefined;
  }
}

function firstMatching(names: ReadonlySet<string>, pattern: RegExp): string | undefined {
  return [...names].filter((n) => pattern.test(n)).sort()[0];
}

function shallowestFirst(a: string, b: string): number {
  const depth = a.split('/').length - b.split('/').length;
  return depth !== 0 ? depth : a < b ? -1 : a > b ? 1 : 0;
}

async function pytestMarker(root: string, rootFiles: ReadonlySet<string>, files: readonly string[]): Promise<Decision | undefined> {
  for (const [file, marker] of PYTEST_INI_FILES) {
    if (!rootFiles.has(file)) continue;
    if (marker === null) return { framework: 'pytest', configPath: file, reason: REASONS.pytestFile(file) };
    const text = await readOptional(join(root, file));
    if (text?.includes(marker)) return { framework: 'pytest', configPath: file, reason: REASONS.pytestMarker(file, marker) };
  }
  const conftest = files.filter((f) => f === 'conftest.py' || f.endsWith('/conftest.py')).sort(shallowestFirst)[0];
  return conftest === undefined ? undefined : { framework: 'pytest', configPath: conftest, reason: REASONS.pytestFile(conftest) };
}

async function decide(
  root: string,
  manifest: Manifest,
  rootFiles: ReadonlySet<string>,
  files: readonly string[],
  testScript: string | undefined,
): Promise<Decision> {
  const json = manifest.kind === 'ok' ? manifest.json : undefined;

  const vitestDep = json && dependencyFieldOf(json, 'vitest');
  const vitestConfig = firstMatching(rootFiles, VITEST_CONFIG);
  if (vitestDep !== undefined) return { framework: 'vitest', configPath: vitestConfig ?? 'package.json', reason: REASONS.depVitest(vitestDep) };
  if (vitestConfig !== undefined) return { framework: 'vitest', configPath: vitestConfig, reason: REASONS.configVitest(vitestConfig) };

  const jestDep = json && dependencyFieldOf(json, 'jest');
  const jestConfig = firstMatching(rootFiles, JEST_CONFIG);
  if (jestDep !== undefined) return { framework: 'jest', configPath: jestConfig ?? 'package.json', reason: REASONS.depJest(jestDep) };
  if (jestConfig !== undefined) return { framework: 'jest', configPath: jestConfig, reason: REASONS.configJest(jestConfig) };
  if (json && hasJestKey(json)) return { framework: 'jest', configPath: 'package.json', reason: REASONS.keyJest };

  if (testScript !== undefined) return { framework: 'npm-test', configPath: 'package.json', reason: REASONS.scriptTest };

  const pytest = await pytestMarker(root, rootFiles, files);
  if (pytest !== undefined) return pytest;

  if (files.some((f) => isTestFile('node:test', f))) return { framework: 'node:test', reason: REASONS.jsTests };
  if (files.some(isPythonTestFile)) return { framework: 'pytest', reason: REASONS.pythonTestsOnly };
  return { framework: null, reason: REASONS.nothing };
}

/**
 * Probes a workspace.
 *
 * @param root the directory to probe (absolute, or relative to the process cwd).
 * @param options walk bounds; see {@link ProbeOptions}.
 * @returns what was detected; see {@link ProbeResult}.
 * @throws Error with {@link rootMissingMessage}, {@link rootNotDirectoryMessage} or
 *   {@link rootUnreadableMessage} when the root itself cannot be listed. Nothing below the
 *   root throws: unreadable subdirectories and files are skipped.
 */
export async function probeWorkspace(root: string, options: ProbeOptions = {}): Promise<ProbeResult> {
  const maxEntries = bound(options.maxEntries, DEFAULT_MAX_ENTRIES);
  const maxListed = bound(options.maxListedFiles, DEFAULT_MAX_LISTED_FILES);

  const rootEntries = await readRootEntries(root);
  // Config files may be symlinks (dotfile managers, monorepo links), so anything but a directory counts.
  const rootFiles = new Set(rootEntries.filter((e) => !e.isDirectory()).map((e) => e.name));
  const manifest = parseManifest(rootFiles.has('package.json') ? await readOptional(join(root, 'package.json')) : undefined);
  const rawScript = manifest.kind === 'ok' ? testScriptOf(manifest.json) : undefined;
  const testScript = rawScript !== undefined && !isNpmDefaultTestScript(rawScript) ? rawScript : undefined;
  const script = testScript !== undefined ? readScript(testScript) : {};

  const walk = await walkFiles(root, rootEntries, maxEntries);
  const decision = await decide(root, manifest, rootFiles, walk.files, testScript);

  const listAs: Framework | null =
    decision.framework === 'npm-test' ? (script.runner ?? 'node:test') : decision.framework;
  const testFiles = listAs === null ? [] : walk.files.filter((f) => isTestFile(listAs, f)).sort();

  const result: ProbeResult = {
    framework: decision.framework,
    ...(decision.configPath !== undefined ? { configPath: decision.configPath } : {}),
    testFiles: testFiles.slice(0, maxListed),
    testFileCount: testFiles.length,
    walkTruncated: walk.truncated,
    command: '',
    reason: decision.reason + (manifest.kind === 'malformed' ? MALFORMED_PACKAGE_JSON_SUFFIX : ''),
    ...(testScript !== undefined && script.watch !== undefined ? { watchScript: testScript } : {}),
    ...(testScript !== undefined ? { testScript } : {}),
    ...(decision.framework === 'npm-test' && script.runner !== undefined ? { parseAs: script.runner } : {}),
    packageManager: detectPackageManager(manifest.kind === 'ok' ? packageManagerFieldOf(manifest.json) : undefined, rootFiles),
    root,
  };
  if (result.framework !== null) result.command = planCommand({}, result).command;
  return result;
}
