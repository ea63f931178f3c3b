/**
 * The PHPUnit parser on its own: every captured fixture against the result derived from
 * PHPUnit's JUnit report of the same run, line kinds through the `Line` start rule, synthetic
 * cases (`synthetic-*`: output cut off, imitation lines), and totality over random and mutated
 * inputs.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/phpunit';
import { runPipeline } from '../../src/parsing/pipeline.ts';
import { PHPUNIT_PARSER } from '../../src/runners/phpunit/parse.ts';
import { assertConsistent } from '../support/consistent.ts';
import { failureKey, loadFixtures } from '../support/fixtures.ts';

const parse = (text: string) => runPipeline(PHPUNIT_PARSER, text);
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });
const fixtures = loadFixtures('phpunit');
const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/phpunit/${id}/output.txt`, import.meta.url), 'utf8');

const captured = suite('phpunit fixtures: the JUnit report of the same run');

captured('every scenario is captured with every printer', () => {
  assert.ok(fixtures.length >= 70, `${fixtures.length} fixtures`);
  for (const rep of ['default', 'v', 'teamcity', 'testdox']) assert.ok(fixtures.filter((f) => f.capture.reporter === rep).length >= 16, rep);
});

captured('each printer\'s output is read as its format', () => {
  const FORMAT: Record<string, string> = { default: 'phpunit', v: 'phpunit', teamcity: 'phpunit-teamcity', testdox: 'phpunit-testdox' };
  // A run that printed no test (none found, or PHP died first) looks the same from every printer.
  for (const fx of fixtures.filter((f) => !/-(?:no-tests|no-tests-to-run|load-error)-/.test(f.id))) {
    assert.is(parse(fx.output).format, FORMAT[fx.capture.reporter], fx.id);
  }
});

for (const fx of fixtures) {
  captured(fx.id, () => {
    const r = parse(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    assert.is(r.summarySeen, fx.expected.summarySeen, 'summarySeen');
    const got = [...r.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
    const want = [...fx.expected.failures].sort((a, b) => failureKey(a).localeCompare(failureKey(b)));
    assert.equal(got.map(failureKey), want.map(failureKey), 'failure names');
    // Where the capture derived no detail (--teamcity), a message and location the report states are still checked.
    const contexts = fx.expected.contexts === true;
    want.forEach((w, i) => {
      const g = got[i]!;
      if (contexts || w.message !== undefined) assert.is(g.message, w.message, `message of ${w.name}`);
      if (contexts && w.kind === 'test') {
        assert.is(g.location, w.location, `location of ${w.name}`);
        assert.equal(g.detail, w.detail, `detail of ${w.name}`);
      } else if (w.location !== undefined) assert.is(g.location, w.location, `location of ${w.name}`);
    });
  });
}

captured.run();

const lines = suite('phpunit grammar: line kinds');

lines('banner, progress, sections, defects, traces', () => {
  assert.equal(line('PHPUnit 9.6.7 by Sebastian Bergmann and contributors.'), { kind: 'banner', version: '9.6.7' });
  assert.equal(line('.FESEEF                                                             7 / 7 (100%).'), { kind: 'progress', marks: '.FESEEF' });
  assert.equal(line('..F   61 / 2000 (  3%)'), { kind: 'progress', marks: '..F' });
  assert.equal(line('There was 1 failure:'), { kind: 'section', section: 'defect' });
  assert.equal(line('There were 3 errors:'), { kind: 'section', section: 'defect' });
  assert.equal(line('There were 2 risky tests:'), { kind: 'section', section: 'risky' });
  assert.equal(line('There was 1 incomplete test:'), { kind: 'section', section: 'skip' });
  assert.equal(line('There were 3 apples:'), { kind: 'unknown' });
  assert.equal(line('--'), { kind: 'separator' });
  assert.equal(line('1) MathTest::testAdd with data set #1 (2, 2, 5)'), { kind: 'defect', name: 'MathTest::testAdd with data set #1' });
  assert.equal(line('2) MathTest::testIsEven with data set "with spaces and "quotes"" (4)'), { kind: 'defect', name: 'MathTest::testIsEven with data set "with spaces and "quotes""' });
  assert.equal(line('3) App\\Tests\\CartTest::testTotal'), { kind: 'defect', name: 'App\\Tests\\CartTest::testTotal' });
  assert.equal(line('/tmp/p/tests/CalcTest.php:10'), { kind: 'trace', location: '/tmp/p/tests/CalcTest.php:10' });
  assert.equal(line('/tmp/p/tests/CalcTest.php'), { kind: 'unknown' });
});

lines('verdicts, counts, time, fatal errors', () => {
  assert.equal(line('OK (1 test, 1 assertion)'), { kind: 'ok', tests: 1 });
  assert.equal(line('OK (3 tests, 3 assertions)'), { kind: 'ok', tests: 3 });
  assert.equal(line('FAILURES!'), { kind: 'verdict' });
  assert.equal(line('OK, but incomplete, skipped, or risky tests!'), { kind: 'verdict' });
  assert.equal(line('Tests: 7, Assertions: 2, Failures: 1, Skipped: 3, Incomplete: 1, Risky: 1.'), {
    kind: 'counts',
    counts: [
      { label: 'Tests', n: 7 },
      { label: 'Assertions', n: 2 },
      { label: 'Failures', n: 1 },
      { label: 'Skipped', n: 3 },
      { label: 'Incomplete', n: 1 },
      { label: 'Risky', n: 1 },
    ],
  });
  assert.equal(line('Tests: 7, Assertions: 2'), { kind: 'unknown' });
  assert.equal(line('No tests executed!'), { kind: 'noTests' });
  assert.equal(line('Time: 00:01.060, Memory: 6.00 MB'), { kind: 'time', ms: 1060 });
  assert.equal(line('Time: 01:00:01.500, Memory: 6.00 MB'), { kind: 'time', ms: 3_601_500 });
  assert.equal(line('PHP Fatal error:  Uncaught ParseError: syntax error, unexpected token "}" in /p/tests/BrokenTest.php:9'), {
    kind: 'fatal',
    message: 'ParseError: syntax error, unexpected token "}"',
    file: '/p/tests/BrokenTest.php',
    line: 9,
  });
  assert.equal(line('PHP Parse error:  syntax error, unexpected token "}" in /p/tests/BrokenTest.php on line 9'), {
    kind: 'fatal',
    message: 'syntax error, unexpected token "}"',
    file: '/p/tests/BrokenTest.php',
    line: 9,
  });
  assert.equal(line(''), { kind: 'blank' });
});

lines('teamcity messages, their escapes undone', () => {
  assert.equal(line("##teamcity[testStarted name='testAdd' locationHint='php_qn:///p/CalcTest.php::\\CalcTest::testAdd' flowId='7']"), {
    kind: 'teamcity',
    event: 'testStarted',
    attrs: { name: 'testAdd', locationHint: 'php_qn:///p/CalcTest.php::\\CalcTest::testAdd', flowId: '7' },
  });
  assert.equal(line("##teamcity[testFailed name='t' message='it|'s |[x|]|nnext || end' details=' /p/A.php:3|n ']"), {
    kind: 'teamcity',
    event: 'testFailed',
    attrs: { name: 't', message: "it's [x]\nnext | end", details: ' /p/A.php:3\n ' },
  });
  assert.equal(line("##teamcity[testCount count='7' flowId='1020']"), { kind: 'teamcity', event: 'testCount', attrs: { count: '7', flowId: '1020' } });
  assert.equal(line("##teamcity[testFailed name='unclosed]"), { kind: 'unknown' });
  assert.equal(line("  ##teamcity[testCount count='7']"), { kind: 'unknown' });
});

lines('testdox headers, results and defect lines', () => {
  const dox = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Report' });
  assert.equal(dox('List (Demo\\Lists\\List)\n \u2714 Empty'), [{ kind: 'doxClass', name: 'List (Demo\\Lists\\List)' }, { kind: 'doxResult', outcome: 'passed', name: 'Empty' }]);
  const marks = ['\u2714', '\u2718', '\u21A9', '\u2205', '\u2622', '\u26A0'].map((m) => line(` ${m} Adds numbers`));
  assert.equal(marks.map((r) => (r as { outcome: string }).outcome), ['passed', 'failed', 'skipped', 'incomplete', 'risky', 'warning']);
  assert.equal(line('   \u2502 Failed asserting that 4 is identical to 5.'), { kind: 'doxDetail', text: 'Failed asserting that 4 is identical to 5.' });
  assert.equal(line('   \u2502'), { kind: 'doxDetail', text: '' });
  assert.equal(line('Summary of non-successful tests:'), { kind: 'doxRecap' });
  assert.equal(line('Calc'), { kind: 'unknown' });
});

lines.run();

const fold = suite('phpunit fold: context rules');

fold('lines a test prints (a fake defect and a fake summary) change no count and list nothing', () => {
  const r = parse(fixture('9.6-noisy-output-default'));
  assert.equal(r.summary, { total: 4, passed: 3, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['NoisyTest::testPrintsAndFails']);
});

fold('PHPUnit\'s own time limit makes a test risky, and PHPUnit exits 0 for it: OK, but risky, is green', () => {
  for (const id of ['9.6-timeout-default', '9.6-timeout-v', '9.6-timeout-teamcity']) {
    const r = parse(fixture(id));
    assert.equal(r.summary, { total: 2, passed: 2, failed: 0, skipped: 0 }, id);
    assert.equal(r.failures, [], id);
  }
});

fold('a class with no tests is a warning, and PHPUnit exits 0 for it: no failed test named Warning', () => {
  for (const id of ['9.6-warning-default', '9.6-warning-v', '9.6-warning-teamcity', '9.6-warning-testdox']) {
    const r = parse(fixture(id));
    assert.equal(r.summary, { total: 2, passed: 2, failed: 0, skipped: 0 }, id);
    assert.equal(r.failures, [], id);
    assert.is(r.summarySeen, true, id);
  }
});

fold('a test file PHP cannot parse: a file failure, no tests, no summary', () => {
  const r = parse(fixture('9.6-load-error-default'));
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, false);
  assert.equal(r.failures, [{ name: '/tmp/dsh-capture/phpunit/load-error/tests/BrokenTest.php', kind: 'file', file: '/tmp/dsh-capture/phpunit/load-error/tests/BrokenTest.php', message: 'syntax error, unexpected token "}"', location: '/tmp/dsh-capture/phpunit/load-error/tests/BrokenTest.php:9' }]);
});

fold('synthetic-cut-after-progress: without a counts line the marks count', () => {
  const text = fixture('9.6-setup-teardown-default').split('\n').slice(0, 4).join('\n');
  const r = parse(text);
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 7, passed: 1, failed: 5, skipped: 1 });
});

fold('synthetic-cut-in-a-section: the blocks read so far are listed', () => {
  const text = fixture('9.6-failures-across-files-default');
  const cut = text.slice(0, text.indexOf('3) '));
  const r = parse(cut);
  assert.is(r.summarySeen, false);
  assert.equal(r.failures.map((f) => f.name), ['CalcTest::testAdd', 'Demo\\Lists\\ListTest::testCount']);
});

fold('the run\'s duration from its Time line', () => {
  assert.is(parse(fixture('9.6-timeout-default')).durationMs !== undefined, true);
});

fold('teamcity: a risky test passed and is listed, one stopped by the time limit too', () => {
  const skipped = parse(fixture('9.6-skipped-teamcity'));
  assert.ok(skipped.tests?.passed.includes('StatusTest::testRisky'));
  assert.equal(skipped.failures.map((f) => f.name), ['StatusTest::testFails']);
  const timeout = parse(fixture('9.6-timeout-teamcity'));
  assert.equal(timeout.tests, { passed: ['SlowTest::testHangs', 'SlowTest::testFast'], skipped: [] });
});

fold('teamcity: names in the --filter form, a data set and a failing tearDownAfterClass included', () => {
  const r = parse(fixture('9.6-setup-teardown-teamcity'));
  assert.ok(r.failures.some((f) => f.name === 'AfterClassTest::tearDownAfterClass' && f.message === 'Exception in AfterClassTest::tearDownAfterClass'));
  const d = parse(fixture('9.6-data-driven-teamcity'));
  assert.ok(d.tests?.passed.includes('MathTest::testIsEven with data set "with spaces and "quotes""'));
  assert.ok(d.failures.some((f) => f.name === 'MathTest::testAdd with data set #1'));
});

fold('synthetic-teamcity-cut-mid-test: the outcomes so far count, the started test is running', () => {
  const text = fixture('9.6-failures-across-files-teamcity');
  const r = parse(text.slice(0, text.indexOf("##teamcity[testFinished name='testEmpty'")));
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 3, passed: 1, failed: 2, skipped: 0 });
  assert.equal(r.running, ['Demo\\Lists\\ListTest::testEmpty']);
});

fold('testdox: failures named by class header and line; the recap below adds nothing', () => {
  const r = parse(fixture('9.6-failures-across-files-testdox'));
  assert.equal(r.failures.map((f) => f.name), ['Calc \u203A Add', 'List (Demo\\Lists\\List) \u203A Count', 'Strings \u203A Contains', 'Strings \u203A True']);
  assert.is(r.tests, undefined);
});

fold('testdox: a line a test printed above a result line is no class header', () => {
  const r = parse(fixture('9.6-noisy-output-testdox'));
  assert.equal(r.failures.map((f) => f.name), ['Noisy \u203A Prints and fails']);
});

fold('synthetic-testdox-cut-before-summary: the marks count', () => {
  const text = fixture('9.6-skipped-testdox');
  const r = parse(text.slice(0, text.indexOf('Time: ')));
  assert.is(r.summarySeen, false);
  assert.equal(r.summary, { total: 7, passed: 2, failed: 1, skipped: 4 });
});

fold('a failing test\'s file is its class\'s file, as the JUnit report names it: the first frame of the block in a file named after the class', () => {
  const r = parse(fixture('9.6-thrown-error-default'));
  const files = Object.fromEntries(r.failures.map((f) => [f.name, f.file]));
  assert.is(files['ErrorsTest::testRuntimeException'], '/tmp/dsh-capture/phpunit/thrown-error/tests/ErrorsTest.php');
  // No trace under it: the console does not show the file.
  assert.is(files['ErrorsTest::testExpectedExceptionNotThrown'], undefined);
});

fold('synthetic-helper-frames: a helper\'s frame is the location, the class\'s file the file; no frame in it, no file', () => {
  const run = (trace: string) =>
    parse(`PHPUnit 9.6.7 by Sebastian Bergmann and contributors.\n\nF    1 / 1 (100%)\n\nTime: 00:00.010, Memory: 4.00 MB\n\nThere was 1 failure:\n\n1) App\\Tests\\CalcTest::testAdd\nFailed asserting that 4 is identical to 3.\n\n${trace}\nFAILURES!\nTests: 1, Assertions: 1, Failures: 1.\n`).failures[0]!;
  const both = run('/app/tests/Helpers.php:12\n/app/tests/CalcTest.php:10\n');
  assert.equal([both.file, both.location], ['/app/tests/CalcTest.php', '/app/tests/Helpers.php:12']);
  const helperOnly = run('/app/tests/Helpers.php:12\n');
  assert.equal([helperOnly.file, helperOnly.location], [undefined, '/app/tests/Helpers.php:12']);
});

fold.run();

const totality = suite('phpunit: totality');

const ALPHABET = ['PHPUnit 9.6.7 by Sebastian Bergmann and contributors.', '.', 'F', 'E', 'S', ' 7 / 7 (100%)', 'There was 1 failure:', 'There were 2 risky tests:', '--', '1) ', 'A::b', ' with data set #1', ' with data set "x"', ' (1, 2)', '/p/A.php:3', 'Stack trace:', ' in /p/A.php:8', 'Execution aborted after 1 second', 'FAILURES!', 'OK (1 test, 1 assertion)', 'Tests: ', '3', ', Failures: ', ', Risky: ', '.', 'No tests executed!', 'Time: 00:01.060, Memory: 6 MB', 'PHP Fatal error:  Uncaught ParseError: x in /p/B.php:9', "##teamcity[testStarted name='a' locationHint='php_qn:///p/A.php::\\\\A::a']", "##teamcity[testFailed name='a' message='m|n' details=' /p/A.php:3']", "##teamcity[testIgnored name='a']", "##teamcity[testFinished name='a']", "##teamcity[testSuiteStarted name='A' locationHint='php_qn:///p/A.php::\\\\A']", "##teamcity[testSuiteFinished name='A']", 'Calc', ' \u2714 A', ' \u2718 B', ' \u21A9 C', '   \u2502 ', 'Summary of non-successful tests:', '\n', '\n', ' ', '\r', '\x1b[31m', 'x'];
const runnerish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 200 }).map((parts) => parts.join(''));

totality('random runner-like text, bytes and unicode never throw and stay consistent', () => {
  const bytes = fc.uint8Array({ maxLength: 2000 }).map((b) => Buffer.from(b).toString('latin1'));
  for (const arb of [runnerish, bytes, fc.string({ unit: 'binary', maxLength: 2000 })]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parse(text), 'phpunit')), { numRuns: 1000 });
  }
});

totality('every line-truncation and line shuffle of real fixtures', () => {
  for (const fx of fixtures.filter((f) => f.output.length < 20_000)) {
    const all = fx.output.split('\n');
    for (let i = 0; i <= all.length; i++) {
      assertConsistent(parse(all.slice(0, i).join('\n')), 'phpunit');
      assertConsistent(parse(all.slice(i).join('\n')), 'phpunit');
    }
    fc.assert(fc.property(fc.shuffledSubarray(all), (sub) => assertConsistent(parse(sub.join('\n')), 'phpunit')), { numRuns: 20 });
  }
});

totality.run();
