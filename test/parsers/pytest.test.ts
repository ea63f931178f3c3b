/**
 * The pytest parser: each line kind of grammars/pytest.peggy through the `Line` start
 * rule, the fold's counting and naming rules on small inputs, imitation lines printed by
 * tests, stdout-then-stderr concatenation, and truncation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '#grammars/pytest';
import { normalizeOutput } from '../../src/parsing/normalize.ts';
import { domainOf } from '../../src/runners/pytest/node-ids.ts';
import { parsePytestOutput } from '../../src/runners/pytest/parse.ts';
import type { PytestRecord } from '../../src/runners/pytest/records.ts';
import { FIXTURES_ROOT, loadFixtures } from '../support/fixtures.ts';

const line = (text: string): PytestRecord => parse(`${text}\n`, { startRule: 'Line' }) as PytestRecord;
const fixture = (id: string): string => readFileSync(join(FIXTURES_ROOT, 'pytest', id, 'output.txt'), 'utf8');
const bar = (c: string, title: string): string => `${c.repeat(20)} ${title} ${c.repeat(20)}`;
const consistent = (r: ReturnType<typeof parsePytestOutput>): boolean =>
  r.summary.total === r.summary.passed + r.summary.failed + r.summary.skipped;

// ---

const lines = suite('pytest: line kinds');

lines('separators: section, stats, header kinds, sub-section, bang', () => {
  assert.equal(line(bar('=', 'FAILURES')), { kind: 'section', title: 'FAILURES' });
  assert.equal(line(bar('=', 'short test summary info')), { kind: 'section', title: 'short test summary info' });
  assert.equal(line('== 1 failed, 1 passed, 4 skipped, 1 deselected, 2 xfailed, 1 xpassed in 2.19s =='), {
    kind: 'stats',
    seconds: 2.19,
    counts: [
      { n: 1, word: 'failed' }, { n: 1, word: 'passed' }, { n: 4, word: 'skipped' },
      { n: 1, word: 'deselected' }, { n: 2, word: 'xfailed' }, { n: 1, word: 'xpassed' },
    ],
  });
  assert.equal(line('= 3 passed in 75.31s (0:01:15) ='), { kind: 'stats', counts: [{ n: 3, word: 'passed' }], seconds: 75.31 });
  assert.equal(line(bar('_', 'TestK.test_x[a - b]')), { kind: 'header', when: 'call', title: 'TestK.test_x[a - b]' });
  assert.equal(line(bar('_', 'ERROR at setup of test_y')), { kind: 'header', when: 'setup', title: 'test_y' });
  assert.equal(line(bar('_', 'ERROR at teardown of K.test_z')), { kind: 'header', when: 'teardown', title: 'K.test_z' });
  assert.equal(line(bar('_', 'ERROR collecting tests/test_bad.py')), { kind: 'header', when: 'collect', title: 'tests/test_bad.py' });
  assert.equal(line('_ a title wider than the terminal keeps one underscore per side _'), {
    kind: 'header', when: 'call', title: 'a title wider than the terminal keeps one underscore per side',
  });
  assert.equal(line(bar('-', 'Captured stdout call')), { kind: 'sub', title: 'Captured stdout call' });
  assert.equal(line(bar('!', 'Interrupted: 1 error during collection')), { kind: 'bang', title: 'Interrupted: 1 error during collection' });
});

lines('bare stats lines (-q)', () => {
  assert.equal(line('4 failed, 2 passed, 3 errors in 0.66s'), {
    kind: 'stats', seconds: 0.66, counts: [{ n: 4, word: 'failed' }, { n: 2, word: 'passed' }, { n: 3, word: 'errors' }],
  });
  assert.equal(line('no tests ran in 0.01s'), { kind: 'stats', counts: [], seconds: 0.01 });
  assert.is(line('4 failed and then some').kind, 'unknown');
});

lines('short summary entries keep brackets, " - " and "::" inside parameter ids', () => {
  assert.equal(line("FAILED tests/a.py::TestK::test_p[a - b] - AssertionError: assert 'a - b' == 1"), {
    kind: 'entry', word: 'FAILED', nodeid: 'tests/a.py::TestK::test_p[a - b]', message: "AssertionError: assert 'a - b' == 1",
  });
  assert.equal(line('FAILED tests/a.py::test_p[[bracketed]] - assert 0'), {
    kind: 'entry', word: 'FAILED', nodeid: 'tests/a.py::test_p[[bracketed]]', message: 'assert 0',
  });
  assert.equal(line('ERROR tests/a.py::test_q[x::y]'), { kind: 'entry', word: 'ERROR', nodeid: 'tests/a.py::test_q[x::y]' });
  assert.equal(line('ERROR tests/test_import.py'), { kind: 'entry', word: 'ERROR', nodeid: 'tests/test_import.py' });
  // pytest 7 writes an XPASS reason without the " - ".
  assert.equal(line('XPASS tests/a.py::test_xpass maybe fixed'), { kind: 'entry', word: 'XPASS', nodeid: 'tests/a.py::test_xpass', message: 'maybe fixed' });
  assert.equal(line('SKIPPED [2] tests/a.py:6: not implemented yet'), { kind: 'skipEntry', n: 2 });
});

lines('header, progress and -v result lines', () => {
  assert.equal(line('collected 9 items / 1 deselected / 1 skipped / 8 selected'), {
    kind: 'collected', n: 9, deselected: 1, selected: 8, skipped: 1, errors: 0,
  });
  assert.equal(line('collecting ... collected 0 items / 2 errors'), {
    kind: 'collected', n: 0, deselected: 0, selected: 0, skipped: 0, errors: 2,
  });
  assert.equal(line('tests/test_a.py .F.sxX                                  [ 40%]'), { kind: 'progress', path: 'tests/test_a.py', chars: '.F.sxX' });
  assert.equal(line('E.EFExXFs.FF                                             [100%]'), { kind: 'progress', chars: 'E.EFExXFs.FF' });
  assert.equal(line('tests/a.py::TestK::test_x[1] PASSED                      [ 10%]'), { kind: 'result', nodeid: 'tests/a.py::TestK::test_x[1]', status: 'PASSED' });
  assert.equal(line('tests/a.py::test_skip SKIPPED (not implemented yet)      [ 12%]'), { kind: 'result', nodeid: 'tests/a.py::test_skip', status: 'SKIPPED' });
  assert.is(line('tests/a.py::test_x PASSED because I said so').kind, 'unknown');
  // Letters without their `[ NN%]`: the unfinished line of a run cut off mid-file, which the
  // fold counts only as the run's last line.
  assert.equal(line('tests/test_a.py .F.'), { kind: 'cutProgress', path: 'tests/test_a.py', chars: '.F.' });
  assert.equal(line('..F.s  '), { kind: 'cutProgress', chars: '..F.s' });
  assert.equal(line('F'), { kind: 'cutProgress', chars: 'F' });
  assert.is(line('tests_a .F.').kind, 'unknown', 'a path has a dot');
  assert.is(line('..F. done').kind, 'unknown');
});

lines('E lines, locations, unknown', () => {
  assert.equal(line('E       assert 1 == 2'), { kind: 'e' });
  // An empty E line of a diff is not a one-test progress line.
  assert.equal(line('E         '), { kind: 'e' });
  assert.equal(line('tests/test_a.py:12: AssertionError'), { kind: 'loc', path: 'tests/test_a.py', line: 12, text: 'AssertionError' });
  assert.equal(line("/abs/tests/test_a.py:6: AssertionError: assert 'Alpha' == 'ALPHA'"), {
    kind: 'loc', path: '/abs/tests/test_a.py', line: 6, text: "AssertionError: assert 'Alpha' == 'ALPHA'",
  });
  assert.equal(line('    def test_x():'), { kind: 'unknown' });
  assert.equal(line('Everything is fine.'), { kind: 'unknown' });
});

lines.run();

// ---

const fold = suite('pytest: counting and naming');

const SESSION = [bar('=', 'test session starts'), 'collected 3 items', ''];

fold('a test that passes and then errors in teardown counts once, as failed', () => {
  const r = parsePytestOutput([
    ...SESSION,
    'tests/t.py .E.                                                    [100%]',
    bar('=', 'ERRORS'),
    bar('_', 'ERROR at teardown of test_b'),
    'E       RuntimeError: cleanup failed',
    bar('=', 'short test summary info'),
    'ERROR tests/t.py::test_b - RuntimeError: cleanup failed',
    '= 3 passed, 1 error in 0.05s =',
  ].join('\n'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ name: 'tests/t.py::test_b', kind: 'test', file: 'tests/t.py', message: 'RuntimeError: cleanup failed', errorAt: { when: 'teardown' } }]);
});

fold('with --tb=no the collected count still finds a teardown error after a pass', () => {
  const r = parsePytestOutput([
    ...SESSION,
    'tests/t.py .E.                                                    [100%]',
    bar('=', 'short test summary info'),
    'ERROR tests/t.py::test_b - RuntimeError: cleanup failed',
    '= 3 passed, 1 error in 0.05s =',
  ].join('\n'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
});

fold('without a short summary (-rN) teardown headers still dedupe, and names fall back to the failing file', () => {
  const r = parsePytestOutput([
    ...SESSION.slice(0, 2),
    'tests/test_t.py E.EFE                                                [100%]',
    bar('=', 'ERRORS'),
    bar('_', 'ERROR at setup of test_a'),
    'E       RuntimeError: setup boom',
    'tests/conftest.py:4: RuntimeError',
    bar('_', 'ERROR at teardown of test_b'),
    'E       RuntimeError: cleanup failed',
    bar('_', 'ERROR at teardown of test_c'),
    'E       RuntimeError: cleanup failed',
    bar('=', 'FAILURES'),
    bar('_', 'test_c'),
    'E       assert 1 == 2',
    'tests/test_t.py:9: AssertionError',
    '= 1 failed, 1 passed, 3 errors in 0.05s =',
  ].join('\n'));
  assert.equal(r.summary, { total: 3, passed: 0, failed: 3, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.message]).sort(), [
    ['tests/test_t.py::test_a', 'RuntimeError: setup boom'],
    ['tests/test_t.py::test_b', 'RuntimeError: cleanup failed'],
    ['tests/test_t.py::test_c', 'assert 1 == 2'],
  ]);
});

fold('a failure followed by a teardown error is one failure with the call message', () => {
  const r = parsePytestOutput([
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_a - assert 1 == 2',
    'ERROR tests/t.py::test_a - RuntimeError: cleanup failed',
    '1 failed, 1 error in 0.01s',
  ].join('\n'));
  assert.equal(r.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ name: 'tests/t.py::test_a', kind: 'test', file: 'tests/t.py', message: 'assert 1 == 2' }]);
});

fold('xfailed is skipped, xpassed is passed, deselected is not counted; collection errors are file failures', () => {
  const r = parsePytestOutput([
    bar('=', 'short test summary info'),
    'ERROR tests/test_bad.py',
    '== 1 passed, 1 skipped, 3 deselected, 2 xfailed, 1 xpassed, 1 error in 0.2s ==',
  ].join('\n'));
  assert.equal(r.summary, { total: 6, passed: 2, failed: 1, skipped: 3 });
  assert.equal(r.failures, [{ name: 'tests/test_bad.py', kind: 'file', file: 'tests/test_bad.py' }]);
});

fold('section headers are matched to node ids by domain name; the last E block gives the message', () => {
  const r = parsePytestOutput([
    bar('=', 'FAILURES'),
    bar('_', 'TestK.test_x[1.5]'),
    'E       KeyError: inner',
    'During handling of the above exception, another exception occurred:',
    'E       RuntimeError: outer',
    'tests/t.py:9: RuntimeError',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::TestK::test_x[1.5] - RuntimeError: ou...',
    '1 failed in 0.01s',
  ].join('\n'));
  assert.equal(r.failures, [{ name: 'tests/t.py::TestK::test_x[1.5]', kind: 'test', file: 'tests/t.py', message: 'RuntimeError: outer', location: 'tests/t.py:9' }]);
  assert.is(domainOf('tests/t.py::A::B::test_c[a::b.c]'), 'A.B.test_c[a::b.c]');
});

fold('location: the section\'s last location line; detail: the message block\'s further E lines', () => {
  const r = parsePytestOutput([
    bar('=', 'FAILURES'),
    bar('_', 'test_total'),
    '    def test_total():',
    '>       assert helper() == 7',
    '',
    'tests/test_t.py:4: ',
    '    def helper():',
    'E       assert 6 == 7',
    'E        +  where 6 = total([1, 2, 3])',
    'E       ',
    '',
    'tests/helpers.py:12: AssertionError',
    bar('-', 'Captured stdout call'),
    'tests/fake.py:99: printed by the test',
    bar('=', 'short test summary info'),
    'FAILED tests/test_t.py::test_total - assert 6 == 7',
    '1 failed in 0.01s',
  ].join('\n'));
  assert.equal(r.failures.map((f) => [f.location, f.detail]), [['tests/helpers.py:12', ['+  where 6 = total([1, 2, 3])']]]);
});

fold('--tb=line crash lines are paired with FAILED entries in order', () => {
  const r = parsePytestOutput([
    bar('=', 'FAILURES'),
    '/abs/tests/t.py:3: AssertionError: assert a very long message that the summary line would cut',
    '/abs/tests/t.py:7: ValueError: bad',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_a - AssertionError: assert a very long mess...',
    'FAILED tests/t.py::test_b - ValueError: bad',
    '2 failed in 0.01s',
  ].join('\n'));
  assert.equal(r.failures.map((f) => f.message), ['AssertionError: assert a very long message that the summary line would cut', 'ValueError: bad']);
});

fold('"no tests ran" is an empty, seen summary', () => {
  const r = parsePytestOutput(`${bar('=', 'no tests ran in 0.01s')}\n`);
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, true);
  assert.is(r.durationMs, 10);
});

fold.run();

// ---

const noise = suite('pytest: imitation lines printed by tests');

noise('a fake header, summary and stats inside captured output change nothing', () => {
  const r = parsePytestOutput([
    ...SESSION,
    'tests/t.py .F.                                                    [100%]',
    bar('=', 'FAILURES'),
    bar('_', 'test_b'),
    'E       assert 1 == 2',
    bar('-', 'Captured stdout call'),
    bar('_', 'test_a'),
    'E       assert fake',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_a - imitation',
    '= 9 failed in 0.01s =',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_b - assert 1 == 2',
    '= 1 failed, 2 passed in 0.05s =',
  ].join('\n'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ name: 'tests/t.py::test_b', kind: 'test', file: 'tests/t.py', message: 'assert 1 == 2' }]);
});

noise('-rP: a summary a passing test printed into PASSES is not taken for pytest\'s, which -rP does not write', () => {
  const output = (realSummary: string[]) => parsePytestOutput([
    ...SESSION,
    'tests/t.py .F.                                                    [100%]',
    bar('=', 'FAILURES'),
    bar('_', 'test_b'),
    'E       assert 1 == 2',
    bar('=', 'PASSES'),
    bar('_', 'test_c'),
    bar('-', 'Captured stdout call'),
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_a - imitation from a pytester run',
    '= 9 failed in 0.01s =',
    'more output of test_c',
    ...realSummary,
    '= 1 failed, 2 passed in 0.05s =',
  ].join('\n'));
  const b = { name: 'tests/t.py::test_b', kind: 'test', file: 'tests/t.py', message: 'assert 1 == 2' };
  const without = output([]);
  assert.equal(without.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(without.failures, [b]);
  // With -rA (or -rPf) pytest's own summary follows PASSES, and it is the one read.
  const withSummary = output([bar('=', 'short test summary info'), 'FAILED tests/t.py::test_b - assert 1 == 2']);
  assert.equal(withSummary.failures, [b]);
});

noise('a stats line printed at exit cannot outrank pytest\'s own: the worst agreeing one is read', () => {
  const r = parsePytestOutput([
    ...SESSION,
    'tests/t.py .F.                                                    [100%]',
    bar('=', 'FAILURES'),
    bar('_', 'test_b'),
    'E       assert 1 == 2',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_b - assert 1 == 2',
    '= 1 failed, 2 passed in 0.05s =',
    // an atexit hook of the model's, after pytest has written everything
    bar('=', 'short test summary info'),
    '= 3 passed in 0.05s =',
  ].join('\n'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['tests/t.py::test_b']);
});

noise('an equal stats line printed at exit does not move the run\'s end: pytest\'s own summary is read', () => {
  const r = parsePytestOutput([
    ...SESSION,
    'tests/t.py .F.                                                    [100%]',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_b - assert 1 == 2',
    '= 1 failed, 2 passed in 0.05s =',
    bar('=', 'short test summary info'),
    'FAILED tests/t.py::test_other - printed at exit',
    '= 1 failed, 2 passed in 0.05s =',
  ].join('\n'));
  assert.equal(r.failures.map((f) => f.name), ['tests/t.py::test_b']);
});

noise('a conftest import error counts only before the session starts', () => {
  const head = "ImportError while loading conftest '/p/tests/conftest.py'.\nE   ModuleNotFoundError: No module named 'x'\n";
  const before = parsePytestOutput(head);
  assert.equal(before.failures, [{ name: '/p/tests/conftest.py', kind: 'file', file: '/p/tests/conftest.py', message: "ModuleNotFoundError: No module named 'x'" }]);
  assert.equal(before.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  const printed = parsePytestOutput([...SESSION, 'tests/t.py ...                              [100%]', head, '= 3 passed in 0.01s ='].join('\n'));
  assert.equal(printed.failures, []);
  assert.equal(printed.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
});

noise('an "ERROR: " line is a usage error only when nothing ran', () => {
  const usage = parsePytestOutput('ERROR: file or directory not found: tests/nope.py\n\n');
  assert.equal(usage.failures, [{ name: 'file or directory not found: tests/nope.py', kind: 'run', message: 'file or directory not found: tests/nope.py' }]);
  assert.equal(usage.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  const printed = parsePytestOutput([...SESSION, 'tests/t.py ...                              [100%]', '= 3 passed in 0.01s =', 'ERROR: connection refused (a test wrote this to stderr)'].join('\n'));
  assert.equal(printed.failures, []);
  assert.equal(printed.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
});

noise('many imitation headers stay cheap to pair', () => {
  const fakes = Array.from({ length: 20000 }, (_, i) => bar('_', `test_fake_${i}`));
  const entries = Array.from({ length: 2000 }, (_, i) => `FAILED tests/t.py::test_${i} - boom`);
  const t = performance.now();
  const r = parsePytestOutput([bar('=', 'FAILURES'), ...fakes, bar('=', 'short test summary info'), ...entries, '2000 failed in 1.00s'].join('\n'));
  assert.is(r.failures.length, 2000);
  assert.ok(performance.now() - t < 2000);
});

noise('real noisy runs at every reporter agree with junit (see the fixtures) and name only the real failure', () => {
  for (const id of ['9-noisy-output-default', '9-noisy-output-s', '7-noisy-output-rA', '9-noisy-output-tb-line']) {
    const r = parsePytestOutput(fixture(id));
    assert.equal(r.failures.map((f) => f.name), ['tests/test_noise.py::test_prints_fake_output_and_fails'], id);
    assert.equal(r.summary, { total: 5, passed: 4, failed: 1, skipped: 0 }, id);
  }
});

noise.run();

// ---

const streams = suite('pytest: stdout then stderr');

streams('a real -s run captured as stdout followed by stderr parses like the merged one', () => {
  for (const v of ['7', '9']) {
    const split = parsePytestOutput(fixture(`${v}-noisy-output-s-split`));
    const merged = parsePytestOutput(fixture(`${v}-noisy-output-s`));
    assert.equal(split.summary, merged.summary, v);
    assert.equal(split.failures.map((f) => f.name), merged.failures.map((f) => f.name), v);
  }
});

streams('stderr text after the stats line, even an imitation stats line, does not replace it', () => {
  const out = fixture('9-one-failure-default');
  const r = parsePytestOutput(`${out}${bar('=', '7 failed, 1 passed in 0.01s')}\nFAILED tests/x.py::y - boom\n`);
  assert.equal(r.summary, parsePytestOutput(out).summary);
});

streams.run();

// ---

const cut = suite('pytest: truncated output');

cut('every cut of a real output parses and stays consistent; a head counts no more than the run, a tail names every failure', () => {
  const out = fixture('9-fixture-errors-v');
  const full = parsePytestOutput(out);
  const names = full.failures.map((f) => f.name).sort();
  const summaryAt = out.indexOf('= short test summary info =');
  for (let i = 0; i <= out.length; i += 97) {
    const head = parsePytestOutput(out.slice(0, i));
    assert.ok(consistent(head));
    assert.ok(head.summary.total <= full.summary.total, `head cut at ${i}`);
    const tail = parsePytestOutput(out.slice(i));
    assert.ok(consistent(tail));
    // (A tail that lost the ERRORS header of a pass-then-teardown-error test counts that
    // test in passed as well: a documented limit, so only the failures are compared.)
    if (i < summaryAt) assert.equal(tail.failures.map((f) => f.name).sort(), names, `tail cut at ${i}`);
  }
});

cut('output cut before the stats line is not a seen summary; the -v lines still count', () => {
  const out = fixture('9-fixture-errors-v');
  const r = parsePytestOutput(out.slice(0, out.indexOf('= FAILURES =')));
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 7, passed: 1, failed: 6, skipped: 0 });
});

cut('output cut at the start keeps the summary and its node ids', () => {
  const out = fixture('9-large-q');
  const r = parsePytestOutput(out.slice(out.length - 3000));
  assert.is(r.summarySeen, true);
  assert.equal(r.summary, { total: 2000, passed: 1950, failed: 50, skipped: 0 });
  assert.ok(r.failures.length > 0 && r.failures.every((f) => f.name.includes('::')));
});

cut('a run killed mid-file counts the letters of its unfinished last line, and only as its last line', () => {
  const head = [
    bar('=', 'test session starts'),
    'collected 6 items',
    '',
    'tests/test_0.py .                                                        [ 16%]',
  ].join('\n');
  const npmFooter = 'npm error Lifecycle script `test` failed with error:\nnpm error code 143\n';
  // What a hung test killed at a timeout leaves: the letters of the tests that did finish.
  assert.equal(parsePytestOutput(`${head}\ntests/test_a.py .F.`).summary, { total: 4, passed: 3, failed: 1, skipped: 0 });
  assert.equal(parsePytestOutput(`${head}\ntests/test_a.py .F.\n\n${npmFooter}`).summary, { total: 4, passed: 3, failed: 1, skipped: 0 });
  // Not the run's last line: a test's own output (`-s`), followed by more of the run.
  assert.equal(parsePytestOutput(`${head}\n...\ntests/test_b.py ..                                                       [ 50%]`).summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
  // Inside a failure's traceback, letters are no progress.
  const failures = `${head}\n${bar('=', 'FAILURES')}\n${bar('_', 'test_x')}`;
  assert.equal(parsePytestOutput(`${failures}\nF`).summary, parsePytestOutput(failures).summary);
  // With pytest's stats line, the stats line counts.
  assert.equal(parsePytestOutput(`${head}\n${bar('=', '1 passed in 0.01s')}\n...`).summary, { total: 1, passed: 1, failed: 0, skipped: 0 });
});

cut('junk never throws', () => {
  for (const junk of ['', '\n', '\u0000\uffff', '='.repeat(10000), `${'_ '.repeat(5000)}\n`, 'E', '[100%]', '1 passed in xs']) {
    assert.ok(consistent(parsePytestOutput(junk)));
  }
});

cut.run();
