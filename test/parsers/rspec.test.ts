/**
 * The RSpec parser, selection and detection: every captured fixture against the result derived
 * from RSpec's JSON report of the same run, line kinds through the grammar's `Line` rule,
 * synthetic cases (`synthetic-*`: output cut off, a test that prints RSpec's sections), the
 * totality of the grammar and fold on random and mutated inputs, and the pure selection and
 * detection functions.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse as parseLine } from '#grammars/rspec';
import { parseRSpecOutput } from '../../src/runners/rspec/parse.ts';
import { selectRSpecTests } from '../../src/runners/rspec/selection.ts';
import { readDocumentationTree } from '../../src/runners/rspec/documentation.ts';
import { rubyFrameLocation, rubyHeadline } from '../../src/runners/ruby-frames.ts';
import { failureBlock } from '../../src/parsing/failure-blocks.ts';
import { assertConsistent } from '../support/consistent.ts';
import { failureKey, loadFixtures } from '../support/fixtures.ts';

const fixtures = loadFixtures('rspec');
const fixtureText = (id: string): string => fixtures.find((f) => f.id === `rspec/${id}`)!.output;

const captured = suite('rspec fixtures: the parse agrees with the JSON report of the same run');

captured('every scenario is captured with both console formatters', () => {
  const real = fixtures.filter((f) => !f.id.includes('synthetic-'));
  assert.ok(real.length >= 34, `${real.length} fixtures`);
  for (const reporter of ['progress', 'documentation']) assert.ok(real.some((f) => f.capture.reporter === reporter));
  for (const f of real) assert.match(f.capture.expectedFrom, /--format json/);
});

for (const fx of fixtures) {
  captured(fx.id, () => {
    const r = parseRSpecOutput(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    assert.is(r.summarySeen, fx.expected.summarySeen, 'summary seen');
    const sort = <T extends { kind: string; name: string }>(l: readonly T[]): T[] => [...l].sort((a, b) => failureKey(a as never).localeCompare(failureKey(b as never)));
    const got = sort(r.failures);
    const want = sort(fx.expected.failures);
    assert.equal(got.map((f) => [f.kind, f.name]), want.map((f) => [f.kind, f.name]), 'failure names');
    want.forEach((w, i) => {
      const g = got[i]!;
      assert.is(g.file, w.file, `file of ${w.name}`);
      assert.is(g.message, w.message, `message of ${w.name}`);
      assert.is(g.location, w.location, `location of ${w.name}`);
      assert.equal(g.detail, w.detail, `detail of ${w.name}`);
    });
  });
}

captured.run();

const lines = suite('rspec grammar: line kinds');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

lines('sections, numbered blocks, errors outside of examples, summary, reruns, progress marks, notices', () => {
  assert.equal(line('Failures:'), { kind: 'failures' });
  assert.equal(line("Pending: (Failures listed here are expected and do not affect your suite's status)"), { kind: 'pending' });
  assert.equal(line('  12) Calc adds'), { kind: 'numbered', n: 12, name: 'Calc adds' });
  assert.equal(line('   1) too deep'), { kind: 'unknown' });
  assert.equal(line('An error occurred while loading ./spec/a_spec.rb.'), { kind: 'outside', file: './spec/a_spec.rb' });
  assert.equal(line('An error occurred in an `after(:context)` hook.'), { kind: 'outside', hook: 'after(:context)' });
  assert.equal(line('An error occurred in a `before(:suite)` hook.'), { kind: 'outside', hook: 'before(:suite)' });
  assert.equal(line('An error occurred while loading nothing'), { kind: 'unknown' });
  assert.equal(line('Finished in 0.5 seconds (files took 0.1 seconds to load)'), { kind: 'finished', ms: 500 });
  assert.equal(line('Finished in 1 minute 2 seconds (files took 0.1 seconds to load)'), { kind: 'finished', ms: 62000 });
  assert.equal(line('1 example, 0 failures'), { kind: 'summary', examples: 1, failed: 0, pending: 0, errors: 0 });
  assert.equal(line('7 examples, 1 failure, 5 pending, 2 errors occurred outside of examples'), { kind: 'summary', examples: 7, failed: 1, pending: 5, errors: 2 });
  assert.equal(line('0 examples, 0 failures, 1 error occurred outside of examples'), { kind: 'summary', examples: 0, failed: 0, pending: 0, errors: 1 });
  assert.equal(line('Failed examples:'), { kind: 'failedExamples' });
  assert.equal(line('rspec ./spec/t_spec.rb[1:2] # Table adds 2 and 2'), { kind: 'rerun', id: './spec/t_spec.rb[1:2]', name: 'Table adds 2 and 2' });
  // Quoted for a shell other than bash, ksh or fish: read without the quoting.
  assert.equal(line("rspec './spec/t_spec.rb[1:2]' # Table adds 2 and 2"), { kind: 'rerun', id: './spec/t_spec.rb[1:2]', name: 'Table adds 2 and 2' });
  assert.equal(line("rspec './spec/my dir/it\\'s_spec.rb[1:2]' # it's"), { kind: 'rerun', id: "./spec/my dir/it's_spec.rb[1:2]", name: "it's" });
  assert.equal(line('   '), { kind: 'blank' });
  assert.equal(line('..F*'), { kind: 'progress' });
  assert.equal(line('..F*  prints a title'), { kind: 'unknown' });
  assert.equal(line('Run options: include {:full_description=>/x/}'), { kind: 'notice' });
  assert.equal(line('Randomized with seed 4242'), { kind: 'notice' });
  assert.equal(line('All examples were filtered out'), { kind: 'notice' });
  assert.equal(line('No examples found.'), { kind: 'notice' });
  assert.equal(line('  adds (FAILED - 1)'), { kind: 'unknown' });
});

lines.run();

const fold = suite('rspec fold: context rules');

fold('synthetic-cut-before-summary: failure blocks and pending blocks count, no summary seen', () => {
  const full = fixtureText('3.12-pending-progress');
  const cut = full.slice(0, full.indexOf('Finished in'));
  const r = parseRSpecOutput(cut);
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 6, passed: 0, failed: 1, skipped: 5 });
  // Without the rerun list the name comes from the block's title, its FIXED mark dropped.
  assert.equal(r.failures.map((f) => [f.name, f.file, f.message]), [['Pending things is pending but passes', undefined, "Expected pending 'should fail' to fail. No error was raised."]]);
});

fold('synthetic-cut-at-start: the rerun list names every failure; the blocks left lend their facts', () => {
  const full = fixtureText('3.12-failures-across-files-progress');
  const cut = full.slice(full.indexOf('  3) Beta is truthy'));
  const r = parseRSpecOutput(cut);
  assert.equal(r.summary, { total: 6, passed: 2, failed: 4, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.file, f.message]), [
    ['Alpha compares strings', 'spec/alpha_spec.rb', undefined],
    ['Beta includes an element', 'spec/beta_spec.rb', undefined],
    ['Beta is truthy', 'spec/beta_spec.rb', 'expected: truthy value'],
    ['Gamma matches a pattern', 'spec/models/gamma_spec.rb', 'expected "gamma ray" to match /delta/'],
  ]);
});

fold('synthetic-printed-sections: a Failures section and summary a test printed are not the run\'s', () => {
  const text = [
    '.Failures:',
    '',
    '  1) Fake failure',
    '     Failure/Error: nothing',
    '       expected: 1',
    'Finished in 0.1 seconds (files took 0.1 seconds to load)',
    '9 examples, 9 failures',
    '.',
    '',
    'Finished in 0.2 seconds (files took 0.1 seconds to load)',
    '2 examples, 0 failures',
    '',
  ].join('\n');
  const r = parseRSpecOutput(text);
  assert.equal(r.failures, []);
  assert.equal(r.summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
  assert.is(r.durationMs, 200);
});

fold('synthetic-printed-sections-green: a printed Failures section in a green run lists nothing', () => {
  const text = ['.Failures:', '', '  1) Fake failure', '     Failure/Error: nothing', '       expected: 1', '.', '', 'Finished in 0.2 seconds (files took 0.1 seconds to load)', '2 examples, 0 failures', ''].join('\n');
  const r = parseRSpecOutput(text);
  assert.equal([r.failures, r.summary.failed], [[], 0]);
});

fold('synthetic-cut-after-printed-finished: the run\'s own Failures section after a printed `Finished in` is read', () => {
  const full = fixtureText('3.12-one-failure-progress');
  const text = `Finished in 9 seconds\n${full.slice(0, full.indexOf('Finished in'))}`;
  const r = parseRSpecOutput(text);
  assert.equal(r.failures.map((f) => [f.name, f.message]), [['Calc adds', 'expected: 3']]);
  assert.equal(r.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
});

fold('synthetic-multi-line-snippet: `Failure/Error:` alone, the code under it, then the message', () => {
  const text = [
    'F',
    '',
    'Failures:',
    '',
    '  1) Calc adds',
    '     Failure/Error:',
    '       expect(1 + 1)',
    '         .to eq(3)',
    '',
    '       expected: 3',
    '            got: 2',
    '     # ./spec/calc_spec.rb:3:in `block (2 levels) in <top (required)>\'',
    '',
    'Finished in 0.01 seconds (files took 0.1 seconds to load)',
    '1 example, 1 failure',
    '',
    'Failed examples:',
    '',
    'rspec ./spec/calc_spec.rb:2 # Calc adds',
    '',
  ].join('\n');
  const r = parseRSpecOutput(text);
  assert.equal(r.failures, [{ name: 'Calc adds', kind: 'test', file: 'spec/calc_spec.rb', message: 'expected: 3', location: './spec/calc_spec.rb:3', detail: ['got: 2'] }]);
});

fold('a test that fails to load: a file failure, not counted, with its error and location', () => {
  const r = parseRSpecOutput(fixtureText('3.12-load-error-progress'));
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.kind, f.name]), [
    ['file', 'spec/broken_spec.rb'],
    ['file', 'spec/missing_require_spec.rb'],
  ]);
  // No project frame under a SyntaxError: its message names the place, by the path Ruby loaded (absolute).
  assert.match(r.failures[0]!.location ?? '', /^\/.*\/fixtures\/projects\/rspec\/load-error\/spec\/broken_spec\.rb:6$/);
  assert.is(r.failures[1]!.location, './spec/missing_require_spec.rb:1');
});

fold('data-driven examples under a SHELL that gets quoted ids: each failure\'s file is the spec file', () => {
  for (const id of ['3.12-data-driven-sh-progress', '3.12-data-driven-sh-documentation']) {
    const r = parseRSpecOutput(fixtureText(id));
    assert.match(fixtureText(id), "rspec './spec/table_spec.rb[1:2]' # Table adds 2 and 2");
    assert.equal(r.failures.map((f) => f.file), ['spec/table_spec.rb', 'spec/table_spec.rb', 'spec/table_spec.rb'], id);
  }
});

fold('no examples: a no-tests result, not a failure', () => {
  for (const id of ['3.12-no-tests-progress', '3.12-filtered-none-documentation']) {
    const r = parseRSpecOutput(fixtureText(id));
    assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
    assert.equal(r.failures, []);
    assert.is(r.summarySeen, true);
  }
});

fold('Ruby frames and headlines', () => {
  assert.is(rubyFrameLocation("./spec/a_spec.rb:3:in `block (2 levels) in <top (required)>'"), './spec/a_spec.rb:3');
  assert.is(rubyFrameLocation('./spec/a_spec.rb:19'), './spec/a_spec.rb:19');
  assert.is(rubyFrameLocation("/usr/share/rubygems-integration/all/gems/rspec-core-3.12.0/lib/rspec/core/runner.rb:45:in `invoke'"), undefined);
  assert.is(rubyFrameLocation("/usr/lib/ruby/3.1.0/json.rb:2:in `x'"), undefined);
  assert.is(rubyFrameLocation("<internal:kernel>:90:in `tap'"), undefined);
  assert.is(rubyFrameLocation('not a frame'), undefined);
  assert.is(rubyHeadline('ArgumentError', 'bad'), 'ArgumentError: bad');
  assert.is(rubyHeadline('RSpec::Expectations::ExpectationNotMetError', 'expected: 3'), 'expected: 3');
  assert.is(rubyHeadline('RuntimeError', ''), 'RuntimeError');
});

fold('the CI reports\' failure detail: each failure\'s own block, holding its message', () => {
  const text = fixtureText('3.12-failures-across-files-documentation');
  const r = parseRSpecOutput(text);
  const details = r.failures.map(failureBlock);
  r.failures.forEach((f, i) => {
    assert.ok(details[i] !== undefined, f.name);
    assert.ok(details[i]!.text.includes(f.message!), `${f.name}: ${details[i]!.text}`);
  });
});

fold.run();

const tree = suite('rspec documentation tree: every example by full description');
const totals = (passed: number, pending: number, failing: string[]) => ({ passed, pending, failed: failing.length, failing });

tree('groups and examples by nesting; outcomes by suffix', () => {
  const lines = ['Calc', '  adds', '  with negatives', '    subtracts (FAILED - 1)', '  divides (PENDING: not yet)'];
  assert.equal(readDocumentationTree(lines, totals(1, 1, ['Calc with negatives subtracts'])), { passed: ['Calc adds'], skipped: ['Calc divides'] });
});

tree('a class joins a method-like child group without a space; a failing name decides where it shows', () => {
  const lines = ['Calc', '  #add', '    adds', '  .version', '    is a string (FAILED - 1)'];
  // No failure under #add: a constant-like title is taken for a class.
  assert.equal(readDocumentationTree(lines, totals(1, 0, ['Calc.version is a string']))?.passed, ['Calc#add adds']);
  // `describe 'Calc'` (a string): the failing example's name shows the space.
  const spaced = ['Calc', '  #add', '    adds', '    fails (FAILED - 1)'];
  assert.equal(readDocumentationTree(spaced, totals(1, 0, ['Calc #add fails']))?.passed, ['Calc #add adds']);
});

tree('no list when the tree does not account for the run: a printed line, a skipped level, other failing names, other counts', () => {
  const lines = ['Calc', '  adds', '  subtracts (FAILED - 1)'];
  assert.ok(readDocumentationTree(lines, totals(1, 0, ['Calc subtracts'])) !== undefined);
  assert.is(readDocumentationTree(['Calc', 'hello from a test', '  adds'], totals(1, 0, [])), undefined);
  assert.is(readDocumentationTree(['Calc', '      adds'], totals(1, 0, [])), undefined);
  assert.is(readDocumentationTree(lines, totals(1, 0, ['Calc adds'])), undefined);
  assert.is(readDocumentationTree(lines, totals(2, 0, ['Calc subtracts'])), undefined);
  assert.is(readDocumentationTree(['adds'], totals(1, 0, [])), undefined);
});

tree.run();

const totality = suite('rspec totality: random and mutated inputs never throw');
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
const ALPHABET = ['Failures:', 'Pending: (Failures listed here are expected and do not affect your suite\'s status)', '  1) ', '  10) ', 'Failure/Error:', ' Failure/Error: x', 'RuntimeError:', '     ', '       ', '# ./spec/a_spec.rb:3', '#', 'An error occurred while loading ./a.rb.', 'An error occurred in an `after(:context)` hook.', 'Finished in 0.1 seconds', 'Finished in 2 minutes 1 second', '3 examples, 1 failure', ', 2 pending', ', 1 error occurred outside of examples', 'Failed examples:', 'rspec ./a_spec.rb:1 # ', ' FIXED', "Expected pending 'x' to fail. No error was raised.", '\n', '\n', ' ', 'x', '.', 'F', '*', '-', '+', '@@ ', '\r', '\x1b[31m'];
const runnerish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''));

totality('random RSpec-like text, bytes and unicode', () => {
  for (const arb of [runnerish, fc.string({ unit: 'binary', maxLength: 2000 }), fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('latin1'))]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parseRSpecOutput(text), 'rspec')), { numRuns: RUNS });
  }
});

totality('every line-truncation of small fixtures, and shuffled, duplicated lines of all', () => {
  for (const fx of fixtures.filter((f) => f.output.split('\n').length <= 120)) {
    const all = fx.output.split('\n');
    for (let i = 0; i <= all.length; i++) {
      assertConsistent(parseRSpecOutput(all.slice(0, i).join('\n')), 'rspec');
      assertConsistent(parseRSpecOutput(all.slice(i).join('\n')), 'rspec');
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
  fc.assert(fc.property(mutated, (text) => assertConsistent(parseRSpecOutput(text), 'rspec')), { numRuns: Math.min(RUNS, 300) });
});

totality.run();

const selection = suite('rspec selection');

selection('failing examples become -e filters over the whole suite or the targets', () => {
  assert.equal(selectRSpecTests(['Calc adds', 'Tree #prune keeps the root'], []), { flags: ['-e', 'Calc adds', '-e', 'Tree #prune keeps the root'], operands: [], count: 2 });
  assert.equal(selectRSpecTests(['Calc adds'], ['spec/calc_spec.rb:2']), { flags: ['-e', 'Calc adds'], operands: ['spec/calc_spec.rb:2'], count: 1 });
});

selection('files that failed to load become operands; a hook selects nothing', () => {
  assert.equal(selectRSpecTests(['spec/broken_spec.rb', 'after(:context) hook'], []), { flags: [], operands: ['spec/broken_spec.rb'], count: 1 });
  // With example filters the whole suite loads, so the broken file fails again without being named.
  assert.equal(selectRSpecTests(['spec/broken_spec.rb', 'Calc adds'], []), { flags: ['-e', 'Calc adds'], operands: [], count: 2 });
  assert.is(selectRSpecTests(['after(:context) hook', '  '], []), undefined);
  assert.is(selectRSpecTests([], []), undefined);
});

selection('the names the parse gives select the failing examples of a real capture', () => {
  const r = parseRSpecOutput(fixtureText('3.12-failures-across-files-progress'));
  const s = selectRSpecTests(r.failures.map((f) => f.name), [])!;
  assert.is(s.count, 4);
  assert.equal(s.flags.filter((_, i) => i % 2 === 1), ['Alpha compares strings', 'Beta includes an element', 'Beta is truthy', 'Gamma matches a pattern']);
});

selection.run();
