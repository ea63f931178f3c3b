// Re-creates every non-synthetic fixture under fixtures/playwright/ from the sample projects
// in fixtures/projects/playwright/<scenario>/, by installing @playwright/test (the newest 1.x
// and one 1.4x) into .cache/runners/playwright-<version>/ and running each (scenario,
// reporter) pair once.
//
// Usage: node scripts/capture/playwright.mjs [case-regex]
//   e.g. node scripts/capture/playwright.mjs '^1.65.1-large'   (only cases whose id matches)
//
// No browser is installed (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1; the capture machine cannot
// download browsers): the sample projects' tests use no `page` fixture and their configs
// define no browser projects, so playwright runs them in its default, unnamed project.
//
// Every run is `playwright test --reporter=<console>,json` with PLAYWRIGHT_JSON_OUTPUT_NAME
// pointing at a temporary file: the console reporter writes output.txt (stdout and stderr on
// ONE descriptor, as `2>&1`), the JSON reporter the report of that same run, from which
// expected.json is derived:
//
//   every test of every spec (suites[] recursively; one test per project):
//     status 'expected' or 'flaky' -> passed (playwright's own console counts a flaky test in
//       `N flaky`, exits 0 for it, and lists it as flaky, not failed: it counts as passed and
//       is not a failure here);
//     status 'unexpected' -> failed, and a kind 'test' failure;
//     status 'skipped' -> skipped (`N skipped` and `N did not run` alike: neither ran; a test
//       after a failed beforeAll, or cut off by --max-failures, is `did not run`);
//   failure name = the file path as the console prints it (relative to the config file's
//     directory in 1.65, to the testDir in 1.49: PATHS_FROM), then the describe titles and the
//     test title, joined by ` › ` (the console's failure header without `:line:col` and
//     without a `[project] › ` prefix);
//   message = the first non-blank line of the first attempt's error as the console shows it
//     (ANSI stripped; ERRORS_IN_COLOUR), as the console's failure block prints it first;
//   location and detail (`contexts: true`; the rules of src/parsing/failure-context.ts,
//     imported from lib/: run `npm run build` first), from that same error (results[].error,
//     errors[0] of the attempt: message, stack, location): location = the first project frame
//     of its `stack` (frameLocation; absolute, as the console prints the frames), or, for an
//     error without one (a timeout's, a thrown string), the test's own `file:line:col` as the
//     header prints it; detail = selectDetail of the error text's lines after its first, the
//     text being what the console prints before the code frame and stack: the stack's lines
//     before its first `    at ` frame, or the message without a stack (reporters/base.ts
//     formatError), as the console shows it (ERRORS_IN_COLOUR);
//   the report's top-level errors[] (a file that fails to load): kind 'run' failures named by
//     the first line of the message, not counted; but `Error: No tests found` (the report's
//     error for a run that selected no test, beside an empty suites[]) is no failure: the run
//     found no tests, the empty result;
//   summarySeen = true when a test ran or was skipped (playwright then prints its closing
//     counts) or the report says no tests were found (that error is then all the console
//     prints: the runner's whole report of the run); false for a run whose files failed to
//     load (it prints only their errors).
//
// Each project is copied to <os tmpdir>/dsh-playwright-fixture/<scenario>/ (its node_modules a
// link to the cached install) and run there, outside this repository, with CI unset (CI
// makes `dot` the default reporter and changes nothing else the parser reads). Runs use Node
// 24 (node_modules/.bin/node) when present, else the node running this script. playwright
// has no colour flag: it colours only a terminal, and output.txt is none.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { frameLocation, selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'playwright');
const outRoot = join(root, 'fixtures', 'playwright');
const node24 = join(root, 'node_modules', '.bin', 'node');
const nodeBin = existsSync(node24) ? node24 : process.execPath;

/**
 * The newest 1.x and the last 1.49 (`npm view @playwright/test versions`), each with the
 * directory its reporters print test paths relative to: 1.65 the config file's, 1.49 the
 * testDir (`calc.spec.js`, not `tests/calc.spec.js`).
 */
const PATHS_FROM = { '1.65.1': 'config', '1.49.1': 'testDir' };
const VERSIONS = Object.keys(PATHS_FROM);
/**
 * Whether the version's console reporters write a test error's colour codes to a pipe (1.49
 * does, 1.65 strips them first; see output.txt). The report's error text holds those codes,
 * and expect's diff highlighting can put one between the two halves of an emoji's surrogate
 * pair: written with the codes, each half alone is U+FFFD in the UTF-8 output; stripped first,
 * the pair is whole again.
 */
const ERRORS_IN_COLOUR = { '1.65.1': false, '1.49.1': true };
const REPORTERS = ['list', 'line', 'dot'];
const SCENARIOS = [
  'green', 'one-failure', 'multi-file-failures', 'nested', 'skip', 'thrown-error', 'hook-failure',
  'syntax-error', 'import-error', 'no-tests', 'timeout', 'unicode-titles', 'parametrized',
  'long-diff', 'noisy-console', 'flaky-retries', 'large',
];
/**
 * Reporters per scenario: all three, but the 2,000-test run (a few minutes each) at list, the
 * default, and dot, the most compact (what the bench compares the model's text against).
 */
const REPORTERS_OF = { large: ['list', 'dot'] };
/** Extra CLI flags per scenario. */
const FLAGS = { 'flaky-retries': ['--retries=1'] };

function ensurePlaywright(version) {
  const dir = join(root, '.cache', 'runners', `playwright-${version}`);
  const pkg = join(dir, 'node_modules', '@playwright', 'test', 'package.json');
  if (!existsSync(pkg) || JSON.parse(readFileSync(pkg, 'utf8')).version !== version) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `@playwright/test@${version}`], { cwd: dir, stdio: 'inherit', env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' } });
  }
  return { modules: join(dir, 'node_modules'), cli: join(dir, 'node_modules', '@playwright', 'test', 'cli.js') };
}

const ANSI = /\u001b\[[0-9;]*m/g;

/** A report's error text as the console shows it, ANSI stripped (see ERRORS_IN_COLOUR). */
function shown(text, coloured) {
  return (coloured ? Buffer.from(text ?? '', 'utf8').toString('utf8') : text ?? '').replace(ANSI, '');
}

function firstLine(text) {
  for (const line of (text ?? '').replace(ANSI, '').split('\n')) if (line.trim() !== '') return line.trim();
  return undefined;
}

/**
 * Location and detail of an attempt's error (see the header): `location` only when its stack
 * has a project frame (the caller's entry keeps the test's own otherwise).
 */
function errorContext(error, coloured) {
  const out = {};
  const stack = shown(error?.stack, coloured).split('\n');
  const firstFrame = stack.findIndex((l) => l.startsWith('    at '));
  for (const line of firstFrame < 0 ? [] : stack.slice(firstFrame)) {
    const at = frameLocation(line);
    if (at !== undefined) { out.location = at; break; }
  }
  const fromStack = firstFrame < 0 ? stack : stack.slice(0, firstFrame);
  const text = fromStack.join('\n') !== '' ? fromStack : shown(error?.message || error?.value, coloured).split('\n');
  const first = text.findIndex((l) => l.trim() !== '');
  const detail = first < 0 ? [] : selectDetail(text.slice(first + 1));
  if (detail.length > 0) out.detail = detail;
  return out;
}

function deriveExpected(report, projectDir, version) {
  const base = PATHS_FROM[version] === 'testDir' ? report.config.rootDir : projectDir;
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        if (t.status === 'expected' || t.status === 'flaky') passed++;
        else if (t.status === 'skipped') skipped++;
        else {
          failed++;
          const file = relative(base, join(report.config.rootDir, spec.file));
          const entry = { name: [file, ...titles, spec.title].join(' › '), kind: 'test', file, location: `${file}:${spec.line}:${spec.column}` };
          const first = t.results.find((r) => r.status !== 'passed' && r.status !== 'skipped');
          const message = firstLine(shown(first?.error?.message ?? first?.error?.value, ERRORS_IN_COLOUR[version]));
          if (message !== undefined) entry.message = message;
          Object.assign(entry, errorContext(first?.error, ERRORS_IN_COLOUR[version]));
          failures.push(entry);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  // The top-level suites are the files: their titles are not describe titles.
  for (const fileSuite of report.suites) visit(fileSuite, []);
  let noTestsFound = false;
  for (const error of report.errors ?? []) {
    const name = firstLine(error.message ?? error.value);
    if (name !== undefined && /^Error: No tests found\.?$/.test(name)) noTestsFound = true;
    else if (name !== undefined) failures.push({ name, kind: 'run', message: name });
  }
  const total = passed + failed + skipped;
  return { summary: { total, passed, failed, skipped }, failures, summarySeen: total > 0 || noTestsFound, contexts: true };
}

const filter = process.argv[2] ? new RegExp(process.argv[2]) : null;
mkdirSync(outRoot, { recursive: true });
for (const version of VERSIONS) {
  const { modules, cli } = ensurePlaywright(version);
  for (const scenario of SCENARIOS) {
    for (const reporter of REPORTERS_OF[scenario] ?? REPORTERS) {
      const id = `${version}-${scenario}-${reporter}`;
      if (filter && !filter.test(id)) continue;
      const projectDir = join(tmpdir(), 'dsh-playwright-fixture', scenario);
      rmSync(projectDir, { recursive: true, force: true });
      cpSync(join(projects, scenario), projectDir, { recursive: true });
      symlinkSync(modules, join(projectDir, 'node_modules'));
      const caseDir = join(outRoot, id);
      const tmp = mkdtempSync(join(tmpdir(), 'playwright-capture-'));
      const reportPath = join(tmp, 'report.json');
      const flags = FLAGS[scenario] ?? [];
      const childEnv = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportPath };
      for (const name of ['CI', 'NO_COLOR', 'FORCE_COLOR']) delete childEnv[name];
      const res = await runToFile(nodeBin, [cli, 'test', `--reporter=${reporter},json`, ...flags], { cwd: projectDir, env: childEnv, outFile: join(caseDir, 'output.txt'), timeout: 300_000 });
      if (!existsSync(reportPath)) throw new Error(`${id}: playwright wrote no JSON report (exit ${res.code})`);
      const expected = deriveExpected(JSON.parse(readFileSync(reportPath, 'utf8')), projectDir, version);
      const capture = {
        framework: 'playwright',
        runner: '@playwright/test',
        runnerVersion: version,
        node: execFileSync(nodeBin, ['--version'], { encoding: 'utf8' }).trim(),
        reporter,
        streams: 'stdout and stderr on one descriptor (2>&1)',
        command: `playwright test --reporter=${reporter}${flags.length > 0 ? ` ${flags.join(' ')}` : ''} (with the json reporter of the same run: --reporter=${reporter},json, PLAYWRIGHT_JSON_OUTPUT_NAME)`,
        cwd: `fixtures/projects/playwright/${scenario}`,
        exitCode: res.code,
        capturedAt: new Date().toISOString(),
        expectedFrom: 'playwright json reporter of the same run (scripts/capture/playwright.mjs)',
      };
      writeCase(caseDir, { capture, expected });
      rmSync(tmp, { recursive: true, force: true });
      rmSync(projectDir, { recursive: true, force: true });
      console.log(`${id}: exit ${res.code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
    }
  }
}
await writeUnknownLineBounds('playwright');
