/**
 * Every test by name: for every runner, the captured outputs of the reporter its planned
 * command uses (or, where that reporter lists only files or failures, of the one the planned
 * command is to use, or of the runner's reporters that name every test in its own naming)
 * list every test the runner counted, by outcome (`ParseResult.tests`), as the runner's own
 * machine report of the same run counts them.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../src/parse.ts';
import type { Framework } from '../src/report/kinds.ts';
import { RUNNERS } from '../src/runners/registry.ts';
import { loadFixtures, type Fixture } from './support/fixtures.ts';

interface Listing {
  /** The captured reporters (capture.json `reporter`) whose output names every test. */
  reporters: readonly string[];
  /** Fixtures of those reporters that cannot list every test, each with the reason. */
  exceptions?: ReadonlyArray<{ id: RegExp; reason: string }>;
  /** Why the runner's failed count is not the failing tests the output names, where it is not (only passed and skipped are compared). */
  failedCountDiffers?: string;
  /** Why the listed counts are not compared with the runner's, where they are not; the list must still be present. */
  uncounted?: string;
  /** Skipped reports the runner counts that name no test (pytest's modules skipped at collection). */
  unnamedSkips?(fx: Fixture): number;
}

/** Runners whose output cannot name every test, with the reason. */
const UNLISTED: Partial<Record<Framework, string>> = {
  uvu: 'its reporter prints a mark per test under its suite, never a passing test\'s name (docs/runners/uvu.md)',
  maven: 'Surefire prints counts per class and names only the tests that failed (docs/runners/maven.md)',
};

const LISTING: Partial<Record<Framework, Listing>> = {
  'node:test': {
    reporters: ['spec', 'default (spec)', 'default (spec), no --test', 'spec + --experimental-test-coverage', 'tap', 'default (tap)', 'default (tap), no --test', 'tap + --experimental-test-coverage'],
    uncounted: 'node counts a parent failed only by its subtests, which the failures leave out, and lists a test with subtests by name too',
  },
  // Planned: `--reporter=verbose`, which names every test; so does `tree` (4.x and later).
  vitest: {
    reporters: ['verbose', 'tree'],
    exceptions: [
      { id: /^vitest\/[12]-skip-todo-only-/, reason: 'vitest 1 and 2 print no line for the tests `.only` left out of another file' },
      { id: /^vitest\/1-hook-failure-/, reason: 'vitest 1 prints no line for the tests of a suite whose beforeAll threw' },
    ],
  },
  // Planned: `--reporter spec`; tap names every test too.
  mocha: {
    reporters: ['spec', 'spec-bail', 'spec-color', 'tap'],
    exceptions: [
      { id: /-(?:import|syntax|helper-require|esm-syntax)-error-/, reason: 'mocha stops before running any test and prints no counts to vouch for a list' },
      { id: /-noisy-console-spec$/, reason: 'a test printed a tree line, raw among mocha\'s: the tree no longer accounts for the counts, so there is no list' },
    ],
  },
  // Planned: `--format documentation`, which names every example; progress prints marks only.
  rspec: {
    reporters: ['documentation'],
    exceptions: [
      { id: /-noisy-output-/, reason: 'a test printed lines among the tree: it no longer accounts for the counts, so there is no list' },
      { id: /-data-driven-/, reason: 'two examples share a full description, one passing and one failing: the name is failing, so the passing one is not listed' },
    ],
  },
  // Planned: `-v`, which names every test; the default reporter prints marks only.
  minitest: {
    reporters: ['verbose'],
    exceptions: [
      { id: /-noisy-output-/, reason: 'a test printed on its own result line: the lines no longer account for the counts, so there is no list' },
      { id: /-(?:load|require)-error-/, reason: 'Ruby stopped before Minitest ran and printed no counts to vouch for a list' },
    ],
  },
  // Planned: `-v`.
  go: { reporters: ['v'], failedCountDiffers: 'go counts a parent failed only by its failing subtests, which the failures leave out' },
  // Planned: libtest's default (pretty) format; `-q` prints dots.
  cargo: {
    reporters: ['default', 'split', 'fail-fast', 'show-output'],
    exceptions: [{ id: /-timeout(?:-early)?-default$/, reason: 'the run was stopped before its totals: nothing vouches for a list' }],
  },
  // Planned: `-v`.
  unittest: {
    reporters: ['v', 'discover-v', 'v-b'],
    exceptions: [
      { id: /-noisy-output-v$/, reason: 'a test printed on its own result line and an imitation of one: the lines no longer account for the footer, so there is no list' },
      { id: /-timeout-v$/, reason: 'the run was killed before its footer: nothing vouches for a list' },
      { id: /^unittest\/3\.10-unicode-titles-v$/, reason: 'Python 3.10 leaves the result line of a test whose subtest failed unfinished' },
    ],
  },
  // Planned: the default printer, which prints a mark per test; `--teamcity` names every test
  // as `--filter` takes it (docs/runners/phpunit.md says why it is not the planned one);
  // `--testdox` names them only in prettified form, which is not listed.
  phpunit: {
    reporters: ['teamcity'],
    exceptions: [{ id: /-(?:no-tests|no-tests-to-run|load-error)-teamcity$/, reason: 'no test ran and PHPUnit printed no TeamCity message: the output is the default printer\'s' }],
  },
  // Planned: the pretty reporter (`no-color`: the same with NO_COLOR); tap names every test
  // too, a step of a step by its test's and its own name (docs/runners/deno.md).
  deno: {
    reporters: ['pretty', 'no-color', 'tap'],
    failedCountDiffers: 'Deno counts a test or step failed only by its failing steps, which the failures leave out (their failing steps are listed)',
    exceptions: [{ id: /-(?:load|type)-error-/, reason: 'Deno stops before running any test and prints no counts to vouch for a list' }],
  },
  // Planned: `bun test`, the default reporter.
  bun: { reporters: ['default'], failedCountDiffers: 'bun 1.1 counts a test failed by a beforeEach twice, and names it once' },
  // Planned: `--reporter=list`.
  playwright: {
    reporters: ['list'],
    exceptions: [
      { id: /-(?:import|syntax)-error-|-no-tests-/, reason: 'playwright stops before running any test and prints no counts to vouch for a list' },
      { id: /-noisy-console-/, reason: 'a test printed a result line, raw among playwright\'s: the lines no longer account for the counts, so there is no list' },
    ],
  },
  // Planned: `--ci --verbose`, which names every test.
  jest: {
    reporters: ['verbose', 'verbose-split', 'verbose-silent', 'verbose-color', 'verbose-coverage'],
    exceptions: [{ id: /hook-failure/, reason: 'a file whose afterAll threw prints no tree, though its tests ran and count' }],
  },
  // Every reporter's result lines name every test (`1/3 Test #1: adds ....   Passed`).
  ctest: { reporters: ['output-on-failure', 'default', 'verbose'] },
  // Planned: the default formatter, which prints a mark per test; `--trace` names every test
  // but turns ExUnit's own timeout off and runs tests one at a time (docs/runners/exunit.md).
  exunit: {
    reporters: ['trace'],
    failedCountDiffers: 'ExUnit counts the tests of a module whose setup_all failed as invalid, and the failure names the module once',
    exceptions: [{ id: /-(?:compile-error|lib-compile-error|missing-deps|no-tests)-trace$/, reason: 'mix stopped before any test ran, or found no test file: no module line shows the --trace format, so there is no list' }],
  },
  // Planned: `-v -rfE`: `-v` names every test.
  // `-rA` names every test when nothing is skipped (a SKIPPED entry names a location).
  pytest: {
    reporters: ['planned', 'v', 'vv', 'v-rN', 'rA'],
    exceptions: [
      { id: /xdist/, reason: "pytest-xdist's -v lines (`[gw0] [ 14%] PASSED nodeid`) are not a line kind the grammar reads" },
      { id: /-rA$/, reason: 'a skipped test is a `SKIPPED [n] path:line: reason` entry, which names no test' },
    ],
    // `collected 9 items / 1 skipped`: a module skipped at collection is a report of its file.
    unnamedSkips: (fx) => Number(/^collect(?:ing \.\.\. collect)?ed \d+ items?(?: \/ \d+ \w+)*? \/ (\d+) skipped/m.exec(fx.output)?.[1] ?? 0),
  },
};

for (const framework of Object.keys(RUNNERS) as Framework[]) {
  const runner = RUNNERS[framework];
  const test = suite(`fixtures list every test: ${runner.fixtures.dir}`);
  const listing = LISTING[framework];
  if (listing === undefined) {
    test('names no tests', () => {
      assert.type(UNLISTED[framework], 'string', `${framework}: neither listed nor given a reason`);
      for (const fx of loadFixtures(runner.fixtures.dir)) assert.is(parseRunnerOutput(framework, fx.output).tests, undefined, fx.id);
    });
    test.run();
    continue;
  }
  const fixtures = loadFixtures(runner.fixtures.dir).filter((fx) => !fx.id.includes('/synthetic-') && listing.reporters.includes(fx.capture.reporter));
  test('has fixtures of a listing reporter', () => assert.ok(fixtures.length > 0));
  for (const fx of fixtures) {
    test(fx.id, () => {
      const result = parseRunnerOutput(framework, fx.output);
      const { summary } = fx.expected;
      const unnamedSkips = listing.unnamedSkips?.(fx) ?? 0;
      const exception = listing.exceptions?.find((e) => e.id.test(fx.id));
      const complete = result.tests !== undefined && result.tests.passed.length === summary.passed && result.tests.skipped.length + unnamedSkips === summary.skipped;
      if (exception !== undefined && !complete) return assert.ok(exception.reason);
      const tests = result.tests;
      assert.ok(tests !== undefined, `${fx.id}: tests listed`);
      const failing = new Set(result.failures.map((f) => f.name));
      assert.equal([...tests.passed, ...tests.skipped].filter((n) => failing.has(n)), [], `${fx.id}: no name both listed and failing`);
      if (listing.uncounted !== undefined) return;
      // The failures the runner counts among its failed (its report.countedKinds: tests, and
      // for some runners hooks, files that failed to load, errors outside the tests).
      const countedFailures = result.failures.filter((f) => f.kind === 'test' || runner.report.countedKinds.includes(f.kind)).length;
      assert.is(tests.passed.length, summary.passed, `${fx.id}: passed listed`);
      assert.is(tests.skipped.length + unnamedSkips, summary.skipped, `${fx.id}: skipped listed`);
      // The names, where the capture derived them from the runner's report.
      if (fx.expected.tests !== undefined) {
        assert.equal([...tests.passed].sort(), [...fx.expected.tests.passed].sort(), `${fx.id}: passed names`);
        assert.equal([...tests.skipped].sort(), [...fx.expected.tests.skipped].sort(), `${fx.id}: skipped names`);
      }
      if (listing.failedCountDiffers !== undefined) return;
      assert.is(tests.passed.length + tests.skipped.length + countedFailures + unnamedSkips, summary.total, `${fx.id}: every test named`);
    });
  }
  test.run();
}
