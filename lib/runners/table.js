import { escapeRegExp } from "./regexp.js";
import { isBunTestFile, isMochaTestFile, isNodeTestFile, isPythonTestFile, isRunnerTestFile, isUvuTestFile } from "./test-files.js";
import { JEST_PARSER } from "./jest/parse.js";
import { MOCHA_PARSER } from "./mocha/parse.js";
import { BUN_PARSER } from "./bun/parse.js";
import { NODE_TEST_PARSER } from "./node-test/parse.js";
import { PYTEST_PARSER } from "./pytest/parse.js";
import { UVU_PARSER } from "./uvu/parse.js";
import { VITEST_PARSER } from "./vitest/parse.js";
// A pytest failure name usable as a positional argument: a .py path, optionally `::`-qualified.
// Names that are not (e.g. a run-level error label) would make pytest exit with "not found".
const PYTEST_NODE_ID = /^(?!-)\S.*?\.py(?:::.+)?$/s;
export const RUNNERS = {
    vitest: {
        framework: 'vitest',
        parser: VITEST_PARSER,
        // `run`: never watch mode. The reporter is pinned: vitest 4 picks an "agent" reporter on
        // its own when it detects a coding agent.
        command: { viaPackageManager: true, words: ['vitest', 'run', '--reporter=default', '--no-color'] },
        env: {},
        isTestFile: isRunnerTestFile,
        // vitest `-t`: `new RegExp(p)` against describe titles and the test title joined by
        // spaces; parser names are `a > b > c`. A leading space also starts a full name, in case
        // a version prefixes the file or an unnamed suite.
        // A file operand is a filter vitest matches as a substring of each test file's path.
        selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' > ', start: '(?:^| )' }, flags: (p) => ['-t', p], fileOperand: (path) => path },
        fixtures: { dir: 'vitest', grammars: ['vitest'] },
        docs: 'docs/parsing/vitest.md',
    },
    jest: {
        framework: 'jest',
        parser: JEST_PARSER,
        command: { viaPackageManager: true, words: ['jest', '--ci'] },
        env: {},
        isTestFile: isRunnerTestFile,
        // jest `-t`: `new RegExp(p, 'i')` against describe titles and test title joined by
        // spaces; parser names are `a › b › c`.
        // A file operand is a regex jest tests against each test file's absolute path.
        selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' › ', start: '^' }, flags: (p) => ['-t', p], fileOperand: (path) => escapeRegExp(path) },
        fixtures: { dir: 'jest', grammars: ['jest'] },
        docs: 'docs/parsing/jest.md',
    },
    mocha: {
        framework: 'mocha',
        parser: MOCHA_PARSER,
        // mocha runs once unless --watch; the spec reporter pinned over a .mocharc's own.
        command: { viaPackageManager: true, words: ['mocha', '--reporter', 'spec', '--no-color'] },
        env: {},
        isTestFile: isMochaTestFile,
        // mocha `--grep`: `new RegExp(p)` tested against each test's fullTitle(), the titles
        // joined by spaces, which is the parser's name. A failed hook is named
        // `suite "before all" hook for "t"`: its suite's tests re-run it.
        // File operands are the spec files mocha runs instead of its default `./test`.
        selection: {
            kind: 'name-pattern',
            matching: { kind: 'full-title', start: '^', hookSuffix: /(?:^| )"(?:before|after) (?:all|each)" hook(?:[ :].*)?$/s },
            flags: (p) => ['--grep', p],
            fileOperand: (path) => path,
        },
        fixtures: { dir: 'mocha', grammars: ['mocha'] },
        docs: 'docs/parsing/mocha.md',
    },
    bun: {
        framework: 'bun',
        parser: BUN_PARSER,
        // bun's own runner (bun is the runtime, not a devDependency). It runs once unless
        // --watch, has no colour flag and colours only a terminal; its default reporter is the
        // only console one the parser reads (--reporter=dots is not).
        command: { viaPackageManager: false, words: ['bun', 'test'] },
        env: {},
        isTestFile: isBunTestFile,
        // bun `-t`: a regex tested against the describe titles and the test title joined by
        // spaces (1.1 with something before the first title, so a space also starts it); the
        // parser names are `a > b > c`. A file operand is a filter bun matches against each test
        // file's path.
        selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' > ', start: '(?:^| )' }, flags: (p) => ['--test-name-pattern', p], fileOperand: (path) => path },
        fixtures: { dir: 'bun', grammars: ['bun'] },
        docs: 'docs/parsing/bun.md',
    },
    pytest: {
        framework: 'pytest',
        parser: PYTEST_PARSER,
        // `-rfE` lists failures and errors in the short summary the parser reads, `--tb=short`
        // bounds tracebacks. The cache provider stays on: `-p no:cacheprovider` would make a
        // project's addopts with --lf/--ff/--sw a usage error, and last_failed uses node ids.
        command: { viaPackageManager: false, words: ['python3', '-m', 'pytest', '-rfE', '--tb=short', '--color=no'], python: true },
        env: {},
        isTestFile: isPythonTestFile,
        // Node ids rather than `-k`: a node id names exactly one test (file, class, function,
        // parametrization), while -k matches substrings of names across all files and cannot
        // express a parametrization id like `test_x[a-b]` reliably.
        selection: { kind: 'node-ids', isNodeId: (name) => PYTEST_NODE_ID.test(name) },
        fixtures: { dir: 'pytest', grammars: ['pytest'] },
        docs: 'docs/parsing/pytest.md',
    },
    'node:test': {
        framework: 'node:test',
        parser: NODE_TEST_PARSER,
        // spec is the human reporter whose format is stable across Node 20-26; an explicit
        // destination keeps it on stdout even where the default reporter would differ (TTY vs pipe).
        command: { viaPackageManager: false, words: ['node', '--test', '--test-reporter=spec', '--test-reporter-destination=stdout'] },
        env: {},
        isTestFile: isNodeTestFile,
        // `--test-name-pattern`: Node 20 tests the pattern against the test's own title only,
        // Node 24 also against ancestors-and-title; only a pattern on the leaf title works on both.
        // File operands are the files node --test runs instead of discovering them.
        selection: { kind: 'name-pattern', matching: { kind: 'leaf', start: '^' }, flags: (p) => [`--test-name-pattern=${p}`], fileOperand: (path) => path },
        fixtures: { dir: 'node-test', grammars: ['node-spec', 'node-tap'] },
        docs: 'docs/parsing/node-test.md',
    },
    uvu: {
        framework: 'uvu',
        parser: UVU_PARSER,
        // `--no-color`: the CLI colours by default, by setting FORCE_COLOR=1 in its own
        // environment, which the code under test then reads. Operands are uvu's `[dir] [pattern]`.
        command: { viaPackageManager: true, words: ['uvu', '--no-color'] },
        env: {},
        isTestFile: isUvuTestFile,
        // uvu has no option that selects tests by name (only files, by a pattern on their paths).
        selection: { kind: 'none' },
        fixtures: { dir: 'uvu', grammars: ['uvu'] },
        docs: 'docs/parsing/uvu.md',
    },
};
