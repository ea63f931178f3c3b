/**
 * The Minitest parser, selection and detection: every captured fixture against the result our
 * reporter plugin wrote in the same run, line kinds through the grammar's `Line` rule,
 * synthetic cases (`synthetic-*`: output cut off, blocks a test printed), the totality of the
 * grammar and fold, the pure selection and detection functions, and the selection's pattern
 * run through the real Minitest (when Ruby is installed).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse as parseLine } from '#grammars/minitest';
import { parseMinitestOutput } from '../../src/runners/minitest/parse.ts';
import { crashFailure } from '../../src/runners/minitest/fold.ts';
import { readMinitestHeader } from '../../src/runners/minitest/error-block.ts';
import { selectMinitestTests } from '../../src/runners/minitest/selection.ts';
import { failureBlock } from '../../src/parsing/failure-blocks.ts';
import { buildRunResult } from '../../src/run/result.ts';
import { assertConsistent } from '../support/consistent.ts';
import { failureKey, loadFixtures } from '../support/fixtures.ts';

const fixtures = loadFixtures('minitest');
const fixtureText = (id: string): string => fixtures.find((f) => f.id === `minitest/${id}`)!.output;

const captured = suite('minitest fixtures: the parse agrees with our reporter in the same run');

captured('every scenario is captured with both reporters, through ruby and rake', () => {
  const real = fixtures.filter((f) => !f.id.includes('synthetic-'));
  assert.ok(real.length >= 38, `${real.length} fixtures`);
  for (const reporter of ['default', 'verbose']) assert.ok(real.some((f) => f.capture.reporter === reporter));
  assert.ok(real.some((f) => f.capture.command.startsWith('rake test')));
  assert.ok(real.some((f) => f.capture.command.startsWith('ruby -Ilib -Itest')));
});

for (const fx of fixtures) {
  captured(fx.id, () => {
    const r = parseMinitestOutput(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    assert.is(r.summarySeen, fx.expected.summarySeen, 'summary seen');
    const sort = <T extends { kind: string; name: string }>(l: readonly T[]): T[] => [...l].sort((a, b) => failureKey(a as never).localeCompare(failureKey(b as never)));
    const got = sort(r.failures);
    const want = sort(fx.expected.failures);
    assert.equal(got.map((f) => [f.kind, f.name]), want.map((f) => [f.kind, f.name]), 'failure names');
    want.forEach((w, i) => {
      const g = got[i]!;
      assert.is(g.message, w.message, `message of ${w.name}`);
      assert.is(g.location, w.location, `location of ${w.name}`);
      assert.equal(g.detail, w.detail, `detail of ${w.name}`);
    });
  });
}

captured.run();

const lines = suite('minitest grammar: line kinds');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

lines('options, results, marks, blocks, summary, crash, notices', () => {
  assert.equal(line('Run options: --seed 1'), { kind: 'options' });
  assert.equal(line('# Running:'), { kind: 'running' });
  assert.equal(line('CalcTest#test_adds = 0.00 s = F'), { kind: 'verbose', status: 'F', name: 'CalcTest#test_adds' });
  assert.equal(line('A b = c#test_0001_x = y = 12.50 s = .'), { kind: 'verbose', status: '.', name: 'A b = c#test_0001_x = y' });
  assert.equal(line('Finished in 0.004096s, 488.2617 runs/s, 488.2617 assertions/s.'), { kind: 'finished', ms: 4.096 });
  assert.equal(line('  1) Failure:'), { kind: 'numbered', n: 1, label: 'Failure' });
  assert.equal(line(' 10) Error:'), { kind: 'numbered', n: 10, label: 'Error' });
  assert.equal(line('100) Skipped:'), { kind: 'numbered', n: 100, label: 'Skipped' });
  assert.equal(line('Error:'), { kind: 'label', label: 'Error' });
  assert.equal(line('6 runs, 8 assertions, 4 failures, 0 errors, 0 skips'), { kind: 'summary', runs: 6, failures: 4, errors: 0, skips: 0 });
  const crash = "-e:1:in `load': test/a_test.rb:8: syntax error, unexpected `end' (SyntaxError)";
  assert.equal(line(crash), { kind: 'crash', text: crash });
  assert.equal(line('\tfrom -e:1:in `<main>\''), { kind: 'notice' });
  assert.equal(line('rake aborted!'), { kind: 'notice' });
  assert.equal(line('Tasks: TOP => test'), { kind: 'notice' });
  assert.equal(line('You have skipped tests. Run with --verbose for details.'), { kind: 'notice' });
  assert.equal(line('..F.E'), { kind: 'progress' });
  assert.equal(line('..F.Ehello'), { kind: 'unknown' });
  assert.equal(line(''), { kind: 'blank' });
});

lines.run();

const fold = suite('minitest fold: context rules');

fold('synthetic-cut-before-summary: the -v result lines count, the blocks seen are listed', () => {
  const full = fixtureText('5.17-failures-across-files-verbose');
  const r = parseMinitestOutput(full.slice(0, full.indexOf('6 runs,')));
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 6, passed: 2, failed: 4, skipped: 0 });
  assert.is(r.failures.length, 4);
});

fold('synthetic-cut-default: without -v lines or a summary, the failure blocks are the count', () => {
  const full = fixtureText('5.17-hooks-default');
  const r = parseMinitestOutput(full.slice(0, full.indexOf('3 runs,')));
  assert.equal(r.summary, { total: 3, passed: 0, failed: 3, skipped: 0 });
});

fold('synthetic-printed-blocks: blocks and a summary a test printed before Finished are not the run\'s', () => {
  const r = parseMinitestOutput(fixtureText('5.17-noisy-output-default'));
  assert.equal(r.failures.map((f) => f.name), ['NoisyTest#test_prints_to_stderr_and_fails']);
  assert.equal(r.summary, { total: 3, passed: 2, failed: 1, skipped: 0 });
});

fold('a failure then a teardown error: one failed test, located by the error\'s frame', () => {
  const r = parseMinitestOutput(fixtureText('5.17-hooks-verbose'));
  const both = r.failures.find((f) => f.name === 'BothTest#test_fails_then_teardown_fails')!;
  assert.equal([both.message, both.location, both.detail], ['Expected: 1', 'test/hooks_test.rb:25', ['Actual: 2']]);
});

fold('a syntax error stops Ruby before Minitest: a file failure, nothing counted', () => {
  const r = parseMinitestOutput(fixtureText('5.17-load-error-default'));
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, false);
  assert.equal(r.failures, [{ name: 'test/broken_test.rb', kind: 'file', file: 'test/broken_test.rb', message: "SyntaxError: syntax error, unexpected `end', expecting end-of-input", location: 'test/broken_test.rb:8' }]);
  assert.equal(crashFailure("-e:1:in `require': cannot load such file -- helper (LoadError)"), { name: 'LoadError: cannot load such file -- helper', kind: 'run' });
  assert.is(crashFailure('plain text'), undefined);
});

fold('a test file whose require fails: a file failure named by that file, every reporter and loader', () => {
  for (const id of ['5.17-require-error-default', '5.17-require-error-verbose', '5.15-require-error-default']) {
    const r = parseMinitestOutput(fixtureText(id));
    assert.equal([r.summary.total, r.summarySeen], [0, false], id);
    assert.equal(r.failures, [{ name: 'test/imports_test.rb', kind: 'file', file: 'test/imports_test.rb', message: 'LoadError: cannot load such file -- no_such_library', location: 'test/imports_test.rb:2' }], id);
  }
  // rake loads the files by absolute path: the outermost top-level frame is the test file, not rake's loader.
  const rake = parseMinitestOutput(fixtureText('5.17-require-error-rake-verbose'));
  assert.equal(rake.failures.map((f) => [f.kind, f.name.endsWith('/fixtures/projects/minitest/require-error/test/imports_test.rb'), f.location?.endsWith('/imports_test.rb:2')]), [['file', true, true]]);
  // The run names it relative to the project it ran in.
  const root = rake.failures[0]!.name.slice(0, -'/test/imports_test.rb'.length);
  const run = buildRunResult({ exitCode: 1, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output: '', truncated: false, durationMs: 1 }, rake, { command: 'rake test', notes: [], tailChars: 0, root });
  assert.equal(run.failures, [{ name: 'test/imports_test.rb', kind: 'file', file: 'test/imports_test.rb', message: 'LoadError: cannot load such file -- no_such_library', location: 'test/imports_test.rb:2' }]);
  // An error raised at a file's top level is located by the file's own frame.
  assert.equal(crashFailure("test/a_test.rb:3:in `<top (required)>': uninitialized constant Foo (NameError)", ["\tfrom -e:1:in `load'"]), { name: 'test/a_test.rb', kind: 'file', file: 'test/a_test.rb', message: 'NameError: uninitialized constant Foo', location: 'test/a_test.rb:3' });
});

fold('no tests: a no-tests result, not a failure', () => {
  const r = parseMinitestOutput(fixtureText('5.17-no-tests-verbose'));
  assert.equal([r.summary, r.failures, r.summarySeen], [{ total: 0, passed: 0, failed: 0, skipped: 0 }, [], true]);
});

fold('header lines: the printed location is read only when bracketed path:line', () => {
  assert.equal(readMinitestHeader('CalcTest#test_adds [test/calc_test.rb:5]:'), { name: 'CalcTest#test_adds', location: 'test/calc_test.rb:5' });
  assert.equal(readMinitestHeader('ErrorsTest#test_boom:'), { name: 'ErrorsTest#test_boom' });
  assert.equal(readMinitestHeader('T#test_a [b]:'), { name: 'T#test_a [b]' });
});

fold('the CI reports\' failure detail: each failure\'s own block, holding its message', () => {
  const text = fixtureText('5.17-hooks-verbose');
  const r = parseMinitestOutput(text);
  const details = r.failures.map(failureBlock);
  r.failures.forEach((f, i) => {
    assert.ok(details[i] !== undefined, f.name);
    assert.ok(details[i]!.text.includes(f.message!), `${f.name}: ${details[i]!.text}`);
  });
});

fold('a failing test\'s file: the frame running its method for an error, the printed [path:line] in a test file for a failure', () => {
  const r = parseMinitestOutput(fixtureText('5.17-thrown-error-default'));
  assert.equal(r.failures.map((f) => [f.name, f.file]), [
    ['ErrorsTest#test_calls_a_method_on_nil', 'test/errors_test.rb'],
    ['ErrorsTest#test_raises_from_the_code_under_test', 'test/errors_test.rb'],
  ]);
  const block = (header: string, body: string) =>
    parseMinitestOutput(`# Running:\n\nF\n\nFinished in 0.001s, 1 runs/s, 1 assertions/s.\n\n  1) ${header}\n${body}\n1 runs, 1 assertions, 1 failures, 0 errors, 0 skips\n`).failures[0]!;
  // synthetic-helper-location: an assertion made in a helper file is located there; the test's file is not shown.
  const helper = block('Failure:', 'CalcTest#test_adds [test/support/checks.rb:4]:\nExpected: 3\n  Actual: 2\n');
  assert.equal([helper.file, helper.location], [undefined, 'test/support/checks.rb:4']);
  // synthetic-error-in-code: the error is located in the code, the file is the test method's frame.
  const error = block('Error:', "CalcTest#test_adds:\nRuntimeError: boom\n    lib/calc.rb:3:in `add'\n    test/calc_test.rb:7:in `test_adds'\n");
  assert.equal([error.file, error.location], ['test/calc_test.rb', 'lib/calc.rb:3']);
});

fold.run();

const totality = suite('minitest totality: random and mutated inputs never throw');
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ALPHABET = ['Run options: --seed 1', '# Running:', '  1) Failure:', ' 10) Error:', '100) Skipped:', 'Error:', 'Failure:', 'A#test_x [t.rb:1]:', 'A#test_x:', 'Expected: 1', '  Actual: 2', '    t.rb:3:in `x\'', 'RuntimeError: x', ' = 0.00 s = F', ' = 1.00 s = .', 'Finished in 0.1s, 1 runs/s.', '3 runs, 3 assertions, 1 failures, 1 errors, 1 skips', "-e:1:in `load': t.rb:8: syntax error (SyntaxError)", '\tfrom x', 'rake aborted!', '\n', '\n', ' ', 'x', '.', 'F', 'E', 'S', '-', '+', '@@ ', '\r', '\x1b[31m'];
const runnerish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''));

totality('random Minitest-like text, bytes and unicode', () => {
  for (const arb of [runnerish, fc.string({ unit: 'binary', maxLength: 2000 }), fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('latin1'))]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parseMinitestOutput(text), 'minitest')), { numRuns: RUNS });
  }
});

totality('every line-truncation of small fixtures, and shuffled, duplicated lines of all', () => {
  for (const fx of fixtures.filter((f) => f.output.split('\n').length <= 120)) {
    const all = fx.output.split('\n');
    for (let i = 0; i <= all.length; i++) {
      assertConsistent(parseMinitestOutput(all.slice(0, i).join('\n')), 'minitest');
      assertConsistent(parseMinitestOutput(all.slice(i).join('\n')), 'minitest');
    }
  }
  const fixtureLines = fc.constantFrom(...fixtures.map((f) => f.output.split('\n')));
  const mutated = fc.tuple(fixtureLines, fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 })).map(([ls, swaps]) => {
    const out = [...ls];
    for (const [a, b] of swaps) {
      const i = a % out.length;
      const j = b % out.length;
      [out[i], out[j]] = [out[j]!, out[i]!];
      out.splice(j, 0, out[i]!);
    }
    return out.join('\n');
  });
  fc.assert(fc.property(mutated, (text) => assertConsistent(parseMinitestOutput(text), 'minitest')), { numRuns: Math.min(RUNS, 300) });
});

totality.run();

const selection = suite('minitest selection');

selection('failing tests become one anchored -n alternation; files and run failures select none', () => {
  assert.equal(selectMinitestTests(['CalcTest#test_adds', 'Tree::root#test_0001_counts leaves', 'test/broken_test.rb', 'LoadError: x'], ['test/calc_test.rb']), {
    flags: ['-n', '/^(?:CalcTest#test_adds|Tree::root#test_0001_counts leaves)$/'],
    operands: ['test/calc_test.rb'],
    count: 2,
  });
  assert.equal(selectMinitestTests(['A#test_a(1)'], [])!.flags, ['-n', '/^(?:A#test_a\\(1\\))$/']);
  assert.is(selectMinitestTests(['test/broken_test.rb'], []), undefined);
  // Outside ASCII as Ruby escapes, so a C locale's reading of the argument cannot spoil it.
  assert.equal(selectMinitestTests(['Ünï#test_0001_naïve 🎉'], [])!.flags, ['-n', '/^(?:\\u{dc}n\\u{ef}#test_0001_na\\u{ef}ve \\u{1f389})$/']);
});

selection.run();
