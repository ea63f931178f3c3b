/**
 * The closed loop for CTest on the real dsh runtime: a CMake project configured into `build/`
 * (as a user configures it; the plugin does not) is detected as ctest, the planned command
 * builds it and runs CTest, a red run names the failing test, the gate intercepts, the fix's
 * run rebuilds and re-runs it with `-R` first and then the whole suite, green. Needs cmake and
 * a C compiler (`.ci/run` installs Debian's cmake and g++).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redFixGreen } from '../support/red-fix-green.ts';
import { REPO_ROOT, toolResults, withBootedRuntime } from '../support/runtime.ts';

// The code under test apart from its test program, so the fix changes no test.
const FILES = {
  'CMakeLists.txt': [
    'cmake_minimum_required(VERSION 3.20)',
    'project(calc C)',
    'enable_testing()',
    'add_executable(calc_test calc_test.c calc.c)',
    'add_test(NAME adds COMMAND calc_test add)',
    'add_test(NAME multiplies COMMAND calc_test mul)',
    '',
  ].join('\n'),
  'calc.c': 'int add(int a, int b) { return a + b; }\nint mul(int a, int b) { return a * b + 1; }\n',
  'calc_test.c': [
    '#include <stdio.h>',
    '#include <string.h>',
    'int add(int, int);',
    'int mul(int, int);',
    'int main(int argc, char **argv) {',
    '  const char *op = argc > 1 ? argv[1] : "";',
    '  int got = strcmp(op, "add") == 0 ? add(2, 3) : mul(2, 3);',
    '  int want = strcmp(op, "add") == 0 ? 5 : 6;',
    '  if (got != want) { fprintf(stderr, "calc_test.c: %s: expected %d, got %d\\n", op, want, got); return 1; }',
    '  return 0;',
    '}',
    '',
  ].join('\n'),
};

const loop = suite('closed loop (CTest, real runtime)');

loop('configured build dir -> red -> interception -> fix -> rebuilt, failing test first -> green', async () => {
  const { runs } = await redFixGreen({
    boot: { files: FILES },
    prepare: (ws) => {
      const configured = spawnSync('cmake', ['-S', '.', '-B', 'build'], { cwd: ws, encoding: 'utf8' });
      assert.is(configured.status, 0, configured.stderr);
    },
    fix: (ws) => writeFileSync(join(ws, 'calc.c'), FILES['calc.c'].replace('a * b + 1', 'a * b')),
    framework: 'ctest',
    command: 'cmake --build build < /dev/null && ctest --test-dir build --output-on-failure < /dev/null',
    red: { summary: { total: 2, passed: 1, failed: 1, skipped: 0 }, failures: [['multiplies', 'test']] },
    green: { total: 2, passed: 2, failed: 0, skipped: 0 },
  });
  assert.match(runs[1].command, 'ctest --test-dir build --output-on-failure');
});

loop('a test source that does not compile: the planned build stops, the run is failed and names the source, relative, at the compiler\'s line', () => {
  const project = join(REPO_ROOT, 'fixtures', 'projects', 'ctest', 'build-error');
  const files = Object.fromEntries(['CMakeLists.txt', 'src/numparse.c', 'src/numparse.h', 'tests/sums.c', 'tests/parse_number.c'].map((f) => [f, readFileSync(join(project, f), 'utf8')]));
  return withBootedRuntime({ files, config: { maxInterceptRounds: 1 } }, async (rt) => {
    const configured = spawnSync('cmake', ['-S', '.', '-B', 'build'], { cwd: rt.workspace, encoding: 'utf8' });
    assert.is(configured.status, 0, configured.stderr);
    await rt.turn('run the tests', [{ call: 'test_run', args: { failures_first: false } }, { text: 'done' }]);
    const red = toolResults(rt, 'test_run')[0]!.value;
    assert.match(red.command, 'cmake --build build');
    assert.is(red.status, 'failed');
    assert.equal(red.summary, { total: 0, passed: 0, failed: 0, skipped: 0 });
    assert.equal(red.failures.map((f: any) => [f.name, f.kind, f.location]), [['tests/parse_number.c', 'file', 'tests/parse_number.c:18:27']]);
    // gcc quotes the name as the locale allows: ‘minus_four’ or 'minus_four'.
    assert.match(red.failures[0].message, /^error: .minus_four. undeclared/);
  });
});

loop.run();
