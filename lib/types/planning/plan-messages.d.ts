/** Error: the runner runs in a configured build directory and the workspace has none (its runner's `buildDir.missing`). */
export declare function buildDirMissingMessage(runner: string, missing: string): string;
/** Error: nothing detected, and neither `framework` nor `command` was given. */
export declare function noFrameworkMessage(root: string): string;
/** Error: `package` names no package of the monorepo that has tests. */
export declare function unknownPackageMessage(name: string, dirs: readonly string[]): string;
/** Error: `package` outside a monorepo root. */
export declare function packageWithoutWorkspacesMessage(name: string): string;
/** Error: a monorepo target path is under no package (and no `package` was given). */
export declare function targetOutsidePackagesMessage(word: string, dirs: readonly string[]): string;
/** Error: `framework` is not one of RUNNER_KINDS. */
export declare function unknownFrameworkMessage(framework: unknown): string;
/** Error: a target word would switch the runner into watch mode, which never exits. */
export declare function watchTargetMessage(word: string): string;
/** The notes a plan can carry. Exact strings; the planner never builds notes elsewhere. */
export declare const NOTES: {
    /** npm-test with last_failed: the script's arguments cannot be trusted to filter by name. */
    readonly npmLastFailed: "last_failed: npm test cannot select tests; ran the full suite";
    /** last_failed requested but the previous run recorded no failures. */
    readonly lastFailedEmpty: (hasTarget: boolean) => string;
    /** last_failed requested but no recorded failure names a selectable test (e.g. only file-level errors). */
    readonly lastFailedUnselectable: (hasTarget: boolean) => string;
    /** vitest/jest/node:test: the failures were turned into a test-name pattern, and limited to their files when all are known. */
    readonly lastFailedByName: (count: number, files?: number) => string;
    /** pytest: the failures were passed as node ids. */
    readonly lastFailedByNodeId: (count: number) => string;
    /** pytest with both last_failed and target: the node ids already carry their files. */
    readonly pytestTargetIgnored: "target: ignored because the last_failed node ids already name their files";
    /** A verbatim command with target or last_failed. */
    readonly commandVerbatim: "command: ran verbatim; target and last_failed were ignored";
    /** A verbatim command that looks like it starts a watcher. */
    readonly commandWatches: "command: looks like it starts a watcher; it may run until the timeout";
    /** scripts.test starts a vitest/jest watcher: the runner ran directly, once. */
    readonly watchReplaced: (runner: string) => string;
    /** scripts.test is react-scripts test (or craco/react-app-rewired): run it with --watchAll=false. */
    readonly watchDisabled: "watch: scripts.test starts a watcher; ran it once with --watchAll=false";
    /** Flags appended to the project's script (its last command is vitest). */
    readonly scriptFlags: (flags: string) => string;
    /** The project script's runner is unknown: CI=1 is the one variable the plan sets. */
    readonly ciForScript: "env: set CI=1 for the project's test script, so a watcher it may start runs once";
    /** The runner behind the test script or command is unknown: output is parsed as node:test. */
    readonly parseAsDefault: "parse_as: could not tell which runner the command calls; parsing its output as node:test";
    /** …and its output, read by every parser, is recognised as `framework`'s (replaces {@link NOTES.parseAsDefault}). */
    readonly parseAsDetected: (framework: string) => string;
};
