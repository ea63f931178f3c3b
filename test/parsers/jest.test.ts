/**
 * Focused tests of the jest parser: each line kind through the `Line` start rule, the
 * fold's context rules (imitation lines, console blocks, re-printed failure summaries),
 * stdout-then-stderr concatenation of real fixtures, truncation and totality.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from '#grammars/jest';
import { parseJestOutput } from '../../src/runners/jest/parse.ts';
import type { JestRecord } from '../../src/runners/jest/records.ts';
import { loadFixtures } from '../support/fixtures.ts';

const line = (text: string): JestRecord => parse(`${text}\n`, { startRule: 'Line' }) as JestRecord;
const fixtureText = (id: string): string => loadFixtures('jest').find((f) => f.id === `jest/${id}`)!.output;
const names = (text: string): string[] => parseJestOutput(text).failures.map((f) => `${f.kind}:${f.name}`).sort();

/** A small but complete default-reporter run, as jest 29 prints it. */
const RUN = [
  'FAIL src/a.test.js',
  '  ● outer › inner › fails',
  '',
  '    expect(received).toBe(expected) // Object.is equality',
  '',
  '    Expected: 2',
  '    Received: 1',
  '',
  '      at Object.toBe (src/a.test.js:3:15)',
  '',
  'PASS src/b.test.js',
  '',
  'Test Suites: 1 failed, 1 passed, 2 total',
  'Tests:       1 failed, 1 skipped, 1 todo, 3 passed, 6 total',
  'Snapshots:   0 total',
  'Time:        1.234 s',
  'Ran all test suites.',
  '',
].join('\n');

// ---

const lines = suite('jest: line kinds');

lines('file headers, with and without the slow-test detail and colour padding', () => {
  assert.equal(line('FAIL src/a.test.js'), { kind: 'header', status: 'FAIL', project: null, path: 'src/a.test.js' });
  assert.equal(line('PASS ./b.test.js (5.123 s)'), { kind: 'header', status: 'PASS', project: null, path: './b.test.js' });
  assert.equal(line('PASS ./b.test.js (5.1 s, 45 MB heap size)'), { kind: 'header', status: 'PASS', project: null, path: './b.test.js' });
  assert.equal(line(' FAIL  ./tree.test.js'), { kind: 'header', status: 'FAIL', project: null, path: './tree.test.js' });
  assert.equal(line('FAIL src/dir (copy)/x.test.js'), { kind: 'header', status: 'FAIL', project: null, path: 'src/dir (copy)/x.test.js' });
  // Known limit: a first directory containing a space reads as displayName + path.
  assert.equal(line('FAIL my tests/x.test.js'), { kind: 'header', status: 'FAIL', project: 'my', path: 'tests/x.test.js' });
  assert.equal(line('FAIL client client/view.test.js'), { kind: 'header', status: 'FAIL', project: 'client', path: 'client/view.test.js' });
  assert.equal(line(' FAIL   server  server/api.test.js (6.5 s)'), { kind: 'header', status: 'FAIL', project: 'server', path: 'server/api.test.js' });
  assert.equal(line('PASS src/a b.test.js'), { kind: 'header', status: 'PASS', project: null, path: 'src/a b.test.js' });
  assert.is(line('FAILED src/a.test.js').kind, 'unknown');
  // formatTestPath always prints a separator: a title or cut code-frame line is no header.
  assert.is(line('FAIL looks like a header').kind, 'unknown');
  assert.is(line('  FAIL src/a.test.js').kind, 'unknown');
});

lines('bullets: failure titles and the file-level error', () => {
  assert.equal(line('  ● a › b › c'), { kind: 'bullet', title: 'a › b › c' });
  assert.equal(line('  ● Test suite failed to run'), { kind: 'suiteFailed' });
  assert.equal(line('  ● Console'), { kind: 'bullet', title: 'Console' });
  assert.is(line('    ● a › b').kind, 'unknown');
  assert.is(line('● not a notice').kind, 'unknown');
});

lines('verbose test lines: status icons, indentation, durations', () => {
  assert.equal(line('  ✓ adds (3 ms)'), { kind: 'test', indent: 2, status: 'passed', title: 'adds' });
  assert.equal(line('      ✕ fails'), { kind: 'test', indent: 6, status: 'failed', title: 'fails' });
  assert.equal(line('    ○ skipped is skipped'), { kind: 'test', indent: 4, status: 'skipped', title: 'skipped is skipped' });
  assert.equal(line('  ✎ todo write it'), { kind: 'test', indent: 2, status: 'todo', title: 'todo write it' });
  const slow = line('  ✕ slow (1.5 s)');
  assert.ok(slow.kind === 'test' && slow.title === 'slow');
  const parens = line('  ✓ returns (a) and (b)');
  assert.ok(parens.kind === 'test' && parens.title === 'returns (a) and (b)');
});

lines('summary lines', () => {
  assert.equal(line('Tests:       1 failed, 1 skipped, 1 todo, 3 passed, 6 total'), {
    kind: 'tests',
    parts: [{ n: 1, label: 'failed' }, { n: 1, label: 'skipped' }, { n: 1, label: 'todo' }, { n: 3, label: 'passed' }],
    total: 6,
    run: 6,
  });
  assert.equal(line('Test Suites: 1 failed, 2 passed, 3 of 5 total'), {
    kind: 'suites',
    parts: [{ n: 1, label: 'failed' }, { n: 2, label: 'passed' }],
    total: 5,
    run: 3,
  });
  assert.equal(line('Tests:       0 total'), { kind: 'tests', parts: [], total: 0, run: 0 });
  assert.is(line('Snapshots:   1 failed, 1 file obsolete, 2 total').kind, 'snapshots');
  assert.equal(line('Time:        2.872 s, estimated 3 s'), { kind: 'time', value: 2.872, unit: 's' });
  assert.equal(line('Ran all test suites matching /a/i.'), { kind: 'ranAll' });
  assert.equal(line('Test run was interrupted.'), { kind: 'ranAll' });
  assert.equal(line('Summary of all failing tests'), { kind: 'failingSummary' });
  assert.equal(line('No tests found, exiting with code 1'), { kind: 'noTests' });
  assert.equal(line('● Validation Error:'), { kind: 'notice', title: 'Validation Error' });
  assert.equal(line('● Deprecation Warning:'), { kind: 'notice', title: 'Deprecation Warning' });
  assert.is(line('Tests: many').kind, 'unknown');
  assert.is(line('raw: Tests:       7 failed, 7 total').kind, 'unknown');
});

lines.run();

// ---

const fold = suite('jest: fold');

fold('a complete run: counts from the summary, names, file, message, location, detail, duration', () => {
  const r = parseJestOutput(RUN);
  assert.equal(r.summary, { total: 6, passed: 3, failed: 1, skipped: 2 });
  assert.equal(r.failures, [
    { name: 'outer › inner › fails', kind: 'test', file: 'src/a.test.js', message: 'expect(received).toBe(expected) // Object.is equality', location: 'src/a.test.js:3:15', detail: ['Expected: 2', 'Received: 1'] },
  ]);
  assert.is(r.summarySeen, true);
  assert.is(r.durationMs, 1234);
  assert.is(r.format, 'jest-default');
});

fold('location: the first frame in a project file; detail ends at the code frame and at the block', () => {
  const text = [
    'FAIL src/a.test.js',
    '  ● reads config',
    '',
    '    TypeError: Cannot read properties of undefined',
    '',
    '    > 3 |   readConfig();',
    '        |   ^',
    '',
    '      at Object.readFile (node_modules/lib/index.js:1:1)',
    '      at node:internal/fs:10:3',
    '      at readConfig (src/config.js:7:9)',
    '      at Object.<anonymous> (src/a.test.js:3:3)',
    'npm error code 1',
    '',
  ].join('\n');
  const [f] = parseJestOutput(text).failures;
  assert.is(f!.location, 'src/config.js:7:9');
  assert.is(f!.detail, undefined, 'a thrown error has a message and a location only');
});

fold('a test counted in the total but in no category is skipped', () => {
  const r = parseJestOutput('Test Suites: 1 failed, 1 total\nTests:       2 failed, 1 passed, 5 total\n');
  assert.equal(r.summary, { total: 5, passed: 1, failed: 2, skipped: 2 });
});

fold('suite failed to run: a file failure named by the header path, not a test', () => {
  const text = [
    'FAIL ./broken.test.js',
    '  ● Test suite failed to run',
    '',
    '    SyntaxError: /p/broken.test.js: Unexpected token (3:20)',
    '',
    'Test Suites: 1 failed, 1 total',
    'Tests:       0 total',
  ].join('\n');
  const r = parseJestOutput(text);
  assert.equal(r.failures, [{ name: './broken.test.js', kind: 'file', file: './broken.test.js', message: 'SyntaxError: /p/broken.test.js: Unexpected token (3:20)' }]);
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
});

fold('bullets under a PASS header, and bullets not followed by a blank line, are not failures', () => {
  assert.equal(names('PASS ./a.test.js\n  ● a › b\n\n    message\n'), []);
  assert.equal(names('FAIL ./a.test.js\n  ● a › b\n    message\n'), []);
  assert.equal(names('FAIL ./a.test.js\n  ● a › b\n\n    message\n'), ['test:a › b']);
});

fold('a title with line breaks (ESLint\'s rule tester names tests by their code) is read whole, in the bullets and the tree', () => {
  const multi = "no-focused-tests › invalid › describe.only('x', () => {\n  it('y', () => {});\n});";
  const two = "no-focused-tests › invalid › it.only('a', () => {})\ntest.only('b', () => {})";
  for (const major of ['27', '29', '30']) {
    for (const reporter of ['default', 'verbose']) {
      const id = `${major}-multiline-titles-${reporter}`;
      const r = parseJestOutput(fixtureText(id));
      assert.equal(r.failures.map((f) => [f.name, f.file, f.message]), [multi, two].map((n) => [n, 'test/no-focused-tests.test.js', 'expect(received).toBe(expected) // Object.is equality']), id);
      // The tree's multi-line titles end at its next line: the names after them keep their describes.
      if (r.tests !== undefined) assert.equal(r.tests.passed, ['no-focused-tests › valid › describe()', 'no-focused-tests › valid › it.each()()', "no-focused-tests › valid › describe('x', () => {\n  it('y', () => {});\n});", 'no-focused-tests › invalid › fit()'], id);
    }
  }
});

fold('a file two projects both match and fail to load is two failures', () => {
  for (const id of ['27-same-file-projects-default', '29-same-file-projects-verbose', '30-same-file-projects-default']) {
    const r = parseJestOutput(fixtureText(id));
    assert.equal(r.failures.map((f) => [f.kind, f.name]), [['file', 'test/broken.test.js'], ['file', 'test/broken.test.js']], id);
  }
});

fold('the console block of a file is not a failure, and its content is never a runner line', () => {
  const text = [
    'FAIL ./noisy.test.js',
    '  ● Console',
    '',
    '    console.log',
    '      FAIL src/fake.test.js',
    '',
    '      at Object.log (noisy.test.js:3:13)',
    '',
    '    console.log',
    '        ● fake suite › fake test',
    '',
    '  ● real › fails',
    '',
    '    expect(received).toBe(expected) // Object.is equality',
    '',
  ].join('\n');
  const r = parseJestOutput(text);
  assert.equal(r.failures.map((f) => [f.name, f.file]), [['real › fails', './noisy.test.js']]);
});

fold('a root-level test titled "Console" is still a failure', () => {
  assert.equal(names('FAIL ./a.test.js\n  ● Console\n\n    expect(received).toBe(expected)\n'), ['test:Console']);
});

fold('printed imitations of the summary lose to the real summary, and a lone Tests: line is not one', () => {
  const fake = 'Tests:       9 failed, 9 total\nTest Suites: 5 failed, 5 total\n';
  const r = parseJestOutput(fake + RUN);
  assert.equal(r.summary, { total: 6, passed: 3, failed: 1, skipped: 2 });
  const alone = parseJestOutput('PASS ./a.test.js\nTests:       9 failed, 9 total\n');
  assert.is(alone.summarySeen, false);
  assert.equal(alone.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
});

fold('without a count, failures re-printed under "Summary of all failing tests" and repeated blocks are listed once', () => {
  const block = 'FAIL ./a.test.js\n  ● t\n\n    first message\n\n  ● t\n\n    afterEach message\n\n';
  const r = parseJestOutput(`${block}Summary of all failing tests\n${block}`);
  assert.equal(r.failures, [{ name: 't', kind: 'test', file: './a.test.js', message: 'first message' }]);
});

fold('repeated blocks of a (file, title) are as many failures as the Tests line counts, re-print or not', () => {
  const block = 'FAIL ./a.test.js\n  ● t\n\n    first message\n\n  ● t\n\n    second message\n\n';
  const footer = (failed: number): string => `Test Suites: 1 failed, 1 total\nTests:       ${failed} failed, ${failed} total\n`;
  const twins = parseJestOutput(`${block}Summary of all failing tests\n${block}${footer(2)}`);
  assert.equal(twins.failures.map((f) => f.message), ['first message', 'second message'], 'two tests that share a title');
  assert.is(twins.summary.failed, twins.failures.length);
  const one = parseJestOutput(`${block}${footer(1)}`);
  assert.equal(one.failures.map((f) => f.message), ['first message'], 'one test failing in its body and in afterEach');
});

fold('open-handle blocks printed after the summary are not failures', () => {
  const text = `${RUN}\nJest has detected the following 1 open handle potentially keeping Jest from exiting:\n\n  ●  Timeout\n\n      1 | setTimeout(() => {}, 1e6);\n`;
  assert.equal(names(text), ['test:outer › inner › fails']);
});

fold('a configuration error is a run failure; a configuration warning is nothing', () => {
  const warn = '● Validation Warning:\n\n  Unknown option "bogus" with value 1 was found.\n\n';
  assert.equal(parseJestOutput(warn + RUN).failures.map((f) => f.kind), ['test']);
  const err = parseJestOutput('● Validation Error:\n\n  Module ./setup.js in the setupFiles option was not found.\n');
  assert.equal(err.failures, [{ name: 'Validation Error', kind: 'run', message: 'Module ./setup.js in the setupFiles option was not found.' }]);
  assert.is(err.summarySeen, false);
});

fold('the same title in two files is two failures', () => {
  assert.equal(names('FAIL ./a.test.js\n  ● t\n\n    m\nFAIL ./b.test.js\n  ● t\n\n    m\n'), ['test:t', 'test:t']);
});

fold('titles containing the separators are kept whole', () => {
  assert.equal(names('FAIL ./a.test.js\n  ● x › y › z › w fails\n\n    m\n  ● a > b › c > d\n\n    m\n'), ['test:a > b › c > d', 'test:x › y › z › w fails']);
});

fold('no tests found is a seen, empty summary', () => {
  const r = parseJestOutput('No tests found, exiting with code 1\nRun with `--passWithNoTests` to exit with code 0\n');
  assert.is(r.summarySeen, true);
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
});

fold('verbose counts stand in when the summary is missing', () => {
  const text = [
    'FAIL ./tree.test.js',
    '  ✕ root fails',
    '  outer',
    '    ✓ passes (2 ms)',
    '    ○ skipped later',
    '    ✎ todo write',
    '',
    '  ● root fails',
    '',
    '    boom',
  ].join('\n');
  const r = parseJestOutput(text);
  assert.equal(r.summary, { total: 4, passed: 1, failed: 1, skipped: 2 });
  assert.is(r.summarySeen, false);
  assert.is(r.format, 'jest-verbose');
  assert.equal(r.failures, [{ name: 'root fails', kind: 'test', file: './tree.test.js', message: 'boom' }]);
});

fold('truncated after the verbose tree: ✕ lines are named from their describe lines', () => {
  const text = [
    'FAIL src/tree.test.js',
    '  ✕ root fails',
    '  outer',
    '    ✓ passes (2 ms)',
    '    middle',
    '      ✕ deep fails (1 ms)',
    '    ✕ outer fails',
    '',
  ].join('\n');
  const r = parseJestOutput(text);
  assert.equal(r.failures.map((f) => [f.name, f.file]), [
    ['root fails', 'src/tree.test.js'],
    ['outer › middle › deep fails', 'src/tree.test.js'],
    ['outer › outer fails', 'src/tree.test.js'],
  ]);
  assert.equal(r.summary, { total: 4, passed: 1, failed: 3, skipped: 0 });
});

fold('a last line without its newline (cut mid-write) gives no header, bullet or tree line', () => {
  assert.equal(names('FAIL ./a.test.js\n  ● outer › inn'), []);
  assert.equal(names('FAIL ./a.test.js\n  ● outer › inner\n'), ['test:outer › inner']);
  const r = parseJestOutput('FAIL ./a.test.js\n  ✓ one\n  ✕ tw');
  assert.equal(r.summary, { total: 1, passed: 1, failed: 0, skipped: 0 });
});

fold('output cut at the start: the first line may be the tail of a line, so it is no failure', () => {
  // "      ● another › fake" printed by console.log, cut inside its indentation.
  assert.equal(names('  ● another › fake\n\n    Tests:       1 failed, 1 total\n'), []);
  assert.equal(names('x\n\n  ● real › one\n\n    boom\n'), ['test:real › one']);
});

fold('a verbose-looking line outside a file tree is not counted', () => {
  const r = parseJestOutput('PASS ./a.test.js\n  ✓ real\n\n    ✕ raw indented fake (1 ms)\n');
  assert.equal(r.summary, { total: 1, passed: 1, failed: 0, skipped: 0 });
});

fold.run();

// ---

const real = suite('jest: real fixtures, rearranged');

/** Fixtures captured with stdout and stderr apart (stdout first), the plugin's input form. */
const split = loadFixtures('jest').filter((f) => f.id.endsWith('-split'));

real('stdout-then-stderr captures parse to their report', () => {
  assert.ok(split.length > 0, 'split fixtures exist');
  for (const fx of split) {
    const r = parseJestOutput(fx.output);
    assert.equal(r.summary, fx.expected.summary, fx.id);
    assert.equal(r.failures.map((f) => f.name).sort(), fx.expected.failures.map((f) => f.name).sort(), fx.id);
  }
});

real('truncated at the start: the summary still holds, later failures still named', () => {
  for (const fx of loadFixtures('jest').filter((f) => /^jest\/\d+-large-default$/.test(f.id))) {
    const cut = fx.output.slice(Math.floor(fx.output.length / 2));
    const r = parseJestOutput(cut);
    assert.equal(r.summary, fx.expected.summary, fx.id);
    assert.is(r.summarySeen, true);
    assert.ok(r.failures.length > 0 && r.failures.length <= fx.expected.failures.length, fx.id);
    const want = new Set(fx.expected.failures.map((f) => f.name));
    for (const f of r.failures) assert.ok(want.has(f.name), `${fx.id}: ${f.name}`);
  }
});

real('truncated at the end: no summary, counts and failures only from what was printed', () => {
  for (const fx of loadFixtures('jest').filter((f) => /^jest\/\d+-(large|nested)-verbose$/.test(f.id))) {
    const cut = fx.output.slice(0, fx.output.indexOf('Test Suites:'));
    const r = parseJestOutput(cut.slice(0, Math.floor(cut.length * 0.6)));
    assert.is(r.summarySeen, false, fx.id);
    const s = r.summary;
    assert.is(s.total, s.passed + s.failed + s.skipped);
    assert.ok(s.total <= fx.expected.summary.total && s.failed <= fx.expected.summary.failed, fx.id);
    const want = new Set(fx.expected.failures.map((f) => f.name));
    for (const f of r.failures) assert.ok(want.has(f.name), `${fx.id}: ${f.name}`);
  }
});

real('every fixture cut at many points: never a failure the report does not have, counts bounded', () => {
  for (const fx of loadFixtures('jest').filter((f) => !f.id.includes('synthetic'))) {
    const want = new Set(fx.expected.failures.map((f) => `${f.kind}\u0000${f.name}`));
    const lines = fx.output.split('\n');
    const step = Math.max(1, Math.floor(lines.length / 25));
    for (let cut = 0; cut < lines.length; cut += step) {
      for (const part of [lines.slice(0, cut).join('\n'), lines.slice(cut).join('\n')]) {
        const r = parseJestOutput(part);
        const s = r.summary;
        assert.is(s.total, s.passed + s.failed + s.skipped);
        for (const f of r.failures) assert.ok(want.has(`${f.kind}\u0000${f.name}`), `${fx.id} cut ${cut}: ${f.kind} ${f.name}`);
        if (!r.summarySeen) assert.ok(s.failed <= fx.expected.summary.failed && s.passed <= fx.expected.summary.passed, `${fx.id} cut ${cut}: counts`);
      }
    }
  }
});

real('CRLF line ends and ANSI colour parse like the plain text', () => {
  for (const fx of loadFixtures('jest').filter((f) => f.id.endsWith('-nested-default'))) {
    const plain = parseJestOutput(fx.output);
    const crlf = parseJestOutput(fx.output.replace(/\n/g, '\r\n'));
    assert.equal(crlf.summary, plain.summary);
    assert.equal(crlf.failures, plain.failures);
  }
});

real.run();

// ---

const total = suite('jest: totality');

total('junk, binary and partial lines yield a consistent result', () => {
  const inputs = ['', '\n', '\u0000\u00ff', 'Tests:', 'FAIL', '  ● ', 'Tests:       1 failed', '  ✕', 'Time:        s', RUN.slice(0, 57), RUN.repeat(3)];
  for (const input of inputs) {
    const r = parseJestOutput(input);
    assert.is(r.summary.total, r.summary.passed + r.summary.failed + r.summary.skipped, JSON.stringify(input));
    assert.is(r.diagnostics.parserError, undefined);
  }
});

total('parse time grows linearly with the output (4x the text: linear is 4x the time, quadratic 16x)', () => {
  const time = (text: string): number => {
    const t0 = performance.now();
    const r = parseJestOutput(text);
    assert.is(r.summarySeen, true);
    return performance.now() - t0;
  };
  time(RUN.repeat(500)); // warm-up: JIT the generated parser before timing it
  const small = Math.min(time(RUN.repeat(2_000)), time(RUN.repeat(2_000)));
  // Minimum of two runs each: a loaded machine stretches single runs, never shortens them.
  const large = Math.min(time(RUN.repeat(8_000)), time(RUN.repeat(8_000)));
  assert.ok(large < 10 * small + 50, `2000 runs: ${small.toFixed(0)} ms, 8000 runs: ${large.toFixed(0)} ms`);
});

total.run();
