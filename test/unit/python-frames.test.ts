/** Python traceback frames as failure locations (src/parsing/python-frames.ts). */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isPythonProjectPath, pythonFrameLocation } from '../../src/parsing/python-frames.ts';

test('a frame in the project is its path:line, as printed', () => {
  assert.is(pythonFrameLocation('  File "/w/tests/test_a.py", line 12, in test_x'), '/w/tests/test_a.py:12');
  assert.is(pythonFrameLocation('  File "tests/helpers.py", line 3'), 'tests/helpers.py:3');
  assert.is(pythonFrameLocation('  File "/w/a b/t.py", line 7, in <module>'), '/w/a b/t.py:7');
});

test("the interpreter, the standard library, installed packages and pytest's own code are not the project", () => {
  for (const line of [
    '  File "/root/.pyenv/versions/3.11.7/lib/python3.11/site-packages/_pytest/runner.py", line 353, in from_call',
    '  File "/usr/lib/python3/dist-packages/pluggy/_callers.py", line 39, in _multicall',
    '  File "/usr/lib/python3.11/unittest/case.py", line 57, in testPartExecutor',
    '  File "/w/.venv/lib/python3.12/site-packages/requests/api.py", line 9, in get',
    '  File "<frozen importlib._bootstrap>", line 1204, in _gcd_import',
    '  File "<string>", line 1, in <module>',
    '  File "/tmp/pytest8/src/_pytest/outcomes.py", line 177, in fail',
    '  File "/src/pluggy/_callers.py", line 103, in _multicall',
  ]) assert.is(pythonFrameLocation(line), undefined, line);
  assert.ok(isPythonProjectPath('/w/lib/pythonic/x.py'), 'a directory merely named like python is the project');
  assert.ok(isPythonProjectPath('/w/tests/unittest/test_a.py'), 'a project directory named unittest is the project');
});

test('lines that are not frames give nothing', () => {
  for (const line of ['    assert 1 == 2', 'File "/w/a.py", line x', 'AssertionError: File "/w/a.py", line 3 is wrong', '']) assert.is(pythonFrameLocation(line), undefined, line);
});

test.run();
