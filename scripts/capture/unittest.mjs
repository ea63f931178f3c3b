#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/unittest/ by running real
// `python -m unittest` on the sample projects in fixtures/projects/unittest/<project>/.
//
// Usage: node scripts/capture/unittest.mjs [--only <regex on case id>] [--list]
//
// Also Django's `manage.py test` (the `django-*` cases; see DJANGO_PYTHON below).
//
// Interpreters: unittest ships with Python, so a version of unittest is a version of Python.
// The candidates are the pyenv interpreters of this machine and the `python3` on PATH
// (UNITTEST_PYTHONS, colon-separated paths, overrides them); the script keeps the first per
// minor version among 3.10-3.13 (3.10 names a test `test_x (module.Class)`, 3.11 and later
// `test_x (module.Class.test_x)`; 3.12 and later print `NO TESTS RAN` for an empty run) and
// records the exact version in capture.json.
//
// Each case runs `<python> -m unittest <args>` in the project directory with stdout and
// stderr on ONE file descriptor (what `2>&1` gives), PYTHONDONTWRITEBYTECODE=1 so the projects
// stay clean, PYTHONHASHSEED=0, and no CI/colour environment. output.txt is those bytes,
// unedited (tracebacks name the projects by absolute path, as Python prints them).
//
// expected.json is derived from the machine report of the same run: the result-collecting
// `sitecustomize` in scripts/capture/unittest-collector/ (put on PYTHONPATH) records every
// outcome unittest's result object receives, as JSON lines, without changing the console
// output. Never written by hand. The mapping:
//   - a test (a TestCase, named `str(test)`, unittest's own description: what its FAIL/ERROR
//     headers print) is failed when it has a failure, an error, a failed subTest or an
//     unexpected success; else skipped when skipped or an expected failure; else passed.
//     A test with several failing parts (subtests, a failure and then a tearDown error)
//     counts once, as failed, and is listed once, by the test's own name.
//   - a class or module fixture error (`setUpClass (m.C)`, `setUpModule (m)`, unittest's
//     _ErrorHolder) is a `kind: 'run'` failure named by that description, not counted;
//   - a module that failed to import (the loader's _FailedTest, which unittest counts in
//     `Ran N tests` and in `errors=`) is a `kind: 'file'` failure named by the module's dotted
//     name, counted as failed, as unittest counts it;
//   - message: the first line of `traceback.format_exception_only` of the test's first part
//     in the console's order (unittest prints its errors, then its failures), stated only
//     when that line occurs verbatim in the console output; an unexpected success has none,
//     and is listed only when the console names it (Python 3.10 prints no block for it: at
//     the default verbosity and -q its `u` is all there is; it still counts as failed);
//   - location and detail, of the same part as the message (src/runners/unittest/context.ts's
//     rule; python-frames.ts's isPythonProjectPath and selectDetail imported from lib/: run `npm run build` first): the
//     last of the part's recorded traceback frames in a project file (not site-packages, not
//     Python's own lib/pythonX.Y: unittest's frames, which its console leaves out, are there),
//     `path:line` as Python prints the path; selectDetail of the lines of its
//     format_exception_only text after the first. Of tests and fixture errors, not of a module
//     that failed to import (its message holds the import's traceback); none for an
//     interrupted run, which ends before unittest prints its blocks; `contexts: true`;
//   - summarySeen: true whenever unittest exited by itself (it always prints `Ran N tests`);
//   - interrupted run (the timeout scenario): what finished before SIGINT; the test running
//     then has no outcome, and is `running` (a test the report shows started with no outcome).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { interruptWhenMarked, REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { selectDetail } from '../../lib/parsing/failure-context.js';
import { isPythonProjectPath as isProjectFile } from '../../lib/parsing/python-frames.js';

const root = REPO_ROOT;
const projectsDir = join(root, 'fixtures', 'projects', 'unittest');
const fixturesDir = join(root, 'fixtures', 'unittest');
const collectorDir = join(root, 'scripts', 'capture', 'unittest-collector');
const tmpDir = join(root, '.cache', 'unittest-capture');

/** Reporter variants: case-name suffix -> extra unittest arguments. */
const REPORTERS = {
  default: [],
  v: ['-v'],
  q: ['-q'],
  // -b: output of failing tests is printed in their blocks (`Stdout:`/`Stderr:`), not while they run.
  b: ['-b'],
  'v-b': ['-v', '-b'],
  // -f: stop at the first failure or error.
  f: ['-f'],
  // `discover` with explicit start and top-level directories, as projects' scripts often call it.
  discover: ['discover', '-s', '.', '-t', '.'],
  'discover-v': ['discover', '-v', '-s', '.', '-t', '.'],
};

const ALL = ['v', 'q'];
const SCENARIOS = [
  { name: 'green', project: 'green', reporters: ['v', 'discover'] },
  { name: 'one-failure', project: 'one-failure', reporters: [...ALL, 'discover-v'] },
  { name: 'failures-across-files', project: 'failures-across-files', reporters: [...ALL, 'f'] },
  { name: 'nested-suites', project: 'nested-suites', reporters: ALL },
  // Python 3.12 leaves a test skipped by a decorator out of `Ran N` (gh-106584; 3.13 counts it
  // again); at -q nothing else in the output shows the passes, so -q is not captured there.
  { name: 'skip-xfail', project: 'skip-xfail', reporters: ALL, skipReporters: { '3.12': ['q'] } },
  { name: 'thrown-error', project: 'thrown-error', reporters: ALL },
  { name: 'hook-failures', project: 'hook-failures', reporters: ALL },
  { name: 'import-error', project: 'import-error', reporters: ALL },
  { name: 'no-tests', project: 'no-tests', reporters: ['v'] },
  // unittest has no timeout of its own: the run is interrupted the way a shell timeout
  // (`timeout -s INT`) or Ctrl-C does it; Python then prints the KeyboardInterrupt traceback
  // and no summary. Verbose only: at the default verbosity the failure that finished before
  // the interrupt is a bare `F`, whose name the console never prints.
  { name: 'timeout', project: 'timeout', interruptOnHang: true, reporters: [], only: ['v'] },
  { name: 'unicode-titles', project: 'unicode-titles', reporters: ALL },
  { name: 'parametrized', project: 'parametrized', reporters: ALL },
  { name: 'long-diffs', project: 'long-diffs', reporters: ['v'] },
  { name: 'noisy-output', project: 'noisy-output', reporters: [...ALL, 'b', 'v-b'] },
  { name: 'large', project: 'large', reporters: ['v'], minors: ['3.10', '3.13'] },
  // One root cause behind 210 tests in 10 modules: a base class's setUp connects to a database
  // that is down (the error names a new object's address in every test).
  { name: 'cause-fixture', project: 'cause-fixture', reporters: ['v'], minors: ['3.11'] },
];

/**
 * Django's `manage.py test` on fixtures/projects/unittest/django: Django's runner is unittest's
 * (its output unittest's, plus its test-database and system-check lines), so the same
 * collector reports it. Django is Debian's python3-django (`apt-get install python3-django`,
 * 3.2 on bookworm) on Debian's interpreter; DJANGO_PYTHON names another one. Without an
 * importable Django the django fixtures are left as they are. Verbosity: 1 (default), 2, 0.
 */
const DJANGO_PYTHON = process.env.DJANGO_PYTHON ?? '/usr/bin/python3';
const DJANGO_REPORTERS = { default: [], v: ['-v', '2'], q: ['-v', '0'] };

/** Django's and its interpreter's versions, or undefined when that Python has no Django. */
function findDjango() {
  const r = spawnSync(DJANGO_PYTHON, ['-c', 'import sys, django; print(django.get_version(), sys.version.split()[0])'], { encoding: 'utf8', env: runEnv() });
  const [django, python] = (r.status === 0 ? r.stdout.trim() : '').split(' ');
  if (django === undefined || python === undefined || django === '') {
    console.warn(`capture/unittest: no Django importable by ${DJANGO_PYTHON}; the django fixtures are left as they are`);
    return undefined;
  }
  return { django, python };
}

function runEnv() {
  const env = { ...process.env, PYTHONDONTWRITEBYTECODE: '1', PYTHONHASHSEED: '0' };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'PYTHON_COLORS', 'PYTHONPATH', 'PYTHONWARNINGS', 'UNITTEST_CAPTURE_REPORT']) delete env[k];
  return env;
}

/** The interpreters, one per minor version 3.10-3.13. */
function findInterpreters() {
  const pyenv = join(homedir(), '.pyenv', 'versions');
  const pythons = process.env.UNITTEST_PYTHONS
    ? process.env.UNITTEST_PYTHONS.split(':').filter(Boolean)
    : ['python3', ...['3.10', '3.11', '3.12', '3.13'].flatMap((m) => ['13', '12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1', '0'].map((p) => join(pyenv, `${m}.${p}`, 'bin', 'python3'))).filter(existsSync)];
  const found = new Map();
  for (const python of pythons) {
    const r = spawnSync(python, ['-c', 'import sys; print(sys.version.split()[0])'], { encoding: 'utf8', env: runEnv() });
    const version = r.stdout?.trim();
    const minor = /^(3\.\d+)\./.exec(version ?? '')?.[1];
    if (minor === undefined || found.has(minor) || !['3.10', '3.11', '3.12', '3.13'].includes(minor)) continue;
    found.set(minor, { python, version });
  }
  for (const minor of ['3.10', '3.11', '3.12', '3.13']) {
    if (!found.has(minor)) console.warn(`capture/unittest: no Python ${minor} found; name one in UNITTEST_PYTHONS`);
  }
  return found;
}

/** Runs one case with stdout+stderr merged into `outFile`; resolves to the exit code and signal. */
function runCase(python, args, cwd, outFile, report, interruptOnHang) {
  const marker = join(tmpDir, 'hang-marker');
  const env = { ...runEnv(), PYTHONPATH: collectorDir, UNITTEST_CAPTURE_REPORT: report, ...(interruptOnHang ? { UNITTEST_CAPTURE_HANG_MARKER: marker } : {}) };
  return runToFile(python, args, { cwd, env, outFile, ...(interruptOnHang ? { onStart: interruptWhenMarked(marker) } : {}) });
}

const FAILED_TEST = 'unittest.loader._FailedTest.';

/** A recorded error or failure: its message, and its location and detail (see the header). */
function partOf(r) {
  const part = { message: r.message };
  const frame = (r.frames ?? []).filter(([file]) => isProjectFile(file)).at(-1);
  if (frame !== undefined) part.location = `${frame[0]}:${frame[1]}`;
  const detail = selectDetail((r.exception ?? '').split('\n').slice(1));
  if (detail.length > 0) part.detail = detail;
  return part;
}

/** The collector's JSON lines -> expected.json (see the mapping in the header comment). */
function expectedFromReport(lines, consoleText, exitedNormally) {
  const tests = new Map();
  const failures = [];
  const notTests = new Map();
  const started = [];
  for (const r of lines) {
    if (r.event === 'start') {
      if (r.holder === 'test' && !started.includes(r.description)) started.push(r.description);
      continue;
    }
    if (r.holder === 'import' || r.holder === 'fixture') {
      const name = r.holder === 'import' ? r.id.slice(r.id.startsWith(FAILED_TEST) ? FAILED_TEST.length : 0) : r.description;
      if (r.event !== 'error' || notTests.has(name)) continue;
      notTests.set(name, { name, kind: r.holder === 'import' ? 'file' : 'run', part: r.holder === 'import' ? { message: r.message } : partOf(r) });
      continue;
    }
    const t = tests.get(r.description) ?? { name: r.description, errors: [], failures: [], unexpected: false, skipped: false, passed: false };
    if (r.event === 'error' || (r.event === 'subTest' && r.subKind === 'error')) t.errors.push(partOf(r));
    else if (r.event === 'failure' || r.event === 'subTest') t.failures.push(partOf(r));
    else if (r.event === 'unexpectedSuccess') t.unexpected = true;
    else if (r.event === 'skip' || r.event === 'expectedFailure') t.skipped = true;
    else if (r.event === 'success') t.passed = true;
    tests.set(r.description, t);
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const stated = (f, part) => {
    const message = part?.message;
    if (message !== undefined && message !== '' && consoleText.includes(message)) f.message = message;
    // An interrupted run prints no FAIL/ERROR blocks (the KeyboardInterrupt ends it before
    // unittest prints them): its failures have no location or detail in the console.
    if (exitedNormally && part?.location !== undefined) f.location = part.location;
    if (exitedNormally && part?.detail !== undefined) f.detail = part.detail;
    return f;
  };
  for (const t of tests.values()) {
    if (t.errors.length > 0 || t.failures.length > 0 || t.unexpected) {
      failed++;
      // Python 3.10 prints no block for an unexpected success: at the default verbosity and
      // -q its `u` is all the console shows of it, so no name can be expected there.
      const onlyUnexpected = t.errors.length === 0 && t.failures.length === 0;
      if (onlyUnexpected && !consoleText.includes(t.name)) continue;
      failures.push(stated({ name: t.name, kind: 'test' }, t.errors[0] ?? t.failures[0]));
    } else if (t.skipped) skipped++;
    else passed++;
  }
  for (const u of notTests.values()) {
    failures.push(stated({ name: u.name, kind: u.kind }, u.part));
    if (u.kind === 'file') failed++;
  }
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const out = { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures };
  if (exitedNormally) out.summarySeen = true;
  else {
    const outcome = (t) => t !== undefined && (t.passed || t.skipped || t.unexpected || t.errors.length > 0 || t.failures.length > 0);
    out.running = started.filter((name) => !outcome(tests.get(name)));
  }
  out.contexts = true;
  return out;
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const interpreters = findInterpreters();
  const cases = [];
  for (const [minor, interp] of [...interpreters].sort()) {
    for (const sc of SCENARIOS) {
      if (sc.minors && !sc.minors.includes(minor)) continue;
      for (const rep of sc.only ?? ['default', ...sc.reporters]) if (!sc.skipReporters?.[minor]?.includes(rep)) cases.push({ id: `${minor}-${sc.name}-${rep}`, interp, sc, rep });
    }
  }
  const django = findDjango();
  if (django !== undefined) {
    const minor = django.django.split('.').slice(0, 2).join('.');
    for (const rep of Object.keys(DJANGO_REPORTERS)) {
      cases.push({ id: `django-${minor}-shop-${rep}`, interp: { python: DJANGO_PYTHON, version: django.python }, sc: { name: 'shop', project: 'django' }, rep, django: django.django });
    }
  }
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  mkdirSync(tmpDir, { recursive: true });
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const projectDir = join(projectsDir, c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const report = join(tmpDir, 'report.jsonl');
    rmSync(report, { force: true });
    const args = c.django ? ['manage.py', 'test', ...DJANGO_REPORTERS[c.rep]] : ['-m', 'unittest', ...REPORTERS[c.rep]];
    const { code, signal } = await runCase(c.interp.python, args, projectDir, join(dir, 'output.txt'), report, c.sc.interruptOnHang);
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const lines = existsSync(report) ? readFileSync(report, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) : [];
    const expected = expectedFromReport(lines, output, signal === null && !c.sc.interruptOnHang);
    const capture = {
      framework: 'unittest',
      runner: c.django ? 'django manage.py test' : 'python -m unittest',
      runnerVersion: c.django ?? c.interp.version,
      python: c.interp.version,
      reporter: c.rep,
      command: `${c.interp.python} ${args.join(' ')}`,
      cwd: `fixtures/projects/unittest/${c.sc.project}`,
      env: 'PYTHONDONTWRITEBYTECODE=1 PYTHONHASHSEED=0 PYTHONPATH=scripts/capture/unittest-collector UNITTEST_CAPTURE_REPORT=<tmp>/report.jsonl (removed before any test runs); CI, NO_COLOR, FORCE_COLOR, PYTHON_COLORS unset',
      ...(c.sc.interruptOnHang ? { interrupted: 'SIGINT 500 ms after test_slow.TestSlow.test_c_hangs started (as timeout -s INT or Ctrl-C would)' } : {}),
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: 'the result-collecting sitecustomize of the same run (scripts/capture/unittest-collector; mapping in scripts/capture/unittest.mjs)',
    };
    writeCase(dir, { capture, expected });
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
  await writeUnknownLineBounds('unittest');
}

await main();
