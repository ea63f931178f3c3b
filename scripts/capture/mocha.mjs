// Re-creates every non-synthetic fixture under fixtures/mocha/ from the sample projects in
// fixtures/projects/mocha/<scenario>/, by installing mocha 9, 10 and 11 into
// .cache/runners/mocha-<major>/ and running each (scenario, reporter) pair once.
//
// Usage: node scripts/capture/mocha.mjs [case-regex]
//   e.g. node scripts/capture/mocha.mjs '^11-nested'   (only cases whose id matches)
//
// Every run writes mocha's console output (stdout and stderr on ONE file descriptor, so the
// bytes interleave exactly as `2>&1` would) to output.txt. The console reporter runs through
// scripts/capture/mocha-tee-reporter.cjs, which attaches it and mocha's JSON reporter to the
// SAME run; expected.json is derived from that JSON report:
//
//   a hook failure is a `failures[]` entry whose title starts with `"before all" hook`,
//     `"before each" hook`, `"after all" hook` or `"after each" hook` (Hook#fullTitle, which
//     Runner#failHook gives the hook before it emits `fail`);
//   summary.passed  = stats.passes
//   summary.failed  = stats.failures: mocha's own `N failing`, which counts every failure it
//                     reports, hooks and "Uncaught error outside test suite" included
//   summary.skipped = stats.pending
//   failures, kind 'test': every other failures[] entry, once per fullTitle;
//     name    = fullTitle (titlePath joined by spaces: what mocha's --grep matches and what
//               the console's numbered failure list prints, one title per line)
//     message = the first non-empty line of what Base.list prints for the error:
//               `Uncaught ` for an uncaught error, then the stack up to the end of the
//               message (the stack's own first line), or the message when the stack does
//               not contain it.
//     location = the first frame of err.stack in a project file (frameLocation of
//               src/parsing/failure-context.ts, imported from lib/: run `npm run build`
//               first); mocha's stack filter already made the paths relative to the cwd,
//               and err is the object the console reporter printed;
//     detail   = (spec, dot) selectDetail of the lines Base.list prints for err after its
//               message line, up to the first stack frame, rebuilt from the report with
//               the running mocha's own lib/reporters/base.js: getFullErrorStack's split of
//               err.stack at the end of err.message, and, when Base.showDiff(err) holds,
//               Base.generateDiff(actual, expected) of the values stringified as
//               stringifyDiffObjs does (the console reporter stringified them before the
//               JSON reporter wrote them), its lines without unifiedDiff's 6-space indent;
//               (tap) none: TAP12Producer prints the message and then the whole stack,
//               which repeats the message, so where the error's text ends is not marked.
//     `contexts: true`: location and detail were derived this way.
//   failures, kind 'hook': every hook failure, name = its fullTitle, message, location and
//     detail as above (counted in summary.failed, as mocha counts it in "N failing"; the tests under the hook
//     did not run, and the console prints no test for it).
//   failures, kind 'run': "Uncaught error outside test suite", name = that title.
//   Files: mocha's console reporters name no test file, so no failure has a `file`.
//   summarySeen = true: every run that wrote a report printed its epilogue (spec/dot) or its
//     plan and `# tests` lines (tap).
//   A run that writes no report (mocha failed to load a test file before running anything,
//     printing the error and exiting 1): no tests, summarySeen false, one `file` failure
//     named by the test file that threw (its absolute path, as mocha loads and prints it),
//     message `Name: message` of the error, location the `path:line` node's syntax error
//     names, else the outermost frame in that file of the error's stack; found by requiring
//     the test files again outside mocha (LOAD_ORACLE below); capture.json says so. When there is no
//     test file to require (no test/ directory or no .js/.cjs/.mjs file in it: mocha's
//     default spec matched nothing, and it printed `Error: No test files found`), the run
//     found no tests: the empty result, summarySeen true (that error is mocha's whole report
//     of the run).
//
// Each project is copied to <os tmpdir>/dsh-mocha-fixture/<scenario>/ and run there, outside
// this repository. Runs use Node 24 (node_modules/.bin/node) when present, else the node
// running this script; colour is off by `--no-color`, as the planned command does, but for
// the `spec-color` cases.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { createRequire } from 'node:module';
import { frameLocation, isStackFrame, selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'mocha');
const outRoot = join(root, 'fixtures', 'mocha');
const tee = join(root, 'scripts', 'capture', 'mocha-tee-reporter.cjs');
const node24 = join(root, 'node_modules', '.bin', 'node');
const nodeBin = existsSync(node24) ? node24 : process.execPath;

/** Latest release of each major, from `npm view mocha versions`. */
const VERSIONS = { 9: '9.2.2', 10: '10.8.2', 11: '11.8.0' };

/**
 * reporter id -> console reporter and extra CLI flags. `color`: mocha's `--color` and
 * FORCE_COLOR=1 (log-symbols colours ✔/✖ by FORCE_COLOR whatever the flags say), as a
 * project that forces colour prints.
 */
const REPORTERS = {
  spec: { console: 'spec', flags: [] },
  'spec-color': { console: 'spec', flags: [], color: true },
  dot: { console: 'dot', flags: [] },
  tap: { console: 'tap', flags: [] },
  'spec-bail': { console: 'spec', flags: ['--bail'] },
};

const ALL = [
  'green', 'one-failure', 'multi-file-failures', 'nested', 'skip-pending', 'thrown-error',
  'hook-failure', 'syntax-error', 'import-error', 'no-tests', 'timeout', 'tricky-titles',
  'parametrized', 'long-diffs', 'noisy-console', 'large', 'uncaught-error', 'bail', 'only',
  // An error thrown outside any test: the root suite is delayed (.mocharc.json `delay`) and the
  // file's timer throws right after calling run(), before mocha's first hook or test. mocha
  // has no current runnable then, and fails a phony one titled "Uncaught error outside test suite".
  'uncaught-outside',
  // A test file whose helper (test/support/, not a spec) requires a package that is not
  // installed: the file that fails to load is the test file, two requires above the error.
  'helper-require-error',
  // A syntax error in an ES module test file (package.json `type: module`), among others.
  'esm-syntax-error',
];
/** scenario -> reporters captured. */
const MATRIX = Object.fromEntries(ALL.map((s) => [s, ['spec', 'dot', 'tap']]));
// No test file at all: mocha prints one error before any reporter starts (the planned spec only).
MATRIX['no-test-files'] = ['spec'];
MATRIX['bail'].push('spec-bail');
MATRIX['hook-failure'].push('spec-bail');
for (const s of ['nested', 'tricky-titles', 'hook-failure']) MATRIX[s].push('spec-color');

function ensureMocha(major) {
  const dir = join(root, '.cache', 'runners', `mocha-${major}`);
  const pkg = join(dir, 'node_modules', 'mocha', 'package.json');
  if (!existsSync(pkg) || JSON.parse(readFileSync(pkg, 'utf8')).version !== VERSIONS[major]) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `mocha@${VERSIONS[major]}`], { cwd: dir, stdio: 'inherit' });
  }
  // bin/mocha in 9.x, bin/mocha.js from 10.
  return join(dir, 'node_modules', 'mocha', JSON.parse(readFileSync(pkg, 'utf8')).bin.mocha);
}

const HOOK_TITLE = /^"(?:before|after) (?:all|each)" hook/;
const OUTSIDE = 'Uncaught error outside test suite';

function firstLine(text) {
  for (const line of (text ?? '').split('\n')) if (line.trim() !== '') return line.trim();
  return undefined;
}

/**
 * The first line a console reporter prints for an error. spec and dot (Base.list):
 * getFullErrorStack's message part, `Uncaught ` for an uncaught error, or, when a diff is
 * shown, the `X` of a `X: expected …` message; tap (TAP12Producer#writeFail): the message,
 * else the stack.
 */
function consoleMessage(err, reporter) {
  const message = typeof err.message === 'string' ? err.message : '';
  const stack = typeof err.stack === 'string' ? err.stack : message;
  if (reporter === 'tap') return firstLine(message) ?? firstLine(stack);
  const index = message ? stack.indexOf(message) : -1;
  let msg = index === -1 ? message : stack.slice(0, index + message.length);
  if (err.uncaught) msg = `Uncaught ${msg}`;
  if (showsDiff(err)) {
    const match = message.match(/^([^:]+): expected/);
    if (match) msg = match[1];
  }
  return firstLine(msg);
}

/** Base's showDiff: a diff is printed for an error with an expected value of the actual's type. */
function showsDiff(err) {
  const type = (v) => Object.prototype.toString.call(v);
  return err.showDiff !== false && type(err.actual) === type(err.expected) && err.expected !== undefined;
}

/** The running mocha's Base reporter and utils (for its diff and stringify), colours off. */
function mochaInternals(mochaBin) {
  const require = createRequire(mochaBin);
  const Base = require('../lib/reporters/base.js');
  Base.useColors = false;
  return { Base, utils: require('../lib/utils.js') };
}

/** Location and detail of a failure's err from the JSON report (see the header). */
function failureContext(err, reporter, mocha) {
  const out = {};
  const stack = typeof err.stack === 'string' ? err.stack : '';
  for (const line of stack.split('\n')) {
    const at = frameLocation(line);
    if (at !== undefined) { out.location = at; break; }
  }
  if (reporter === 'tap') return out;
  // Base.list's text for err (getFullErrorStack: no err.inspect survives JSON).
  const message = typeof err.message === 'string' ? err.message : err.message != null ? String(err.message) : '';
  const full = stack || message;
  const index = message ? full.indexOf(message) : -1;
  let msg = index === -1 ? message : full.slice(0, index + message.length);
  const rest = index === -1 ? full : full.slice(index + message.length + 1);
  if (err.uncaught) msg = `Uncaught ${msg}`;
  let lines = msg.split('\n');
  lines = lines.slice(lines.findIndex((l) => l.trim() !== '') + 1);
  if (mocha.Base.showDiff(err)) {
    const match = message.match(/^([^:]+): expected/);
    if (match) lines = [];
    let { actual, expected } = err;
    if (!mocha.utils.isString(actual) || !mocha.utils.isString(expected)) {
      actual = mocha.utils.stringify(actual);
      expected = mocha.utils.stringify(expected);
    }
    for (const l of mocha.Base.generateDiff(actual, expected).split('\n')) lines.push(l.slice(Math.min(6, l.length - l.trimStart().length)));
    // The stack follows on its own line, each line prefixed by 2 spaces; under the diff the
    // parser removes up to 6 spaces of every line, as for the diff's own.
    for (const l of rest.split('\n')) lines.push(`  ${l}`.slice(Math.min(6, `  ${l}`.length - `  ${l}`.trimStart().length)));
  } else {
    for (const l of rest.split('\n')) lines.push(`  ${l}`);
  }
  const stackAt = lines.findIndex((l) => isStackFrame(l));
  const detail = selectDetail(stackAt < 0 ? lines : lines.slice(0, stackAt));
  if (detail.length > 0) out.detail = detail;
  return out;
}

function deriveExpected(report, reporter, mocha) {
  const failures = [];
  const seen = new Set();
  for (const f of report.failures) {
    const kind = f.title === OUTSIDE || f.fullTitle === OUTSIDE ? 'run' : HOOK_TITLE.test(f.title) ? 'hook' : 'test';
    const key = `${kind}\u0000${f.fullTitle}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = { name: f.fullTitle, kind };
    const message = consoleMessage(f.err ?? {}, reporter);
    if (message !== undefined) entry.message = message;
    if (kind !== 'run') Object.assign(entry, failureContext(f.err ?? {}, reporter, mocha));
    failures.push(entry);
  }
  const passed = report.stats.passes;
  const skipped = report.stats.pending;
  const failed = report.stats.failures;
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: true, contexts: true };
}

/**
 * The error that stopped a run before any test: the test files are required again, in
 * mocha's order (sorted paths under test/), in a separate node with no-op test functions;
 * the first one that throws gives `Name: first line of its message`.
 */
const LOAD_ORACLE = `
const { readdirSync } = require('fs');
const { join, resolve } = require('path');
Error.stackTraceLimit = Infinity; // the test file's own frame may lie deeper than node's default 10
const nop = () => {};
const suite = (title, fn) => { if (typeof fn === 'function') fn.call({ timeout: nop, retries: nop, slow: nop }); };
suite.skip = suite.only = suite;
const test = nop;
test.skip = test.only = nop;
Object.assign(globalThis, { describe: suite, context: suite, xdescribe: suite, it: test, specify: test, xit: test, before: nop, after: nop, beforeEach: nop, afterEach: nop });
for (const file of readdirSync('test').filter((f) => /\\.(?:js|cjs|mjs)$/.test(f)).sort()) {
  const path = resolve(join('test', file));
  try { require(path); } catch (e) {
    const first = String(e && e.message).split('\\n').find((l) => l.trim() !== '') ?? '';
    const stack = String(e && e.stack).split('\\n');
    // node's syntax error names the file and line above its stack; else the file's own outermost frame.
    const header = stack[0] === undefined ? undefined : /^(.*):(\\d+)$/.exec(stack[0]);
    const frames = stack.map((l) => /^\\s*at (?:.*? \\()?(.+?):(\\d+):(\\d+)\\)?$/.exec(l)).filter((m) => m !== null && m[1] === path);
    const last = frames[frames.length - 1];
    const location = header !== null && header !== undefined && header[1] === path ? path + ':' + header[2] : last ? path + ':' + last[2] + ':' + last[3] : undefined;
    process.stdout.write(JSON.stringify({ error: e.name + ': ' + first.trim(), file: path, location }));
    process.exit(0);
  }
}
process.stdout.write('null');
`;

/** Whether mocha's default spec (`./test/*.{js,cjs,mjs}`) matches a file in `projectDir`. */
function hasTestFiles(projectDir) {
  const dir = join(projectDir, 'test');
  return existsSync(dir) && readdirSync(dir).some((f) => /\.(?:js|cjs|mjs)$/.test(f));
}

function loadErrorExpected(projectDir) {
  if (!hasTestFiles(projectDir)) return { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures: [], summarySeen: true };
  const thrown = JSON.parse(execFileSync(nodeBin, ['-e', LOAD_ORACLE], { cwd: projectDir, encoding: 'utf8' }));
  if (thrown === null) throw new Error(`${projectDir}: mocha wrote no report, yet every test file loads`);
  const failure = { name: thrown.file, kind: 'file', message: thrown.error, ...(thrown.location !== undefined ? { location: thrown.location } : {}) };
  return { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures: [failure], summarySeen: false };
}

const filter = process.argv[2] ? new RegExp(process.argv[2]) : null;
mkdirSync(outRoot, { recursive: true });
for (const major of Object.keys(VERSIONS)) {
  const mochaBin = ensureMocha(major);
  const mocha = mochaInternals(mochaBin);
  for (const [scenario, reporters] of Object.entries(MATRIX)) {
    for (const reporter of reporters) {
      const id = `${major}-${scenario}-${reporter}`;
      if (filter && !filter.test(id)) continue;
      const projectDir = join(tmpdir(), 'dsh-mocha-fixture', scenario);
      rmSync(projectDir, { recursive: true, force: true });
      cpSync(join(projects, scenario), projectDir, { recursive: true });
      const caseDir = join(outRoot, id);
      const tmp = mkdtempSync(join(tmpdir(), 'mocha-capture-'));
      const reportPath = join(tmp, 'report.json');
      const { console: consoleReporter, flags, color } = REPORTERS[reporter];
      const args = [color ? '--color' : '--no-color', '--reporter', tee, '--reporter-option', `console=${consoleReporter}`, '--reporter-option', `output=${reportPath}`, ...flags];
      const childEnv = { ...process.env };
      delete childEnv.NO_COLOR;
      delete childEnv.FORCE_COLOR;
      if (color) childEnv.FORCE_COLOR = '1';
      const res = await runToFile(nodeBin, [mochaBin, ...args], { cwd: projectDir, env: childEnv, outFile: join(caseDir, 'output.txt'), timeout: 300_000 });
      const nodeVersion = execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim();
      let expected;
      let expectedFrom = 'mocha JSON reporter of the same run (scripts/capture/mocha-tee-reporter.cjs)';
      if (existsSync(reportPath)) {
        expected = deriveExpected(JSON.parse(readFileSync(reportPath, 'utf8')), consoleReporter, mocha);
      } else {
        expected = loadErrorExpected(projectDir);
        expectedFrom = hasTestFiles(projectDir)
          ? 'mocha wrote no JSON report (it stopped before running a test); the error from requiring the test files outside mocha (LOAD_ORACLE in scripts/capture/mocha.mjs)'
          : 'mocha wrote no JSON report and its default spec matches no test file (hasTestFiles in scripts/capture/mocha.mjs): no tests';
      }
      const capture = {
        framework: 'mocha',
        runner: 'mocha',
        runnerVersion: VERSIONS[major],
        node: nodeVersion,
        reporter,
        streams: 'stdout and stderr on one descriptor (2>&1)',
        command: `${color ? 'FORCE_COLOR=1 mocha --color' : 'mocha --no-color'} --reporter ${consoleReporter}${flags.length > 0 ? ` ${flags.join(' ')}` : ''} (with the JSON reporter attached to the same run by scripts/capture/mocha-tee-reporter.cjs)`,
        cwd: `fixtures/projects/mocha/${scenario}`,
        exitCode: res.code,
        capturedAt: new Date().toISOString(),
        expectedFrom,
      };
      writeCase(caseDir, { capture, expected });
      rmSync(tmp, { recursive: true, force: true });
      rmSync(projectDir, { recursive: true, force: true });
      console.log(`${id}: exit ${res.code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
    }
  }
}
await writeUnknownLineBounds('mocha');
