// Re-creates every non-synthetic fixture under fixtures/jest/ from the sample projects in
// fixtures/projects/jest/<scenario>/, by installing jest 27, 29 and 30 into
// .cache/runners/jest-<major>/ and running each (scenario, reporter) pair once.
//
// Usage: node scripts/capture/jest.mjs [case-regex]
//   e.g. node scripts/capture/jest.mjs '^30-nested'   (only cases whose id matches)
//
// Every run writes jest's console output (stdout and stderr on ONE file descriptor, so the
// bytes interleave exactly as `2>&1` would) to output.txt, and its `--json --outputFile`
// report of the SAME run to a temp file from which expected.json is derived:
//
//   summary.passed  = numPassedTests
//   summary.failed  = numFailedTests
//   summary.skipped = numPendingTests + numTodoTests + (numTotalTests minus all four categories)
//                     (a test counted in the total but in no category is skipped)
//   failures, kind 'test': every assertionResult with status 'failed', once per test;
//     name    = [...ancestorTitles, title].join(' › ')   (jest's ● header, ANCESTRY_SEPARATOR)
//     file    = testResults[].name relative to the project dir (what the FAIL line shows)
//     message = first non-empty line of failureMessages[0] after consoleMessage() below,
//               which mirrors what jest-message-util prints for it.
//     location = the first stack frame of failureMessages[0] in a project file, made relative to
//                the project dir (jest prints stack paths relative to it), by frameLocation;
//     detail   = selectDetail of the lines of failureMessages[0] before its stack, after its
//                first (message) line; both rules are src/parsing/failure-context.ts, imported
//                from lib/ (run `npm run build` first), so the fixture test checks the console
//                extraction against this report.
//   expected.json's `contexts: true` says location and detail were derived (absent: not checked).
//   failures, kind 'file': every testResults[] entry whose message (the formatted failure text
//     jest also prints) contains "● Test suite failed to run" (the JSON report has no
//     testExecError field; this covers syntax/import errors, errors at module load, files
//     without tests and afterAll errors); name = file = the path; message = first non-empty
//     line after that header, the very text the console prints for that suite.
//   file paths are printed like jest's formatTestPath: relative to the project dir as
//     `dirname/basename`, so a file at the root is `./x.test.js`.
//   summarySeen = true: every captured run completed and printed its summary, or jest's
//     "No tests found" conclusion (for which jest 27-30 still write an all-zero report).
//   Fallback, unused by the current scenarios: should a run print "No tests found" and write
//     no report, expected.json is the empty result, and capture.json says so.
//
// Each project is copied to <os tmpdir>/dsh-jest-fixture/<scenario>/ and run there, outside
// this repository, so jest resolves nothing (e.g. jest-environment-node) from the repo's own
// node_modules: the run sees only the jest install under .cache/runners/jest-<major>/.
// Runs use Node 24 (node_modules/.bin/node) when present, else the node running this script.
// `--ci` keeps snapshots read-only; a fresh --cacheDirectory per run keeps file ordering free
// of timing history; `--maxWorkers=2` keeps worker count stable across machines.
//
// Scenarios listed in SETUP (TypeScript and ES-module projects) need more than jest: their
// extra npm packages are installed next to jest in .cache/runners/jest-<major>/, and the
// project copy gets a node_modules symlink to that install, so the preset (`preset: 'ts-jest'`)
// and babel.config.js's presets resolve from the project as in a real checkout. A scenario
// with `nodeFlags` runs the way its own `scripts.test` does:
// `node <flags> node_modules/jest/bin/jest.js …`. Every SETUP scenario exists and runs on
// jest 27, 29 and 30 (the versions chosen are explained at SETUP), so none is left out.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import stripAnsi from 'strip-ansi';
import { frameLocation, isStackFrame, selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'jest');
const outRoot = join(root, 'fixtures', 'jest');
const node24 = join(root, 'node_modules', '.bin', 'node');
const nodeBin = existsSync(node24) ? node24 : process.execPath;

/** Latest release of each major, from `npm view jest versions`. */
const VERSIONS = { 27: '27.5.1', 29: '29.7.0', 30: '30.5.2' };

/** reporter id -> extra CLI flags and environment. `color` forces ANSI through chalk. */
const REPORTERS = {
  default: { flags: [], env: {} },
  verbose: { flags: ['--verbose'], env: {} },
  silent: { flags: ['--silent'], env: {} },
  'verbose-silent': { flags: ['--verbose', '--silent'], env: {} },
  color: { flags: [], env: { FORCE_COLOR: '1' } },
  'verbose-color': { flags: ['--verbose'], env: { FORCE_COLOR: '1' } },
  // `split`: stdout and stderr captured apart and written stdout first, then stderr, which is
  // how the plugin hands output to the parser (not interleaved).
  'default-split': { flags: [], env: {}, split: true },
  'verbose-split': { flags: ['--verbose'], env: {}, split: true },
  // The coverage table (istanbul's text reporter) printed between the results and the summary.
  coverage: { flags: ['--coverage'], env: {} },
  'verbose-coverage': { flags: ['--verbose', '--coverage'], env: {} },
};

/**
 * scenario -> { packages: { major: [name@version, …] }, nodeFlags }. Versions are the newest
 * of each line compatible with that jest major (peerDependencies of ts-jest):
 * - ts-jest 27.1.5 wants jest ^27 and typescript >=3.8 <5, so jest 27 gets typescript 4.9.5;
 *   ts-jest 29.4.15 accepts jest ^29 || ^30 and typescript >=4.3 <7: it serves 29 and 30
 *   (there is no ts-jest 30), with typescript 5.9.3. @types/jest of the same major (27.5.2,
 *   29.5.14, 30.0.0) gives ts-jest's type check the jest globals.
 * - babel: @babel/preset-env 7.29.14 and @babel/preset-typescript 7.29.7 (the last 7.x) for
 *   every major; @babel/core is the 7.x jest itself installs (babel-jest of the same major).
 * - esm-only: no package; `--experimental-vm-modules`, which jest 27-30 all need for native
 *   ES modules (jest's "ECMAScript Modules" docs).
 */
const BABEL = ['@babel/preset-env@7.29.14', '@babel/preset-typescript@7.29.7'];
const SETUP = {
  'ts-jest': {
    packages: {
      27: ['ts-jest@27.1.5', 'typescript@4.9.5', '@types/jest@27.5.2'],
      29: ['ts-jest@29.4.15', 'typescript@5.9.3', '@types/jest@29.5.14'],
      30: ['ts-jest@29.4.15', 'typescript@5.9.3', '@types/jest@30.0.0'],
    },
  },
  'babel-typescript': { packages: { 27: BABEL, 29: BABEL, 30: BABEL } },
  'esm-only': { packages: {}, nodeFlags: ['--experimental-vm-modules'] },
};

const ALL = [
  'green', 'one-failure', 'multi-file-failures', 'nested', 'skip-todo-only', 'thrown-error',
  'hook-failure', 'syntax-error', 'no-tests', 'timeout', 'tricky-titles', 'parametrized',
  'long-diffs', 'noisy-console', 'large', 'display-name', 'coverage', 'same-title',
  'ts-jest', 'babel-typescript', 'esm-only',
  // Tests named by a code sample with line breaks (ESLint's rule tester in eslint-plugin-jest).
  'multiline-titles',
  // A file with a syntax error that both projects of a multi-project config match: it fails twice.
  'same-file-projects',
];
/** scenario -> reporters captured (every scenario at default and verbose for every version). */
const MATRIX = Object.fromEntries(ALL.map((s) => [s, ['default', 'verbose']]));
for (const s of ['one-failure', 'thrown-error', 'hook-failure', 'syntax-error', 'noisy-console']) MATRIX[s].push('silent');
for (const s of ['nested', 'noisy-console']) MATRIX[s].push('verbose-silent');
MATRIX['nested'].push('color');
MATRIX['display-name'].push('color');
MATRIX['tricky-titles'].push('color', 'verbose-color');
MATRIX['noisy-console'].push('default-split', 'verbose-split');
MATRIX['multi-file-failures'].push('verbose-split');
MATRIX['coverage'] = ['coverage', 'verbose-coverage'];
// Failures with one root cause each (the model-visible digest groups them), on jest 29 only: a
// `beforeEach` whose shared setup helper rejects with `connect ECONNREFUSED` behind 210 tests in
// 10 files; a settings module that throws when required for a missing environment variable,
// required by every test file of 6; and three causes (a `beforeEach`, a helper reading a missing
// setting, a module that fails when required) beside three independent failures.
const CAUSES = ['cause-fixture', 'cause-import', 'cause-mixed'];
for (const s of CAUSES) MATRIX[s] = ['default', 'verbose'];
/** scenario -> the majors it is captured on (absent: every major of VERSIONS). */
const MAJORS = Object.fromEntries(CAUSES.map((s) => [s, ['29']]));

function ensureJest(major) {
  const dir = join(root, '.cache', 'runners', `jest-${major}`);
  const bin = join(dir, 'node_modules', 'jest', 'bin', 'jest.js');
  const pkg = join(dir, 'node_modules', 'jest', 'package.json');
  if (!existsSync(pkg) || JSON.parse(readFileSync(pkg, 'utf8')).version !== VERSIONS[major]) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `jest@${VERSIONS[major]}`], { cwd: dir, stdio: 'inherit' });
  }
  return bin;
}

/** Installs a scenario's extra packages (SETUP) next to jest <major>; returns name -> installed version. */
function ensurePackages(major, specs) {
  const dir = join(root, '.cache', 'runners', `jest-${major}`);
  const split = (spec) => { const at = spec.lastIndexOf('@'); return [spec.slice(0, at), spec.slice(at + 1)]; };
  const installed = (name) => {
    const pkg = join(dir, 'node_modules', ...name.split('/'), 'package.json');
    return existsSync(pkg) ? JSON.parse(readFileSync(pkg, 'utf8')).version : undefined;
  };
  const missing = specs.filter((spec) => { const [name, version] = split(spec); return installed(name) !== version; });
  if (missing.length > 0) execFileSync('npm', ['install', '--no-audit', '--no-fund', ...missing], { cwd: dir, stdio: 'inherit' });
  const jestVersion = installed('jest');
  if (jestVersion !== VERSIONS[major]) throw new Error(`jest-${major}: installing ${missing.join(' ')} changed jest to ${jestVersion}`);
  return Object.fromEntries(specs.map((spec) => [split(spec)[0], installed(split(spec)[0])]));
}

/**
 * What the console shows as the message of a failureMessages[] entry: jest-message-util's
 * separateMessageFromStack (drop a leading "Error: ", cut at the first "at …:n:n" stack
 * frame, drop lines that are just "Error:"), after stripping ANSI.
 */
function consoleMessage(raw) {
  const content = stripAnsi(raw ?? '');
  const m = content.match(/^(?:Error: )?([\s\S]*?(?=\n\s*at\s.*:\d*:\d*)|\s*.*)([\s\S]*)$/);
  const message = (m ? m[1] : content)
    .split('\n')
    .filter((l) => !/^Error:?\s*$/.test(l))
    .join('\n');
  return firstLine(message);
}

/**
 * Location and detail of a failureMessages[] entry (see the header): its lines before the first
 * stack frame, after the first non-blank one, and the first project frame, relative to `projectDir`.
 */
function failureContext(raw, projectDir) {
  // As jest writes it: UTF-8, in which a surrogate half alone becomes U+FFFD (with colour,
  // jest's diff highlighting can split an emoji's surrogate pair with escape codes), then
  // ANSI-stripped as the parser sees it.
  const written = Buffer.from(raw ?? '', 'utf8').toString('utf8');
  const lines = stripAnsi(written).split('\n');
  const stackAt = lines.findIndex((l) => isStackFrame(l));
  const text = stackAt < 0 ? lines : lines.slice(0, stackAt);
  const first = text.findIndex((l) => l.trim() !== '');
  const out = {};
  const detail = first < 0 ? [] : selectDetail(text.slice(first + 1));
  if (stackAt >= 0) {
    for (const l of lines.slice(stackAt)) {
      const at = frameLocation(l);
      if (at === undefined) continue;
      const rel = at.startsWith('/') ? relative(projectDir, at) : at;
      if (frameLocation(`    at ${rel}`) !== undefined) out.location = rel;
      break;
    }
  }
  if (detail.length > 0) out.detail = detail;
  return out;
}

function firstLine(text) {
  for (const line of (text ?? '').split('\n')) if (line.trim() !== '') return line.trim();
  return undefined;
}

function deriveExpected(report, projectDir) {
  const passed = report.numPassedTests;
  const failed = report.numFailedTests;
  const named = report.numPendingTests + report.numTodoTests;
  const uncategorized = Math.max(0, report.numTotalTests - passed - failed - named);
  const skipped = named + uncategorized;
  const failures = [];
  for (const file of report.testResults) {
    const relPath = relative(projectDir, file.name);
    const rel = `${dirname(relPath)}/${basename(relPath)}`;
    if (stripAnsi(file.message ?? '').includes('● Test suite failed to run')) {
      const text = stripAnsi(file.message ?? '');
      const after = text.split('● Test suite failed to run').slice(1).join('● Test suite failed to run');
      const f = { name: rel, kind: 'file', file: rel };
      const message = firstLine(after);
      if (message !== undefined) f.message = message;
      failures.push(f);
    }
    for (const a of file.assertionResults) {
      if (a.status !== 'failed') continue;
      const f = { name: [...a.ancestorTitles, a.title].join(' › '), kind: 'test', file: rel };
      const message = consoleMessage(a.failureMessages[0]);
      if (message !== undefined) f.message = message;
      Object.assign(f, failureContext(a.failureMessages[0], projectDir));
      failures.push(f);
    }
  }
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: true, contexts: true };
}

const filter = process.argv[2] ? new RegExp(process.argv[2]) : null;
mkdirSync(outRoot, { recursive: true });
for (const major of Object.keys(VERSIONS)) {
  // Installed on the first case of this major that runs (a filter may leave none).
  let jestBin;
  for (const [scenario, reporters] of Object.entries(MATRIX)) {
    if (MAJORS[scenario] && !MAJORS[scenario].includes(major)) continue;
    for (const reporter of reporters) {
      const id = `${major}-${scenario}-${reporter}`;
      if (filter && !filter.test(id)) continue;
      jestBin ??= ensureJest(major);
      const projectDir = join(tmpdir(), 'dsh-jest-fixture', scenario);
      rmSync(projectDir, { recursive: true, force: true });
      cpSync(join(projects, scenario), projectDir, { recursive: true });
      const setup = SETUP[scenario];
      const packages = setup ? ensurePackages(major, setup.packages[major] ?? []) : undefined;
      if (setup) symlinkSync(dirname(dirname(dirname(jestBin))), join(projectDir, 'node_modules'), 'dir');
      const nodeFlags = setup?.nodeFlags ?? [];
      // With a node_modules link the project's own path to jest is used, as its scripts.test would.
      const runArgs = [...nodeFlags, setup ? join('node_modules', 'jest', 'bin', 'jest.js') : jestBin];
      const caseDir = join(outRoot, id);
      const tmp = mkdtempSync(join(tmpdir(), 'jest-capture-'));
      const reportPath = join(tmp, 'report.json');
      const { flags, env, split } = REPORTERS[reporter];
      const args = ['--ci', '--maxWorkers=2', `--cacheDirectory=${join(tmp, 'cache')}`, '--json', `--outputFile=${reportPath}`, ...flags];
      const outPath = join(caseDir, 'output.txt');
      const childEnv = { ...process.env, ...env };
      delete childEnv.NO_COLOR;
      if (!env.FORCE_COLOR) delete childEnv.FORCE_COLOR;
      delete childEnv.JEST_WORKER_ID;
      const res = await runToFile(nodeBin, [...runArgs, ...args], { cwd: projectDir, env: childEnv, outFile: outPath, split, timeout: 300_000 });
      const nodeVersion = execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim();
      let expected;
      let expectedFrom = 'jest --json --outputFile (same run)';
      if (existsSync(reportPath)) {
        expected = deriveExpected(JSON.parse(readFileSync(reportPath, 'utf8')), projectDir);
      } else if (/No tests found/.test(readFileSync(outPath, 'utf8'))) {
        expected = { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures: [], summarySeen: true };
        expectedFrom = 'jest wrote no --json report ("No tests found"); empty result by the rule in scripts/capture/jest.mjs';
      } else {
        throw new Error(`${id}: no JSON report written (exit ${res.code})`);
      }
      const capture = {
        framework: 'jest',
        runner: 'jest',
        runnerVersion: VERSIONS[major],
        node: nodeVersion,
        reporter,
        streams: split ? 'stdout then stderr, concatenated' : 'stdout and stderr on one descriptor (2>&1)',
        command: `${Object.entries(env).map(([k, v]) => `${k}=${v} `).join('')}${nodeFlags.length > 0 ? `node ${nodeFlags.join(' ')} node_modules/jest/bin/jest.js` : 'jest'} ${args.join(' ').replace(tmp, '<tmp>').replace(tmp, '<tmp>')}`,
        ...(packages && Object.keys(packages).length > 0 ? { packages } : {}),
        cwd: `fixtures/projects/jest/${scenario}`,
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
await writeUnknownLineBounds('jest');
