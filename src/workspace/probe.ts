/**
 * Workspace probe: which test runner a project uses, where its tests are, and why. The
 * facts are read once (facts.ts), the rules decide over them (detect.ts), and this module
 * shapes the answer. It plans nothing: the command `test_run` would run is the planner's,
 * added by planning/describe.ts.
 *
 * @module dsh-test-closure/workspace/probe
 */
import { join } from 'node:path';
import { MALFORMED_PACKAGE_JSON_SUFFIX, REASONS } from './probe-messages.ts';
import { workspacePackageDirs, type WorkspaceGlobs } from './workspace-packages.ts';
import type { Framework, RunnerKind } from '../report/kinds.ts';
import { isFramework, RUNNERS } from '../runners/registry.ts';
import { detectRunner, testScriptOf } from './detect.ts';
import { DEFAULT_MAX_ENTRIES, readWorkspaceFacts, type WorkspaceFacts } from './facts.ts';
import { LOCKFILES, type PackageManager } from './package-manager.ts';
import { pathLookup } from './on-path.ts';
import { isFileInside } from './inside.ts';
import { bundleLocking } from './bundler.ts';
import { detectPythonEnv, type PythonEnv } from './python-env.ts';
import { readScript } from './script.ts';

export { DEFAULT_MAX_ENTRIES } from './facts.ts';

/** What the probe found. All paths are relative to the probed root, `/`-separated. */
export interface WorkspaceProbe {
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
  /** One short sentence: which file or field decided. */
  reason: string;
  /** package.json `scripts.test` when it would start a watcher; the planned command runs once instead. */
  watchScript?: string;
  /** package.json `scripts.test`, unless it is npm's placeholder: what `npm test` runs. */
  testScript?: string;
  /** For `npm-test`: the runner the script calls, when recognisable. */
  parseAs?: Framework;
  /**
   * From the `packageManager` field or the root lockfile, `npm` by default; absent for a
   * workspace with no package.json and no lockfile (a Python project has none).
   */
  packageManager?: PackageManager;
  /** For pytest: the Python that runs the tests (the words that stand for `python3`) and why (python-env.ts). */
  python?: PythonEnv;
  /** For unittest: a Django project's manage script; the suite runs as `python3 manage.py test -v 2`. */
  djangoManage?: string;
  /** The runner's own copy in the project (its command's `localBin`), when the file is there: the planned command runs it. */
  localBin?: string;
  /** For a runner run in a build directory (its command's `buildDir`): the configured one found, relative to the root. */
  buildDir?: string;
  /** For a Ruby runner (its command's `bundledGem`): the Gemfile.lock that locks it; the planned command runs through `bundle exec`. */
  bundler?: string;
  /** The root as passed to {@link probeWorkspace}; the planner names it in its errors. */
  root?: string;
  /** For `workspaces`: each package that has tests, probed on its own, in path order. */
  packages?: WorkspacePackage[];
}

/** One package of a monorepo: its directory (relative to the root) and its own probe. */
export interface WorkspacePackage extends Omit<WorkspaceProbe, 'packages' | 'root'> {
  dir: string;
}

/** Walk bounds. */
export interface ProbeOptions {
  /** Directory entries read at most (default {@link DEFAULT_MAX_ENTRIES}). */
  maxEntries?: number;
  /** Test files listed at most (default {@link DEFAULT_MAX_LISTED_FILES}). */
  maxListedFiles?: number;
  /** The PATH the run's shell searches, for uv and poetry (default: this process's). */
  path?: string;
  /** Probing a package of a monorepo: its root's package manager, and no nested workspaces. */
  asPackageOf?: { packageManager?: PackageManager };
}

/** Default number of test files listed; `testFileCount` still counts them all. */
export const DEFAULT_MAX_LISTED_FILES = 20;

/** A non-negative integer option; NaN or a non-number falls back to the default (NaN would disable the budget). */
function bound(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && !Number.isNaN(value) ? Math.max(0, Math.floor(value)) : fallback;
}

/** A package.json or a lockfile: the project has a package manager to name. */
function hasNodeProject(facts: WorkspaceFacts): boolean {
  return facts.manifest.state !== 'absent' || LOCKFILES.some(([file]) => facts.rootFiles.has(file));
}

function pythonOf(facts: WorkspaceFacts, path: string | undefined): PythonEnv {
  return detectPythonEnv({ rootFiles: facts.rootFiles, virtualenvs: facts.virtualenvs, onPath: pathLookup(path) });
}

/**
 * What a monorepo root decides itself: a runner declared at the root whose config may list
 * the packages as projects (its detection's `decidesForPackages`: vitest, jest) or a root
 * `scripts.test` (`turbo run test`, `pnpm -r test`, …) is the suite. Only test files found
 * across the tree (node:test), pytest markers or nothing at all defer to the packages.
 */
function rootDecides(kind: RunnerKind | null): boolean {
  return kind === 'npm-test' || (isFramework(kind) && RUNNERS[kind].detection.decidesForPackages === true);
}

/** The root as a monorepo: every package that has tests, each probed on its own; undefined when none has. */
async function probePackages(root: string, facts: WorkspaceFacts, globs: WorkspaceGlobs, options: ProbeOptions): Promise<WorkspaceProbe | undefined> {
  const dirs = await workspacePackageDirs(root, globs.globs);
  const packages: WorkspacePackage[] = [];
  for (const dir of dirs) {
    const { root: _root, packages: _nested, ...probe } = await probeWorkspace(join(root, dir), { ...options, asPackageOf: { packageManager: facts.packageManager } });
    if (probe.framework !== null) packages.push({ dir, ...probe });
  }
  if (packages.length === 0) return undefined;
  const testFiles = packages.flatMap((p) => p.testFiles.map((f) => `${p.dir}/${f}`));
  return {
    framework: 'workspaces',
    configPath: globs.source,
    testFiles: testFiles.slice(0, bound(options.maxListedFiles, DEFAULT_MAX_LISTED_FILES)),
    testFileCount: packages.reduce((n, p) => n + p.testFileCount, 0),
    walkTruncated: facts.walkTruncated || packages.some((p) => p.walkTruncated),
    reason: REASONS.workspaces(globs.source, packages.length, dirs.length),
    packageManager: facts.packageManager,
    root,
    packages,
  };
}

/**
 * Where the runner's command finds files the walk does not list (build output, `vendor/`):
 * its own copy in the project, and its configured build directory; and the bundle it runs
 * through (workspace/bundler.ts). A build directory that is
 * missing is said in the reason, since test_run will refuse to run.
 */
function commandFiles(root: string, runner: Framework): { localBin?: string; buildDir?: string; bundler?: string; missing?: string } {
  const { localBin, buildDir, bundledGem } = RUNNERS[runner].command;
  const found: { localBin?: string; buildDir?: string; bundler?: string; missing?: string } = {};
  if (localBin !== undefined && isFileInside(root, localBin)) found.localBin = localBin;
  const bundler = bundledGem !== undefined ? bundleLocking(root, bundledGem) : undefined;
  if (bundler !== undefined) found.bundler = bundler;
  if (buildDir !== undefined) {
    const dir = buildDir.candidates.find((d) => isFileInside(root, `${d}/${buildDir.marker}`));
    if (dir !== undefined) found.buildDir = dir;
    else found.missing = buildDir.missing;
  }
  return found;
}

/**
 * Probes a workspace.
 *
 * @param root the directory to probe (absolute, or relative to the process cwd).
 * @param options walk bounds; see {@link ProbeOptions}.
 * @returns what was detected; see {@link WorkspaceProbe}.
 * @throws Error naming the root when the root itself cannot be listed (see facts.ts).
 */
export async function probeWorkspace(root: string, options: ProbeOptions = {}): Promise<WorkspaceProbe> {
  const facts = await readWorkspaceFacts(root, bound(options.maxEntries, DEFAULT_MAX_ENTRIES));
  const decision = detectRunner(facts);
  if (facts.workspaceGlobs !== undefined && options.asPackageOf === undefined && !rootDecides(decision.framework)) {
    const monorepo = await probePackages(root, facts, facts.workspaceGlobs, options);
    if (monorepo !== undefined) return monorepo;
  }
  const testScript = testScriptOf(facts);
  const script = testScript !== undefined ? readScript(testScript) : {};
  const listAs: Framework | null = decision.framework === 'npm-test' ? (script.runner ?? 'node:test') : decision.framework;
  const testFiles = listAs === null ? [] : facts.files.filter(RUNNERS[listAs].isTestFile).sort();
  const { missing, ...commandFacts } = isFramework(decision.framework) ? commandFiles(root, decision.framework) : {};
  return {
    framework: decision.framework,
    ...(decision.configPath !== undefined ? { configPath: decision.configPath } : {}),
    testFiles: testFiles.slice(0, bound(options.maxListedFiles, DEFAULT_MAX_LISTED_FILES)),
    testFileCount: testFiles.length,
    walkTruncated: facts.walkTruncated,
    reason: decision.reason + (facts.manifest.state === 'malformed' ? MALFORMED_PACKAGE_JSON_SUFFIX : '') + (missing !== undefined ? `; ${missing}` : ''),
    ...(testScript !== undefined && script.watch !== undefined ? { watchScript: testScript } : {}),
    ...(testScript !== undefined ? { testScript } : {}),
    ...(decision.framework === 'npm-test' && script.runner !== undefined ? { parseAs: script.runner } : {}),
    ...(options.asPackageOf !== undefined
      ? options.asPackageOf.packageManager !== undefined ? { packageManager: options.asPackageOf.packageManager } : {}
      : hasNodeProject(facts) ? { packageManager: facts.packageManager } : {}),
    ...(isFramework(decision.framework) && RUNNERS[decision.framework].command.python ? { python: pythonOf(facts, options.path) } : {}),
    // Detected by Django's manage.py (detect.ts), not merely a Django project run as unittest.
    ...(isFramework(decision.framework) && RUNNERS[decision.framework].command.djangoManage && decision.configPath !== undefined && decision.configPath === facts.python.djangoManage ? { djangoManage: decision.configPath } : {}),
    ...commandFacts,
    root,
  };
}
