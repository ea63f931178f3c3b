/**
 * Focused tests of the node:test parser: each line kind of both grammars through the `Line`
 * start rule, format detection, imitation lines printed by tests, stdout-then-stderr
 * concatenation of a real fixture, truncation, and totality.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseSpecLine } from '#grammars/node-spec';
import { parse as parseTapLine } from '#grammars/node-tap';
import { detectNodeTestFormat, parseNodeTestOutput } from '../../src/runners/node-test/parse.ts';
import { errorMessage } from '../../src/runners/node-test/common.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/node-test/${id}/output.txt`, import.meta.url), 'utf8');
const tapLine = (line: string): unknown => parseTapLine(`${line}\n`, { startRule: 'Line' });
const specLine = (line: string): unknown => parseSpecLine(`${line}\n`, { startRule: 'Line' });

// ---

const tapLines = suite('node-tap grammar: line kinds');

tapLines('version, subtest, plan', () => {
  assert.equal(tapLine('TAP version 13'), { kind: 'version', version: 13 });
  assert.equal(tapLine('    # Subtest: inner test fails'), { kind: 'subtest', indent: 4, name: 'inner test fails' });
  assert.equal(tapLine('        1..3'), { kind: 'plan', indent: 8, count: 3 });
});

tapLines('test points with escapes and directives', () => {
  assert.equal(tapLine('not ok 2 - inner test fails'), { kind: 'point', indent: 0, ok: false, id: 2, name: 'inner test fails', directive: null });
  assert.equal(tapLine('    ok 7 - hash \\# in the middle # SKIP not here'), { kind: 'point', indent: 4, ok: true, id: 7, name: 'hash \\# in the middle', directive: 'SKIP not here' });
  assert.equal(tapLine('ok 3 - todo by option # TODO'), { kind: 'point', indent: 0, ok: true, id: 3, name: 'todo by option', directive: 'TODO' });
  assert.equal(tapLine('ok 1'), { kind: 'point', indent: 0, ok: true, id: 1, name: '', directive: null });
});

tapLines('footer counters only for node keys; other comments', () => {
  assert.equal(tapLine('# duration_ms 330.026205'), { kind: 'counter', key: 'duration_ms', value: 330.026205 });
  assert.equal(tapLine('# pass 7'), { kind: 'counter', key: 'pass', value: 7 });
  assert.equal(tapLine('# passes 7'), { kind: 'comment', indent: 0, text: 'passes 7' });
  assert.equal(tapLine('# \\# tests 99'), { kind: 'comment', indent: 0, text: '\\# tests 99' });
});

tapLines('yaml lines', () => {
  assert.equal(tapLine('  ---'), { kind: 'yamlStart', indent: 2 });
  assert.equal(tapLine('      ...'), { kind: 'yamlEnd' });
  assert.equal(tapLine("  failureType: 'testCodeFailure'"), { kind: 'yamlKey' });
  assert.equal(tapLine('anything else'), { kind: 'unknown' });
  assert.equal(tapLine('    at frame (x.js:1:1)'), { kind: 'unknown' });
  assert.equal(tapLine(' \t '), { kind: 'blank' });
});

tapLines.run();

// ---

const specLines = suite('node-spec grammar: line kinds');

specLines('results with durations and directives', () => {
  assert.equal(specLine('  ✔ outer test passes (1.357389ms)'), { kind: 'result', indent: 2, symbol: 'pass', name: 'outer test passes', durationMs: 1.357389, directive: null });
  assert.equal(specLine('﹣ skipped with reason (0.36ms) # not on this platform'), { kind: 'result', indent: 0, symbol: 'skip', name: 'skipped with reason', durationMs: 0.36, directive: 'not on this platform' });
  assert.equal(specLine('⚠ todo that fails (2.98ms) # fix later'), { kind: 'result', indent: 0, symbol: 'todoFail', name: 'todo that fails', durationMs: 2.98, directive: 'fix later' });
  assert.equal(specLine('  ✖ first test under broken before'), { kind: 'result', indent: 2, symbol: 'fail', name: 'first test under broken before', durationMs: null, directive: null });
  assert.equal(specLine('✔ hash # in the middle (0.1ms)'), { kind: 'result', indent: 0, symbol: 'pass', name: 'hash # in the middle', durationMs: 0.1, directive: null });
  assert.equal(specLine('✔ a (b) (1.5ms)'), { kind: 'result', indent: 0, symbol: 'pass', name: 'a (b)', durationMs: 1.5, directive: null });
  assert.equal(specLine('✔ flaky (3ms) (passed on attempt 2)'), { kind: 'result', indent: 0, symbol: 'pass', name: 'flaky', durationMs: 3, directive: null });
  // A line separator is a character of the name like any other (node prints names raw), on the
  // fast path and on TITLE's.
  assert.equal(specLine('✔ odd\u2028name (1ms)'), { kind: 'result', indent: 0, symbol: 'pass', name: 'odd\u2028name', durationMs: 1, directive: null });
  assert.equal(specLine('✔ odd\u2029name (1ms) # SKIP'), { kind: 'result', indent: 0, symbol: 'pass', name: 'odd\u2029name', durationMs: 1, directive: 'SKIP' });
});

specLines('suite start, footer, info, failing-tests section, location', () => {
  assert.equal(specLine('  ▶ inner suite'), { kind: 'suiteStart', indent: 2, name: 'inner suite' });
  assert.equal(specLine('ℹ cancelled 2'), { kind: 'counter', key: 'cancelled', value: 2 });
  assert.equal(specLine("  ℹ 'only' and 'runOnly' require the --test-only command-line option."), { kind: 'info', indent: 2, text: "'only' and 'runOnly' require the --test-only command-line option." });
  assert.equal(specLine('✖ failing tests:'), { kind: 'failingHeader' });
  assert.equal(specLine('test at dir/a b.test.mjs:10:5'), { kind: 'location', file: 'dir/a b.test.mjs', line: 10, column: 5 });
  assert.equal(specLine('    at TestContext.<anonymous> (file:///a.test.mjs:12:37)'), { kind: 'unknown' });
  assert.equal(specLine('    '), { kind: 'blank' });
});

specLines('dot reporter lines', () => {
  assert.equal(specLine('X.XX'), { kind: 'dotMarks', passed: 1, failed: 3 });
  assert.equal(specLine('Failed tests:'), { kind: 'dotHeader' });
});

specLines.run();

// ---

const messages = suite('node-test: error messages');

messages('first line without the inspect() name prefix', () => {
  assert.is(errorMessage(['  AssertionError [ERR_ASSERTION]: Expected values to be strictly equal:', '  ', '  1 !== 2']), 'Expected values to be strictly equal:');
  assert.is(errorMessage(['', "  'test did not finish before its parent and was cancelled'"]), 'test did not finish before its parent and was cancelled');
  assert.is(errorMessage(['Error [ValidationError]: field "email" is invalid']), 'field "email" is invalid');
  assert.is(errorMessage(['[Error: bare]']), 'bare');
  assert.is(errorMessage(['Expected: something: else']), 'Expected: something: else');
});

messages.run();

// ---

const detect = suite('node-test: format detection');

detect('the last footer decides, whatever test output imitates', () => {
  assert.is(detectNodeTestFormat(['TAP version 13', '# Subtest: x', 'ℹ tests 1', 'ℹ pass 1']), 'node-spec');
  assert.is(detectNodeTestFormat(['ℹ tests 1', '# tests 1']), 'node-tap');
  assert.is(detectNodeTestFormat(['X..', '', 'Failed tests:', '', '✖ a (1ms)']), 'node-dot');
  assert.is(detectNodeTestFormat(['TAP version 13', '# Subtest: a']), 'node-tap');
  assert.is(detectNodeTestFormat([]), 'node-spec');
});

detect.run();

// ---

const tap = suite('node-test: TAP fold');

const TAP_RUN = [
  'TAP version 13',
  '# not ok 9 - printed by a test',
  'not ok 8 - raw imitation without its Subtest line',
  '# Subtest: a \\# b',
  'not ok 1 - a \\# b',
  '  ---',
  '  duration_ms: 1.5',
  "  location: '/p/a.test.mjs:3:1'",
  "  failureType: 'testCodeFailure'",
  '  error: |-',
  '    Expected values to be strictly equal:',
  '    not ok 2 - inside the error text',
  '  code: ERR_ASSERTION',
  '  ...',
  '# Subtest: todo one',
  'not ok 2 - todo one # TODO later',
  '  ---',
  '  duration_ms: 1',
  "  error: 'nope'",
  '  ...',
  '# Subtest: fine',
  'ok 3 - fine',
  '  ---',
  '  duration_ms: 1',
  '  ...',
  '1..3',
].join('\n');

tap('real points only; escapes, todo and YAML message', () => {
  const r = parseNodeTestOutput(TAP_RUN);
  assert.is(r.format, 'node-tap');
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 3, passed: 1, failed: 1, skipped: 1 });
  // The error text's further line is its detail (a point-shaped line there is no point).
  assert.equal(r.failures, [{ name: 'a # b', kind: 'test', file: '/p/a.test.mjs', message: 'Expected values to be strictly equal:', detail: ['not ok 2 - inside the error text'] }]);
});

tap('footer wins over imitations printed as comments', () => {
  const r = parseNodeTestOutput(`${TAP_RUN}\n# tests 99\n# fail 99\n# tests 3\n# suites 0\n# pass 1\n# fail 1\n# cancelled 0\n# skipped 0\n# todo 1\n# duration_ms 12.5\n`);
  assert.is(r.summarySeen, true);
  assert.equal(r.summary, { total: 3, passed: 1, failed: 1, skipped: 1 });
  assert.is(r.durationMs, 12.5);
});

tap('a suite that failed on its own (hook) is a run entry; subtestsFailed parents are not listed', () => {
  const r = parseNodeTestOutput([
    'TAP version 13',
    '# Subtest: suite',
    '    # Subtest: leaf',
    '    ok 1 - leaf',
    '      ---',
    '      duration_ms: 1',
    '      ...',
    '    1..1',
    'not ok 1 - suite',
    '  ---',
    "  type: 'suite'",
    "  location: '/p/h.test.mjs:3:1'",
    "  failureType: 'hookFailed'",
    "  error: 'after hook exploded'",
    '  ...',
    '# Subtest: parent',
    '    # Subtest: child',
    '    not ok 1 - child',
    '      ---',
    "      error: 'boom'",
    '      ...',
    'not ok 2 - parent',
    '  ---',
    "  failureType: 'subtestsFailed'",
    "  error: '1 subtest failed'",
    '  ...',
  ].join('\n'));
  assert.equal(r.summary, { total: 3, passed: 1, failed: 2, skipped: 0 });
  assert.equal(r.failures, [
    { name: 'suite', kind: 'run', file: '/p/h.test.mjs', message: 'after hook exploded' },
    { name: 'child', kind: 'test', message: 'boom' },
  ]);
});

tap('truncated in the middle of a YAML block', () => {
  const r = parseNodeTestOutput(TAP_RUN.split('\n').slice(0, 11).join('\n'));
  assert.equal(r.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.is(r.failures.length, 1);
});

tap.run();

// ---

const spec = suite('node-test: spec fold');

spec('tree without footer: leaves counted, parents not, todo/skip skipped', () => {
  const r = parseNodeTestOutput([
    '▶ suite',
    '  ✔ a (1ms)',
    '  ✖ b (1ms)',
    '  ﹣ c (1ms) # SKIP',
    '  ⚠ d (1ms) # TODO',
    '✖ suite (4ms)',
  ].join('\n'));
  assert.is(r.format, 'node-spec');
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 4, passed: 1, failed: 1, skipped: 2 });
  assert.equal(r.failures.map((f) => f.name), ['b']);
});

spec('failing-tests section after the footer names failures; imitations before it do not', () => {
  const r = parseNodeTestOutput([
    '✖ fake printed by a test (1.2ms)',
    'ℹ tests 42',
    'ℹ fail 42',
    '✖ failing tests:',
    '✖ real one (1ms)',
    'ℹ tests 2',
    'ℹ suites 0',
    'ℹ pass 1',
    'ℹ fail 1',
    'ℹ cancelled 0',
    'ℹ skipped 0',
    'ℹ todo 0',
    'ℹ duration_ms 5',
    '',
    '✖ failing tests:',
    '',
    'test at a.test.mjs:4:1',
    '✖ real one (1ms)',
    '  AssertionError [ERR_ASSERTION]: boom',
  ].join('\n'));
  assert.is(r.summarySeen, true);
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ name: 'real one', kind: 'test', file: 'a.test.mjs', message: 'boom' }]);
});

spec('section entries are matched to the tree in order: a leaf named like its suite, a hook failure', () => {
  const r = parseNodeTestOutput([
    '▶ login',
    '  ✖ login (1ms)',
    '✖ login (2ms)',
    '▶ hooks',
    '  ✔ a (1ms)',
    '✖ hooks (1ms)',
    'ℹ tests 2',
    'ℹ suites 2',
    'ℹ pass 1',
    'ℹ fail 1',
    'ℹ cancelled 0',
    'ℹ skipped 0',
    'ℹ todo 0',
    'ℹ duration_ms 9',
    '',
    '✖ failing tests:',
    '',
    'test at a.test.mjs:2:3',
    '✖ login (1ms)',
    '  Error: wrong password',
    '',
    'test at a.test.mjs:4:1',
    '✖ hooks (1ms)',
    '  Error: after hook exploded',
  ].join('\n'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures, [
    { name: 'login', kind: 'test', file: 'a.test.mjs', message: 'wrong password' },
    { name: 'hooks', kind: 'run', file: 'a.test.mjs', message: 'after hook exploded' },
  ]);
});

spec.run();

// ---

const real = suite('node-test: real fixtures, transformed');

real('stdout then stderr concatenation keeps the result', () => {
  // A run whose stderr (node's own warnings) is appended after the whole stdout.
  for (const id of ['24-one-failure-default', '22-one-failure-default']) {
    const base = parseNodeTestOutput(fixture(id));
    const withStderr = parseNodeTestOutput(`${fixture(id)}(node:123) ExperimentalWarning: something\n✖ stderr imitation (1ms)\nnot ok 9 - stderr imitation\n`);
    assert.equal(withStderr.summary, base.summary, id);
    assert.equal(withStderr.failures, base.failures, id);
  }
});

real('output cut at the end has no summary; cut at the start keeps the footer', () => {
  for (const id of ['24-big-suite-default', '22-big-suite-default']) {
    const text = fixture(id);
    const head = parseNodeTestOutput(text.slice(0, Math.floor(text.length / 2)));
    assert.is(head.summarySeen, false, id);
    assert.ok(head.summary.total > 0 && head.summary.total < 2000, id);
    assert.ok(head.failures.length > 0 && head.failures.length < 50, id);
    const tail = parseNodeTestOutput(text.slice(-64 * 1024));
    assert.is(tail.summarySeen, true, id);
    assert.equal(tail.summary, { total: 2000, passed: 1950, failed: 50, skipped: 0 }, id);
  }
});

real('CRLF and ANSI are normalized', () => {
  const text = fixture('24-nested-suites-spec');
  const base = parseNodeTestOutput(text);
  const crlf = parseNodeTestOutput(text.replace(/\n/g, '\r\n'));
  assert.equal(crlf.summary, base.summary);
  assert.equal(crlf.failures, base.failures);
});

real('total on junk and never inconsistent', () => {
  for (const junk of ['', '\n', '\u0000\u0001', '▶\n✖\nℹ tests x\n', 'not ok\n  ---\n', '# Subtest: \nok 1 - \n', 'X'.repeat(10000)]) {
    const r = parseNodeTestOutput(junk);
    assert.is(r.summary.total, r.summary.passed + r.summary.failed + r.summary.skipped);
  }
});

real.run();

const listed = suite('node-test: the tests the output lists by name (for the gate\'s failed-test-missing check)');

// fixtures/projects/node-test/nested-suites: suites, a test() with subtests, two levels deep.
const NESTED_PASSED = ['outer test passes', 'inner test passes', 'deepest passes', 'second passes', 'second suite', 'child one passes', 'grandchild passes', 'child three passes'];

listed('spec: every leaf and every parent that passed, by the name node printed', () => {
  for (const id of ['20-nested-suites-spec', '22-nested-suites-spec', '24-nested-suites-spec', '24-nested-suites-spec-color', '26-nested-suites-spec', '26-nested-suites-default']) {
    const r = parseNodeTestOutput(fixture(id));
    assert.equal([...r.tests!.passed].sort(), [...NESTED_PASSED].sort(), id);
    assert.equal(r.tests!.skipped, [], id);
    // No failing test is listed as passed.
    for (const f of r.failures) assert.not.ok(r.tests!.passed.includes(f.name), `${id}: ${f.name}`);
  }
});

listed('TAP: every counted test point that passed', () => {
  for (const id of ['20-nested-suites-tap', '22-nested-suites-tap', '24-nested-suites-tap', '26-nested-suites-tap']) {
    const r = parseNodeTestOutput(fixture(id));
    const expected = NESTED_PASSED.filter((n) => n !== 'second suite');
    assert.equal([...r.tests!.passed].sort(), [...expected].sort(), id);
  }
});

listed('skipped and todo tests are listed as skipped; dot output lists no names', () => {
  const r = parseNodeTestOutput(fixture('24-skip-todo-only-spec'));
  assert.ok(r.tests!.skipped.length >= r.summary.skipped, JSON.stringify(r.tests));
  assert.is(parseNodeTestOutput(fixture('20-failures-across-files-dot')).tests, undefined);
});

listed.run();

const tapContext = suite('node-test TAP: location from the YAML stack, detail from the error block');

const tapFailure = (yaml: string[]): string => ['TAP version 13', '# Subtest: t', 'not ok 1 - t', '  ---', '  duration_ms: 1', "  type: 'test'", ...yaml, '  ...', '1..1', '# tests 1', '# pass 0', '# fail 1', ''].join('\n');

tapContext('the first project frame of the stack (node writes frames without `at `); the error lines after the message', () => {
  const [f] = parseNodeTestOutput(tapFailure([
    "  location: '/w/a.test.mjs:3:1'",
    '  error: |-',
    '    Expected values to be strictly deep-equal:',
    '    + actual - expected',
    '    ',
    '      {',
    '    +   a: 1',
    '    -   a: 2',
    '      }',
    '    ',
    "  code: 'ERR_ASSERTION'",
    '  stack: |-',
    '    assertDeep (/w/node_modules/lib/x.js:1:1)',
    '    TestContext.<anonymous> (file:///w/a.test.mjs:5:10)',
    '    Test.runInAsyncScope (node:async_hooks:227:14)',
  ])).failures;
  assert.is(f!.location, '/w/a.test.mjs:5:10');
  assert.equal(f!.detail, ['+ actual - expected', '+   a: 1', '-   a: 2']);
  assert.is(f!.message, 'Expected values to be strictly deep-equal:');
});

tapContext('a one-line error has no detail; a stack of only node internals and dependencies gives no location', () => {
  const [f] = parseNodeTestOutput(tapFailure([
    "  error: 'boom'",
    '  stack: |-',
    '    fn (/w/node_modules/dep/index.js:9:9)',
    '    process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
  ])).failures;
  assert.is(f!.message, 'boom');
  assert.is(f!.location, undefined);
  assert.is(f!.detail, undefined);
});

tapContext.run();
