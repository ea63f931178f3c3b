/**
 * The ExUnit (`mix test`) parser: every captured fixture against the result derived from
 * ExUnit's own events of the same run (scripts/capture/exunit.mjs), line kinds through the
 * `Line` start rule, the fold's context rules on real fixtures and synthetic cases, the
 * selection dialect, and totality over random and mutated inputs.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/exunit';
import { runPipeline } from '../../src/parsing/pipeline.ts';
import type { ParseResult } from '../../src/report/types.ts';
import { EXUNIT_PARSER } from '../../src/runners/exunit/parse.ts';
import { selectExunitTests, splitExunitTitle } from '../../src/runners/exunit/selection.ts';
import { isProjectFrame } from '../../src/runners/exunit/frames.ts';
import { MIX } from '../../src/runners/exunit/fold.ts';
import { assertConsistent } from '../support/consistent.ts';
import { failureKey, loadFixtures } from '../support/fixtures.ts';

const parseExunit = (text: string): ParseResult => runPipeline(EXUNIT_PARSER, text);
const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/exunit/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });
const FIXTURES = loadFixtures('exunit');

const fixtures = suite('exunit fixtures: the parse agrees with ExUnit\'s own report of the same run');

fixtures('there are captured fixtures for both reporters', () => {
  assert.ok(FIXTURES.some((f) => f.capture.reporter === 'default'));
  assert.ok(FIXTURES.some((f) => f.capture.reporter === 'trace'));
});

for (const fx of FIXTURES) {
  fixtures(fx.id, () => {
    const r = parseExunit(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    assert.is(r.summarySeen, fx.expected.summarySeen, 'summary seen');
    const got = [...r.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
    const want = [...fx.expected.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
    assert.equal(got.map(failureKey), want.map(failureKey), 'failure names');
    want.forEach((w, i) => {
      const g = got[i]!;
      assert.is(g.file, w.file, `file of ${w.name}`);
      assert.is(g.message, w.message, `message of ${w.name}`);
      if (w.kind === 'test') {
        assert.is(g.location, w.location, `location of ${w.name}`);
        assert.equal(g.detail, w.detail, `detail of ${w.name}`);
      }
    });
    // --trace names every test, in the order ExUnit ran them; the default formatter none.
    if (fx.capture.reporter === 'default') assert.is(r.tests, undefined, 'no tests listed');
    else if (fx.expected.tests !== undefined) assert.equal(r.tests ?? { passed: [], skipped: [] }, fx.expected.tests, 'tests listed by name');
  });
}

fixtures('imitation: lines a test prints like ExUnit\'s are not counted or listed as failures; the counts are ExUnit\'s last summary', () => {
  for (const reporter of ['default', 'trace']) {
    const r = parseExunit(FIXTURES.find((f) => f.id === `exunit/1.14-imitation-${reporter}`)!.output);
    assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 }, reporter);
    assert.equal(r.failures.map((f) => f.name), ['test prints a summary and fails (ImitationTest)'], reporter);
  }
  // --trace: a result line for a test other than the one that started is one a test printed.
  const trace = parseExunit(FIXTURES.find((f) => f.id === 'exunit/1.14-imitation-trace')!.output);
  assert.equal(trace.tests, { passed: ['test prints a trace of other tests (ImitationTest)', 'test prints a failure of another test (ImitationTest)'], skipped: [] });
});

fixtures.run();

const lines = suite('exunit grammar: line kinds');

lines('failure blocks', () => {
  assert.equal(line('  1) test add/2 adds (CalcTest)'), { kind: 'header', title: 'test add/2 adds (CalcTest)', number: 1 });
  assert.equal(line(' 12) doctest MathDoc.double/1 (2) (MathDocTest)'), { kind: 'header', title: 'doctest MathDoc.double/1 (2) (MathDocTest)', number: 12 });
  assert.equal(line('  7) OtherTest: failure on setup_all callback, all tests have been invalidated'), { kind: 'moduleFailure', module: 'OtherTest' });
  assert.equal(line('     test/calc_test.exs:4'), { kind: 'testLocation', file: 'test/calc_test.exs' });
  assert.equal(line('     left:  4'), { kind: 'unknown' });
  assert.equal(line('     stacktrace:'), { kind: 'stacktrace' });
  assert.equal(line('       test/calc_test.exs:5: (test)'), { kind: 'frame', app: undefined, location: 'test/calc_test.exs:5' });
  assert.equal(line('       (demo 0.1.0) lib/calc.ex:3: Calc.add/2'), { kind: 'frame', app: 'demo', location: 'lib/calc.ex:3' });
  assert.equal(line('       (stdlib 4.2) timer.erl:235: :timer.tc/1'), { kind: 'frame', app: 'stdlib', location: 'timer.erl:235' });
  assert.equal(line('       :erlang.map_get(:b, %{a: 1})'), { kind: 'unknown' });
});

lines('the run around the tests', () => {
  assert.equal(line('Finished in 0.07 seconds (0.00s async, 0.07s sync)'), { kind: 'finished', ms: 70 });
  assert.equal(line('Finished in 3.0 seconds'), { kind: 'finished', ms: 3000 });
  assert.equal(line('3 doctests, 1 test, 1 failure'), { kind: 'summary', tests: 4, failures: 1, invalid: 0, excluded: 0, skipped: 0 });
  assert.equal(line('11 tests, 7 failures, 2 invalid, 1 excluded, 3 skipped'), { kind: 'summary', tests: 11, failures: 7, invalid: 2, excluded: 1, skipped: 3 });
  assert.equal(line('3 tests, 3 excluded'), { kind: 'unknown' });
  assert.equal(line('3 tests, 0 failures and more'), { kind: 'unknown' });
  assert.equal(line('There are no tests to run'), { kind: 'noTests' });
  assert.equal(line('== Compilation error in file test/broken_test.exs =='), { kind: 'compileError', file: 'test/broken_test.exs' });
  assert.equal(line('== Compilation error in file test/broken_test.exs'), { kind: 'unknown' });
  assert.equal(line('** (Mix) Could not find an SCM for dependency :jason from M.MixProject'), { kind: 'mixError', message: '** (Mix) Could not find an SCM for dependency :jason from M.MixProject' });
  assert.equal(line('Shall I install Hex? [Yn] ** (Mix) Could not find an SCM'), { kind: 'mixError', message: '** (Mix) Could not find an SCM' });
});

lines('--trace lines', () => {
  assert.equal(line('CalcTest [test/calc_test.exs]'), { kind: 'module', module: 'CalcTest', file: 'test/calc_test.exs' });
  assert.equal(line('GreetingTest.Umlaut [test/greeting_test.exs]'), { kind: 'module', module: 'GreetingTest.Umlaut', file: 'test/greeting_test.exs' });
  assert.equal(line('==> alpha'), { kind: 'app', name: 'alpha' });
  assert.equal(line('  * test adds [L#4]'), { kind: 'traceStart', name: 'test adds' });
  assert.equal(line('  * test prints [L#4]hello from a test'), { kind: 'traceStart', name: 'test prints' });
  assert.equal(line('  * test adds (0.02ms) [L#4]'), { kind: 'traceResult', name: 'test adds', status: 'ran' });
  assert.equal(line('  * test adds (skipped) [L#9]'), { kind: 'traceResult', name: 'test adds', status: 'skipped' });
  assert.equal(line('  * test adds (excluded) [L#9]'), { kind: 'traceResult', name: 'test adds', status: 'excluded' });
  assert.equal(line('  * a bullet a test printed'), { kind: 'unknown' });
});

lines('progress, warnings, logger reports and mix\'s notes', () => {
  for (const text of ['.', '..*.?', '*']) assert.equal(line(text), { kind: 'progress' }, text);
  assert.equal(line('.hello from a test'), { kind: 'unknown' });
  assert.equal(line('warning: variable "x" is unused'), { kind: 'warning' });
  assert.equal(line('=ERROR REPORT==== 2-Dec-2026::01:38:09.818114 ==='), { kind: 'report' });
  assert.equal(line('.=ERROR REPORT==== 2-Dec-2026::01:38:09.818114 ==='), { kind: 'report' });
  assert.equal(line('=ERROR REPORT==== 2-Dec-2026'), { kind: 'unknown' });
  for (const text of [
    'Compiling 1 file (.ex)',
    'Compiling 12 files (.ex)',
    'Generated demo app',
    'Randomized with seed 0',
    'Excluding tags: [:slow]',
    'Including tags: [test: "test adds"]',
    'All tests have been excluded.',
    '--max-failures reached, aborting test suite',
    'The --only option was given to "mix test" but no test was executed',
    'Could not find Hex, which is needed to build dependency :jason',
  ]) assert.equal(line(text), { kind: 'log' }, text);
  assert.equal(line('Generated by a test, not mix'), { kind: 'unknown' });
});

lines.run();

const fold = suite('exunit fold: context rules');

fold('an imitation header and summary a test printed change nothing', () => {
  for (const id of ['1.14-noisy-output-default', '1.14-noisy-output-trace']) {
    const r = parseExunit(fixture(id));
    assert.equal(r.summary, { total: 4, passed: 3, failed: 1, skipped: 0 }, id);
    assert.equal(r.failures.map((f) => f.name), ['test prints to stderr (NoisyTest)'], id);
  }
});

fold('a failed setup_all: its tests count as failed (invalid), the module is listed once, not counted', () => {
  const r = parseExunit(fixture('1.14-setup-failure-default'));
  assert.equal(r.summary, { total: 5, passed: 1, failed: 4, skipped: 0 });
  const module = r.failures.find((f) => f.kind === 'file');
  assert.equal(module, { name: 'SetupAllTest', kind: 'file', message: '** (RuntimeError) setup_all could not start', location: 'test/setup_test.exs:17' });
});

fold('a test file that does not compile: a file failure, no counts, no summary', () => {
  const r = parseExunit(fixture('1.14-compile-error-default'));
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, false);
  assert.equal(r.failures.map((f) => [f.kind, f.name, f.message?.slice(0, 17)]), [['file', 'test/broken_test.exs', '** (CompileError)']]);
  // mix's error line names the line in that file: the location.
  assert.is(r.failures[0]!.location, 'test/broken_test.exs:5');
  const lib = parseExunit(fixture('1.14-lib-compile-error-default'));
  assert.equal(lib.failures.map((f) => [f.name, f.location]), [['lib/calc.ex', 'lib/calc.ex:6']]);
});

fold('a dependency never fetched: mix\'s own error is a run failure, no counts, no summary', () => {
  const r = parseExunit(fixture('1.14-missing-deps-default'));
  assert.is(r.summarySeen, false);
  assert.equal(r.summary.total, 0);
  assert.equal(r.failures, [{ name: MIX, kind: 'run', message: '** (Mix) Could not find an SCM for dependency :jason from MissingDeps.MixProject' }]);
});

fold('no test files: a no-tests result with its summary seen; --only matching nothing: excluded tests, no failure', () => {
  const none = parseExunit(fixture('1.14-no-tests-default'));
  assert.equal(none.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(none.summarySeen, true);
  assert.equal(none.failures, []);
  const excluded = parseExunit(fixture('1.14-no-tests-to-run-default'));
  assert.equal(excluded.summary, { total: 3, passed: 0, failed: 0, skipped: 3 });
  assert.equal(excluded.failures, []);
});

fold('ExUnit\'s own timeout is the test\'s failure, where the project\'s code was stopped', () => {
  const r = parseExunit(fixture('1.14-timeout-default'));
  assert.equal(r.failures.map((f) => [f.name, f.location]), [['test hangs past its timeout (SlowTest)', 'lib/slow.ex:3']]);
  assert.match(r.failures[0]!.message ?? '', /^\*\* \(ExUnit\.TimeoutError\) test timed out after 300ms/);
});

fold('--trace lists the files its modules are in; the default output lists none', () => {
  assert.equal([...(parseExunit(fixture('1.14-failures-across-files-trace')).files ?? [])].sort(), ['test/shapes_test.exs', 'test/words_test.exs']);
  assert.is(parseExunit(fixture('1.14-failures-across-files-default')).files, undefined);
});

fold('an umbrella project: every app\'s summary adds up; the module lines\' files are the apps\', so none is listed', () => {
  for (const id of ['1.14-umbrella-default', '1.14-umbrella-trace']) {
    const r = parseExunit(fixture(id));
    assert.equal(r.summary, { total: 5, passed: 3, failed: 1, skipped: 1 }, id);
    assert.equal(r.failures.map((f) => [f.name, f.file, f.location]), [['test greets loudly (AlphaTest)', 'apps/alpha/test/alpha_test.exs', 'test/alpha_test.exs:9']], id);
    assert.is(r.files, undefined, id);
  }
});

fold('synthetic: --trace cut before the summary counts its result lines and failure blocks', () => {
  const text = [
    'CalcTest [test/calc_test.exs]',
    '  * test adds [L#4]',
    '  * test adds (0.02ms) [L#4]',
    '  * test skips [L#8]',
    '  * test skips (skipped) [L#8]',
    '  * test fails [L#12]',
    '  * test fails (1.0ms) [L#12]',
    '',
    '  1) test fails (CalcTest)',
    '     test/calc_test.exs:12',
    '     Assertion with == failed',
    '     code:  assert 1 == 2',
    '     left:  1',
    '     right: 2',
    '     stacktrace:',
    '       test/calc_test.exs:13: (test)',
    '',
    '  * test next [L#16]',
  ].join('\n');
  const r = parseExunit(text);
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 3, passed: 1, failed: 1, skipped: 1 });
  assert.equal(r.failures, [
    { name: 'test fails (CalcTest)', kind: 'test', file: 'test/calc_test.exs', message: 'Assertion with == failed', location: 'test/calc_test.exs:13', detail: ['code:  assert 1 == 2', 'left:  1', 'right: 2'] },
  ]);
});

fold('synthetic: a test with several failures is read from its first', () => {
  const text = [
    '  1) test twice (CalcTest)',
    '     test/calc_test.exs:4',
    '     Failure #1',
    '     Assertion with == failed',
    '     left:  1',
    '     stacktrace:',
    '       test/calc_test.exs:5: (test)',
    '     Failure #2',
    '     ** (RuntimeError) teardown',
    '     stacktrace:',
    '       test/calc_test.exs:3: anonymous fn/0 in CalcTest.__ex_unit_setup_0/1',
    '',
    'Finished in 0.01 seconds (0.00s async, 0.01s sync)',
    '1 test, 1 failure',
  ].join('\n');
  const r = parseExunit(text);
  assert.equal(r.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.equal(r.failures[0], { name: 'test twice (CalcTest)', kind: 'test', file: 'test/calc_test.exs', message: 'Assertion with == failed', location: 'test/calc_test.exs:5', detail: ['left:  1'] });
});

fold('synthetic: a summary not right after `Finished in` is a test\'s print, not ExUnit\'s', () => {
  const r = parseExunit('3 tests, 0 failures\n');
  assert.is(r.summarySeen, false);
  assert.equal(r.summary.total, 0);
});

fold('frames: Elixir\'s and OTP\'s applications are not the project\'s; a dependency\'s is', () => {
  assert.ok(isProjectFrame(undefined));
  assert.ok(isProjectFrame('demo'));
  assert.ok(isProjectFrame('jason'));
  for (const app of ['elixir', 'ex_unit', 'stdlib', 'kernel', 'logger', 'mix']) assert.not.ok(isProjectFrame(app), app);
});

fold('unrecognised lines: what ExUnit, mix, the compiler and the logger print is theirs; a test\'s print is not', () => {
  const r = parseExunit([
    'Compiling 1 file (.ex)',
    'warning: incompatible types:',
    '',
    '    :error !~ :ok',
    '',
    'in expression:',
    '  test/calc_test.exs:29: CalcTest."test fails"/1',
    '',
    'Generated demo app',
    '.=ERROR REPORT==== 2-Dec-2026::01:38:09.818114 ===',
    'Error in process <0.190.0> with exit value:',
    '{badarith, []}',
    '',
    'hello from a test',
    '  1) test fails (CalcTest)',
    '     test/calc_test.exs:12',
    '     Assertion with == failed',
    '     left:  %{',
    '              a: 1',
    '            }',
    '     stacktrace:',
    '       test/calc_test.exs:13: (test)',
    '',
    '.',
    'Finished in 0.01 seconds (0.00s async, 0.01s sync)',
    '2 tests, 1 failure',
    '',
    'Randomized with seed 0',
  ].join('\n'));
  assert.is(r.diagnostics.unrecognizedLines, 1);
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  // The noisy-output capture: the six lines its tests printed.
  assert.is(parseExunit(fixture('1.14-noisy-output-default')).diagnostics.unrecognizedLines, 6);
});

fold('synthetic: --trace lists every test by its title; a module whose setup_all failed lists none as passed', () => {
  const r = parseExunit([
    'CalcTest [test/calc_test.exs]',
    '  * test adds [L#4]',
    '  * test adds (0.02ms) [L#4]',
    '  * test skips [L#8]',
    '  * test skips (skipped) [L#8]',
    '  * test filtered [L#10]',
    '  * test filtered (excluded) [L#10]',
    '  * test fails [L#12]',
    '  * test fails (1.0ms) [L#12]',
    '',
    '  1) test fails (CalcTest)',
    '     test/calc_test.exs:12',
    '     Assertion with == failed',
    '     stacktrace:',
    '       test/calc_test.exs:13: (test)',
    '',
    'SetupAllTest [test/setup_test.exs]',
    '  * test invalidated [L#20]',
    '  * test invalidated (0.00ms) [L#20]',
    '',
    '  2) SetupAllTest: failure on setup_all callback, all tests have been invalidated',
    '     ** (RuntimeError) setup_all could not start',
    '     stacktrace:',
    '       test/setup_test.exs:17: SetupAllTest.__ex_unit_setup_all_0/1',
    '',
    'Finished in 0.01 seconds (0.00s async, 0.01s sync)',
    '5 tests, 1 failure, 1 invalid, 1 excluded, 1 skipped',
  ].join('\n'));
  assert.equal(r.tests, { passed: ['test adds (CalcTest)'], skipped: ['test skips (CalcTest)', 'test filtered (CalcTest)'] });
  assert.equal(r.failures.map((f) => f.name), ['test fails (CalcTest)', 'SetupAllTest']);
});

fold.run();

const selection = suite('exunit selection: --only filters and operands');

selection('a failure title splits into the test name and its module', () => {
  assert.equal(splitExunitTitle('test add/2 adds (CalcTest)'), { test: 'test add/2 adds', module: 'CalcTest' });
  assert.equal(splitExunitTitle('doctest MathDoc.double/1 (2) (MathDocTest)'), { test: 'doctest MathDoc.double/1 (2)', module: 'MathDocTest' });
  assert.equal(splitExunitTitle('test ελληνικά (with parentheses) (GreetingTest.Umlaut)'), { test: 'test ελληνικά (with parentheses)', module: 'GreetingTest.Umlaut' });
  assert.is(splitExunitTitle('test no module'), undefined);
  assert.is(splitExunitTitle('test lower (calcTest)'), undefined);
});

selection('failing tests: one --only test:<name> each, over the whole suite or the targets', () => {
  assert.equal(selectExunitTests(['test adds (CalcTest)', 'test subs (CalcTest)', 'test adds (OtherTest)'], []), {
    flags: ['--only', 'test:test adds', '--only', 'test:test subs'],
    operands: [],
    count: 3,
  });
  assert.equal(selectExunitTests(['test adds (CalcTest)'], ['test/calc_test.exs']), { flags: ['--only', 'test:test adds'], operands: ['test/calc_test.exs'], count: 1 });
});

selection('a failed setup_all selects its module; a file that did not compile is an operand', () => {
  assert.equal(selectExunitTests(['SetupAllTest'], []), { flags: ['--only', 'module:SetupAllTest'], operands: [], count: 1 });
  assert.equal(selectExunitTests(['test/broken_test.exs'], []), { flags: [], operands: ['test/broken_test.exs'], count: 1 });
  // With filters the whole suite loads: the file operand alone would keep the tests' files out.
  assert.equal(selectExunitTests(['test/broken_test.exs', 'test adds (CalcTest)'], []), { flags: ['--only', 'test:test adds'], operands: [], count: 2 });
});

selection('a real re-run with the selection of a run\'s failures runs exactly those failures', () => {
  const full = parseExunit(fixture('1.14-failures-across-files-default'));
  const selected = selectExunitTests(full.failures.map((f) => f.name), [])!;
  const rerun = FIXTURES.find((f) => f.id === 'exunit/1.14-last-failed-default')!;
  // The capture ran the same filters (capture.json's command, `--only test:…` each).
  const ran = [...rerun.capture.command.matchAll(/--only (.+?)(?= --only |$)/g)].map((m) => m[1]);
  assert.equal(ran.sort(), selected.flags.filter((f) => f !== '--only').sort());
  const r = parseExunit(rerun.output);
  assert.equal(r.summary, { total: full.summary.total, passed: 0, failed: full.summary.failed, skipped: full.summary.total - full.summary.failed });
  assert.equal(r.failures.map((f) => f.name).sort(), full.failures.map((f) => f.name).sort());
});

selection('names that select nothing', () => {
  assert.is(selectExunitTests([], []), undefined);
  assert.is(selectExunitTests(['not a title', '--flag', 'lib/calc.ex'], []), undefined);
});

selection.run();

const totality = suite('exunit totality: random and mutated inputs');

const ALPHABET = ['  1) ', 'test a (M)', ' (', ')', '     ', '       ', 'test/a_test.exs:', '4', ': (test)', '(demo 0.1.0) ', 'stacktrace:', 'Finished in ', '0.1', ' seconds', '3 tests, ', '1 failure', ', 2 invalid', ', 1 excluded', ', 1 skipped', '2 doctests, ', '  * ', ' [L#4]', ' (0.1ms)', ' (skipped)', 'M [test/a_test.exs]', '== Compilation error in file ', ' ==', '** (RuntimeError) x', 'There are no tests to run', ': failure on setup_all callback, all tests have been invalidated', 'Failure #1', '\n', '\n', '\r', ' ', 'x', 'ä', '.', '*'];
const exunitish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 300 }).map((parts) => parts.join(''));

totality('runner-like text, bytes and unicode never throw and stay consistent', () => {
  for (const arb of [exunitish, fc.string({ unit: 'binary', maxLength: 2000 })]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parseExunit(text), 'exunit')), { numRuns: 2000 });
  }
});

totality('cut, duplicated and shuffled lines of real fixtures', () => {
  const small = FIXTURES.filter((f) => f.output.length < 20_000).map((f) => f.output.split('\n'));
  const mutated = fc
    .tuple(fc.constantFrom(...small), fc.array(fc.nat(), { maxLength: 40 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 20 }), fc.nat())
    .map(([source, dupes, swaps, cut]) => {
      const out = [...source];
      for (const d of dupes) out.splice(d % out.length, 0, out[d % out.length]!);
      for (const [a, b] of swaps) [out[a % out.length], out[b % out.length]] = [out[b % out.length]!, out[a % out.length]!];
      const text = out.join('\n');
      return text.slice(0, cut % (text.length + 1));
    });
  fc.assert(fc.property(mutated, (text) => assertConsistent(parseExunit(text), 'exunit')), { numRuns: 500 });
});

totality.run();
