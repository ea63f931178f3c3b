#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/ctest/ by running the real CTest on the
// sample CMake projects in fixtures/projects/ctest/<project>/ (the 2,000-test project is
// generated into a temp dir).
//
// Usage: node scripts/capture/ctest.mjs [--only <regex on case id>] [--list]
//
// Toolchain: Debian's cmake (CTest 3.25) and gcc/g++.
//
// Each project is copied to $TMPDIR/dsh-test-closure-ctest/<project>/src (so the paths a
// compiler or __FILE__ prints do not depend on the checkout), then configured and built as its
// own steps (`cmake -S <src> -B <build>`, `cmake --build <build>`; a build that fails, as
// compile-error's does, is captured anyway: the test whose executable was not built is CTest's
// `Not Run`). The build directory is $TMPDIR/dsh-test-closure-ctest/<project>/build. Then each
// case runs `ctest --test-dir <build> <reporter flags> --output-junit <file>` with stdout and
// stderr on ONE descriptor (what `2>&1` gives), CI/colour environment unset (CTest prints no
// colour to a pipe). output.txt is those bytes, unedited.
//
// A `planned` scenario (build-error) is configured only; its case runs the command the plugin
// plans, `sh -c 'cmake --build <build> && ctest --test-dir <build> --output-on-failure
// --output-junit <file>'`, so the output holds the build's lines too. When the build fails,
// CTest never runs and writes no report: the expected result then comes from the compiler's own
// machine report, `-fdiagnostics-format=json` over each command of the build's
// compile_commands.json (`-fsyntax-only`): a `file` failure per source with an `error` or
// `fatal error`, named by the path the compiler prints, with `<kind>: <message>` of its first
// one and its caret's `path:line:column`; no counts, no summary. make stops at the first target
// that fails, so the project has one source that does not compile.
//
// Reporters: `output-on-failure` (`--output-on-failure`, the planned command: a failing test's
// output after its result line), `default` (no flag: result lines only), `verbose` (`-V`: every
// test's command and output, `N: `-prefixed, before its result line).
//
// expected.json is derived ONLY from CTest's JUnit report of the same run (`--output-junit`):
//   - every <testcase> is a test named by its `name`; status `run` passed; `fail` failed;
//     `notrun` with a <skipped> message starting `SKIP_` (SKIP_RETURN_CODE, SKIP_REGULAR_EXPRESSION)
//     skipped; any other `notrun` (executable not found, a failed fixture setup) failed, as
//     CTest's own summary counts it ("1 tests failed out of 2"); `disabled` skipped;
//   - tests: the passed and the skipped testcases' names, in the report's order (every
//     reporter's result lines name every test);
//   - message, location, detail: read from the testcase's <system-out> by readTestOutput
//     (lib/runners/ctest/test-output.js: the first compiler-style `name.c:12:` line that says it
//     failed, such as Unity's `t.c:38:test_x:FAIL: Expected 1 Was 2`, else the first non-blank
//     line; its `name.c:12`; the lines after it through selectDetail), when the console shows
//     that test's output (always for a `notrun`, whose line CTest prints itself; for `fail` with
//     output-on-failure and verbose); `contexts: true`;
//   - summarySeen: the report has a testsuite: CTest finished the run and reported it (with its
//     summary line, or `No tests were found!!!` for a run with none).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { readTestOutput } from '../../lib/runners/ctest/test-output.js';
import { writeUnknownLineBounds } from './case-files.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'ctest');
const fixturesDir = join(root, 'fixtures', 'ctest');
const work = join(tmpdir(), 'dsh-test-closure-ctest');
const largeDir = join(work, 'large-src');

/** Reporter variants: case-name suffix -> ctest flags; `shows` tells whose output the console holds. */
const REPORTERS = {
  'output-on-failure': { flags: ['--output-on-failure'], shows: 'failing' },
  default: { flags: [], shows: 'none' },
  verbose: { flags: ['-V'], shows: 'all' },
};

const SCENARIOS = [
  { name: 'green', project: 'green' },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files' },
  { name: 'nested', project: 'nested' },
  { name: 'skipped', project: 'skipped' },
  { name: 'thrown-error', project: 'thrown-error' },
  { name: 'hooks', project: 'hooks' },
  { name: 'compile-error', project: 'compile-error' },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'data-driven', project: 'data-driven' },
  { name: 'long-diff', project: 'long-diff' },
  { name: 'noisy-output', project: 'noisy-output' },
  // CTest's own timeout: the TIMEOUT test property (2 s) on a test that sleeps.
  { name: 'timeout', project: 'timeout' },
  { name: 'no-tests', project: 'no-tests' },
  { name: 'no-tests-matched', project: 'green', flags: ['-R', '^nothing$'], reporters: ['output-on-failure'] },
  { name: 'selected', project: 'one-failure', flags: ['-R', '^multiplies$'], reporters: ['output-on-failure'] },
  { name: 'large', project: 'large', reporters: ['output-on-failure', 'default'] },
  // WILL_FAIL inverts a test's verdict: a zero exit fails, a non-zero exit passes; a crash and a
  // skip stay what they are.
  { name: 'will-fail', project: 'will-fail' },
  // Test programs that report in Unity's format (unity_format.h): PASS lines before the FAIL line.
  { name: 'unity-format', project: 'unity-format' },
  // The planned command on a project whose test source does not compile: the build stops, CTest never runs.
  { name: 'build-error', project: 'build-error', planned: true, reporters: ['output-on-failure'] },
];

function runEnv() {
  const env = { ...process.env };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'CLICOLOR', 'CLICOLOR_FORCE', 'CTEST_OUTPUT_ON_FAILURE', 'CTEST_PARALLEL_LEVEL', 'CTEST_PROGRESS_OUTPUT', 'CMAKE_BUILD_PARALLEL_LEVEL']) delete env[k];
  return env;
}

function ctestVersion() {
  const r = spawnSync('ctest', ['--version'], { encoding: 'utf8', env: runEnv() });
  return /ctest version (\S+)/.exec(r.stdout ?? '')?.[1];
}

/** 2,000 tests of one executable; every 40th fails (50). */
function generateLarge() {
  rmSync(largeDir, { recursive: true, force: true });
  mkdirSync(largeDir, { recursive: true });
  writeFileSync(join(largeDir, 'CMakeLists.txt'), [
    'cmake_minimum_required(VERSION 3.20)',
    'project(large C)',
    'enable_testing()',
    'add_executable(case_test case_test.c)',
    'foreach(i RANGE 1 2000)',
    '  add_test(NAME case.${i} COMMAND case_test ${i})',
    'endforeach()',
    '',
  ].join('\n'));
  writeFileSync(join(largeDir, 'case_test.c'), [
    '#include <stdio.h>',
    '#include <stdlib.h>',
    '',
    'int main(int argc, char **argv) {',
    '  int i = argc > 1 ? atoi(argv[1]) : 0;',
    '  if (i % 40 == 0) {',
    '    fprintf(stderr, "case_test.c:7: case %d: expected %d, got %d\\n", i, i, i + 1);',
    '    return 1;',
    '  }',
    '  return 0;',
    '}',
    '',
  ].join('\n'));
}

function projectDir(project) {
  return project === 'large' ? largeDir : join(projectsDir, project);
}

/**
 * Copies a project to the work directory and configures it once; builds it unless `planned`
 * (its case's command builds). Returns its build directory and the build's exit code.
 */
const built = new Map();
function build(project, planned) {
  if (built.has(project)) return built.get(project);
  const src = join(work, project, 'src');
  const dir = join(work, project, 'build');
  rmSync(join(work, project), { recursive: true, force: true });
  cpSync(projectDir(project), src, { recursive: true });
  const configure = spawnSync('cmake', ['-S', src, '-B', dir, '-DCMAKE_EXPORT_COMPILE_COMMANDS=ON'], { env: runEnv(), encoding: 'utf8' });
  if (configure.status !== 0) throw new Error(`capture/ctest: configuring ${project} failed:\n${configure.stdout}${configure.stderr}`);
  const make = planned ? undefined : spawnSync('cmake', ['--build', dir], { env: runEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const result = { dir, buildExit: make?.status };
  built.set(project, result);
  return result;
}

/** Runs `program args` in the work directory with stdout and stderr on one descriptor into `outFile`. */
function run(program, args, outFile) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn(program, args, { cwd: work, env: runEnv(), stdio: ['ignore', fd, fd] });
    child.on('close', (code, signal) => {
      closeSync(fd);
      resolve({ code, signal });
    });
  });
}

/**
 * The compiler's own report of the sources a build cannot compile (the header's mapping): each
 * command of compile_commands.json again, with `-fsyntax-only -fdiagnostics-format=json`.
 */
function compilerExpected(buildDir) {
  const failures = [];
  const commands = JSON.parse(readFileSync(join(buildDir, 'compile_commands.json'), 'utf8'));
  for (const c of commands) {
    const words = c.command.split(/\s+/).filter(Boolean);
    const out = words.indexOf('-o');
    if (out >= 0) words.splice(out, 2);
    const r = spawnSync(words[0], [...words.slice(1), '-fsyntax-only', '-fdiagnostics-format=json'], { cwd: c.directory, env: runEnv(), encoding: 'utf8' });
    const diagnostics = JSON.parse(r.stderr.trim() || '[]');
    const error = diagnostics.find((d) => d.kind === 'error' || d.kind === 'fatal error');
    if (error === undefined) continue;
    const caret = error.locations[0].caret;
    failures.push({ name: caret.file, kind: 'file', file: caret.file, message: `${error.kind}: ${error.message}`, location: `${caret.file}:${caret.line}:${caret.column}` });
  }
  return { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures, summarySeen: false, contexts: true };
}

function expectedOf(junitFile, shows) {
  const failures = [];
  const tests = { passed: [], skipped: [] };
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let suites = 0;
  if (existsSync(junitFile)) {
    const doc = new DOMParser().parseFromString(readFileSync(junitFile, 'utf8'), 'text/xml');
    suites = doc.getElementsByTagName('testsuite').length;
    const cases = doc.getElementsByTagName('testcase');
    for (let i = 0; i < cases.length; i++) {
      const tc = cases[i];
      const name = tc.getAttribute('name') ?? '';
      const status = tc.getAttribute('status') ?? '';
      const skip = tc.getElementsByTagName('skipped')[0];
      const skipMessage = skip?.getAttribute('message') ?? '';
      if (status === 'run') {
        passed++;
        tests.passed.push(name);
      } else if (status === 'disabled' || (status === 'notrun' && skipMessage.startsWith('SKIP_'))) {
        skipped++;
        tests.skipped.push(name);
      } else {
        failed++;
        const f = { name, kind: 'test' };
        const shown = status === 'notrun' || shows === 'all' || shows === 'failing';
        const out = tc.getElementsByTagName('system-out')[0]?.textContent ?? '';
        failures.push(shown ? { ...f, ...readTestOutput(out.split('\n')) } : f);
      }
    }
  }
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const total = passed + failed + skipped;
  return { summary: { total, passed, failed, skipped }, failures, tests, summarySeen: suites > 0, contexts: true };
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const version = ctestVersion();
  if (version === undefined) {
    console.warn('capture/ctest: no ctest found; apt-get install -y cmake');
    return;
  }
  const minor = version.split('.').slice(0, 2).join('.');
  const cases = [];
  for (const sc of SCENARIOS) for (const rep of sc.reporters ?? Object.keys(REPORTERS)) cases.push({ id: `${minor}-${sc.name}-${rep}`, sc, rep });
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  mkdirSync(work, { recursive: true });
  const selected = cases.filter((c) => !only || only.test(c.id));
  if (selected.some((c) => c.sc.project === 'large')) generateLarge();
  for (const c of selected) {
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const { dir: buildDir, buildExit } = build(c.sc.project, c.sc.planned === true);
    const junit = join(work, `${c.id}.junit.xml`);
    rmSync(junit, { force: true });
    const flags = [...REPORTERS[c.rep].flags, ...(c.sc.flags ?? [])];
    const args = ['--test-dir', buildDir, ...flags, '--output-junit', junit];
    const { code } = c.sc.planned
      ? await run('sh', ['-c', `cmake --build '${buildDir}' && ctest ${args.map((a) => `'${a}'`).join(' ')}`], join(dir, 'output.txt'))
      : await run('ctest', args, join(dir, 'output.txt'));
    // No report when the build failed: CTest never ran (the header's mapping for a planned case).
    const expected = c.sc.planned && !existsSync(junit) ? compilerExpected(buildDir) : expectedOf(junit, REPORTERS[c.rep].shows);
    const capture = {
      framework: 'ctest',
      runner: 'ctest',
      runnerVersion: version,
      reporter: c.rep,
      command: `${c.sc.planned ? 'cmake --build <build> && ' : ''}ctest --test-dir <build>${flags.map((f) => ` ${f}`).join('')} --output-junit <file>`,
      cwd: c.sc.project === 'large' ? 'generated by scripts/capture/ctest.mjs (generateLarge)' : `fixtures/projects/ctest/${c.sc.project}`,
      build: c.sc.planned
        ? 'cmake -S <src> -B <build> -DCMAKE_EXPORT_COMPILE_COMMANDS=ON; the build is part of the command'
        : `cmake -S <src> -B <build> -DCMAKE_EXPORT_COMPILE_COMMANDS=ON && cmake --build <build> (exit ${buildExit})`,
      env: 'CI, NO_COLOR, FORCE_COLOR, CTEST_OUTPUT_ON_FAILURE, CTEST_PARALLEL_LEVEL unset',
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: c.sc.planned && !existsSync(junit)
        ? 'no report (the build failed, CTest never ran): the compiler\'s -fdiagnostics-format=json over compile_commands.json (mapping in scripts/capture/ctest.mjs)'
        : 'ctest --output-junit of the same run (mapping in scripts/capture/ctest.mjs)',
    };
    writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
}

await main();
// A capture refreshes the generated unknown-line bounds its fixtures are checked against.
await writeUnknownLineBounds('ctest');
