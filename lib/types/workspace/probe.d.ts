import type { Framework } from '../report/types.ts';
import { type PackageManager } from './package-manager.ts';
import type { RunnerKind } from '../runners/kinds.ts';
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
export declare const DEFAULT_MAX_ENTRIES = 20000;
/** Default number of test files listed; `testFileCount` still counts them all. */
export declare const DEFAULT_MAX_LISTED_FILES = 20;
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
export declare function probeWorkspace(root: string, options?: ProbeOptions): Promise<ProbeResult>;
