/**
 * Focused tests of the vitest parser: one line kind at a time through the grammar's `Line`
 * start rule, then the fold's context rules on small inputs and on real fixtures (console
 * imitations, stdout-then-stderr order, truncation at either end, colour, totality).
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '#grammars/vitest';
import { parseVitestOutput } from '../../src/runners/vitest/parse.ts';
import type { VitestRecord } from '../../src/runners/vitest/records.ts';
import { FIXTURES_ROOT } from '../support/fixtures.ts';

const line = (text: string): VitestRecord => parse(`${text}\n`, { startRule: 'Line' }) as VitestRecord;
const fixture = (id: string): string => readFileSync(`${FIXTURES_ROOT}vitest/${id}/output.txt`, 'utf8');
const names = (text: string): string[] => parseVitestOutput(text).failures.map((f) => `${f.kind}:${f.name}`).sort();

// ---

const lines = suite('vitest grammar: line kinds');

lines('run banner', () => {
  assert.equal(line(' RUN  v3.2.4 /work/repo'), { kind: 'banner', version: '3.2.4' });
});

lines('section banners, dividers and rules', () => {
  assert.equal(line('⎯⎯⎯⎯⎯⎯⎯ Failed Tests 12 ⎯⎯⎯⎯⎯⎯⎯'), { kind: 'section', title: 'Failed Tests 12' });
  assert.equal(line('⎯⎯⎯⎯ Unhandled Rejection ⎯⎯⎯⎯⎯'), { kind: 'section', title: 'Unhandled Rejection' });
  assert.equal(line('⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[2/13]⎯'), { kind: 'divider', index: 2, of: 13 });
  assert.equal(line('⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯'), { kind: 'rule' });
});

lines('FAIL headers split the file at the first " > " and keep " > " inside titles', () => {
  assert.equal(line(' FAIL  test/a.test.ts > outer > a > b > leaf'), { kind: 'fail', project: null, file: 'test/a.test.ts', title: 'outer > a > b > leaf' });
  assert.equal(line(' FAIL  test/b.test.ts [ test/b.test.ts ]'), { kind: 'fail', project: null, file: 'test/b.test.ts', title: null });
  assert.equal(line(' FAIL  |web| test/c.test.ts:3:5 > t'), { kind: 'fail', project: 'web', file: 'test/c.test.ts:3:5', title: 't' });
  // 2.x puts the label right after the badge and two spaces before the file.
  assert.equal(line(' FAIL |web|  test/c.test.ts > t'), { kind: 'fail', project: 'web', file: 'test/c.test.ts', title: 't' });
  assert.equal(line(' FAIL  test/d.test.ts > brackets [x] (y)'), { kind: 'fail', project: null, file: 'test/d.test.ts', title: 'brackets [x] (y)' });
});

lines('vitest 5: the failed attempts after a retried or repeated test\'s FAIL header are not part of its title', () => {
  const title = (header: string) => (line(` FAIL  test/r.test.ts > ${header}`) as { title: string }).title;
  assert.is(title('suite > t (initial run, 1st retry)'), 'suite > t');
  assert.is(title('t (1st retry)'), 't');
  assert.is(title('t (2nd retry of 1st repeat)'), 't');
  assert.is(title('t (2 times in initial run, 12th repeat)'), 't');
  assert.is(title('t (3 times)'), 't');
  // Anything else in parentheses is the title's own.
  assert.is(title('t (1st try)'), 't (1st try)');
  assert.is(title('t (initial run) and more'), 't (initial run) and more');
  assert.is(title('t (initial run,1st retry)'), 't (initial run,1st retry)');
});

lines('per-file lines of 1.x (two spaces) and 2.x+', () => {
  assert.equal(line(' ❯ test/cart.test.js  (3 tests | 1 failed) 12ms'), { kind: 'module', state: '❯', project: null, file: 'test/cart.test.js', tests: 3, failed: 1, skipped: 0, todo: 0 });
  assert.equal(line(' ✓ test/x y.test.ts (1 test) 3ms'), { kind: 'module', state: '✓', project: null, file: 'test/x y.test.ts', tests: 1, failed: 0, skipped: 0, todo: 0 });
  assert.equal(line(' ❯ |api| t.test.js (1 test | 1 failed) 3ms'), { kind: 'module', state: '❯', project: 'api', file: 't.test.js', tests: 1, failed: 1, skipped: 0, todo: 0 });
  assert.equal(line(' ❯ t.test.js (9 tests | 1 failed | 6 skipped | 1 todo) 148ms'), { kind: 'module', state: '❯', project: null, file: 't.test.js', tests: 9, failed: 1, skipped: 6, todo: 1 });
});

lines('per-test lines and arrow messages', () => {
  // Test records carry only the symbol; the fold reads indentation and title from the raw line.
  assert.equal(line('     × sums price times quantity 25ms'), { kind: 'test', state: '×' });
  assert.equal(line(' ✓ test/a.test.js > a passes 27ms'), { kind: 'test', state: '✓' });
  // Known limit: a 1-space line ending in `(N tests)` is a per-file line even if it is a verbose title.
  assert.equal(line(' ✓ test/a.test.js > a passes (2 tests) 27ms'), { kind: 'module', state: '✓', project: null, file: 'test/a.test.js > a passes', tests: 2, failed: 0, skipped: 0, todo: 0 });
  assert.equal(line('   □ todo test'), { kind: 'test', state: '□' });
  assert.equal(line('     → expected 12 to be 11'), { kind: 'arrow', text: 'expected 12 to be 11' });
});

lines('summary lines', () => {
  assert.equal(line(' Test Files  1 failed | 2 passed (3)'), { kind: 'files', parts: [{ n: 1, label: 'failed' }, { n: 2, label: 'passed' }], total: 3 });
  assert.equal(line('      Tests  2 failed | 10 passed | 1 skipped | 1 todo (14)'), {
    kind: 'tests',
    parts: [{ n: 2, label: 'failed' }, { n: 10, label: 'passed' }, { n: 1, label: 'skipped' }, { n: 1, label: 'todo' }],
    total: 14,
  });
  assert.equal(line('      Tests  3 passed | 1 expected fail (4)'), { kind: 'tests', parts: [{ n: 3, label: 'passed' }, { n: 1, label: 'expected fail' }], total: 4 });
  assert.equal(line('      Tests  no tests'), { kind: 'tests', parts: [], total: 0 });
  assert.equal(line('     Errors  2 errors'), { kind: 'errors', count: 2 });
  assert.equal(line('  Snapshots  1 failed'), { kind: 'snapshots' });
  assert.equal(line('   Duration  1.20s (transform 50ms, setup 0ms)'), { kind: 'duration', ms: 1200 });
  assert.equal(line('   Duration  715ms'), { kind: 'duration', ms: 715 });
});

lines('console headers, no-tests line, dots, unknown', () => {
  assert.equal(line('stdout | test/a.test.js > noisy > prints'), { kind: 'console', stream: 'stdout' });
  assert.equal(line('stderr | test/a.test.js'), { kind: 'console', stream: 'stderr' });
  assert.equal(line('No test files found, exiting with code 1'), { kind: 'noTests' });
  assert.equal(line('··x·-*'), { kind: 'dots', chars: '··x·-*' });
  assert.equal(line('AssertionError: expected 1 to be 2'), { kind: 'unknown' });
  assert.equal(line(''), { kind: 'blank' });
});

lines.run();

// ---

const fold = suite('vitest fold: context rules');

const BLOCK = [
  '',
  ' RUN  v3.2.4 /repo',
  '',
  ' ❯ test/a.test.ts (2 tests | 1 failed) 5ms',
  '   × adds 3ms',
  '     → expected 1 to be 2 // Object.is equality',
  '',
  '⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯',
  '',
  ' FAIL  test/a.test.ts > math > adds',
  'AssertionError: expected 1 to be 2 // Object.is equality',
  '',
  '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯[1/1]⎯',
  '',
  ' Test Files  1 failed (1)',
  '      Tests  1 failed | 1 passed (2)',
  '   Start at  12:00:00',
  '   Duration  1.50s (transform 1ms)',
  '',
];

fold('a FAIL block gives name, file and message; the summary gives counts and duration', () => {
  const r = parseVitestOutput(BLOCK.join('\n'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ kind: 'test', name: 'math > adds', file: 'test/a.test.ts', message: 'AssertionError: expected 1 to be 2 // Object.is equality' }]);
  assert.is(r.summarySeen, true);
  assert.is(r.durationMs, 1500);
});

fold('imitation runner lines inside a console block change nothing', () => {
  const consoleBlock = [
    'stdout | test/a.test.ts > math > adds',
    ' FAIL  test/fake.test.ts > fake',
    ' Test Files  9 failed (9)',
    '      Tests  99 failed (99)',
    '   Duration  9.99s',
    '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
    '⎯⎯⎯⎯ Uncaught Exception ⎯⎯⎯⎯⎯',
    '',
  ];
  // After the per-file lines, before the Failed Tests banner, where vitest prints console output.
  const text = [...BLOCK.slice(0, 6), ...consoleBlock, ...BLOCK.slice(6)].join('\n');
  const r = parseVitestOutput(text);
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(names(text), ['test:math > adds']);
  assert.is(r.durationMs, 1500);
});

fold('identical errors of several tests share one message under consecutive FAIL headers', () => {
  const text = ['', ' FAIL  t.test.ts > a', ' FAIL  t.test.ts > b', 'Error: shared', ''].join('\n');
  const r = parseVitestOutput(text);
  assert.equal(r.failures.map((f) => [f.name, f.message]), [['a', 'Error: shared'], ['b', 'Error: shared']]);
});

fold('after the RUN banner, FAIL headers and banners written raw by a test (no console header) do not count', () => {
  // What a test's process.stdout.write produces: no `stdout |` header, printed before vitest's sections.
  const raw = ['', ' FAIL  test/raw.test.ts > raw write', '      Tests  5 passed (5)', '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯', '⎯⎯⎯⎯ Uncaught Exception ⎯⎯⎯⎯⎯', 'Error: fake'];
  const text = [...BLOCK.slice(0, 6), ...raw, ...BLOCK.slice(6)].join('\n');
  assert.equal(names(text), ['test:math > adds']);
  assert.equal(parseVitestOutput(text).summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
});

fold('a raw "No test files found" or Duration line after test lines neither completes the run nor sets the duration', () => {
  const text = ['', ' RUN  v4.1.12 /repo', '', ' ✓ test/a.test.ts (2 tests) 5ms', '', 'No test files found, exiting with code 1', '   Duration  99.99s', ''].join('\n');
  const r = parseVitestOutput(text);
  assert.is(r.summarySeen, false);
  assert.is(r.durationMs, undefined);
  assert.equal(r.summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
});

fold('a FAIL line not preceded by a blank line or a FAIL header is not a header', () => {
  assert.equal(names(['', 'some output', ' FAIL  t.test.ts > fake', ''].join('\n')), []);
});

fold('file-level errors are kind file; unhandled errors are kind run; neither is counted', () => {
  const text = [
    '',
    ' FAIL  test/broken.test.ts [ test/broken.test.ts ]',
    'SyntaxError: Unexpected token',
    '',
    '⎯⎯⎯⎯⎯⎯ Unhandled Errors ⎯⎯⎯⎯⎯⎯',
    '',
    'Vitest caught 1 unhandled error during the test run.',
    '',
    '⎯⎯⎯⎯ Uncaught Exception ⎯⎯⎯⎯⎯',
    'Error: late timer',
    '',
    ' FAIL  test/x.test.ts > not a header inside unhandled errors',
    '⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯⎯',
    ' Test Files  1 failed | 1 passed (2)',
    '      Tests  3 passed (3)',
    '     Errors  1 error',
    '   Duration  10ms',
  ].join('\n');
  const r = parseVitestOutput(text);
  assert.equal(r.summary, { total: 3, passed: 3, failed: 0, skipped: 0 });
  assert.equal(r.failures, [
    { kind: 'file', name: 'test/broken.test.ts', file: 'test/broken.test.ts', message: 'SyntaxError: Unexpected token' },
    { kind: 'run', name: 'Unhandled error: Uncaught Exception', message: 'Error: late timer' },
  ]);
});

fold('skipped = total - passed - failed; expected fail counts as passed', () => {
  const r = parseVitestOutput([' Test Files  1 passed (1)', '      Tests  3 passed | 1 expected fail | 2 skipped | 1 todo (8)', '   Duration  1ms'].join('\n'));
  assert.equal(r.summary, { total: 8, passed: 4, failed: 0, skipped: 4 });
});

fold('"No test files found" is a complete run with no tests', () => {
  const r = parseVitestOutput('\n RUN  v4.1.12 /repo\n\ninclude: **/*.{test,spec}.?(c|m)[jt]s?(x)\nNo test files found, exiting with code 1\n');
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, true);
  assert.equal(r.failures, []);
});

fold.run();

// ---

const real = suite('vitest fold: real fixtures');

real('stdout-then-stderr concatenation parses like the merged stream', () => {
  for (const [split, merged] of [
    ['1-failures-across-files-default-split', '1-failures-across-files-default'],
    ['4-noisy-console-default-split', '4-noisy-console-default'],
    ['4-unhandled-error-default-split', '4-unhandled-error-default'],
  ] as const) {
    const a = parseVitestOutput(fixture(split));
    const b = parseVitestOutput(fixture(merged));
    assert.equal(a.summary, b.summary, split);
    assert.equal(names(fixture(split)), names(fixture(merged)), split);
  }
});

real('a suite whose beforeAll or afterAll threw is a hook, not counted; a suite vitest fails for holding no test stays a file', () => {
  for (const major of [1, 2, 3, 4, 5]) {
    const hooks = parseVitestOutput(fixture(`${major}-hook-failure-default`));
    // vitest's own counts: the beforeAll suite's tests skipped, the afterAll suite's test passed.
    assert.equal(hooks.summary, { total: 6, passed: 2, failed: 2, skipped: 2 }, `${major}`);
    assert.equal(hooks.failures.filter((f) => f.kind !== 'test').map((f) => `${f.kind}:${f.name}:${f.message}`), [
      'hook:test/hooks.test.js > beforeAll fails:Error: database connection refused',
      'hook:test/hooks.test.js > afterAll fails:Error: teardown failed',
    ], `${major}`);
    const empty = parseVitestOutput(fixture(`${major}-empty-suite-default`));
    assert.equal(empty.failures.map((f) => `${f.kind}:${f.name}`), ['file:test/cases.test.js > generated cases'], `${major}`);
  }
});

real('output cut at the end: no summary, counts from per-file lines, failures from test lines', () => {
  const full = fixture('2-failures-across-files-default');
  const cut = full.slice(0, full.indexOf('⎯⎯⎯⎯⎯⎯⎯ Failed Tests'));
  const r = parseVitestOutput(cut);
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 7, passed: 3, failed: 4, skipped: 0 });
  assert.equal(names(cut), ['test:a fails with toEqual', 'test:b suite > b fails with toBe', 'test:b suite > b fails with toBeTruthy', 'test:d fails with toThrow']);
  assert.is(r.failures.find((f) => f.name === 'd fails with toThrow')?.file, 'test/sub/d.test.js');
});

real('verbose output cut before the FAIL blocks: full names from test lines, project labels dropped', () => {
  const full = fixture('3-projects-verbose');
  const cut = full.slice(0, full.indexOf('⎯⎯⎯⎯⎯⎯⎯ Failed Tests'));
  const r = parseVitestOutput(cut);
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 4, passed: 2, failed: 2, skipped: 0 });
  assert.equal(
    r.failures.map((f) => [f.name, f.file]).sort(),
    [['alpha > is broken', 'packages/alpha/test/alpha.test.js'], ['beta is broken > with an arrow in its title', 'packages/beta/test/beta.test.js']],
  );
});

real('output cut at the start (last 64 kB kept): the summary and the remaining FAIL blocks still count', () => {
  const full = fixture('4-large-default');
  const cut = full.slice(full.length - 64 * 1024);
  const r = parseVitestOutput(cut);
  const whole = parseVitestOutput(full);
  assert.is(r.summarySeen, true);
  assert.equal(r.summary, whole.summary);
  assert.ok(r.failures.length > 0 && r.failures.length <= whole.failures.length);
  const wholeNames = new Set(whole.failures.map((f) => f.name));
  for (const f of r.failures) assert.ok(wholeNames.has(f.name), f.name);
});

real('coloured output from a real run parses like the plain one', () => {
  const colour = fixture('4-failures-across-files-default-color');
  assert.ok(colour.includes('\u001b['), 'the fixture really is coloured');
  assert.equal(parseVitestOutput(colour).summary, parseVitestOutput(fixture('4-failures-across-files-default')).summary);
  assert.equal(names(colour), names(fixture('4-failures-across-files-default')));
});

real.run();

// ---

const total = suite('vitest parser: totality and size');

total('never throws and keeps counts consistent on junk, binary and cut input', () => {
  const samples = ['', '\n', '\u0000\uffff\r\r\n', ' FAIL  ', ' FAIL  > >', '      Tests  (3)', '⎯', ' ❯  (1 test', 'stdout | ', fixture('4-noisy-console-default').slice(0, 777)];
  for (let i = 0; i < 200; i++) samples.push(fixture('3-hook-failure-default').slice(i * 7, i * 7 + ((i * 131) % 900)));
  for (const s of samples) {
    const r = parseVitestOutput(s);
    assert.is(r.summary.total, r.summary.passed + r.summary.failed + r.summary.skipped);
    assert.is(r.diagnostics.parserError, undefined);
  }
});

total('a ~10 MB output parses in linear time', () => {
  const one = fixture('3-large-default');
  const big = one.repeat(Math.ceil((10 * 1024 * 1024) / one.length));
  const t0 = performance.now();
  const r = parseVitestOutput(big);
  const ms = performance.now() - t0;
  assert.ok(r.diagnostics.lines > 100_000);
  assert.ok(ms < 10_000, `took ${ms}ms`);
});

total.run();
