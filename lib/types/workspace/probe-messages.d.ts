/**
 * Every model-visible string `probeWorkspace` produces: the three root errors and the
 * one-sentence `reason` values but the runners' own. Kept in one place so tests and docs/model-visible-text.md pin them.
 *
 * @module dsh-test-closure/workspace/probe-messages
 */
/** Error message: the probed root does not exist (ENOENT, or a path component is a file). */
export declare function rootMissingMessage(root: string): string;
/** Error message: the probed root exists but is not a directory. */
export declare function rootNotDirectoryMessage(root: string): string;
/** Error message: the root could not be stat'ed or listed; `code` is the errno code (e.g. EACCES). */
export declare function rootUnreadableMessage(root: string, code: string): string;
/**
 * Reason fragments. Each `reason` is one of these or a runner's own (its detection evidence,
 * runners/<runner>/runner.ts), optionally followed by {@link MALFORMED_PACKAGE_JSON_SUFFIX}.
 */
export declare const REASONS: {
    /** A runner's package is a dependency (`field`: dependencies or devDependencies). */
    readonly dependency: (name: string, field: string) => string;
    /** A runner's config, manifest or hook file decided. */
    readonly filePresent: (file: string) => string;
    readonly scriptTest: "package.json defines scripts.test";
    /** A monorepo root with no suite of its own: its packages' suites are the suite. */
    readonly workspaces: (source: string, withTests: number, packages: number) => string;
    /** A declared runner whose test script says more: the script is the suite. */
    readonly scriptIsSuite: (declaredReason: string, why: string) => string;
    /**
     * A marker that is a section name's start (`[tool.pytest`, matching `[tool.pytest.ini_options]`
     * too) is shown closed: `[tool.pytest…]`; any other (`"phpunit/phpunit"`) as it is.
     */
    readonly fileContains: (file: string, marker: string) => string;
    readonly nothing: "no runner config, test script or test files were found";
};
/** Appended to the reason when package.json exists but could not be used. */
export declare const MALFORMED_PACKAGE_JSON_SUFFIX = " (package.json is not a valid JSON object and was ignored)";
/** Why the probe chose the Python that runs the tests (python-env.ts). */
export declare const PYTHON_REASONS: {
    readonly venv: (dir: string) => string;
    readonly lockAndTool: (lock: string, tool: string) => string;
    readonly toolMissing: (lock: string, tool: string) => string;
    readonly fallback: (missing: readonly string[]) => string;
    readonly system: "no virtualenv, uv.lock or poetry.lock in the workspace; using python3";
};
