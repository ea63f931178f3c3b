/**
 * Every model-visible string `probeWorkspace` produces: the three root errors and the
 * one-sentence `reason` values but the runners' own. Kept in one place so tests and docs/model-visible-text.md pin them.
 *
 * @module dsh-test-closure/workspace/probe-messages
 */
/** Error message: the probed root does not exist (ENOENT, or a path component is a file). */
export function rootMissingMessage(root) {
    return `test_probe: workspace ${root} does not exist`;
}
/** Error message: the probed root exists but is not a directory. */
export function rootNotDirectoryMessage(root) {
    return `test_probe: workspace ${root} is not a directory`;
}
/** Error message: the root could not be stat'ed or listed; `code` is the errno code (e.g. EACCES). */
export function rootUnreadableMessage(root, code) {
    return `test_probe: workspace ${root} is not readable: ${code}`;
}
/**
 * Reason fragments. Each `reason` is one of these or a runner's own (its detection evidence,
 * runners/<runner>/runner.ts), optionally followed by {@link MALFORMED_PACKAGE_JSON_SUFFIX}.
 */
export const REASONS = {
    /** A runner's package is a dependency (`field`: dependencies or devDependencies). */
    dependency: (name, field) => `${name} is listed in package.json ${field}`,
    /** A runner's config, manifest or hook file decided. */
    filePresent: (file) => `${file} is present`,
    scriptTest: 'package.json defines scripts.test',
    /** A monorepo root with no suite of its own: its packages' suites are the suite. */
    workspaces: (source, withTests, packages) => `${source} lists ${packages} package(s), ${withTests} with tests; each runs its own suite`,
    /** A declared runner whose test script says more: the script is the suite. */
    scriptIsSuite: (declaredReason, why) => `${declaredReason}, but scripts.test is the suite: ${why}`,
    /** A marker that is a section name's start (`[tool.pytest`, matching `[tool.pytest.ini_options]` too) is shown closed: `[tool.pytest…]`. */
    fileContains: (file, marker) => `${file} contains ${marker.startsWith('[') && !marker.endsWith(']') ? `${marker}…]` : marker}`,
    nothing: 'no runner config, test script or test files were found',
};
/** Appended to the reason when package.json exists but could not be used. */
export const MALFORMED_PACKAGE_JSON_SUFFIX = ' (package.json is not a valid JSON object and was ignored)';
/** Why the probe chose the Python that runs the tests (python-env.ts). */
export const PYTHON_REASONS = {
    venv: (dir) => `${dir}/pyvenv.cfg is present: the workspace's virtualenv`,
    lockAndTool: (lock, tool) => `${lock} is present and ${tool} is on PATH`,
    toolMissing: (lock, tool) => `${lock} is present but ${tool} is not on PATH`,
    fallback: (missing) => `${missing.join('; ')}; using python3`,
    system: 'no virtualenv, uv.lock or poetry.lock in the workspace; using python3',
};
