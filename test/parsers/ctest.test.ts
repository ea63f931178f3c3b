/**
 * The CTest parser: every captured fixture against the result derived from CTest's JUnit
 * report of the same run (scripts/capture/ctest.mjs), line kinds through the `Line` start rule,
 * synthetic cases for what no capture shows, totality over random and mutated input, and the
 * selection and detection facts of src/runners/ctest/.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse as parseLine } from '#grammars/ctest';
import { runPipeline } from '../../src/parsing/pipeline.ts';
import { failureBlock } from '../../src/parsing/failure-blocks.ts';
import type { Failure } from '../../src/report/types.ts';
import { CTEST_PARSER } from '../../src/runners/ctest/parse.ts';
import { BUILD_FAILED } from '../../src/runners/ctest/fold.ts';
import { buildRunResult } from '../../src/run/result.ts';
import { escapeCtestRegex, selectCtestTests } from '../../src/runners/ctest/selection.ts';
import { assertConsistent } from '../support/consistent.ts';
import { loadFixtures } from '../support/fixtures.ts';

const parseCtest = (text: string) => runPipeline(CTEST_PARSER, text);
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });
const byName = (a: Failure, b: Failure): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const fixtures = loadFixtures('ctest');

const captured = suite('ctest fixtures: the parse agrees with CTest\'s JUnit report');

captured('there are captured fixtures', () => {
  assert.ok(fixtures.filter((f) => !f.id.includes('synthetic-')).length >= 30, `${fixtures.length} fixtures`);
});

for (const fx of fixtures) {
  captured(fx.id, () => {
    const r = parseCtest(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    const got = [...r.failures].sort(byName);
    const want = [...fx.expected.failures].sort(byName);
    assert.equal(got.map((f) => `${f.kind} ${f.name}`), want.map((f) => `${f.kind} ${f.name}`), 'failure names');
    want.forEach((w, i) => {
      const g = got[i]!;
      assert.is(g.message, w.message, `message of ${w.name}`);
      if (fx.expected.contexts === true) {
        assert.is(g.location, w.location, `location of ${w.name}`);
        assert.equal(g.detail, w.detail, `detail of ${w.name}`);
      }
    });
    if (fx.expected.summarySeen !== undefined) assert.is(r.summarySeen, fx.expected.summarySeen, 'summary seen');
    if (fx.expected.tests !== undefined) assert.equal(r.tests, fx.expected.tests, 'tests listed by name, in the report\'s order');
  });
}

/** A fixture's case by id. */
const fixture = (id: string) => {
  const fx = fixtures.find((f) => f.id === `ctest/${id}`);
  if (fx === undefined) throw new Error(`no fixture ${id}`);
  return fx;
};

/** What the run makes of a parse of output that ended with `exitCode`, in the project at `root`. */
const runOf = (text: string, exitCode: number, root: string) =>
  buildRunResult({ exitCode, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output: text, truncated: false, durationMs: 1 }, parseCtest(text), { command: 'cmake --build build && ctest --test-dir build --output-on-failure', notes: [], tailChars: 0, root });

captured('build-error: a test source that does not compile is a file failure at the compiler\'s line, named relative to the project', () => {
  const fx = fixture('3.25-build-error-output-on-failure');
  const run = runOf(fx.output, fx.capture.exitCode as number, '/tmp/dsh-test-closure-ctest/build-error/src');
  assert.is(run.status, 'failed');
  assert.is(run.ok, false);
  assert.equal(run.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  // The warning before the error is no failure; make's own lines are the build's.
  assert.equal(run.failures, [{ name: 'tests/parse_number.c', kind: 'file', file: 'tests/parse_number.c', message: 'error: ‘minus_four’ undeclared (first use in this function)', location: 'tests/parse_number.c:18:27' }]);
  assert.is(parseCtest(fx.output).diagnostics.unrecognizedLines, 0);
});

captured('will-fail: a WILL_FAIL test that exits 0 is failed and one that exits non-zero passed, as CTest counts them', () => {
  for (const reporter of ['output-on-failure', 'default', 'verbose']) {
    const r = parseCtest(fixture(`3.25-will-fail-${reporter}`).output);
    assert.equal(r.summary, { total: 8, passed: 3, failed: 4, skipped: 1 }, reporter);
    assert.equal(r.failures.map((f) => f.name).sort(), ['aborts_anyway', 'regex_unexpected_pass', 'silent_unexpected_pass', 'unexpected_pass'], reporter);
    assert.equal(r.tests?.passed, ['exits_zero', 'expected_failure', 'fail_regex_expected_failure'], reporter);
  }
});

captured('unity-format: a Unity test program\'s failure is its FAIL line at that line\'s file:line, not its first PASS line', () => {
  for (const reporter of ['output-on-failure', 'verbose']) {
    const fx = fixture(`3.25-unity-format-${reporter}`);
    const [calc] = runOf(fx.output, fx.capture.exitCode as number, '/tmp/dsh-test-closure-ctest/unity-format/src').failures;
    // The message is the line as the program printed it (Unity prints __FILE__, absolute under CMake).
    assert.equal([calc!.name, calc!.message, calc!.location], ['calc', '/tmp/dsh-test-closure-ctest/unity-format/src/test/test_calc.c:11:test_add_carries:FAIL: Expected 10 Was 9', 'test/test_calc.c:11'], reporter);
    assert.ok(calc!.detail?.[0]?.endsWith('test_calc.c:16:test_half_rounds:FAIL: Expected 4 Was 3. rounds half up'), reporter);
  }
});

captured.run();

const lines = suite('ctest grammar: line kinds');

lines('start, result and summary lines', () => {
  assert.equal(line('    Start  3: core.parse'), { kind: 'start', n: 3, name: 'core.parse' });
  assert.equal(line('1/7 Test #1: db.start .........................***Failed    0.12 sec'), { kind: 'result', n: 1, name: 'db.start', status: 'failed', reason: 'Failed' });
  assert.equal(line(' 4/12 Test  #4: works ............................   Passed    0.06 sec'), { kind: 'result', n: 4, name: 'works', status: 'passed', reason: 'Passed' });
  assert.equal(line('2/4 Test #2: parses_empty .....................Subprocess aborted***Exception:   0.19 sec'), {
    kind: 'result', n: 2, name: 'parses_empty', status: 'exception', reason: 'Subprocess aborted***Exception:',
  });
  assert.equal(line('3/4 Test #3: dereferences_null ................***Exception: SegFault  0.15 sec'), { kind: 'result', n: 3, name: 'dereferences_null', status: 'exception', reason: 'Exception: SegFault' });
  assert.equal(line('4/4 Test #4: disabled .........................***Not Run (Disabled)   0.00 sec'), { kind: 'result', n: 4, name: 'disabled', status: 'disabled', reason: 'Not Run (Disabled)' });
  assert.equal(line('2/2 Test #2: hangs ............................***Timeout   2.01 sec'), { kind: 'result', n: 2, name: 'hangs', status: 'timeout', reason: 'Timeout' });
  assert.equal(line('3/3 Test #3: émoji ✓ 🚀 .......................***Failed    0.01 sec'), { kind: 'result', n: 3, name: 'émoji ✓ 🚀', status: 'failed', reason: 'Failed' });
  assert.equal(line('1/1 Test #1: a_name_as_wide_as_the_column ***Failed    0.01 sec'), { kind: 'result', n: 1, name: 'a_name_as_wide_as_the_column', status: 'failed', reason: 'Failed' });
  assert.equal(line('1/1 Test #1: spaced name ***Failed    0.01 sec'), { kind: 'result', n: 1, name: 'spaced name', status: 'failed', reason: 'Failed' });
  assert.equal(line('43% tests passed, 4 tests failed out of 7'), { kind: 'summary', failed: 4, total: 7 });
});

lines('lists, verbose lines and the rest', () => {
  assert.equal(line('The following tests FAILED:'), { kind: 'listHeader' });
  assert.equal(line('\t  1 - db.start (Failed)'), { kind: 'listEntry' });
  assert.equal(line('No tests were found!!!'), { kind: 'noTests' });
  assert.equal(line('1: db_test.c:7: database is not reachable'), { kind: 'verbose', n: 1, text: 'db_test.c:7: database is not reachable' });
  assert.equal(line('Test project /w/build'), { kind: 'project' });
  assert.equal(line('Errors while running CTest'), { kind: 'log' });
  assert.equal(line('1/7 Test #1: no status here'), { kind: 'unknown' });
  assert.equal(line('db_test.c:7: database is not reachable'), { kind: 'unknown' });
  assert.equal(line(''), { kind: 'blank' });
});

lines('CTest\'s notes about a test it cannot run, and its own lines around the tests', () => {
  assert.equal(line('Unable to find executable: /w/build/broken_test'), { kind: 'note', places: false });
  assert.equal(line('Could not find executable /w/build/broken_test'), { kind: 'note', places: false });
  assert.equal(line('Failed test dependencies: db.start'), { kind: 'note', places: false });
  assert.equal(line('Looked in the following places:'), { kind: 'note', places: true });
  for (const text of [
    'Output from these tests are in: /w/build/Testing/Temporary/LastTest.log',
    'Use "--rerun-failed --output-on-failure" to re-run the failed cases verbosely.',
    'UpdateCTestConfiguration  from :/w/build/DartConfiguration.tcl',
    'Constructing a list of tests',
    'Done constructing a list of tests',
    'Updating test list for fixtures',
    'Added 0 tests to meet fixture requirements',
    'Checking test dependency graph...',
    'Checking test dependency graph end',
    'test 12',
    'Label Time Summary:',
    'io    =   0.07 sec*proc (1 test)',
    'net   =   1.20 sec*proc (12 tests)',
  ]) assert.equal(line(text), { kind: 'log' }, text);
});

lines.run();

const synthetic = suite('ctest fold: synthetic cases');

synthetic('synthetic-imitation: a result line a test printed is its output, not a result', () => {
  const r = parseCtest([
    '    Start 1: noisy',
    '1/2 Test #1: noisy ............................***Failed    0.01 sec',
    '9/9 Test #9: fake .............................   Passed    0.01 sec',
    'noisy.c:3: boom',
    '    Start 2: quiet',
    '2/2 Test #2: quiet ............................   Passed    0.01 sec',
    '',
    '50% tests passed, 1 tests failed out of 2',
  ].join('\n'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['noisy']);
  assert.is(r.summarySeen, true);
});

synthetic('synthetic-killed: a test that started and printed no result is named', () => {
  const r = parseCtest(['Test project /w/build', '    Start 1: fast', '1/2 Test #1: fast .....   Passed    0.01 sec', '    Start 2: slow'].join('\n'));
  assert.equal(r.summary, { total: 1, passed: 1, failed: 0, skipped: 0 });
  assert.equal(r.failures, [{ name: 'stopped while running slow', kind: 'run' }]);
  assert.is(r.summarySeen, false);
});

synthetic('synthetic-not-run: the paths CTest looked in are its own lines; a test\'s output is not', () => {
  const r = parseCtest([
    '    Start 1: broken',
    'Could not find executable /w/build/broken_test',
    'Looked in the following places:',
    '/w/build/broken_test',
    '/w/build/Release/broken_test',
    'Unable to find executable: /w/build/broken_test',
    '1/2 Test #1: broken ...........................***Not Run   0.00 sec',
    '    Start 2: noisy',
    '2/2 Test #2: noisy ............................***Failed    0.01 sec',
    'noisy.c:3: boom',
    '',
    '0% tests passed, 2 tests failed out of 2',
  ].join('\n'));
  assert.equal(r.failures.map((f) => [f.name, f.message]), [['broken', 'Unable to find executable: /w/build/broken_test'], ['noisy', 'noisy.c:3: boom']]);
  assert.is(r.diagnostics.unrecognizedLines, 1);
});

synthetic('synthetic-listed: every result line\'s test is listed by outcome; failing ones only as failures', () => {
  const r = parseCtest([
    '    Start 1: adds',
    '1/4 Test #1: adds .............................   Passed    0.01 sec',
    '    Start 2: skips',
    '2/4 Test #2: skips ............................***Skipped   0.00 sec',
    '    Start 3: off',
    '3/4 Test #3: off ..............................***Not Run (Disabled)   0.00 sec',
    '    Start 4: fails',
    '4/4 Test #4: fails ............................***Failed    0.01 sec',
    '',
    '33% tests passed, 1 tests failed out of 3',
  ].join('\n'));
  assert.equal(r.tests, { passed: ['adds'], skipped: ['skips', 'off'] });
  assert.equal(r.failures.map((f) => f.name), ['fails']);
});

synthetic('synthetic-build: compiler errors before CTest are file failures, one per source; after it, a test\'s output', () => {
  const r = parseCtest([
    '[ 50%] Building C object CMakeFiles/a.dir/tests/a.c.o',
    '/w/tests/a.c:3:10: fatal error: missing.h: No such file or directory',
    '    3 | #include "missing.h"',
    '      |          ^~~~~~~~~~~',
    'compilation terminated.',
    '/w/tests/a.c:9:1: error: a second error of the same file',
    '/w/tests/b.cpp:4: error: no column',
    'gmake[2]: *** [CMakeFiles/a.dir/build.make:76: CMakeFiles/a.dir/tests/a.c.o] Error 1',
  ].join('\n'));
  assert.equal(r.failures.map((f) => [f.kind, f.name, f.message, f.location]), [
    ['file', '/w/tests/a.c', 'fatal error: missing.h: No such file or directory', '/w/tests/a.c:3:10'],
    ['file', '/w/tests/b.cpp', 'error: no column', '/w/tests/b.cpp:4'],
  ]);
  assert.equal([r.summary.total, r.summarySeen, r.diagnostics.unrecognizedLines], [0, false, 1]);
  // A test that prints a compiler-like error line: its output, not a file failure.
  const printed = parseCtest([
    'Test project /w/build',
    '    Start 1: lint',
    '1/1 Test #1: lint .............................***Failed    0.01 sec',
    '/w/src/x.c:3:1: error: printed by the test',
    'gmake: *** [all] Error 2',
    '',
    '0% tests passed, 1 tests failed out of 1',
  ].join('\n'));
  assert.equal(printed.failures.map((f) => [f.kind, f.name, f.message]), [['test', 'lint', '/w/src/x.c:3:1: error: printed by the test']]);
});

synthetic('synthetic-link-error: a build that failed without a compiler error is a run failure, not a silent error', () => {
  const r = parseCtest([
    '[100%] Linking C executable sums',
    "/usr/bin/ld: CMakeFiles/sums.dir/tests/sums.c.o: in function `main':",
    "sums.c:(.text+0x1e): undefined reference to `parse_numbr'",
    'collect2: error: ld returned 1 exit status',
    'gmake[2]: *** [CMakeFiles/sums.dir/build.make:97: sums] Error 1',
  ].join('\n'));
  assert.equal(r.failures, [{ name: BUILD_FAILED, kind: 'run' }]);
  assert.is(BUILD_FAILED, 'the build before CTest failed');
});

synthetic.run();

const total = suite('ctest parser: totality');

const ALPHABET = ['    Start ', '1', '23', ': ', 'name', '/', ' Test ', ' #', ' ....', '***', 'Failed', 'Not Run', ' (Disabled)', 'Exception: ', 'Subprocess aborted', '   Passed', '  0.01 sec', '% tests passed, ', ' tests failed out of ', 'No tests were found!!!', 'The following tests FAILED:', '\t  ', ' - ', 'a.c:3: ', '\n', '\n', ' ', 'x'];
const runnerish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 300 }).map((p) => p.join(''));

total('random CTest-like text and unicode never throw and stay consistent', () => {
  for (const arb of [runnerish, fc.string({ unit: 'binary', maxLength: 2000 })]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parseCtest(text), 'ctest')), { numRuns: 1500 });
  }
});

total('line truncations and shuffles of real fixtures never throw', () => {
  for (const fx of fixtures.filter((f) => f.output.length < 20_000)) {
    const ls = fx.output.split('\n');
    for (let i = 0; i <= ls.length; i++) {
      assertConsistent(parseCtest(ls.slice(0, i).join('\n')), 'ctest');
      assertConsistent(parseCtest(ls.slice(i).join('\n')), 'ctest');
    }
    fc.assert(fc.property(fc.shuffledSubarray(ls), (sub) => assertConsistent(parseCtest(sub.join('\n')), 'ctest')), { numRuns: 30 });
  }
});

total.run();

const selection = suite('ctest selection: -R');

selection('failures become one anchored alternation; run failures select nothing', () => {
  assert.equal(selectCtestTests(['core.parse', 'is_prime.4', 'core.parse', 'stopped while running slow'], []), {
    flags: ['-R', '^(core\\.parse|is_prime\\.4)$'], operands: [], count: 2,
  });
  assert.equal(selectCtestTests(['a'], ['^io\\.']), { flags: ['-R', '^io\\.'], operands: [], count: 1 });
  assert.is(selectCtestTests(['stopped while running slow'], []), undefined);
  assert.is(escapeCtestRegex('a+b(c)[d]$|^*?.\\'), 'a\\+b\\(c\\)\\[d\\]\\$\\|\\^\\*\\?\\.\\\\');
});

selection.run();

const rendered = suite('ctest: failure block');

rendered('a failing test\'s block is found by its name and holds its message', () => {
  const fx = fixtures.find((f) => f.id === 'ctest/3.25-one-failure-output-on-failure')!;
  const r = runPipeline(CTEST_PARSER, fx.output);
  assert.equal(r.failures.map((f) => f.name), ['multiplies']);
  const d = failureBlock(r.failures[0]!);
  assert.ok(d !== undefined && d.text.includes(r.failures[0]!.message!), d?.text);
});

rendered.run();
