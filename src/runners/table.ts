/**
 * The runner table: every fact about a framework in one row, from which parsing
 * (parse.ts), planning (planning/plan.ts), probing (workspace/probe.ts) and the tests'
 * runner lists are derived. Adding a runner is a grammar, a fold and a row here.
 *
 * @module dsh-test-closure/runners/table
 */
import type { RunnerParser } from '../parsing/pipeline.ts';
import { escapeRegExp } from './regexp.ts';
import { isBunTestFile, isMochaTestFile, isPlaywrightTestFile, isNodeTestFile, isPythonTestFile, isRunnerTestFile, isUnittestTestFile, isUvuTestFile } from './test-files.ts';
import { JEST_PARSER } from './jest/parse.ts';
import type { Framework } from '../report/kinds.ts';
import { MOCHA_PARSER } from './mocha/parse.ts';
import { BUN_PARSER } from './bun/parse.ts';
import { PLAYWRIGHT_PARSER } from './playwright/parse.ts';
import { NODE_TEST_PARSER } from './node-test/parse.ts';
import { PYTEST_PARSER } from './pytest/parse.ts';
import { UVU_PARSER } from './uvu/parse.ts';
import { UNITTEST_PARSER } from './unittest/parse.ts';
import { unittestIdOf } from './unittest/names.ts';
import { VITEST_PARSER } from './vitest/parse.ts';
import { CARGO_PARSER } from './cargo/parse.ts';
import { selectCargoTests } from './cargo/selection.ts';
import { GO_PARSER } from './go/parse.ts';
import { selectGoTests } from './go/selection.ts';
import { EXUNIT_PARSER } from './exunit/parse.ts';
import { selectExunitTests } from './exunit/selection.ts';
import { EXUNIT_COMMAND_WORDS, isExunitTestFile } from './exunit/detection.ts';

/**
 * How a runner matches a name pattern against its tests :
 * - `title-path`: the pattern is tested against describe titles and the test title joined by
 *   spaces, while the parser names failures with titles joined by `separator`;
 * - `leaf`: only a pattern on the test's own title is safe (node:test);
 * - `full-title`: the pattern is tested against the full title (titles joined by spaces),
 *   which is also the parser's name (mocha); `hookSuffix` matches the end of a failed hook's
 *   name after its suite, which re-runs the hook with that suite's tests.
 * `start` is the pattern's anchor.
 */
export type NameMatching =
  | { kind: 'title-path'; separator: string; start: string }
  | { kind: 'leaf'; start: string }
  | { kind: 'full-title'; start: string; hookSuffix: RegExp };

/** How last_failed selects a runner's previous failures. */
export type FailedSelection =
  /**
   * A name pattern, passed with `flags(pattern)` before the targets; `fileOperand(path)` is
   * the operand that limits the run to one test file (a project-relative path), so a re-run
   * of a few failures loads only their files.
   */
  | { kind: 'name-pattern'; matching: NameMatching; flags(pattern: string): string[]; fileOperand(path: string): string }
  /**
   * Node ids as positional arguments, replacing the targets; `nodeIdOf` is the id a failure
   * name selects (the name itself for pytest, a dotted id for unittest), undefined for a name
   * that selects none.
   */
  | { kind: 'node-ids'; nodeIdOf(name: string): string | undefined }
  /**
   * The runner's own selection, already in its dialect: `flags` before the operands, and the
   * `operands` (from the failure names, or the model's `targets` when given) that replace the
   * default ones; `count` failures selected. Undefined when no name selects a test.
   */
  | { kind: 'runner-select'; select(names: readonly string[], targets: readonly string[]): { flags: string[]; operands: string[]; count: number } | undefined }
  /** The runner cannot select tests by name: last_failed runs what the plan would run anyway. */
  | { kind: 'none' };

export interface RunnerFacts {
  framework: Framework;
  /** How its console output is read (parsing/pipeline.ts). */
  parser: RunnerParser;
  /**
   * The planned whole-suite command: `words`, after the package manager's exec prefix
   * (`npx --no --`, `pnpm exec`, …) when `viaPackageManager`, since the binary is the
   * project's own devDependency. Runs once, colour off, the reporter the parser reads pinned.
   * `defaultOperands` follow when neither targets nor a selection give operands (go's `./...`).
   */
  command: {
    viaPackageManager: boolean;
    words: readonly string[];
    /** Operands the planned command runs with when there are no targets (go's `./...`). */
    defaultOperands?: readonly string[];
    /** Set when `words[0]` is the Python interpreter: the workspace's Python (workspace/python-env.ts) replaces it. */
    python?: true;
  };
  /** Environment the planned command adds. None sets any: a variable here reaches the code under test, so colour is off by flags. */
  env: Readonly<Record<string, string>>;
  /** Whether a relative `/`-separated path is one of its test files by its default discovery. */
  isTestFile(path: string): boolean;
  /** How `last_failed` selects the previous run's failures. */
  selection: FailedSelection;
  /** Where its captured fixtures live (`fixtures/<dir>/`) and which grammars read them. */
  fixtures: { dir: string; grammars: readonly string[] };
  /** Its parsing notes. */
  docs: string;
}

// A pytest failure name usable as a positional argument: a .py path, optionally `::`-qualified.
// Names that are not (e.g. a run-level error label) would make pytest exit with "not found".
const PYTEST_NODE_ID = /^(?!-)\S.*?\.py(?:::.+)?$/s;

export const RUNNERS: Readonly<Record<Framework, RunnerFacts>> = {
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
