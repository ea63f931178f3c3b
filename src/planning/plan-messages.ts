/**
 * Every model-visible string `planCommand` produces: thrown errors and the `notes` it
 * attaches to a plan. Kept in one place so tests and docs/model-visible-text.md pin them.
 *
 * @module dsh-test-closure/planning/plan-messages
 */
import { RUNNER_KINDS } from '../runners/registry.ts';

/** Error: the runner runs in a configured build directory and the workspace has none (its runner's `buildDir.missing`). */
export function buildDirMissingMessage(runner: string, missing: string): string {
  return `test_run: ${runner} cannot run here: ${missing}`;
}

/** Error: nothing detected, and neither `framework` nor `command` was given. */
export function noFrameworkMessage(root: string): string {
  return `test_run: no test framework detected in ${root}; pass framework or command`;
}

/** Error: `package` names no package of the monorepo that has tests. */
export function unknownPackageMessage(name: string, dirs: readonly string[]): string {
  return `test_run: unknown package ${JSON.stringify(name)}; expected one of ${dirs.join(', ')}`;
}

/** Error: `package` outside a monorepo root. */
export function packageWithoutWorkspacesMessage(name: string): string {
  return `test_run: package ${JSON.stringify(name)} needs a monorepo root (workspaces); this workspace has none`;
}

/** Error: a monorepo target path is under no package (and no `package` was given). */
export function targetOutsidePackagesMessage(word: string, dirs: readonly string[]): string {
  return `test_run: target "${word}" is in no workspace package (${dirs.join(', ')}); give its path from the root, or pass package`;
}

/** Error: `framework` is not one of RUNNER_KINDS. */
export function unknownFrameworkMessage(framework: unknown): string {
  return `test_run: unknown framework ${JSON.stringify(framework)}; expected one of ${RUNNER_KINDS.join(', ')}`;
}

/** Error: a target word would switch the runner into watch mode, which never exits. */
export function watchTargetMessage(word: string): string {
  return `test_run: target ${JSON.stringify(word)} would start a watcher; test_run always runs once`;
}

/** What ran instead of the narrowed selection, depending on whether targets were given. */
function ran(hasTarget: boolean): string {
  return hasTarget ? 'ran the target' : 'ran the full suite';
}

/** The notes a plan can carry. Exact strings; the planner never builds notes elsewhere. */
export const NOTES = {
  /** npm-test with last_failed: the script's arguments cannot be trusted to filter by name. */
  npmLastFailed: 'last_failed: npm test cannot select tests; ran the full suite',
  /** last_failed requested but the previous run recorded no failures. */
  lastFailedEmpty: (hasTarget: boolean) => `last_failed: no previous failures recorded; ${ran(hasTarget)}`,
  /** last_failed requested but no recorded failure names a selectable test (e.g. only file-level errors). */
  lastFailedUnselectable: (hasTarget: boolean) => `last_failed: previous failures name no selectable test; ${ran(hasTarget)}`,
  /** vitest/jest/node:test: the failures were turned into a test-name pattern, and limited to their files when all are known. */
  lastFailedByName: (count: number, files?: number) =>
    `last_failed: selected ${count} previously failing test${count === 1 ? '' : 's'} by name${files === undefined ? '' : ` in ${files} file${files === 1 ? '' : 's'}`}`,
  /** pytest: the failures were passed as node ids. */
  lastFailedByNodeId: (count: number) => `last_failed: selected ${count} previously failing node id${count === 1 ? '' : 's'}`,
  /** pytest with both last_failed and target: the node ids already carry their files. */
  pytestTargetIgnored: 'target: ignored because the last_failed node ids already name their files',
  /** A verbatim command with target or last_failed. */
  commandVerbatim: 'command: ran verbatim; target and last_failed were ignored',
  /** A verbatim command that looks like it starts a watcher. */
  commandWatches: 'command: looks like it starts a watcher; it may run until the timeout',
  /** scripts.test starts a vitest/jest watcher: the runner ran directly, once. */
  watchReplaced: (runner: string) => `watch: scripts.test starts a watcher; ran ${runner} once instead`,
  /** scripts.test is react-scripts test (or craco/react-app-rewired): run it with --watchAll=false. */
  watchDisabled: 'watch: scripts.test starts a watcher; ran it once with --watchAll=false',
  /** Flags appended to the project's script (its last command is vitest). */
  scriptFlags: (flags: string) => `scripts.test: appended ${flags}, so it runs once with the reporter the parser reads`,
  /** The project script's runner is unknown: CI=1 is the one variable the plan sets. */
  ciForScript: 'env: set CI=1 for the project\'s test script, so a watcher it may start runs once',
  /** The runner behind the test script or command is unknown: output is parsed as node:test. */
  parseAsDefault: 'parse_as: could not tell which runner the command calls; parsing its output as node:test',
  /** …and its output, read by every parser, is recognised as `framework`'s (replaces {@link NOTES.parseAsDefault}). */
  parseAsDetected: (framework: string) => `parse_as: could not tell which runner the command calls; its output reads as ${framework}`,
} as const;
