/**
 * Which workspace files make up the *test harness*: the files that decide what "the suite" is
 * and how its results come out, as opposed to the code under test. The session baseline
 * (closure/harness-baseline.ts) records them when a session starts, and the gate replays the
 * suite with them as they were (closure/harness-replay.ts).
 *
 * - **test files**: a test file by any runner's discovery convention (its `isTestFile`),
 *   so a switch of runner cannot hide one;
 * - **harness files**: every runner's config and manifest files (whatever the detected
 *   runner: a `pytest.ini` added to a node project is still a harness file), `conftest.py`
 *   at any depth, Python start-up hooks (`sitecustomize.py`, `usercustomize.py`, `*.pth`),
 *   npm's `.npmrc` (`node-options` preloads), and every other file under a test directory
 *   (`test/`, `tests/`, `__tests__/`, `spec/`, `testing/`): helpers, fixtures and setup files
 *   that tests import; jest's and vitest's `__mocks__/` (a mock there replaces a module for
 *   every test) and `__snapshots__/` (the expected values of snapshot tests); test data
 *   directories (`fixtures/`, `__fixtures__/`, go's `testdata/`, `test-data/`, `test_data/`);
 *   and the setup files runners load by convention (`setupTests.js`, `jest.setup.ts`, …);
 *   and the files at the root that would run instead of a runner (`pytest.py`,
 *   workspace/discovery.ts).
 *
 * Pure functions over relative, `/`-separated paths.
 *
 * @module dsh-test-closure/workspace/harness-files
 */
import { FRAMEWORKS, RUNNERS } from "../runners/registry.js";
import { baseName } from "../runners/test-files.js";
import { isRunnerShadow } from "./discovery.js";
import { isRunnerOutputPath } from "./runner-outputs.js";
/**
 * Config and start-up files no one runner owns, by base name: Python packaging and start-up
 * hooks, npm's and yarn's settings, transpiler and TypeScript configs, and the setup files
 * JS runners load by convention. (A `.pth` file counts too: Python runs its `import` lines at
 * start-up.) Each runner's own config and manifest files are its `configFiles`.
 */
const SHARED_CONFIG_FILE = /^(?:noxfile\.py|setup\.py|sitecustomize\.py|usercustomize\.py|package\.json|\.npmrc|\.yarnrc(?:\.yml)?|(?:setupTests|setup-tests|testSetup|test-setup)\.[cm]?[jt]sx?|babel\.config\.[cm]?js(?:on)?|\.babelrc(?:\.json)?|tsconfig(?:\.[\w-]+)?\.json)$/;
/** Every runner's config and manifest files, whatever the detected runner. */
const RUNNER_CONFIG_FILES = FRAMEWORKS.flatMap((framework) => RUNNERS[framework].configFiles ?? []);
/** Directory names whose every file belongs to the harness. */
const TEST_DIRS = new Set(['test', 'tests', '__tests__', '__test__', 'spec', 'specs', 'testing', '__mocks__', '__snapshots__', 'fixtures', '__fixtures__', 'testdata', 'test-data', 'test_data']);
/** A test file by any runner's convention. */
export function isAnyTestFile(path) {
    return FRAMEWORKS.some((framework) => RUNNERS[framework].isTestFile(path));
}
/** A runner config, manifest or start-up hook file (not a test file), at any depth. */
export function isRunnerConfigFile(path) {
    const base = baseName(path);
    return SHARED_CONFIG_FILE.test(base) || base.endsWith('.pth') || RUNNER_CONFIG_FILES.some((pattern) => pattern.test(base)) || isRunnerShadow(path);
}
/** A file under a test directory at any depth. */
export function isUnderTestDir(path) {
    return path.split('/').slice(0, -1).some((dir) => TEST_DIRS.has(dir));
}
/**
 * Files the runners write by rule, at the exact paths each writes (workspace/runner-outputs.ts:
 * cargo's `target/` at the root, jest's snapshots beside their test files, …). A run may write
 * them (a first run writes its snapshots): they are never a run's "write while it ran", never
 * moved aside by a baseline replay, and a replay that writes one does not keep it (the model's
 * version is put back). `hasFile` finds the outputs that sit beside a manifest (a Maven module's).
 */
export function isRunnerOutput(path, hasFile) {
    return isRunnerOutputPath(path, hasFile);
}
/**
 * The file's role in the harness: `test` (a test file), `config` (a runner config, manifest or
 * hook: changing one can change what every test does), `support` (another file under a test
 * directory), or undefined for the code under test.
 */
export function harnessRole(path) {
    if (isRunnerConfigFile(path))
        return 'config';
    if (isAnyTestFile(path))
        return 'test';
    if (isUnderTestDir(path))
        return 'support';
    return undefined;
}
