import type { Framework, RunnerKind } from '../report/kinds.ts';
import { type PackageManager } from './package-manager.ts';
import { type PythonEnv } from './python-env.ts';
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
    asPackageOf?: {
        packageManager?: PackageManager;
    };
}
/** Default number of test files listed; `testFileCount` still counts them all. */
export declare const DEFAULT_MAX_LISTED_FILES = 20;
/**
 * Probes a workspace.
 *
 * @param root the directory to probe (absolute, or relative to the process cwd).
 * @param options walk bounds; see {@link ProbeOptions}.
 * @returns what was detected; see {@link WorkspaceProbe}.
 * @throws Error naming the root when the root itself cannot be listed (see facts.ts).
 */
export declare function probeWorkspace(root: string, options?: ProbeOptions): Promise<WorkspaceProbe>;
