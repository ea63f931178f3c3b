import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseRunnerOutput } from '../../src/parse.ts';
import { isPythonProjectPath as isProjectFile } from '../../src/parsing/python-frames.ts';

const test = suite('unittest context');

const SEP1 = '='.repeat(70);
const SEP2 = '-'.repeat(70);

/** A console run whose FAIL/ERROR blocks have these bodies, with a footer that accounts for them. */
const run = (blocks: Array<[string, string[]]>): string => {
  const out: string[] = [];
  for (const [header, body] of blocks) out.push(SEP1, header, SEP2, ...body, '');
  const failures = blocks.filter(([h]) => h.startsWith('FAIL:')).length;
  const errors = blocks.length - failures;
  out.push(SEP2, `Ran ${blocks.length} tests in 0.001s`, '', `FAILED (${[failures ? `failures=${failures}` : '', errors ? `errors=${errors}` : ''].filter(Boolean).join(', ')})`, '');
  return out.join('\n');
};

test('the project file rule: not an installed package, not Python\'s own library, not a frozen module', () => {
  assert.ok(isProjectFile('/w/tests/test_x.py'));
  assert.ok(isProjectFile('tests/test_x.py'));
  for (const path of ['/w/.venv/lib/python3.12/site-packages/pkg/a.py', '/usr/lib/python3/dist-packages/pkg/a.py', '/usr/lib/python3.12/json/decoder.py', '/root/.pyenv/versions/3.13.1/lib/python3.13/unittest/case.py', '<frozen importlib._bootstrap>', '<string>']) {
    assert.not.ok(isProjectFile(path), path);
  }
});

test('the last project frame of the message\'s exception; the exception\'s further lines, up to -b\'s Stdout:', () => {
  const r = parseRunnerOutput('unittest', run([[
    'FAIL: test_add (test_calc.TestCalc.test_add)',
    [
      'Traceback (most recent call last):',
      '  File "/w/test_calc.py", line 10, in test_add',
      '    self.assertEqual(check(1), "b")',
      '  File "/w/.venv/lib/python3.12/site-packages/lib/x.py", line 3, in check',
      '    raise AssertionError(msg)',
      "AssertionError: 'a' != 'b'",
      '- a',
      '+ b',
      '',
      '',
      'Stdout:',
      'printed by the test',
    ],
  ]]));
  assert.equal(r.failures.map((f) => [f.name, f.location, f.detail]), [['test_add (test_calc.TestCalc.test_add)', '/w/test_calc.py:10', ['- a', '+ b']]]);
});

test('a chained exception: the location and detail are the raised exception\'s, not its cause\'s', () => {
  const r = parseRunnerOutput('unittest', run([[
    'ERROR: test_chained (test_errors.TestErrors.test_chained)',
    [
      'Traceback (most recent call last):',
      '  File "/w/test_errors.py", line 6, in parse',
      '    return int(text)',
      "ValueError: invalid literal for int() with base 10: 'x'",
      'cause detail',
      '',
      'The above exception was the direct cause of the following exception:',
      '',
      'Traceback (most recent call last):',
      '  File "/w/test_errors.py", line 16, in test_chained',
      '    parse("x")',
      "RuntimeError: cannot parse 'x'",
    ],
  ]]));
  assert.is(r.failures[0]!.message, "RuntimeError: cannot parse 'x'");
  assert.is(r.failures[0]!.location, '/w/test_errors.py:16');
  assert.is(r.failures[0]!.detail, undefined);
});

test('a module that failed to import: its message holds the import\'s traceback, no location or detail', () => {
  const r = parseRunnerOutput('unittest', run([[
    'ERROR: test_missing (unittest.loader._FailedTest.test_missing)',
    [
      'ImportError: Failed to import test module: test_missing',
      'Traceback (most recent call last):',
      '  File "/w/test_missing.py", line 1, in <module>',
      '    import nowhere',
      "ModuleNotFoundError: No module named 'nowhere'",
    ],
  ]]));
  assert.equal(r.failures.map((f) => [f.kind, f.location, f.detail]), [['file', undefined, undefined]]);
});

test.run();
