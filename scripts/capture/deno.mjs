#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/deno/ by running the real `deno test` on
// the sample projects in fixtures/projects/deno/<project>/ (and one generated project, `large`:
// 20 modules of 100 tests, 50 of them failing, written by this script).
//
// Usage: node scripts/capture/deno.mjs [--only <regex on case id>] [--list]
//
// Toolchain: the npm package `deno` (2.x), installed outside the repository:
//   npm install --prefix /tmp/deno-pkg deno
// The script runs DENO_BIN when set, else /tmp/deno-pkg/node_modules/.bin/deno, else the
// `deno` on PATH.
//
// Each project is copied to /tmp/dsh-capture/deno/<project>/ and run there, so the absolute
// paths Deno prints in stack frames do not depend on the checkout. Each case runs
// `deno test --junit-path=<tmp> <reporter flags> <scenario flags>` (reporters: pretty, dot and
// tap for every scenario, pretty with NO_COLOR for some; a scenario a reporter cannot show is
// left out, with the reason, in NOT_SHOWN) with stdout and stderr on ONE
// file descriptor (what `2>&1` gives). Colour: `deno test` has no flag for it and colours its
// output even when it is not a terminal; NO_COLOR, which turns it off, is read by the code under
// test too (Deno.noColor), so the runs leave colour on and the parser strips it (every input is
// normalized). One `no-color` case sets NO_COLOR=1 to show both forms read the same. CI,
// FORCE_COLOR and RUST_BACKTRACE (which appends a Rust backtrace to `error: Test failed`) are
// removed from the environment. output.txt is those bytes, unedited.
//
// expected.json is derived from the JUnit XML of the same run (never written by hand):
//   - a <testsuite> is a test module (`./calc_test.ts`), a <testcase> a test or a step, named by
//     its `name` (`cart > totals > with tax`: steps joined by ` > ` as Deno writes them), its
//     `file` the module path without `./`;
//   - under the tap reporter, which prints every step one level under its test by its own
//     name, a step of a step (in the failures and in tests) is named by its test's name and its
//     own (`cart > with tax`), the names between left out;
//   - tests: the passed and skipped <testcase> names (below);
//   - a <testcase> with a <failure> is failed; one whose failure says only `N test step(s)
//     failed.` failed as its steps did: counted, not listed (its failing steps are); a <skipped/>
//     one with a `time` is ignored (skipped); a <skipped/> one without a `time` never started
//     (an uncaught error stopped its module): not counted, as Deno's own counts do not; others
//     passed. Counts: tests and steps alike, as Deno's summary adds them (`1 passed (3 steps)`);
//   - message, location, detail: src/runners/deno/context.ts (imported from lib/: run `npm run
//     build` first) of the <failure> element's text; a message only when it occurs in the
//     console output, verbatim or (the tap reporter's diagnostics are JSON) JSON-escaped;
//   - a test module the project has (Deno's default discovery: `*_test`, `*.test`, `test` with
//     a ts, tsx, mts, js, mjs or jsx extension) that is absent from the report, or that holds a
//     test that never started, was stopped by an uncaught error: a `kind: 'file'` failure named
//     by the module path, counted as failed. Only in runs without --filter: a filtered-out test
//     is written like a test that never started, and a module with no selected test is left
//     out of the report (Deno counts `Uncaught error from ./m_test.ts
//     FAILED` in its failed count); the report carries no message for it;
//   - no JUnit report (Deno stopped before running a test): each test module `deno check`
//     rejects is a `kind: 'file'` failure named by its absolute path (as the error's frame
//     prints it), not counted, its message the first
//     line of the check's error without `error: `, its location the check's frame of the
//     error (`at file:///…/m_test.ts:4:16`: the path, line and column); summarySeen false (Deno printed no summary
//     line). No test module at all (`error: No test modules found`) is the empty result, with
//     summarySeen true: that line is Deno's verdict on the run;
//   - `only`: a scenario marked `focused` is read like one run with --filter (a test `only` left
//     out is written like a filtered one). Deno exits 1 after such a run ("error: Test failed
//     because the "only" option was used"), which the report does not carry: a non-zero exit with
//     no failure in the report is one `kind: 'run'` failure, named by Deno's last `error: Test
//     failed…` line on the console (its verdict's wording), not counted;
//   - summarySeen: true whenever the report exists (Deno printed its `ok |`/`FAILED |` line).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { denoErrorContext } from '../../lib/runners/deno/context.js';
import { writeUnknownLineBounds } from './case-files.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'deno');
const fixturesDir = join(root, 'fixtures', 'deno');
const runDir = '/tmp/dsh-capture/deno';
const deno = process.env.DENO_BIN ?? (existsSync('/tmp/deno-pkg/node_modules/.bin/deno') ? '/tmp/deno-pkg/node_modules/.bin/deno' : 'deno');

/** Reporter variants: case-name suffix -> deno test flags and extra environment. */
const REPORTERS = {
  pretty: { flags: [] },
  dot: { flags: ['--reporter=dot'] },
  'no-color': { flags: [], env: { NO_COLOR: '1' } },
  tap: { flags: ['--reporter=tap'] },
};

/**
 * Scenarios a reporter cannot show, with the reason; the case is not captured. (The junit
 * reporter, which prints its XML on the console, is not captured at all: docs/runners/deno.md.)
 */
const NOT_SHOWN = {
  tap: {
    'uncaught-error': "Deno's TAP reporter prints nothing for an uncaught error, and the module it stopped announced no test",
    'import-error': "Deno's TAP reporter prints nothing for an uncaught error, and the module it stopped announced no test",
  },
};

const SCENARIOS = [
  { name: 'green', project: 'green' },
  { name: 'one-failure', project: 'one-failure', reporters: ['no-color'] },
  { name: 'failures-across-files', project: 'failures-across-files' },
  { name: 'nested', project: 'nested', reporters: ['no-color'] },
  { name: 'skipped', project: 'skipped' },
  { name: 'thrown-error', project: 'thrown-error' },
  { name: 'hooks', project: 'hooks' },
  { name: 'load-error', project: 'load-error' },
  { name: 'type-error', project: 'type-error' },
  { name: 'uncaught-error', project: 'uncaught-error' },
  // A test module whose import fails to load (the imported module's top-level code throws).
  { name: 'import-error', project: 'import-error' },
  { name: 'no-tests', project: 'no-tests' },
  { name: 'no-tests-to-run', project: 'green', flags: ['--filter', 'nothing'] },
  { name: 'filter', project: 'data-driven', flags: ['--filter', '/^add/'] },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'data-driven', project: 'data-driven' },
  { name: 'long-diffs', project: 'long-diffs' },
  { name: 'noisy-output', project: 'noisy-output' },
  { name: 'large', project: 'large' },
  // A workspace: the tests of one member assert with a sibling member's helper, which throws.
  { name: 'workspace', project: 'workspace' },
  // `Deno.test.only` and `only: true`: a test `only` left out is in the report like a filtered one.
  { name: 'only', project: 'only', focused: true },
];

function runEnv(extra = {}) {
  const env = { ...process.env, ...extra };
  for (const k of ['CI', 'FORCE_COLOR', 'RUST_BACKTRACE', ...(extra.NO_COLOR ? [] : ['NO_COLOR'])]) delete env[k];
  return env;
}

/** The `large` project: 20 modules of 100 tests; every 40th test fails (50 failures). */
function writeLarge(dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'deno.json'), '{}\n');
  let n = 0;
  for (let m = 1; m <= 20; m++) {
    const tests = [];
    for (let t = 1; t <= 100; t++) {
      n++;
      const want = n % 40 === 0 ? n + 1 : n;
      tests.push(`Deno.test("case ${n}", () => {\n  assert.equal(${n}, ${want});\n});\n`);
    }
    writeFileSync(join(dir, `batch${String(m).padStart(2, '0')}_test.ts`), `import assert from "node:assert/strict";\n\n${tests.join('\n')}`);
  }
}

function prepare(project) {
  const dir = join(runDir, project);
  rmSync(dir, { recursive: true, force: true });
  if (project === 'large') writeLarge(dir);
  else cpSync(join(projectsDir, project), dir, { recursive: true });
  return dir;
}

function run(args, cwd, outFile, env) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn(deno, args, { cwd, env, stdio: ['ignore', fd, fd] });
    child.on('close', (code) => {
      closeSync(fd);
      resolve(code);
    });
  });
}

const elements = (node, name) => Array.from(node.childNodes ?? []).filter((n) => n.nodeType === 1 && n.nodeName === name);
/** Deno's default test-module names. */
const TEST_MODULE = /^(?:.*[_.])?test\.(?:ts|tsx|mts|js|mjs|jsx)$/;
const STEPS_FAILED = /^\d+ test steps? failed\.?$/;

function testModules(dir, base = dir) {
  const out = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) out.push(...testModules(path, base));
    else if (TEST_MODULE.test(e.name)) out.push(relative(base, path));
  }
  return out.sort();
}

/**
 * A test's or step's name as the reporter prints it: Deno's TAP reporter prints every step one
 * level under its test, by its own name, so a step of a step is `test > step` there.
 */
function shownName(name, reporter) {
  if (reporter !== 'tap') return name;
  const parts = name.split(' > ');
  return parts.length > 2 ? `${parts[0]} > ${parts[parts.length - 1]}` : name;
}

/** Whether `text` is in the console output: verbatim, or JSON-escaped (the tap reporter's diagnostics are JSON). */
function shown(text, consoleText) {
  return consoleText.includes(text) || consoleText.includes(JSON.stringify(text).slice(1, -1));
}

function expectedFromJunit(xml, consoleText, projectDir, filtered, reporter, exitCode) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const tests = { passed: [], skipped: [] };
  const reported = new Set();
  const stopped = new Set();
  for (const suite of elements(doc.documentElement, 'testsuite')) {
    const file = (suite.getAttribute('name') ?? '').replace(/^\.\//, '');
    reported.add(file);
    for (const tc of elements(suite, 'testcase')) {
      const failure = elements(tc, 'failure')[0];
      if (failure !== undefined) {
        failed++;
        const text = failure.textContent ?? '';
        if (STEPS_FAILED.test(text.trim())) continue;
        const context = denoErrorContext(text.split('\n'), file);
        const f = { name: shownName(tc.getAttribute('name'), reporter), kind: 'test', file };
        if (context.message !== undefined && shown(context.message, consoleText)) f.message = context.message;
        if (context.location !== undefined) f.location = context.location;
        if (context.detail.length > 0) f.detail = context.detail;
        failures.push(f);
      } else if (elements(tc, 'skipped').length > 0) {
        if (tc.hasAttribute('time')) {
          skipped++;
          tests.skipped.push(shownName(tc.getAttribute('name'), reporter));
        } else if (!filtered) stopped.add(file);
      } else {
        passed++;
        tests.passed.push(shownName(tc.getAttribute('name'), reporter));
      }
    }
  }
  for (const file of testModules(projectDir)) {
    if (stopped.has(file) || (!filtered && !reported.has(file))) {
      failed++;
      failures.push({ name: file, kind: 'file', file });
    }
  }
  // Deno failed the run and its report holds no failure (`only` was used): Deno's verdict.
  if (exitCode !== 0 && failed === 0) {
    const verdict = [...consoleText.matchAll(/^(?:\x1b\[[0-9;]*m)*error(?:\x1b\[[0-9;]*m)*: (Test failed.*)$/gm)].at(-1)?.[1];
    failures.push({ name: verdict ?? 'Test failed', kind: 'run' });
  }
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: true, tests, contexts: true };
}


/** No JUnit report: Deno stopped before running a test (see the header). */
function expectedFromCheck(projectDir) {
  const failures = [];
  for (const file of testModules(projectDir)) {
    const check = spawnSync(deno, ['check', file], { cwd: projectDir, encoding: 'utf8', env: runEnv({ NO_COLOR: '1' }) });
    if (check.status === 0) continue;
    const first = `${check.stdout}\n${check.stderr}`.split('\n').find((l) => l.trim() !== '' && !l.startsWith('Check '));
    const message = first?.replace(/^error: /, '').trim();
    const path = join(projectDir, file);
    // The check's error ends at the frame of its place: `at file:///…/m_test.ts:4:16`.
    const frame = /^\s+at (file:\/\/\S+):(\d+):(\d+)$/m.exec(`${check.stdout}\n${check.stderr}`);
    const location = frame ? `${fileURLToPath(frame[1])}:${frame[2]}:${frame[3]}` : undefined;
    failures.push({ name: path, kind: 'file', file: path, ...(message ? { message } : {}), ...(location ? { location } : {}) });
  }
  // No test module at all: Deno's `error: No test modules found` is its verdict on the run.
  const summarySeen = testModules(projectDir).length === 0;
  return { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures, summarySeen, contexts: true };
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const version = /deno (\S+)/.exec(spawnSync(deno, ['--version'], { encoding: 'utf8' }).stdout ?? '')?.[1];
  if (version === undefined) {
    console.warn('capture/deno: no deno found; npm install --prefix /tmp/deno-pkg deno, or set DENO_BIN');
    return;
  }
  const minor = version.split('.').slice(0, 2).join('.');
  const cases = [];
  for (const sc of SCENARIOS) {
    for (const rep of ['pretty', 'dot', 'tap', ...(sc.reporters ?? [])]) if (NOT_SHOWN[rep]?.[sc.name] === undefined) cases.push({ id: `${minor}-${sc.name}-${rep}`, sc, rep });
  }
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const projectDir = prepare(c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const junit = join(runDir, `${c.sc.project}.junit.xml`);
    rmSync(junit, { force: true });
    const reporter = REPORTERS[c.rep];
    const shownArgs = ['test', ...reporter.flags, ...(c.sc.flags ?? [])];
    const args = ['test', `--junit-path=${junit}`, ...reporter.flags, ...(c.sc.flags ?? [])];
    const code = await run(args, projectDir, join(dir, 'output.txt'), runEnv(reporter.env));
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const expected = existsSync(junit) ? expectedFromJunit(readFileSync(junit, 'utf8'), output, projectDir, (c.sc.flags ?? []).includes('--filter') || c.sc.focused === true, c.rep, code) : expectedFromCheck(projectDir);
    const capture = {
      framework: 'deno',
      runner: 'deno test',
      runnerVersion: version,
      reporter: c.rep,
      command: `deno ${shownArgs.join(' ')}`,
      cwd: c.sc.project === 'large' ? `${runDir}/large (written by scripts/capture/deno.mjs)` : `${runDir}/${c.sc.project} (a copy of fixtures/projects/deno/${c.sc.project})`,
      env: `CI, FORCE_COLOR, RUST_BACKTRACE unset; ${reporter.env?.NO_COLOR ? 'NO_COLOR=1' : 'NO_COLOR unset (deno colours its output)'}`,
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: existsSync(junit)
        ? '--junit-path of the same run and the project\'s test modules (mapping in scripts/capture/deno.mjs)'
        : 'no JUnit report (deno stopped before running a test): deno check of each test module (mapping in scripts/capture/deno.mjs)',
    };
    writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
}

await main();
// A capture refreshes the generated unknown-line bounds its fixtures are checked against.
await writeUnknownLineBounds('deno');
