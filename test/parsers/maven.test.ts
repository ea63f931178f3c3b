/**
 * The Maven + Surefire parser: every captured fixture against the result derived from
 * Surefire's XML reports of the same run (scripts/capture/maven.mjs), line kinds through the
 * `Line` start rule, synthetic cases for what no capture shows, totality over random and
 * mutated input, and the selection and detection facts of src/runners/maven/.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { parse as parseLine } from '#grammars/maven';
import { runPipeline } from '../../src/parsing/pipeline.ts';
import { failureBlock } from '../../src/parsing/failure-blocks.ts';
import type { Failure } from '../../src/report/types.ts';
import { MAVEN_PARSER } from '../../src/runners/maven/parse.ts';
import { selectMavenTests, splitMavenName } from '../../src/runners/maven/selection.ts';
import { isMavenTestFile } from '../../src/runners/maven/detection.ts';
import { assertConsistent } from '../support/consistent.ts';
import { loadFixtures } from '../support/fixtures.ts';

const parseMaven = (text: string) => runPipeline(MAVEN_PARSER, text);
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });
const byName = (a: Failure, b: Failure): number => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

const fixtures = loadFixtures('maven');

const captured = suite('maven fixtures: the parse agrees with Surefire\'s XML reports');

captured('there are captured fixtures', () => {
  assert.ok(fixtures.filter((f) => !f.id.includes('synthetic-')).length >= 15, `${fixtures.length} fixtures`);
});

for (const fx of fixtures) {
  captured(fx.id, () => {
    const r = parseMaven(fx.output);
    assert.equal(r.summary, fx.expected.summary, 'summary');
    const got = [...r.failures].sort(byName);
    const want = [...fx.expected.failures].sort(byName);
    assert.equal(got.map((f) => `${f.kind} ${f.name}`), want.map((f) => `${f.kind} ${f.name}`), 'failure names');
    want.forEach((w, i) => {
      const g = got[i]!;
      assert.is(g.message, w.message, `message of ${w.name}`);
      if (fx.expected.contexts === true) {
        assert.is(g.location, w.location, `location of ${w.name}`);
        assert.equal(g.detail, w.detail, `detail of ${w.name}`);
      }
    });
    if (fx.expected.summarySeen !== undefined) assert.is(r.summarySeen, fx.expected.summarySeen, 'summary seen');
  });
}

captured.run();

const lines = suite('maven grammar: line kinds');

lines('Surefire\'s lines', () => {
  assert.equal(line('[INFO] Running demo.CalcTest'), { kind: 'running', cls: 'demo.CalcTest' });
  assert.equal(line('[ERROR] Tests run: 3, Failures: 1, Errors: 2, Skipped: 0, Time elapsed: 0.488 s <<< FAILURE! - in demo.CalcTest'), {
    kind: 'classResult', cls: 'demo.CalcTest', run: 3, failures: 1, errors: 2, skipped: 0,
  });
  assert.equal(line('[WARNING] Tests run: 1, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 0.2 s - in demo.LegacyTest'), {
    kind: 'classResult', cls: 'demo.LegacyTest', run: 1, failures: 0, errors: 0, skipped: 1,
  });
  assert.equal(line('[ERROR] Tests run: 6, Failures: 3, Errors: 0, Skipped: 0'), { kind: 'totals', run: 6, failures: 3, errors: 0, skipped: 0 });
  assert.equal(line('[ERROR] addsTwo  Time elapsed: 0.435 s  <<< FAILURE!'), { kind: 'testFailure', name: 'addsTwo', error: false });
  assert.equal(line('[ERROR] throwsError(demo.LegacyCalcTest)  Time elapsed: 0 s  <<< ERROR!'), { kind: 'testFailure', name: 'throwsError(demo.LegacyCalcTest)', error: true });
  assert.equal(line('[INFO] Results:'), { kind: 'results' });
});

lines('Maven\'s lines, frames and the rest', () => {
  assert.equal(line('[INFO] --------------------------< demo:one-failure >--------------------------'), { kind: 'module', name: 'one-failure' });
  assert.equal(line('[ERROR] COMPILATION ERROR : '), { kind: 'compilationError' });
  assert.equal(line('[ERROR] /w/src/test/java/demo/BrokenTest.java:[10,17] cannot find symbol'), {
    kind: 'compilerMessage', path: '/w/src/test/java/demo/BrokenTest.java', line: 10, column: 17, text: 'cannot find symbol',
  });
  assert.equal(line('[INFO] BUILD FAILURE'), { kind: 'build', success: false });
  assert.equal(line('[ERROR] Failed to execute goal org.apache.maven.plugins:maven-surefire-plugin:2.22.3:test (default-test) on project calc: There are test failures.'), {
    kind: 'goalFailed', goal: 'org.apache.maven.plugins:maven-surefire-plugin:2.22.3:test', project: 'calc', reason: 'There are test failures.',
  });
  assert.equal(line('\tat demo.AccountTest$Deposits.adds(AccountTest.java:25)'), { kind: 'frame', cls: 'demo.AccountTest$Deposits', method: 'adds', file: 'AccountTest.java', line: 25 });
  assert.equal(line('\tat java.base/java.lang.Thread.run(Thread.java:840)'), { kind: 'frame', cls: 'java.lang.Thread', method: 'run', file: 'Thread.java', line: 840 });
  assert.equal(line('\tat jdk.internal.reflect.NativeMethodAccessorImpl.invoke0(Native Method)'), { kind: 'frame', cls: 'jdk.internal.reflect.NativeMethodAccessorImpl', method: 'invoke0', file: '', line: 0 });
  assert.equal(line('\tat demo.Gen.run(Unknown Source)'), { kind: 'frame', cls: 'demo.Gen', method: 'run', file: '', line: 0 });
  assert.equal(line('[INFO] No tests to run.'), { kind: 'noTests' });
  assert.equal(line('[INFO] Scanning for projects...'), { kind: 'log' });
  assert.equal(line(''), { kind: 'blank' });
  assert.equal(line('org.opentest4j.AssertionFailedError: expected: <4> but was: <5>'), { kind: 'unknown' });
});

lines.run();

const synthetic = suite('maven fold: synthetic cases');

const CLASS_OUTPUT = [
  '[INFO] Running demo.NoisyTest',
  'Running demo.FakeTest',
  '[ERROR] Tests run: 1, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.01 s <<< FAILURE! - in demo.FakeTest',
  '[ERROR] fake  Time elapsed: 0.01 s  <<< FAILURE!',
  '[INFO] Tests run: 99, Failures: 0, Errors: 0, Skipped: 0',
  '[INFO] Tests run: 2, Failures: 0, Errors: 0, Skipped: 0, Time elapsed: 0.05 s - in demo.NoisyTest',
].join('\n');

synthetic('synthetic-imitation: a class result naming another class and a totals line outside Results: are a test\'s output', () => {
  const r = parseMaven(`${CLASS_OUTPUT}\n`);
  assert.equal(r.summary, { total: 2, passed: 2, failed: 0, skipped: 0 });
  assert.equal(r.failures, []);
  assert.is(r.summarySeen, false);
});

synthetic('synthetic-cut: output cut inside a failure block keeps the failure read so far', () => {
  const r = parseMaven([
    '[INFO] Running demo.CalcTest',
    '[ERROR] Tests run: 2, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 0.4 s <<< FAILURE! - in demo.CalcTest',
    '[ERROR] adds  Time elapsed: 0.4 s  <<< FAILURE!',
    'org.opentest4j.AssertionFailedError: expected: <4> but was: <5>',
    '\tat demo.CalcTest.adds(CalcTest.java:9)',
  ].join('\n'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures, [{ name: 'demo.CalcTest.adds', kind: 'test', message: 'expected: <4> but was: <5>', location: 'src/test/java/demo/CalcTest.java:9' }]);
});

synthetic('synthetic-multi-module: the modules\' totals add up', () => {
  const module = (name: string, run: number, failures: number) => [
    `[INFO] --------------------------< demo:${name} >--------------------------`,
    `[INFO] Running demo.${name}.ATest`,
    `[INFO] Tests run: ${run}, Failures: ${failures}, Errors: 0, Skipped: 0, Time elapsed: 0.1 s - in demo.${name}.ATest`,
    '[INFO] Results:',
    `[INFO] Tests run: ${run}, Failures: ${failures}, Errors: 0, Skipped: 0`,
  ];
  const r = parseMaven([...module('core', 3, 0), ...module('web', 4, 0)].join('\n'));
  assert.equal(r.summary, { total: 7, passed: 7, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, true);
});

synthetic('a compilation error is a failure of the file javac rejected, its file, with its first message and place', () => {
  for (const id of ['maven/3.8-compile-error-default', 'maven/3.8-quiet-compile-error-default']) {
    const r = parseMaven(fixtures.find((f) => f.id === id)!.output);
    assert.equal(r.failures, [{
      name: '/tmp/dsh-capture/maven/compile-error/src/test/java/demo/BrokenTest.java',
      kind: 'file',
      file: '/tmp/dsh-capture/maven/compile-error/src/test/java/demo/BrokenTest.java',
      message: 'cannot find symbol',
      location: '/tmp/dsh-capture/maven/compile-error/src/test/java/demo/BrokenTest.java:10',
    }], id);
  }
});

synthetic('mvn -q: the class results and totals Maven prints at error level, every failure named and located', () => {
  const r = parseMaven(fixtures.find((f) => f.id === 'maven/3.8-quiet-default')!.output);
  assert.equal(r.summary, { total: 6, passed: 3, failed: 3, skipped: 0 });
  assert.is(r.summarySeen, true);
  assert.equal(r.failures.map((f) => `${f.name} ${f.location}`).sort(), [
    'demo.MathTest.absOfNegative src/test/java/demo/MathTest.java:15',
    'demo.StringsTest.isBlank src/test/java/demo/StringsTest.java:21',
    'demo.StringsTest.trims src/test/java/demo/StringsTest.java:16',
  ]);
});

synthetic('synthetic-quiet-green: a green mvn -q prints no count, so no summary is seen', () => {
  const r = parseMaven('\u001b[0m\u001b[0m');
  assert.equal(r.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
  assert.is(r.summarySeen, false);
});

synthetic('a reactor: a location under the failing module\'s directory', () => {
  const r = parseMaven(fixtures.find((f) => f.id === 'maven/3.8-multi-module-default')!.output);
  assert.ok(r.failures.length > 0);
  for (const f of r.failures) assert.ok(f.location?.startsWith('/tmp/dsh-capture/maven/multi-module/web/src/test/java/demo/web/'), f.location);
});

synthetic.run();

const total = suite('maven parser: totality');

const ALPHABET = ['[INFO] ', '[ERROR] ', '[WARNING] ', 'Running ', 'demo.CalcTest', 'Tests run: ', '3', ', Failures: ', ', Errors: ', ', Skipped: ', ', Time elapsed: 0.1 s', ' <<< FAILURE!', ' - in ', '  Time elapsed: ', ' s  <<< ', 'ERROR!', 'Results:', 'COMPILATION ERROR :', '.java:[', ',', '] ', 'BUILD ', 'FAILURE', 'Failed to execute goal ', ' on project ', ': ', '\tat ', '(', ')', 'A.java:', '$', '/', '\n', '\n', ' ', '-', '< ', ' >', 'x'];
const runnerish = fc.array(fc.constantFrom(...ALPHABET), { maxLength: 300 }).map((p) => p.join(''));

total('random Maven-like text and unicode never throw and stay consistent', () => {
  for (const arb of [runnerish, fc.string({ unit: 'binary', maxLength: 2000 })]) {
    fc.assert(fc.property(arb, (text) => assertConsistent(parseMaven(text), 'maven')), { numRuns: 1500 });
  }
});

total('line truncations and shuffles of real fixtures never throw', () => {
  for (const fx of fixtures.filter((f) => f.output.length < 20_000)) {
    const ls = fx.output.split('\n');
    for (let i = 0; i <= ls.length; i++) {
      assertConsistent(parseMaven(ls.slice(0, i).join('\n')), 'maven');
      assertConsistent(parseMaven(ls.slice(i).join('\n')), 'maven');
    }
    fc.assert(fc.property(fc.shuffledSubarray(ls), (sub) => assertConsistent(parseMaven(sub.join('\n')), 'maven')), { numRuns: 50 });
  }
});

total.run();

const selection = suite('maven selection: -Dtest=Class#method');

selection('names split into class and method', () => {
  assert.equal(splitMavenName('demo.CalcTest.addsTwo'), { cls: 'demo.CalcTest', method: 'addsTwo' });
  assert.equal(splitMavenName('demo.AccountTest$Deposits$Limits.rejects'), { cls: 'demo.AccountTest$Deposits$Limits', method: 'rejects' });
  assert.equal(splitMavenName('demo.PrimeTest.isPrimeNumber{int}[3]'), { cls: 'demo.PrimeTest', method: 'isPrimeNumber' });
  assert.equal(splitMavenName('CalcTest.adds'), { cls: 'CalcTest', method: 'adds' });
  assert.is(splitMavenName('compilation error'), undefined);
});

selection('failures become one -Dtest list, methods of a class joined by +', () => {
  assert.equal(selectMavenTests(['demo.CalcTest.a', 'demo.CalcTest.b', 'demo.ListTest.c', 'compilation error'], []), {
    flags: ['-Dtest=demo.CalcTest#a+b,demo.ListTest#c', '-DfailIfNoTests=false'], operands: [], count: 3,
  });
  // A @Nested class by its own name: its top-level class alone runs none of its tests on Surefire 2.22.
  assert.equal(selectMavenTests(['demo.AccountTest$Deposits$Limits.a', 'demo.AccountTest.b'], []), {
    flags: ['-Dtest=demo.AccountTest$Deposits$Limits#a,demo.AccountTest#b', '-DfailIfNoTests=false'], operands: [], count: 2,
  });
  assert.equal(selectMavenTests(['demo.CalcTest.a'], ['CalcTest']), { flags: ['-Dtest=CalcTest', '-DfailIfNoTests=false'], operands: [], count: 1 });
  assert.is(selectMavenTests(['timed out while running demo.SlowTest'], []), undefined);
});

selection('a failing @Nested test selects what the real Surefire 2.22.3 ran it with (the nested-selected capture)', () => {
  const nested = parseMaven(fixtures.find((f) => f.id === 'maven/3.8-nested-default')!.output);
  const selected = fixtures.find((f) => f.id === 'maven/3.8-nested-selected-default')!;
  const flags = selectMavenTests(nested.failures.map((f) => f.name), [])!.flags;
  assert.ok(selected.capture.command.endsWith(` test ${flags.join(' ')}`), selected.capture.command);
  // That run ran the failing test, and only it.
  const rerun = parseMaven(selected.output);
  assert.equal(rerun.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.equal(rerun.failures.map((f) => f.name), nested.failures.map((f) => f.name));
});

selection.run();

const detection = suite('maven detection');

detection('Surefire\'s default includes under src/test/java', () => {
  assert.ok(isMavenTestFile('src/test/java/demo/CalcTest.java'));
  assert.ok(isMavenTestFile('core/src/test/java/demo/TestCalc.java'));
  assert.ok(isMavenTestFile('src/test/java/demo/CalcTests.java'));
  assert.ok(isMavenTestFile('src/test/java/demo/CalcTestCase.java'));
  assert.not.ok(isMavenTestFile('src/test/java/demo/Helpers.java'));
  assert.not.ok(isMavenTestFile('src/main/java/demo/CalcTest.java'));
  assert.not.ok(isMavenTestFile('mysrc/test/java/demo/CalcTest.java'));
});

detection.run();

const rendered = suite('maven: failure block');

rendered('a failing test\'s block is found by its name and holds its message', () => {
  const fx = fixtures.find((f) => f.id === 'maven/3.8-one-failure-default')!;
  const r = runPipeline(MAVEN_PARSER, fx.output);
  assert.equal(r.failures.map((f) => f.name), ['demo.CalcTest.addsTwoAndTwo']);
  const d = failureBlock(r.failures[0]!);
  assert.ok(d !== undefined && d.text.includes(r.failures[0]!.message!), d?.text);
});

rendered.run();
