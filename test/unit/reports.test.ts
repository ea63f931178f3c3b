/**
 * The CI reports: on every captured fixture, the CTRF report validates against the `ctrf`
 * package's JSON schema and the JUnit XML parses (an XML parser with fatal errors on) into
 * the structure CI tools read; a failure's detail is the runner's block for it.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ctrfErrors } from '../support/ctrf-schema.ts';
import { DOMParser } from '@xmldom/xmldom';
import { parseRunnerOutput } from '../../src/parse.ts';
import { ctrfReport } from '../../src/render/ctrf.ts';
import { junitReport, xmlAttr, xmlText } from '../../src/render/junit.ts';
import { failureBlock } from '../../src/parsing/failure-blocks.ts';
import { runnerVersion, type ReportInput } from '../../src/render/ci-report.ts';
import type { Failure, Framework } from '../../src/report/types.ts';
import { RUNNERS } from '../../src/runners/registry.ts';
import { loadFixtures } from '../support/fixtures.ts';

function inputOf(framework: Framework, output: string, extra: Partial<ReportInput> = {}): ReportInput {
  const r = parseRunnerOutput(framework, output);
  return {
    framework: r.framework, runner: RUNNERS[r.framework].report, format: r.format, summary: r.summary, failures: r.failures,
    ...(r.tests !== undefined ? { tests: r.tests } : {}),
    ...(r.unshown !== undefined ? { unshown: r.unshown } : {}),
    output, startedAt: 1_700_000_000_000, durationMs: 1234, producerVersion: '9.9.9', ...extra,
  };
}

function parseXml(xml: string) {
  const errors: string[] = [];
  const doc = new DOMParser({ onError: (level: string, message: string) => void (level !== 'warning' && errors.push(message)) }).parseFromString(xml, 'text/xml');
  return { doc, errors };
}

const els = (node: any, tag: string): any[] => Array.from(node.getElementsByTagName(tag));
const num = (el: any, attr: string) => Number(el.getAttribute(attr));

const reports = suite('CI reports over every fixture');

for (const runner of Object.values(RUNNERS)) {
  reports(`${runner.fixtures.dir}: CTRF validates, JUnit parses, both count what the parse counts`, () => {
    const problems: string[] = [];
    for (const fx of loadFixtures(runner.fixtures.dir)) {
      const input = inputOf(fx.capture.framework, fx.output);
      const ctrf = ctrfReport(input);
      const invalid = ctrfErrors(ctrf);
      if (invalid.length > 0) problems.push(`${fx.id}: CTRF ${invalid.slice(0, 3).join('; ')}`);
      const failed = ctrf.results.tests.filter((t) => t.status === 'failed').length;
      if (failed !== input.failures.length) problems.push(`${fx.id}: CTRF failed entries ${failed} != ${input.failures.length}`);
      if (ctrf.results.summary.failed < failed && input.summary.failed >= input.failures.length) problems.push(`${fx.id}: CTRF summary.failed below its entries`);
      const { doc, errors } = parseXml(junitReport(input));
      if (errors.length > 0) { problems.push(`${fx.id}: XML ${errors[0]}`); continue; }
      const root = doc.documentElement!;
      if (root.tagName !== 'testsuites') problems.push(`${fx.id}: root ${root.tagName}`);
      const cases = els(root, 'testcase');
      const f = els(root, 'failure').length;
      const e = els(root, 'error').length;
      if (f + e !== input.failures.length) problems.push(`${fx.id}: JUnit failures+errors ${f + e} != ${input.failures.length}`);
      if (num(root, 'failures') !== f || num(root, 'errors') !== e) problems.push(`${fx.id}: root counts`);
      for (const s of els(root, 'testsuite')) {
        const mine = els(s, 'testcase');
        if (num(s, 'tests') !== mine.length || num(s, 'failures') !== els(s, 'failure').length || num(s, 'errors') !== els(s, 'error').length || num(s, 'skipped') !== els(s, 'skipped').length) problems.push(`${fx.id}: suite ${s.getAttribute('name')} counts`);
      }
      if (cases.some((c) => !c.getAttribute('name') || !c.getAttribute('classname'))) problems.push(`${fx.id}: a testcase without name or classname`);
      if (input.tests !== undefined && cases.length !== input.failures.length + input.tests.passed.length + input.tests.skipped.length) problems.push(`${fx.id}: listed tests not all cases`);
    }
    assert.equal(problems, []);
  });
}

reports('counts the output does not show (go without -v): JUnit leaves out tests and skipped and says why; CTRF names them', () => {
  const fx = loadFixtures('go').find((f) => f.id === 'go/1.19-one-failure-default')!;
  const input = inputOf('go', fx.output);
  const root = parseXml(junitReport(input)).doc.documentElement!;
  assert.is(root.hasAttribute('tests'), false);
  assert.is(root.hasAttribute('skipped'), false);
  assert.is(root.getAttribute('failures'), '1');
  assert.ok(junitReport(input).includes('<!-- dsh-test-closure: the go-test output names failing tests only; 1 failed; passed and skipped not shown (go test prints them only with -v) -->'));
  const ctrf = ctrfReport(input);
  assert.equal(ctrf.results.extra.notShown, { counts: ['passed', 'skipped'], reason: 'go test prints them only with -v', packagesOk: 0 });
  assert.equal(ctrfErrors(ctrf), []);
});

reports.run();

// ---

const detail = suite('failure detail');

const FIXTURE = (id: string) => loadFixtures(id.split('/')[0]!).find((f) => f.id === id)!;

detail('vitest: the FAIL block up to the divider, with the line of the test file', () => {
  const fx = FIXTURE('vitest/3-one-failure-default');
  const r = parseRunnerOutput('vitest', fx.output);
  const [d] = r.failures.map(failureBlock);
  assert.is(d!.line, 12);
  assert.ok(d!.text.startsWith('AssertionError: expected 12 to be 11 // Object.is equality\n\n- Expected\n+ Received\n\n- 11\n+ 12\n\n ❯ test/cart.test.js:12:65\n'), d!.text);
  assert.not.match(d!.text, /⎯/);
});

detail('each runner: the block holds the failure\'s message and names its line', () => {
  for (const [id, framework, line] of [['jest/29-one-failure-default', 'jest', 10], ['pytest/9-one-failure-default', 'pytest', 10], ['node-test/24-one-failure-spec', 'node:test', 9], ['node-test/20-one-failure-tap', 'node:test', 8]] as const) {
    const fx = FIXTURE(id);
    const r = parseRunnerOutput(framework, fx.output);
    const [d] = r.failures.map(failureBlock);
    assert.ok(d, id);
    assert.is(d!.line, line, id);
    assert.ok(d!.text.includes(r.failures[0]!.message!.slice(0, 20)), `${id}: ${d!.text}`);
  }
});

detail('mocha: the numbered list entry (spec) and the not ok block (tap), each holding its message', () => {
  for (const id of ['mocha/11-nested-spec', 'mocha/11-nested-tap', 'mocha/9-hook-failure-dot']) {
    const fx = FIXTURE(id);
    const r = parseRunnerOutput('mocha', fx.output);
    const details = r.failures.map(failureBlock);
    assert.is(details.length, r.failures.length, id);
    r.failures.forEach((f, i) => {
      assert.ok(details[i], `${id}: ${f.name}`);
      assert.ok(details[i]!.text.includes(f.message!), `${id}: ${f.name}: ${details[i]!.text}`);
      // The next entry's block is not part of this one, and each failure gets its own block.
      assert.not.match(details[i]!.text, /^ {2}\d+\) |^not ok /m, id);
      if (i > 0) assert.is.not(details[i]!.text, details[i - 1]!.text, id);
    });
  }
});

detail('unittest: the block after its `-` separator, to the next block or the footer (no file, so no line)', () => {
  const fx = FIXTURE('unittest/3.13-failures-across-files-default');
  const r = parseRunnerOutput('unittest', fx.output);
  const details = r.failures.map(failureBlock);
  assert.is(details.length, 3);
  for (const [i, d] of details.entries()) {
    assert.ok(d!.text.startsWith('Traceback (most recent call last):\n'), d!.text);
    assert.ok(d!.text.includes(r.failures[i]!.message!), d!.text);
    assert.not.match(d!.text, /^(?:={70}|-{70}|Ran \d+)/m);
    assert.is(d!.line, undefined);
  }
});

detail('no header names the failure: no detail (pytest --tb=no)', () => {
  const output = ['tests/test_a.py F', '=========================== short test summary info ============================', 'FAILED tests/test_a.py::test_x - assert 1 == 2', '============================== 1 failed in 0.01s ==============================='].join('\n');
  const r = parseRunnerOutput('pytest', `${output}\n`);
  assert.equal(r.failures.map((f) => [f.name, failureBlock(f)]), [['tests/test_a.py::test_x', undefined]]);
});

detail('the runner version where the output prints it', () => {
  assert.is(runnerVersion(RUNNERS.vitest.report, '\n RUN  v3.2.4 /repo\n'), '3.2.4');
  assert.is(runnerVersion(RUNNERS.pytest.report, 'platform linux -- Python 3.11.7, pytest-9.0.3, pluggy-1.6.0\n'), '9.0.3');
  assert.is(runnerVersion(RUNNERS.jest.report, 'PASS a.test.js\n'), undefined);
});

detail.run();

// ---

const shape = suite('report shapes');

shape('CTRF: tool, producer, summary with uncounted file errors, entries with message, location and trace', () => {
  const fx = FIXTURE('vitest/3-one-failure-default');
  const ctrf = ctrfReport(inputOf('vitest', fx.output, { command: 'npx vitest run' }));
  assert.is(ctrf.reportFormat, 'CTRF');
  assert.is(ctrf.specVersion, '0.0.0');
  assert.is(ctrf.generatedBy, 'dsh-test-closure 9.9.9');
  assert.equal(ctrf.results.tool, { name: 'vitest', version: '3.2.7', extra: { format: 'vitest' } });
  assert.equal(ctrf.results.summary, { tests: 3, passed: 2, failed: 1, skipped: 0, pending: 0, other: 0, start: 1_700_000_000_000, stop: 1_700_000_001_234, duration: 1234 });
  // The default reporter printed every test of the run's one (failed) file: all are listed.
  assert.equal(ctrf.results.extra, { listed: 'every test', uncountedFailures: 0, command: 'npx vitest run' });
  assert.equal(ctrf.results.tests.map((t) => t.status), ['failed', 'passed', 'passed']);
  const [t] = ctrf.results.tests;
  assert.is(t!.name, 'cart > sums price times quantity');
  assert.is(t!.status, 'failed');
  assert.is(t!.filePath, 'test/cart.test.js');
  assert.is(t!.line, 12);
  assert.is(t!.message, 'AssertionError: expected 12 to be 11 // Object.is equality');
  assert.match(t!.trace!, /❯ test\/cart\.test\.js:12:65/);
  const fileError = ctrfReport({ ...inputOf('vitest', ''), failures: [{ name: 'test/bad.test.js', kind: 'file', file: 'test/bad.test.js', message: 'SyntaxError: x' }] });
  assert.is(fileError.results.summary.failed, 1);
  assert.is(fileError.results.summary.tests, 1);
  assert.is(fileError.results.extra.uncountedFailures, 1);
  assert.is(fileError.results.tests[0]!.rawStatus, 'file failed to load or run');
});

shape('JUnit: a suite per file, <failure> for a test, <error> for a file, the note where passes are not listed', () => {
  const xml = junitReport({
    ...inputOf('jest', ''),
    summary: { total: 3, passed: 1, failed: 1, skipped: 1 },
    failures: [
      { name: 'math › adds', kind: 'test', file: 'math.test.js', message: 'expected <4> & "5"' },
      { name: 'broken.test.js', kind: 'file', file: 'broken.test.js' },
    ],
  });
  assert.is(xml, [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<testsuites name="jest" tests="4" failures="1" errors="1" skipped="1" time="1.234" timestamp="2023-11-14T22:13:20">',
    '  <!-- dsh-test-closure: the jest-default output names failing tests only; the counts above are the runner\'s, the test cases below its failures -->',
    '  <testsuite name="math.test.js" tests="1" failures="1" errors="0" skipped="0" time="0" timestamp="2023-11-14T22:13:20" file="math.test.js">',
    '    <testcase name="math › adds" classname="math.test.js" file="math.test.js" time="0">',
    '      <failure message="expected &lt;4&gt; &amp; &quot;5&quot;" type="failed">expected &lt;4&gt; &amp; "5"</failure>',
    '    </testcase>',
    '  </testsuite>',
    '  <testsuite name="broken.test.js" tests="1" failures="0" errors="1" skipped="0" time="0" timestamp="2023-11-14T22:13:20" file="broken.test.js">',
    '    <testcase name="broken.test.js" classname="broken.test.js" file="broken.test.js" time="0">',
    '      <error type="file failed to load or run"></error>',
    '    </testcase>',
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n'));
  assert.equal(parseXml(xml).errors, []);
});

shape('reports count what the runner counts: mocha\'s failed hooks are failures it counted, a bun file that failed to load too, vitest\'s failed hooks and a mocha load error none', () => {
  const hooks = inputOf('mocha', FIXTURE('mocha/11-hook-failure-spec').output);
  assert.equal(hooks.summary, { total: 7, passed: 3, failed: 4, skipped: 0 });
  const ctrf = ctrfReport(hooks);
  assert.is(ctrf.results.extra.uncountedFailures, 0);
  assert.equal({ tests: ctrf.results.summary.tests, failed: ctrf.results.summary.failed }, { tests: 7, failed: 4 });
  assert.equal([...new Set(ctrf.results.tests.filter((t) => t.status === 'failed').map((t) => t.rawStatus))], ['hook failed']);
  const xml = junitReport(hooks);
  assert.match(xml, /<testsuites name="mocha" tests="7" failures="4" errors="0" /);
  assert.match(xml, /<failure message="Error: teardown failed" type="hook failed">/);
  const bun = ctrfReport(inputOf('bun', FIXTURE('bun/1.4.5-import-error-default').output));
  assert.equal({ tests: bun.results.summary.tests, failed: bun.results.summary.failed, uncounted: bun.results.extra.uncountedFailures }, { tests: 2, failed: 1, uncounted: 0 });
  // vitest counts no failed suite: its two suites whose beforeAll/afterAll threw are hooks the report alone counts.
  const vitestHooks = ctrfReport(inputOf('vitest', FIXTURE('vitest/4-hook-failure-verbose').output));
  assert.equal({ tests: vitestHooks.results.summary.tests, failed: vitestHooks.results.summary.failed, uncounted: vitestHooks.results.extra.uncountedFailures }, { tests: 8, failed: 4, uncounted: 2 });
  assert.equal(vitestHooks.results.tests.filter((t) => t.rawStatus === 'hook failed').map((t) => t.name), ['test/hooks.test.js > beforeAll fails', 'test/hooks.test.js > afterAll fails']);
  // mocha stopped before printing counts: the failure it printed is counted by the report alone.
  const load = ctrfReport(inputOf('mocha', FIXTURE('mocha/11-import-error-spec').output));
  assert.equal({ tests: load.results.summary.tests, failed: load.results.summary.failed, uncounted: load.results.extra.uncountedFailures }, { tests: 1, failed: 1, uncounted: 1 });
});

shape('XML: characters XML cannot hold are written as \\uXXXX; line breaks in attributes kept as references', () => {
  assert.is(xmlText('a\u001b[31mb\u0000c\ud800'), 'a\\u001b[31mb\\u0000c\\ud800');
  assert.is(xmlAttr('a\nb\t"c"'), 'a&#10;b&#9;&quot;c&quot;');
  assert.is(xmlText(']]> <x>'), ']]&gt; &lt;x&gt;');
  const xml = junitReport({ ...inputOf('node:test', ''), failures: [{ name: 'evil \u0007 -- name', kind: 'test', message: 'line1\u0000' }] });
  const { doc, errors } = parseXml(xml);
  assert.equal(errors, []);
  assert.is(els(doc, 'testcase')[0].getAttribute('name'), 'evil \\u0007 -- name');
});

shape.run();
