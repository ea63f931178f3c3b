/**
 * The `deno test` parser on its own: every captured fixture against the result derived from
 * Deno's JUnit report of the same run, line kinds through the `Line` start rule, synthetic
 * cases (`synthetic-*`: output cut off), the error-context rule, and totality over random and
 * mutated inputs.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/deno';
import { parse as parseTapLine } from '#grammars/deno-tap';
import { runPipeline } from '../../src/parsing/pipeline.ts';
import { denoErrorContext } from '../../src/runners/deno/context.ts';
import { DENO_PARSER } from '../../src/runners/deno/parse.ts';
import { buildRunResult } from '../../src/run/result.ts';
import { assertConsistent } from '../support/consistent.ts';
import { failureKey, loadFixtures } from '../support/fixtures.ts';

const parse = (text: string) => runPipeline(DENO_PARSER, text);
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });
const tapLine = (text: string): unknown => parseTapLine(`${text}\n`, { startRule: 'Line' });
const fixtures = loadFixtures('deno');
const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/deno/${id}/output.txt`, import.meta.url), 'utf8');

const captured = suite('deno fixtures: the JUnit report of the same run');

captured('every scenario is captured with the pretty, dot and tap reporters', () => {
  assert.ok(fixtures.length >= 53, `${fixtures.length} fixtures`);
  for (const rep of ['pretty', 'dot', 'tap', 'no-color']) assert.ok(fixtures.some((f) => f.capture.reporter === rep), rep);
});

for (const fx of fixtures) {
  captured(fx.id, () => {
    const r = parse(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    assert.is(r.summarySeen, fx.expected.summarySeen, 'summarySeen');
    const got = [...r.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
    const want = [...fx.expected.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
    assert.equal(got.map(failureKey), want.map(failureKey), 'failure names');
    want.forEach((w, i) => {
      const g = got[i]!;
      assert.is(g.file, w.file, `file of ${w.name}`);
      // Deno's report carries no message for a module an uncaught error stopped.
      if (w.kind === 'test' || w.message !== undefined) assert.is(g.message, w.message, `message of ${w.name}`);
      // A module Deno cannot load is located at its error's frame where the check's report gives one.
      if (w.kind === 'test' || w.location !== undefined) assert.is(g.location, w.location, `location of ${w.name}`);
      if (w.kind === 'test') assert.equal(g.detail, w.detail, `detail of ${w.name}`);
    });
  });
}

captured('colour on or off (NO_COLOR) reads the same', () => {
  for (const scenario of ['one-failure', 'nested']) {
    const coloured = parse(fixture(`2.9-${scenario}-pretty`));
    const plain = parse(fixture(`2.9-${scenario}-no-color`));
    assert.equal(coloured.summary, plain.summary);
    assert.equal(coloured.failures, plain.failures);
  }
});

/** What the run makes of a parse of output that ended with `exitCode`, in the project at `root`. */
const runOf = (text: string, exitCode: number, root: string) =>
  buildRunResult({ exitCode, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output: text, truncated: false, durationMs: 1 }, parse(text), { command: 'deno test', notes: [], tailChars: 0, root });

captured('workspace: a failure is located at the test\'s own frame, not at a sibling package\'s assertion helper', () => {
  for (const reporter of ['pretty', 'dot', 'tap']) {
    const run = runOf(fixture(`2.9-workspace-${reporter}`), 1, '/tmp/dsh-capture/deno/workspace');
    assert.equal(run.failures.map((f) => [f.name, f.file, f.location]), [
      ['add carries', 'calc/calc_test.ts', 'calc/calc_test.ts:9:3'],
      ['half rounds up', 'calc/calc_test.ts', 'calc/calc_test.ts:13:3'],
    ], reporter);
  }
  // Where no frame is in the test's module, the first project frame still locates it.
  assert.is(denoErrorContext(['error: Error: x', '    at helper (file:///w/lib/h.ts:3:9)'], 'calc/calc_test.ts').location, '/w/lib/h.ts:3:9');
});

captured('load-error: a module that does not load is named and located relative to the project, uncounted, and the run is red', () => {
  for (const reporter of ['pretty', 'dot', 'tap']) {
    const run = runOf(fixture(`2.9-load-error-${reporter}`), 1, '/tmp/dsh-capture/deno/load-error');
    assert.equal(run.summary, { total: 0, passed: 0, failed: 0, skipped: 0 }, reporter);
    assert.equal(run.failures.map((f) => [f.kind, f.name, f.file, f.location]), [['file', 'broken_test.ts', 'broken_test.ts', 'broken_test.ts:2:13']], reporter);
    assert.is(run.status, 'failed', reporter);
  }
});

captured.run();

const lines = suite('deno grammar: line kinds');

lines('run lines', () => {
  assert.equal(line('running 2 tests from ./calc_test.ts'), { kind: 'module', file: 'calc_test.ts' });
  assert.equal(line('running 1 test from ./sub/a_test.ts'), { kind: 'module', file: 'sub/a_test.ts' });
  assert.equal(line('adds ... ok (1ms)'), { kind: 'result', depth: 0, name: 'adds', status: 'ok' });
  assert.equal(line('    with tax ... FAILED (3ms)'), { kind: 'result', depth: 2, name: 'with tax', status: 'FAILED' });
  assert.equal(line('cart ... FAILED (due to 1 failed step) (20ms)'), { kind: 'result', depth: 0, name: 'cart', status: 'FAILED' });
  assert.equal(line('checkout ... ok (937µs)'), { kind: 'result', depth: 0, name: 'checkout', status: 'ok' });
  assert.equal(line('needs a database ... ignored (0ms)'), { kind: 'result', depth: 0, name: 'needs a database', status: 'ignored' });
  assert.equal(line('  totals ...'), { kind: 'start', depth: 1, name: 'totals' });
  assert.equal(line('Uncaught error from ./top_level_test.ts FAILED'), { kind: 'uncaught', file: 'top_level_test.ts' });
  assert.equal(line('------- output -------'), { kind: 'outputStart' });
  assert.equal(line('----- output end -----'), { kind: 'outputEnd' });
  assert.equal(line('!'), { kind: 'mark', mark: '!' });
  assert.equal(line(','), { kind: 'mark', mark: ',' });
});

lines('sections, headers, summary, errors', () => {
  assert.equal(line(' ERRORS '), { kind: 'section', section: 'errors' });
  assert.equal(line(' FAILURES '), { kind: 'section', section: 'failures' });
  assert.equal(line('cart ... totals ... with tax => ./steps_test.ts:8:13'), { kind: 'failHeader', name: 'cart > totals > with tax', file: 'steps_test.ts' });
  assert.equal(line('emoji 🍵 and "quotes" => arrows => ./grüße_test.ts:11:6'), { kind: 'failHeader', name: 'emoji 🍵 and "quotes" => arrows', file: 'grüße_test.ts' });
  assert.equal(line('./top_level_test.ts (uncaught error)'), { kind: 'uncaughtHeader', file: 'top_level_test.ts' });
  assert.equal(line('FAILED | 1 passed (3 steps) | 1 failed (2 steps) | 2 ignored (1 step) | 3 filtered out (126ms)'), {
    kind: 'summary',
    counts: [
      { word: 'passed', n: 1, steps: 3 },
      { word: 'failed', n: 1, steps: 2 },
      { word: 'ignored', n: 2, steps: 1 },
      { word: 'filtered out', n: 3, steps: 0 },
    ],
  });
  assert.equal(line('ok | 2 passed | 0 failed (3s)'), { kind: 'summary', counts: [{ word: 'passed', n: 2, steps: 0 }, { word: 'failed', n: 0, steps: 0 }] });
  assert.equal(line('ok | 99 passed | nonsense (1ms)'), { kind: 'unknown' });
  assert.equal(line('error: Test failed'), { kind: 'error', text: 'Test failed' });
  assert.equal(line('error: No test modules found'), { kind: 'noModules' });
  assert.equal(line('TS2322 [ERROR]: Type \'string\' is not assignable to type \'number\'.'), { kind: 'tsError', text: 'TS2322 [ERROR]: Type \'string\' is not assignable to type \'number\'.' });
  assert.equal(line(''), { kind: 'blank' });
  assert.equal(line('Check typed_test.ts'), { kind: 'check' });
  assert.equal(line('Check file:///p/typed_test.ts'), { kind: 'check' });
  assert.equal(line('Check the cache ... ok (1ms)'), { kind: 'result', depth: 0, name: 'Check the cache', status: 'ok' });
  assert.equal(line('  info: The program failed type-checking, but it still might work correctly.'), { kind: 'note' });
  assert.equal(line('  hint: Re-run with --no-check to skip type-checking.'), { kind: 'note' });
});

lines('TAP reporter lines', () => {
  assert.equal(tapLine('TAP version 14'), { kind: 'version' });
  assert.equal(tapLine('# ./steps_test.ts'), { kind: 'module', file: 'steps_test.ts' });
  assert.equal(tapLine('# Subtest: cart'), { kind: 'subtest', name: 'cart' });
  assert.equal(tapLine('ok 1 - passes'), { kind: 'result', step: false, ok: true, skip: false, name: 'passes' });
  assert.equal(tapLine('not ok 4 - fails'), { kind: 'result', step: false, ok: false, skip: false, name: 'fails' });
  assert.equal(tapLine('ok 2 - needs a database # SKIP'), { kind: 'result', step: false, ok: true, skip: true, name: 'needs a database' });
  assert.equal(tapLine('    ok 1 - skipped step # SKIP'), { kind: 'result', step: true, ok: true, skip: true, name: 'skipped step' });
  assert.equal(tapLine('ok 3 - issue \\#12 a\\\\b'), { kind: 'result', step: false, ok: true, skip: false, name: 'issue #12 a\\b' });
  assert.equal(tapLine('  ---'), { kind: 'diagnosticStart' });
  assert.equal(tapLine('      ...'), { kind: 'diagnosticEnd' });
  assert.equal(tapLine('  {"message":"x","severity":"fail","at":{"file":"./a_test.ts","line":3}}'), { kind: 'diagnostic', json: '{"message":"x","severity":"fail","at":{"file":"./a_test.ts","line":3}}' });
  assert.equal(tapLine('1..5'), { kind: 'plan', step: false, n: 5 });
  assert.equal(tapLine('    1..2'), { kind: 'plan', step: true, n: 2 });
  assert.equal(tapLine('Bail out! SIGINT received.'), { kind: 'bailOut' });
  assert.equal(tapLine('error: Test failed'), { kind: 'error', text: 'Test failed' });
  assert.equal(tapLine('  ok 1 - two spaces'), { kind: 'unknown' });
});

lines.run();

const fold = suite('deno fold: context rules');

fold('what a test printed, a fake result and fake summaries among it, changes nothing', () => {
  const r = parse(fixture('2.9-noisy-output-pretty'));
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['prints and fails']);
});

fold('steps: counted with their tests, the failing leaf listed, its parents not', () => {
  const r = parse(fixture('2.9-nested-pretty'));
  assert.equal(r.summary, { total: 7, passed: 4, failed: 3, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['cart > totals > with tax']);
});

fold('a module stopped by an uncaught error: counted by Deno, a file failure with its error', () => {
  const r = parse(fixture('2.9-uncaught-error-pretty'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ name: 'top_level_test.ts', kind: 'file', file: 'top_level_test.ts', message: 'Error: the config file is missing' }]);
});

fold('no test modules: a run with no tests, no failure, Deno\'s verdict seen', () => {
  const r = parse(fixture('2.9-no-tests-pretty'));
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, true);
  assert.equal(r.failures, []);
});

fold('synthetic-cut-before-the-summary: results and marks count, blocks read so far are listed', () => {
  const pretty = fixture('2.9-failures-across-files-pretty');
  const cut = parse(pretty.slice(0, pretty.indexOf(' FAILURES ')));
  assert.is(cut.summarySeen, false);
  assert.equal(cut.summary, { total: 6, passed: 3, failed: 3, skipped: 0 });
  assert.is(cut.failures.length, 3);
  const dot = fixture('2.9-skipped-dot');
  const dotCut = parse(dot.slice(0, dot.indexOf(' ERRORS ')));
  assert.equal(dotCut.summary, { total: 7, passed: 3, failed: 1, skipped: 3 });
});

fold('every test by name: a step by its test\'s and parent steps\' names, as --filter and the JUnit report name it', () => {
  const r = parse(fixture('2.9-nested-pretty'));
  assert.equal(r.tests, { passed: ['cart > adds an item', 'cart > totals > without tax', 'checkout > pays', 'checkout'], skipped: [] });
  assert.equal(parse(fixture('2.9-skipped-pretty')).tests?.skipped, ['needs a database', 'not written yet', 'with an ignored step > skipped step']);
  // The dot reporter's marks name no test.
  assert.is(parse(fixture('2.9-nested-dot')).tests, undefined);
});

fold('tap: the reporter is told by its header; a step of a step is named by its test and its own name', () => {
  const r = parse(fixture('2.9-nested-tap'));
  assert.is(r.format, 'deno-tap');
  assert.is(parse(fixture('2.9-nested-pretty')).format, 'deno');
  assert.equal(r.summary, { total: 7, passed: 4, failed: 3, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.file, f.message]), [['cart > with tax', 'steps_test.ts', 'AssertionError: Expected values to be strictly equal:']]);
  assert.equal(r.tests?.passed, ['cart > adds an item', 'cart > without tax', 'checkout > pays', 'checkout']);
  assert.equal(r.files, ['steps_test.ts']);
});

fold('tap: a module announced with no result, the results short of the plan, was stopped', () => {
  const r = parse(fixture('2.9-hooks-tap'));
  assert.equal(r.summary, { total: 3, passed: 1, failed: 2, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind]), [['leaves a handle open', 'test'], ['before_all_test.ts', 'file']]);
});

fold('a green run `only` narrowed: Deno fails it, and so does the result (a run failure named by its verdict)', () => {
  for (const rep of ['pretty', 'dot', 'tap']) {
    const r = parse(fixture(`2.9-only-${rep}`));
    assert.equal(r.summary, { total: 3, passed: 3, failed: 0, skipped: 0 }, rep);
    assert.equal(r.failures, [{ name: 'Test failed because the "only" option was used', kind: 'run' }], rep);
  }
});

fold('synthetic-verdict-only: `error: Test failed` with no failing test shown is one run failure', () => {
  // Deno's TAP reporter prints nothing for an uncaught error in a module that announced no test.
  const tap = parse('TAP version 14\n# ./ok_test.ts\nok 1 - passes\n1..1\nerror: Test failed\n');
  assert.equal(tap.summary, { total: 1, passed: 1, failed: 0, skipped: 0 });
  assert.equal(tap.failures, [{ name: 'Test failed', kind: 'run' }]);
  // `--reporter=junit` prints its XML on the console, which is not read: the verdict is.
  const junit = parse('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="deno test" tests="1" failures="1" errors="0" time="0.010">\n</testsuites>\nerror: Test failed\n');
  assert.is(junit.summarySeen, false);
  assert.equal(junit.failures, [{ name: 'Test failed', kind: 'run' }]);
  assert.is(parse('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="deno test" tests="1" failures="0" errors="0" time="0.010">\n</testsuites>\n').summarySeen, false);
});

fold('unknown lines: an error\'s text is its block, what a test printed stays unknown', () => {
  // noisy-output: the three lines its tests printed that read as no line of Deno's (the two
  // summaries one printed read as summaries, inside the output markers, and are not counted).
  assert.is(parse(fixture('2.9-noisy-output-pretty')).diagnostics.unrecognizedLines, 3);
  for (const id of ['2.9-long-diffs-pretty', '2.9-uncaught-error-pretty', '2.9-type-error-pretty', '2.9-load-error-dot', '2.9-large-pretty', '2.9-nested-tap']) {
    assert.is(parse(fixture(id)).diagnostics.unrecognizedLines, 0, id);
  }
});

fold('the modules the pretty reporter ran are the files', () => {
  assert.equal(parse(fixture('2.9-failures-across-files-pretty')).files, ['calc_test.ts', 'lists/list_test.ts', 'strings_test.ts']);
});

fold.run();

const context = suite('deno error context');

context('message, project frame (not ext:), detail without the source excerpt', () => {
  const text = [
    'AssertionError: Expected values to be strictly equal:',
    '',
    '12 !== 12.5',
    '',
    '      assert.equal(10 * 1.2, 12.5);',
    '             ^',
    '    at innerWrapped (ext:cli/40_test.js:300:11)',
    '    at file:///p/steps_test.ts:9:14',
  ];
  assert.equal(denoErrorContext(text), { message: 'AssertionError: Expected values to be strictly equal:', location: '/p/steps_test.ts:9:14', detail: ['12 !== 12.5'] });
  assert.equal(denoErrorContext(['"a plain string"']), { message: '"a plain string"', detail: [] });
  assert.equal(denoErrorContext([]), { detail: [] });
});

context.run();

const totality = suite('deno: totality');

const ALPHABET = ['running 2 tests from ./a_test.ts', 'a ... ok (1ms)', '  b ... FAILED (2ms)', 'c ...', ' (due to 1 failed step)', ' ERRORS ', ' FAILURES ', 'a => ./a_test.ts:1:2', ' ... ', './a_test.ts (uncaught error)', 'Uncaught error from ./a_test.ts FAILED', 'ok | ', 'FAILED | ', '1 passed', ' (3 steps)', ' | ', '2 failed', ' (5ms)', '------- output -------', '----- output end -----', 'error: ', 'Test failed', 'No test modules found', 'TS2322 [ERROR]: x', '    at file:///p/a_test.ts:1:2', '    at ext:cli/x.js:1:2', '  ^', '.', '!', ',', '\n', '\n', ' ', '\r', '\x1b[31m', 'µs', 'x', 'TAP version 14', '# ./a_test.ts', '# Subtest: a', 'ok 1 - a', 'not ok 2 - b', '    ', ' # SKIP', '  ---', '  ...', '  {"message":"1 test step failed.","at":{"file":"./a_test.ts"}}', '{"message":', '1..', '3', 'Bail out!'];
const runnerish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''));

totality('random runner-like text, bytes and unicode never throw and stay consistent', () => {
  const bytes = fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('latin1'));
  for (const arb of [runnerish, bytes, fc.string({ unit: 'binary', maxLength: 2000 })]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parse(text), 'deno')), { numRuns: 1000 });
  }
});

totality('every line-truncation and line shuffle of real fixtures', () => {
  for (const fx of fixtures.filter((f) => f.output.length < 20_000)) {
    const all = fx.output.split('\n');
    for (let i = 0; i <= all.length; i++) {
      assertConsistent(parse(all.slice(0, i).join('\n')), 'deno');
      assertConsistent(parse(all.slice(i).join('\n')), 'deno');
    }
    fc.assert(fc.property(fc.shuffledSubarray(all), (sub) => assertConsistent(parse(sub.join('\n')), 'deno')), { numRuns: 20 });
  }
});

totality.run();
