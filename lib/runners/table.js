import { escapeRegExp } from "./regexp.js";
import { isBunTestFile, isMochaTestFile, isPlaywrightTestFile, isNodeTestFile, isPythonTestFile, isRunnerTestFile, isUnittestTestFile, isUvuTestFile } from "./test-files.js";
import { JEST_PARSER } from "./jest/parse.js";
import { MOCHA_PARSER } from "./mocha/parse.js";
import { BUN_PARSER } from "./bun/parse.js";
import { PLAYWRIGHT_PARSER } from "./playwright/parse.js";
import { NODE_TEST_PARSER } from "./node-test/parse.js";
import { PYTEST_PARSER } from "./pytest/parse.js";
import { UVU_PARSER } from "./uvu/parse.js";
import { UNITTEST_PARSER } from "./unittest/parse.js";
import { unittestIdOf } from "./unittest/names.js";
import { VITEST_PARSER } from "./vitest/parse.js";
import { CARGO_PARSER } from "./cargo/parse.js";
import { selectCargoTests } from "./cargo/selection.js";
import { GO_PARSER } from "./go/parse.js";
import { selectGoTests } from "./go/selection.js";
import { EXUNIT_PARSER } from "./exunit/parse.js";
import { selectExunitTests } from "./exunit/selection.js";
import { EXUNIT_COMMAND_WORDS, isExunitTestFile } from "./exunit/detection.js";
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
    playwright: {
        framework: 'playwright',
        parser: PLAYWRIGHT_PARSER,
        // `playwright test` runs once (watch is --ui only); list is pinned over a config's own
        // reporter (and over dot, playwright's default on CI). playwright has no colour flag: it
        // colours only a terminal (or FORCE_COLOR, which stays unset), and the output here is none.
        command: { viaPackageManager: true, words: ['playwright', 'test', '--reporter=list'] },
        env: {},
        isTestFile: isPlaywrightTestFile,
        // playwright `--grep`: `new RegExp(p)` tested against the project name, the file path,
        // the describe titles and the test title joined by spaces; the parser names are
        // `file › describe › title`, whose file segment the pattern drops, so a space starts it.
        // A file operand is a regex playwright tests against each test file's path.
        selection: { kind: 'name-pattern', matching: { kind: 'title-path', separator: ' › ', start: '(?:^| )' }, flags: (p) => ['--grep', p], fileOperand: (path) => escapeRegExp(path) },
        fixtures: { dir: 'playwright', grammars: ['playwright'] },
        docs: 'docs/parsing/playwright.md',
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
        selection: { kind: 'node-ids', nodeIdOf: (name) => (PYTEST_NODE_ID.test(name) ? name : undefined) },
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
    unittest: {
        framework: 'unittest',
        parser: UNITTEST_PARSER,
        // Discovery from the project root (`python -m unittest` is `discover -s . -t .`); -v names
        // every test as it finishes, so a run cut off still says which failed. unittest has no
        // colour flag: Python 3.14+ colours only a terminal, and the output here is none.
        command: { viaPackageManager: false, words: ['python3', '-m', 'unittest', '-v'], python: true },
        env: {},
        isTestFile: isUnittestTestFile,
        // Test ids (`pkg.mod.Class.test_x`; a fixture error's class or module, a failed import's
        // module) as positional arguments: each loads exactly that test, class or module.
        selection: { kind: 'node-ids', nodeIdOf: unittestIdOf },
        fixtures: { dir: 'unittest', grammars: ['unittest'] },
        docs: 'docs/parsing/unittest.md',
    },
    go: {
        framework: 'go',
        parser: GO_PARSER,
        // -v prints every test's result (plain output prints only failures, so it cannot count);
        // -count=1 runs every test instead of replaying cached results. go prints no colour.
        command: { viaPackageManager: false, words: ['go', 'test', '-v', '-count=1'], defaultOperands: ['./...'] },
        env: {},
        isTestFile: (path) => path.endsWith('_test.go'),
        // `-run '^(TestA|TestB)$'` over the failing tests' packages (by import path).
        selection: { kind: 'runner-select', select: selectGoTests },
        fixtures: { dir: 'go', grammars: ['go'] },
        docs: 'docs/parsing/go.md',
    },
    cargo: {
        framework: 'cargo',
        parser: CARGO_PARSER,
        // --no-fail-fast runs every test binary (cargo stops after the first failing one by
        // default); --color never for cargo's lines and libtest's (each colours only a terminal).
        command: { viaPackageManager: false, words: ['cargo', 'test', '--no-fail-fast', '--color', 'never'] },
        env: {},
        // Integration tests (`tests/*.rs`). Unit tests live in `#[cfg(test)]` modules of any source
        // file, which no name tells apart, so they are not listed.
        isTestFile: (path) => path.endsWith('.rs') && (path.startsWith('tests/') || path.includes('/tests/')),
        // libtest name filters with --exact, after `--`: each runs exactly that test in every binary.
        selection: { kind: 'runner-select', select: selectCargoTests },
        fixtures: { dir: 'cargo', grammars: ['cargo'] },
        docs: 'docs/parsing/cargo.md',
    },
    exunit: {
        framework: 'exunit',
        parser: EXUNIT_PARSER,
        // ExUnit's default formatter (failures as they happen, then the summary), colour off by flag.
        command: { viaPackageManager: false, words: EXUNIT_COMMAND_WORDS },
        env: {},
        isTestFile: isExunitTestFile,
        // `--only test:<name>` per failing test, `--only module:<Module>` per failed setup_all.
        selection: { kind: 'runner-select', select: selectExunitTests },
        fixtures: { dir: 'exunit', grammars: ['exunit'] },
        docs: 'docs/runners/exunit.md',
    },
};
