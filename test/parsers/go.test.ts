/**
 * Focused tests of the go test parser: line kinds through the `Line` start rule (grammars/go.peggy
 * lists them), and the fold on real fixtures (fixtures/go/, captured by scripts/capture/go.mjs):
 * names as `<package>/<test>`, build failures named by their package, plain output counting
 * failures only.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseLine } from '#grammars/go';
import { parseRunnerOutput } from '../../src/parse.ts';

const fixture = (id: string): string => readFileSync(new URL(`../../fixtures/go/${id}/output.txt`, import.meta.url), 'utf8');
const line = (text: string): unknown => parseLine(`${text}\n`, { startRule: 'Line' });

const lines = suite('go grammar: line kinds');

lines('events, results by subtest depth, verdicts, package lines, build headers', () => {
  assert.equal(line('=== RUN   TestAdd'), { kind: 'event', name: 'TestAdd' });
  assert.equal(line('=== CONT  TestAdd/zero#01'), { kind: 'event', name: 'TestAdd/zero#01' });
  assert.equal(line('--- FAIL: TestAdd (0.00s)'), { kind: 'result', status: 'FAIL', name: 'TestAdd', depth: 0 });
  assert.equal(line('    --- PASS: TestAdd/zero (0.01s)'), { kind: 'result', status: 'PASS', name: 'TestAdd/zero', depth: 1 });
  assert.equal(line('PASS'), { kind: 'verdict' });
  assert.equal(line('FAIL'), { kind: 'verdict' });
  assert.equal(line('ok  \texample.com/m/calc\t0.012s'), { kind: 'package', status: 'ok', pkg: 'example.com/m/calc', build: false });
  assert.equal(line('FAIL\texample.com/m/calc [build failed]'), { kind: 'package', status: 'fail', pkg: 'example.com/m/calc', build: true });
  assert.equal(line('FAIL\texample.com/m/calc\t0.005s'), { kind: 'package', status: 'fail', pkg: 'example.com/m/calc', build: false });
  assert.equal(line('?   \texample.com/m/cmd\t[no test files]'), { kind: 'package', status: 'none', pkg: 'example.com/m/cmd', build: false });
  assert.equal(line('# example.com/m/calc [example.com/m/calc.test]'), { kind: 'build', pkg: 'example.com/m/calc' });
  // What a test prints, a compile error, a result without its duration: no kind.
  assert.equal(line('    calc_test.go:7: Add(1, 2) = 4, want 3'), { kind: 'unknown' });
  assert.equal(line('calc.go:3:9: undefined: x'), { kind: 'unknown' });
  assert.equal(line('--- FAIL: TestAdd'), { kind: 'unknown' });
});

lines.run();

const fold = suite('go fold: real fixtures');

fold('-v: the failing test named under its package, with the message go printed for it', () => {
  const r = parseRunnerOutput('go', fixture('1.19-one-failure-v'));
  assert.equal(r.summary, { total: 2, passed: 1, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => [f.name, f.kind, f.message]), [['example.com/one-failure/calc/TestAdd', 'test', 'Add(1, 2) = 4, want 3']]);
  assert.is(r.summarySeen, true);
  // The line the test printed (its message) is the one line of no kind of go's own.
  assert.is(r.diagnostics.unrecognizedLines, 1);
});

fold('a package that does not build, and one that fails vet: each a file failure named by its package', () => {
  const r = parseRunnerOutput('go', fixture('1.19-build-error-v'));
  assert.equal(r.failures.filter((f) => f.kind === 'file').map((f) => f.name), ['example.com/build-error/broken', 'example.com/build-error/vetfails']);
  assert.equal(r.failures.filter((f) => f.kind === 'test'), []);
  assert.is(r.summary.passed, 1);
  // The three compiler and vet lines are the only lines of no kind.
  assert.is(r.diagnostics.unrecognizedLines, 3);
});

fold('plain output prints nothing for a passing test: the failures are counted, passed and skipped marked not shown', () => {
  const r = parseRunnerOutput('go', fixture('1.19-one-failure-default'));
  assert.equal(r.summary, { total: 1, passed: 0, failed: 1, skipped: 0 });
  assert.equal(r.failures.map((f) => f.name), ['example.com/one-failure/calc/TestAdd']);
  assert.equal(r.unshown, { counts: ['passed', 'skipped'], reason: 'go test prints them only with -v', packagesOk: 0 });
  // The same run under -v shows every count.
  assert.is(parseRunnerOutput('go', fixture('1.19-one-failure-v')).unshown, undefined);
});

fold('plain green output: the ok packages are what it shows, and it lists no test', () => {
  const green = parseRunnerOutput('go', fixture('1.19-green-default'));
  assert.equal(green.unshown, { counts: ['passed', 'skipped'], reason: 'go test prints them only with -v', packagesOk: 1 });
  assert.is(green.tests, undefined);
  // One package failed, one passed (`ok`), one has no test files (`?`): one ok.
  assert.is(parseRunnerOutput('go', fixture('1.19-failfast-default')).unshown?.packagesOk, 1);
  // `ok … [no tests to run]` and `? … [no test files]` ran no test: nothing is hidden, no tests are listed.
  for (const id of ['1.19-no-tests-to-run-default', '1.19-no-tests-default']) {
    const none = parseRunnerOutput('go', fixture(id));
    assert.is(none.unshown, undefined, id);
    assert.equal(none.tests, { passed: [], skipped: [] }, id);
  }
});

fold.run();
