/**
 * `ParseResult.tests`, hand-made (synthetic) outputs per runner: the lines a runner writes per
 * test list the test by name, and text a test printed in the same form lists nothing where the
 * format tells the runner's lines from a test's (captured-output sections, output blocks), nor
 * turns a failing test into a passing one anywhere.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../../src/parse.ts';

const bar = (c: string, title: string): string => `${c.repeat(20)} ${title} ${c.repeat(20)}`;

// ---

const pytest = suite('synthetic-pytest: tests listed');

const SESSION = [bar('=', 'test session starts'), 'collecting ... collected 3 items', ''];

pytest('-v result lines list every test; a result line inside captured output lists nothing', () => {
  const r = parseRunnerOutput('pytest', [
    ...SESSION,
    'tests/t.py::test_a PASSED                                          [ 33%]',
    'tests/t.py::test_b FAILED                                          [ 66%]',
    'tests/t.py::test_c SKIPPED (later)                                 [100%]',
    '',
    bar('=', 'FAILURES'),
    bar('_', 'test_b'),
    'E       assert 1 == 2',
    bar('-', 'Captured stdout call'),
    'tests/t.py::test_b PASSED                                          [ 66%]',
    'tests/t.py::test_ghost PASSED                                      [ 99%]',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_b - assert 1 == 2',
    '= 1 failed, 1 passed, 1 skipped in 0.05s =',
  ].join('\n'));
  assert.equal(r.tests, { passed: ['tests/t.py::test_a'], skipped: ['tests/t.py::test_c'] });
});

pytest('a PASSED line and an ERROR line of one node id (teardown error): failing, not listed', () => {
  const r = parseRunnerOutput('pytest', [
    ...SESSION.slice(0, 1), 'collecting ... collected 2 items', '',
    'tests/t.py::test_a PASSED                                          [ 50%]',
    'tests/t.py::test_a ERROR                                           [ 50%]',
    'tests/t.py::test_b XPASS (fixed?)                                  [100%]',
    '',
    bar('=', 'ERRORS'),
    bar('_', 'ERROR at teardown of test_a'),
    'E       RuntimeError: boom',
    bar('=', 'short test summary info'),
    'ERROR tests/t.py::test_a - RuntimeError: boom',
    '= 1 passed, 1 xpassed, 1 error in 0.05s =',
  ].join('\n'));
  assert.equal(r.tests, { passed: ['tests/t.py::test_b'], skipped: [] });
});

pytest('progress letters: a result line a test printed (-s) is no list', () => {
  const r = parseRunnerOutput('pytest', [
    ...SESSION,
    'tests/t.py .tests/t.py::test_ghost PASSED',
    'tests/t.py::test_ghost PASSED',
    '..                                                                 [100%]',
    '= 3 passed in 0.05s =',
  ].join('\n'));
  assert.is(r.tests, undefined);
});

pytest('-rA entries list every test when nothing is skipped; a summary printed into PASSES does not', () => {
  const run = (entries: string[], stats: string, letters = '.Fx') => parseRunnerOutput('pytest', [
    bar('=', 'test session starts'),
    `collected ${letters.length} items`,
    '',
    `tests/t.py ${letters}                                                     [100%]`,
    bar('=', 'FAILURES'),
    bar('_', 'test_b'),
    'E       assert 1 == 2',
    bar('=', 'PASSES'),
    bar('_', 'test_a'),
    bar('-', 'Captured stdout call'),
    bar('=', 'short test summary info'),
    'PASSED tests/t.py::test_b',
    'PASSED tests/t.py::test_ghost',
    '= 2 passed in 0.01s =',
    bar('=', 'short test summary info'),
    ...entries,
    stats,
  ].join('\n'));
  const entries = ['PASSED tests/t.py::test_a', 'XFAIL tests/t.py::test_c - known', 'FAILED tests/t.py::test_b - assert 1 == 2'];
  assert.equal(run(entries, '= 1 failed, 1 passed, 1 xfailed in 0.05s =').tests, { passed: ['tests/t.py::test_a'], skipped: ['tests/t.py::test_c'] });
  // -rfE (no PASSED entries) with a passing test, or a skip (named by location only): no list.
  assert.is(run(entries.slice(1), '= 1 failed, 1 passed, 1 xfailed in 0.05s =').tests, undefined);
  assert.is(run([...entries, 'SKIPPED [1] tests/t.py:9: later'], '= 1 failed, 1 passed, 1 skipped, 1 xfailed in 0.05s =', '.Fxs').tests, undefined);
});

pytest.run();

// ---

const jest = suite('synthetic-jest: tests listed');

const jestRun = (tree: string[], tests: string, after: string[] = []) => parseRunnerOutput('jest', [
  'FAIL ./a.test.js',
  '  suite',
  ...tree,
  '',
  '  ● suite › breaks',
  '',
  '    expect(received).toBe(expected)',
  '',
  ...after,
  'Test Suites: 1 failed, 1 total',
  tests,
  'Time:        1.2 s',
].join('\n'));

jest('the verbose tree lists every test; a console block printing tree lines lists nothing', () => {
  const r = jestRun(['    ✓ works (3 ms)', '    ✕ breaks (2 ms)', '    ○ skipped later', '    ✎ todo plan'], 'Tests:       1 failed, 1 skipped, 1 todo, 1 passed, 4 total', [
    '  console.log',
    '    ✓ breaks (1 ms)',
    '    ✓ ghost (1 ms)',
    '',
    '      at Object.<anonymous> (a.test.js:3:13)',
    '',
  ]);
  assert.equal(r.tests, { passed: ['suite › works'], skipped: ['suite › skipped later', 'suite › todo plan'] });
});

jest('a tree line a test wrote to stdout raw is one more than jest counted: no list', () => {
  const r = jestRun(['    ✓ works (3 ms)', '    ✓ breaks', '    ✓ ghost', '    ✕ breaks (2 ms)'], 'Tests:       1 failed, 1 passed, 2 total');
  assert.is(r.tests, undefined);
  assert.equal(r.failures.map((f) => f.name), ['suite › breaks']);
});

jest.run();

// ---

const vitest = suite('synthetic-vitest: tests listed');

const vitestRun = (body: string[], tests: string) => parseRunnerOutput('vitest', [
  '',
  ' RUN  v3.2.4 /repo',
  '',
  ...body,
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' FAIL  test/a.test.js > s > breaks',
  "AssertionError: expected 1 to be 2",
  '',
  ' Test Files  1 failed (1)',
  tests,
  '   Start at  10:00:00',
  '   Duration  1.00s',
].join('\n'));

vitest('verbose lines list every test; a console block printing test lines lists nothing', () => {
  const r = vitestRun([
    'stdout | test/a.test.js > s > works',
    ' ✓ test/a.test.js > s > breaks 1ms',
    ' ✓ test/a.test.js > s > ghost 1ms',
    '',
    ' ✓ test/a.test.js > s > works 2ms',
    ' × test/a.test.js > s > breaks 3ms',
    ' ↓ test/a.test.js > s > later',
  ], '      Tests  1 failed | 1 passed | 1 skipped (3)');
  assert.equal(r.tests, { passed: ['s > works'], skipped: ['s > later'] });
});

vitest('a test line a test wrote to stdout raw is one more than vitest counted: no list', () => {
  const r = vitestRun([
    ' ✓ test/a.test.js > s > breaks 1ms',
    ' ✓ test/a.test.js > s > works 2ms',
    ' × test/a.test.js > s > breaks 3ms',
  ], '      Tests  1 failed | 1 passed (2)');
  assert.is(r.tests, undefined);
});

vitest('tree lines name tests by their suites, as the FAIL header does', () => {
  const r = vitestRun([
    ' ❯ test/a.test.js (2 tests | 1 failed) 5ms',
    '   ❯ s (2)',
    '     ✓ works 2ms',
    '     × breaks 3ms',
  ], '      Tests  1 failed | 1 passed (2)');
  assert.equal(r.tests, { passed: ['s > works'], skipped: [] });
  assert.equal(r.failures.map((f) => f.name), ['s > breaks']);
});

vitest.run();

// ---

const mocha = suite('synthetic-mocha: tests listed');

const mochaRun = (tree: string[], epilogue: string[]) => parseRunnerOutput('mocha', [
  '',
  '',
  ...tree,
  '',
  '',
  ...epilogue,
  '',
  '  1) suite',
  '       breaks:',
  '     Error: boom',
  '      at Context.<anonymous> (test/a.test.js:3:11)',
  '',
].join('\n'));

mocha('the spec tree lists every test by full title, root-level ones included', () => {
  const r = mochaRun(['  ✔ at the root', '  suite', '    ✔ works (52ms)', '    - later', '    1) breaks'], ['  2 passing (60ms)', '  1 pending', '  1 failing']);
  assert.equal(r.tests, { passed: ['at the root', 'suite works'], skipped: ['suite later'] });
});

mocha('a tree line a test printed is one more than mocha counted: no list, and a failing name is never passed', () => {
  const r = mochaRun(['  suite', '    ✔ works', '    ✔ breaks', '    1) breaks'], ['  1 passing (60ms)', '  1 failing']);
  assert.is(r.tests, undefined);
  assert.equal(r.failures.map((f) => f.name), ['suite breaks']);
});

mocha('tap: results list every test; an out-of-sequence result a test printed lists nothing', () => {
  const r = parseRunnerOutput('mocha', ['1..3', 'ok 1 suite works', 'ok 7 suite ghost', 'ok 2 suite later # SKIP -', 'not ok 3 suite breaks', '  boom', '# tests 3', '# pass 1', '# fail 1', ''].join('\n'));
  assert.equal(r.tests, { passed: ['suite works'], skipped: ['suite later'] });
});

mocha.run();

// ---

const go = suite('synthetic-go: tests listed');

go('-v results of announced tests list them; a result line in a test\'s log lists nothing, nor passes a failing test', () => {
  const r = parseRunnerOutput('go', [
    '=== RUN   TestWorks',
    '--- PASS: TestWorks (0.00s)',
    '=== RUN   TestBreaks',
    '    calc_test.go:9: got 1',
    '        --- PASS: TestGhost (0.00s)',
    '        --- PASS: TestBreaks (0.00s)',
    '--- FAIL: TestBreaks (0.00s)',
    '=== RUN   TestLater',
    '    calc_test.go:14: later',
    '--- SKIP: TestLater (0.00s)',
    'FAIL',
    'FAIL\texample.com/m/calc\t0.01s',
    'FAIL',
    '',
  ].join('\n'));
  assert.equal(r.tests, { passed: ['example.com/m/calc/TestWorks'], skipped: ['example.com/m/calc/TestLater'] });
  assert.equal(r.failures.map((f) => f.name), ['example.com/m/calc/TestBreaks']);
});

go('plain output (no -v) names passing tests nowhere: no list', () => {
  const r = parseRunnerOutput('go', ['--- FAIL: TestBreaks (0.00s)', '    calc_test.go:9: got 1', 'FAIL', 'FAIL\texample.com/m/calc\t0.01s', 'FAIL', ''].join('\n'));
  assert.is(r.tests, undefined);
});

go.run();

// ---

const cargo = suite('synthetic-cargo: tests listed');

const cargoRun = (results: string[], totals: string) => parseRunnerOutput('cargo', [
  '     Running unittests src/lib.rs (target/debug/deps/calc-1)',
  '',
  `running ${results.length} tests`,
  ...results,
  '',
  'failures:',
  '',
  '---- tests::breaks stdout ----',
  'test tests::breaks ... ok',
  'test tests::ghost ... ok',
  "thread 'tests::breaks' panicked at src/lib.rs:9:5:",
  'boom',
  '',
  '',
  'failures:',
  '    tests::breaks',
  '',
  totals,
  '',
].join('\n'));

cargo('result lines list every test; result lines in a captured-output block list nothing', () => {
  const r = cargoRun(['test tests::works ... ok', 'test tests::breaks ... FAILED', 'test tests::later ... ignored'], 'test result: FAILED. 1 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out; finished in 0.00s');
  assert.equal(r.tests, { passed: ['tests::works'], skipped: ['tests::later'] });
  assert.equal(r.failures.map((f) => f.name), ['tests::breaks']);
});

cargo('a result line printed raw among libtest\'s is one more than its totals: no list', () => {
  const r = cargoRun(['test tests::works ... ok', 'test tests::breaks ... ok', 'test tests::breaks ... FAILED'], 'test result: FAILED. 1 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.00s');
  assert.is(r.tests, undefined);
});

cargo.run();

// ---

const unittest = suite('synthetic-unittest: tests listed');

const unittestRun = (results: string[], ran: number, status: string) => parseRunnerOutput('unittest', [
  ...results,
  '',
  '='.repeat(70),
  'FAIL: test_breaks (t.T.test_breaks)',
  '-'.repeat(70),
  'Traceback (most recent call last):',
  '  File "/p/t.py", line 9, in test_breaks',
  'AssertionError: 1 != 2',
  '',
  '-'.repeat(70),
  `Ran ${ran} tests in 0.001s`,
  '',
  status,
  '',
].join('\n'));

unittest('-v lines list every test', () => {
  const r = unittestRun(['test_works (t.T.test_works) ... ok', 'test_breaks (t.T.test_breaks) ... FAIL', "test_later (t.T.test_later) ... skipped 'later'"], 3, 'FAILED (failures=1, skipped=1)');
  assert.equal(r.tests, { passed: ['test_works (t.T.test_works)'], skipped: ['test_later (t.T.test_later)'] });
});

unittest('a result line a test printed is one more than the footer counts: no list; a printed ok never passes a failing test', () => {
  const printed = unittestRun(['test_works (t.T.test_works) ... ok', 'test_ghost (t.T.test_ghost) ... ok', 'test_breaks (t.T.test_breaks) ... FAIL'], 2, 'FAILED (failures=1)');
  assert.is(printed.tests, undefined);
  const r = unittestRun(['test_works (t.T.test_works) ... test_ghost (t.T.test_ghost) ... ok', 'ok', 'test_breaks (t.T.test_breaks) ... ok', 'FAIL'], 2, 'FAILED (failures=1)');
  assert.equal(r.tests, { passed: ['test_works (t.T.test_works)'], skipped: [] });
  assert.equal(r.failures.map((f) => f.name), ['test_breaks (t.T.test_breaks)']);
});

unittest.run();

// ---

const bun = suite('synthetic-bun: tests listed');

const bunRun = (results: string[], counts: string[]) => parseRunnerOutput('bun', [
  'bun test v1.1.45',
  '',
  'test/a.test.js:',
  ...results,
  '',
  ...counts,
  'Ran 3 tests across 1 files. [12.00ms]',
  '',
].join('\n'));

bun('result lines list every test', () => {
  const r = bunRun(['(pass) s > works [0.10ms]', 'error: boom', '(fail) s > breaks [0.20ms]', '(skip) s > later'], [' 1 pass', ' 1 skip', ' 1 fail']);
  assert.equal(r.tests, { passed: ['s > works'], skipped: ['s > later'] });
});

bun('a result line a test printed is one more than bun counted: no list, and never a pass for a failing test', () => {
  const r = bunRun(['(pass) s > works [0.10ms]', '(pass) s > breaks', 'error: boom', '(fail) s > breaks [0.20ms]'], [' 1 pass', ' 1 fail']);
  assert.is(r.tests, undefined);
  assert.equal(r.failures.map((f) => f.name), ['s > breaks']);
});

bun.run();

// ---

const playwright = suite('synthetic-playwright: tests listed');

const playwrightRun = (results: string[], counts: string[]) => parseRunnerOutput('playwright', [
  '',
  `Running ${results.length} tests using 1 worker`,
  '',
  ...results,
  '',
  '  1) tests/a.spec.js:9:1 › breaks ────────────────────────',
  '',
  '    Error: boom',
  '',
  ...counts,
  '',
].join('\n'));

playwright('list lines list every test, ordinals padded to the total\'s width', () => {
  const r = playwrightRun(['  ✓   1 tests/a.spec.js:2:1 › works (13ms)', '  ✘   2 tests/a.spec.js:9:1 › breaks (9ms)', '  -   3 tests/a.spec.js:12:1 › later'], ['  1 failed', '    tests/a.spec.js:9:1 › breaks ──────────', '  1 skipped', '  1 passed (1.0s)']);
  assert.equal(r.tests, { passed: ['tests/a.spec.js › works'], skipped: ['tests/a.spec.js › later'] });
  assert.equal(r.failures.map((f) => f.name), ['tests/a.spec.js › breaks']);
});

playwright('a result line a test printed is one more than playwright counted: no list', () => {
  const counts = ['  1 failed', '    tests/a.spec.js:9:1 › breaks ──────────', '  1 passed (1.0s)'];
  const r = playwrightRun(['  ✓  1 tests/a.spec.js:2:1 › works (13ms)', '  ✓  3 tests/a.spec.js:20:1 › ghost (1ms)', '  ✘  2 tests/a.spec.js:9:1 › breaks (9ms)'], counts);
  assert.is(r.tests, undefined);
  // A printed pass of the failing test before its own result: the last attempt decides.
  const before = playwrightRun(['  ✓  1 tests/a.spec.js:2:1 › works (13ms)', '  ✓  2 tests/a.spec.js:9:1 › breaks (1ms)', '  ✘  2 tests/a.spec.js:9:1 › breaks (9ms)'], counts);
  assert.equal(before.tests, { passed: ['tests/a.spec.js › works'], skipped: [] });
});

playwright.run();
