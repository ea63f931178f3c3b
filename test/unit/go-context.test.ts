import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { GoContext } from '../../src/runners/go/context.ts';
import { parseRunnerOutput } from '../../src/parse.ts';

const test = suite('go context');

const read = (test: string, lines: string[]): GoContext => {
  const c = new GoContext(test);
  for (const l of lines) c.add(l);
  return c;
};

test('a decoration: its file:line as printed, the lines go indents four deeper as the detail', () => {
  const c = read('TestSquare/three', ['        tbl_test.go:22: square(3) wrong', '            got:  9', '            want: 10', '', '        tbl_test.go:23: second error', '            not this']);
  assert.is(c.location('example.com/m/tbl'), 'tbl_test.go:22');
  assert.equal(c.detail('example.com/m/tbl'), ['got:  9', 'want: 10']);
});

test('testing.go is the testing package\'s own decoration, not a location', () => {
  const c = read('TestRace', ['    testing.go:1319: race detected during execution of test']);
  assert.is(c.location('example.com/race/r'), undefined);
  assert.equal(c.detail('example.com/race/r'), []);
});

test('a trace frame counts only for the test\'s own function (or a closure) in its package, checked with the package', () => {
  const trace = [
    'panic: boom [recovered]',
    'testing.tRunner.func1.2({0x508ec0, 0x551cb0})',
    '\t/usr/lib/go-1.19/src/testing/testing.go:1396 +0x24e',
    'example.com/m/calc.helper(...)',
    '\t/w/calc/calc_test.go:4 +0x1',
    'example.com/m/calc.TestNilMap.func1.2(0xc000007860?)',
    '\t/w/calc/calc_test.go:9 +0x2e',
  ];
  assert.is(read('TestNilMap', trace).location('example.com/m/calc'), '/w/calc/calc_test.go:9');
  assert.is(read('TestNilMap/sub', trace).location('example.com/m/calc'), '/w/calc/calc_test.go:9');
  assert.is(read('TestNilMap', trace).location('example.com/other'), undefined);
  assert.is(read('TestNilMap', trace).location(undefined), undefined);
  assert.is(read('TestOther', trace).location('example.com/m/calc'), undefined);
  // An external test package's functions are `<pkg>_test.TestX`; a race report indents with spaces.
  const race = ['  example.com/m/calc_test.TestX()', '      /w/calc/x_test.go:13 +0x84'];
  assert.is(read('TestX', race).location('example.com/m/calc'), '/w/calc/x_test.go:13');
});

test('the first location by position: a frame before the decoration wins and brings no detail', () => {
  const lines = ['  example.com/m.TestX.func1()', '      /w/x_test.go:15 +0x74', '    x_test.go:20: late', '        more'];
  assert.is(read('TestX', lines).location('example.com/m'), '/w/x_test.go:15');
  assert.equal(read('TestX', lines).detail('example.com/m'), []);
  const after = ['    x_test.go:20: first', '        more', 'example.com/m.TestX(0x1)', '\t/w/x_test.go:9 +0x2e'];
  assert.is(read('TestX', after).location('example.com/m'), 'x_test.go:20');
  assert.equal(read('TestX', after).detail('example.com/m'), ['more']);
});

test('the fold: a -v failure\'s decoration and a panic\'s frame', () => {
  const out = [
    '=== RUN   TestAdd',
    '    calc_test.go:7: Add(1, 2) wrong',
    '        got: 4',
    '        want: 3',
    '--- FAIL: TestAdd (0.00s)',
    '=== RUN   TestNilMap',
    '--- FAIL: TestNilMap (0.00s)',
    'panic: assignment to entry in nil map [recovered]',
    'example.com/m/calc.TestNilMap(0xc000007860?)',
    '\t/w/calc/boom_test.go:9 +0x2e',
    'FAIL\texample.com/m/calc\t0.01s',
    'FAIL',
    '',
  ].join('\n');
  const r = parseRunnerOutput('go', out);
  assert.equal(r.failures.map((f) => [f.name, f.location, f.detail]), [
    ['example.com/m/calc/TestAdd', 'calc_test.go:7', ['got: 4', 'want: 3']],
    ['example.com/m/calc/TestNilMap', '/w/calc/boom_test.go:9', undefined],
  ]);
});

test.run();
