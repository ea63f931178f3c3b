/**
 * Every model-visible string `probeWorkspace` produces: the three root errors and the
 * one-sentence `reason` values. Kept in one place so tests and docs/model-visible-text.md pin them.
 *
 * @module dsh-test-closure/workspace/probe-messages
 */
/** Error message: the probed root does not exist (ENOENT, or a path component is a file). */
export declare function rootMissingMessage(root: string): string;
/** Error message: the probed root exists but is not a directory. */
export declare function rootNotDirectoryMessage(root: string): string;
/** Error message: the root could not be stat'ed or listed; `code` is the errno code (e.g. EACCES). */
export declare function rootUnreadableMessage(root: string, code: string): string;
/** Reason fragments. Each `reason` is one of these, optionally followed by {@link MALFORMED_PACKAGE_JSON_SUFFIX}. */
export declare const REASONS: {
    readonly depVitest: (field: string) => string;
    readonly configVitest: (file: string) => string;
    readonly depJest: (field: string) => string;
    readonly configJest: (file: string) => string;
    readonly keyJest: "package.json has a \"jest\" key";
    readonly depMocha: (field: string) => string;
    readonly configMocha: (file: string) => string;
    readonly depPlaywright: (field: string) => string;
    readonly configPlaywright: (file: string) => string;
    readonly scriptBun: "package.json scripts.test runs bun test";
    readonly lockBun: (file: string) => string;
    readonly scriptTest: "package.json defines scripts.test";
    /** A monorepo root with no suite of its own: its packages' suites are the suite. */
    readonly workspaces: (source: string, withTests: number, packages: number) => string;
    /** A declared runner whose test script says more: the script is the suite. */
    readonly scriptIsSuite: (declaredReason: string, why: string) => string;
    /** A marker that is a section name's start (`[tool.pytest`, matching `[tool.pytest.ini_options]` too) is shown closed: `[tool.pytest…]`. */
    readonly pytestMarker: (file: string, marker: string) => string;
    readonly pytestFile: (file: string) => string;
    readonly pythonTestsOnly: "only Python test files (test_*.py, *_test.py) were found";
    readonly unittestModules: "only Python test modules were found; they import unittest, none uses pytest, and no pytest is declared or installed in the workspace";
    readonly goModule: "go.mod is present";
    readonly djangoManage: "manage.py is a Django project's: its tests run with manage.py test, whose runner is unittest's";
    readonly cargoManifest: "Cargo.toml is present";
    readonly jsTests: "JS/TS test files were found and no runner is declared";
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
