import { baseName, dirSegments, isJsSource } from "../test-files.js";
import { NODE_TEST_PARSER } from "./parse.js";
/**
 * node --test defaults (`*.test.*`, `*-test.*`, `*_test.*`, `test-*.*`, `test.*`, and any file
 * under a `test/` directory), widened to `*.spec.*` and `tests/` directories.
 */
function isNodeTestFile(path) {
    if (!isJsSource(path))
        return false;
    const base = baseName(path);
    if (/[.\-_](test|spec)\.[cm]?[jt]sx?$/.test(base) || /^test([.-])/.test(base))
        return true;
    return dirSegments(path).some((d) => d === 'test' || d === 'tests');
}
export const NODE_TEST_RUNNER = {
    framework: 'node:test',
    parser: NODE_TEST_PARSER,
    // spec is the human reporter whose format is stable across Node 20-26; an explicit
    // destination keeps it on stdout even where the default reporter would differ (TTY vs pipe).
    command: { viaPackageManager: false, words: ['node', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout'] },
    env: {},
    isTestFile: isNodeTestFile,
    testModules: ['node:test', 'node:assert', 'assert'],
    // `--test-name-pattern`: Node 20 tests the pattern against the test's own title only,
    // Node 24 also against ancestors-and-title; only a pattern on the leaf title works on both.
    // File operands are the files node --test runs instead of discovering them.
    // node reads the nearest package.json (its "type", "imports") from the test file up.
    discovery: { upward: ['package.json'] },
    outputs: { snapshot: (path) => (path.endsWith('.snapshot') ? path.slice(0, -'.snapshot'.length) : undefined) },
    selection: { kind: 'name-pattern', matching: { kind: 'leaf', start: '^' }, flags: (p) => [`--test-name-pattern=${p}`], fileOperand: (path) => path },
    script: { read: (name, args) => ((name === 'node' || name === 'tsx') && args.includes('--test') ? {} : undefined) },
    detection: { testFilesReason: 'JS/TS test files were found and no runner is declared' },
    replay: { fileTargets: true, isolatesFiles: true, adoptsFailureFiles: true },
    inputs: 'imports',
    // node:test counts a file that failed to load as a failed test too.
    report: { countedKinds: ['test', 'file', 'run'] },
    fixtures: { dir: 'node-test', grammars: ['node-spec', 'node-tap'] },
    docs: 'docs/runners/node-test.md',
};
