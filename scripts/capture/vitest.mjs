#!/usr/bin/env node
/**
 * Re-creates every non-synthetic fixture under fixtures/vitest/ from the sample projects
 * in fixtures/projects/vitest/<scenario>/, by running real vitest 1.x-5.x.
 *
 * Usage (from the repository root):
 *   node scripts/capture/vitest.mjs                 # install missing runners, capture every case
 *   node scripts/capture/vitest.mjs 3-one-failure   # only cases whose id starts with a prefix
 *   node scripts/capture/vitest.mjs --derive-only   # re-derive expected.json from the reports kept in .cache
 *
 * Per case:
 * 1. the runner version is installed (once) into .cache/runners/vitest-<major>/ with npm;
 * 2. the scenario project is copied to .cache/vitest-work/<major>/<scenario>/ (a fixed path,
 *    so paths in the output are stable) with node_modules symlinked to that runner;
 * 3. `vitest run --reporter=<console> --reporter=json --outputFile.json=<tmp> --reporter=<errors>`
 *    runs with stdout and stderr on ONE file descriptor (the byte-exact merged `2>&1` stream);
 *    `*-split` cases instead use two pipes and store stdout followed by stderr, the order in
 *    which the plugin hands the two streams to the parser;
 * 4. expected.json is derived from that same run's JSON report (see deriveExpected).
 *
 * Environment: a clean env (PATH, HOME, TZ=UTC, LANG) with NO_COLOR=1 unless a case asks for
 * colour; the agent-detection variables of std-env (AI_AGENT, CLAUDECODE, CODEX_*, ...) and CI
 * variables are never inherited, so only cases that set them on purpose see them.
 *
 * The "agent" cases (vitest 4): vitest picks its compact `agent` reporter (MinimalReporter) on
 * its own only when NO reporter is configured (`isAgent ? "agent" : "default"` in its config
 * resolution), and naming the JSON reporter counts as configuring one. So these cases set the
 * agent variable (AI_AGENT=claude) AND name `--reporter=agent`; the env still does what it
 * does on auto-pick (std-env `isAgent` disables colours), and the reporter class is the same.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeExpected, writeUnknownLineBounds } from './case-files.mjs';
import { frameLocation, selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'vitest');
const fixtures = join(root, 'fixtures', 'vitest');
const runners = join(root, '.cache', 'runners');
const work = join(root, '.cache', 'vitest-work');
const errorsReporter = join(root, 'scripts', 'capture', 'vitest-errors-reporter.mjs');

/** Node 20 is the system `node`; Node 24 is the repository's devDependency. */
const NODE20 = 'node';
const NODE24 = join(root, 'node_modules', '.bin', 'node');

/** Runner versions: the newest release of each major, and the Node it runs on (1-2 on 20, 3-5 on 24; 5 needs Node 22.12+). */
const VERSIONS = {
  1: { version: '1.6.1', node: NODE20, reporters: ['default', 'verbose', 'dot', 'basic'] },
  2: { version: '2.1.9', node: NODE20, reporters: ['default', 'verbose', 'dot', 'basic'] },
  3: { version: '3.2.7', node: NODE24, reporters: ['default', 'verbose', 'dot', 'basic'] },
  4: { version: '4.1.12', node: NODE24, reporters: ['default', 'verbose', 'dot', 'agent', 'tree'] },
  5: { version: '5.1.2', node: NODE24, reporters: ['default', 'verbose', 'dot', 'agent', 'tree'] },
};

const SCENARIOS = [
  'green', 'one-failure', 'failures-across-files', 'nested-suites', 'skip-todo-only', 'thrown-error',
  'hook-failure', 'import-error', 'no-tests', 'timeout', 'unicode-titles', 'parametrized', 'long-diff',
  'noisy-console', 'snapshot', 'unhandled-error', 'large', 'projects', 'retries', 'same-title',
  // TypeScript tests and a vitest.config.ts in an ES-module package (vitest transpiles both).
  // Its own package.json (there for the probe tests) is replaced like every scenario's below;
  // both say "type": "module".
  'typescript-esm',
  // A describe block that holds no test (its tests come from an empty list): vitest fails the
  // suite with an error of its own, `No test found in suite <name>`, which no hook raised.
  'empty-suite',
];
/** Scenarios also captured at every non-default reporter. */
const SUBSET = new Set([
  'one-failure', 'failures-across-files', 'nested-suites', 'skip-todo-only', 'thrown-error', 'hook-failure',
  'import-error', 'unicode-titles', 'noisy-console', 'snapshot', 'unhandled-error', 'parametrized', 'projects',
  // Tests run more than once (`retry`): vitest 5 names the failed attempts in the FAIL header.
  'retries',
]);
/** The 2,000-test scenario: default plus one compact/long reporter per version. */
const LARGE_EXTRA = { 1: 'dot', 2: 'verbose', 3: 'dot', 4: 'agent', 5: 'agent' };

/**
 * The root-cause scenarios (`cause-*`): the versions and reporters they are captured at (each
 * version's most compact reporter beside its default: 3's `dot`, 4's `agent`).
 */
const CAUSE_REPORTERS = { 3: ['default', 'dot'], 4: ['default', 'agent'] };

/** Every case: id, major, scenario, reporter, extra env. */
function cases() {
  const list = [];
  for (const [majorText, v] of Object.entries(VERSIONS)) {
    const major = Number(majorText);
    for (const scenario of SCENARIOS) {
      for (const reporter of v.reporters) {
        const wanted = reporter === 'default' || (scenario === 'large' ? LARGE_EXTRA[major] === reporter : SUBSET.has(scenario));
        if (!wanted) continue;
        const env = reporter === 'agent' ? { AI_AGENT: 'claude' } : {};
        list.push({ id: `${major}-${scenario}-${reporter}`, major, scenario, reporter, env, color: false });
      }
    }
  }
  // Colour from a real run: vitest 4 colours a pipe when TERM is set and NO_COLOR is not.
  for (const [major, scenario] of [[5, 'failures-across-files'], [4, 'failures-across-files'], [3, 'one-failure']]) {
    list.push({ id: `${major}-${scenario}-default-color`, major, scenario, reporter: 'default', env: { TERM: 'xterm-256color' }, color: true });
  }
  // Failures with one root cause each (the model-visible digest groups them): a `beforeEach`
  // whose shared setup helper throws `connect ECONNREFUSED` behind 210 tests in 10 files (the
  // same stack every time, so vitest prints the error once under all 210 FAIL headers); a
  // settings module that throws at import for a missing environment variable, imported by every
  // test file of 6; and three causes (a `beforeEach`, a helper reading a missing setting, a
  // module that fails at import) beside three independent failures.
  for (const [major, reporters] of Object.entries(CAUSE_REPORTERS)) {
    for (const scenario of ['cause-fixture', 'cause-import', 'cause-mixed']) {
      for (const reporter of reporters) {
        const env = reporter === 'agent' ? { AI_AGENT: 'claude' } : {};
        list.push({ id: `${major}-${scenario}-${reporter}`, major: Number(major), scenario, reporter, env, color: false });
      }
    }
  }
  // --coverage with v8's text table (@vitest/coverage-v8 of the same version), printed after the
  // summary; `reportOnFailure`, since vitest prints no table for a red run by default.
  for (const major of [3, 4, 5]) {
    for (const reporter of ['default', 'verbose']) {
      list.push({ id: `${major}-coverage-${reporter}`, major, scenario: 'coverage', reporter, env: {}, color: false, coverage: true });
    }
  }
  // stdout then stderr concatenated, as the plugin receives them (not interleaved): separate pipes, joined after the run.
  for (const [major, scenario] of [[1, 'failures-across-files'], [2, 'import-error'], [3, 'hook-failure'], [4, 'noisy-console'], [4, 'unhandled-error'], [5, 'unhandled-error']]) {
    list.push({ id: `${major}-${scenario}-default-split`, major, scenario, reporter: 'default', env: {}, color: false, split: true });
  }
  return list;
}

/** Installs vitest (and, for coverage cases, @vitest/coverage-v8 of the same version) once. */
function ensureRunner(major, coverage = false) {
  const { version } = VERSIONS[major];
  const dir = join(runners, `vitest-${major}`);
  const installed = (name) => {
    const pkg = join(dir, 'node_modules', ...name.split('/'), 'package.json');
    return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === version;
  };
  const wanted = ['vitest', ...(coverage ? ['@vitest/coverage-v8'] : [])];
  if (wanted.every(installed)) return dir;
  mkdirSync(dir, { recursive: true });
  if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `vitest-${major}`, private: true }) + '\n');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund', ...wanted.map((name) => `${name}@${version}`)], { cwd: dir, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`npm install ${wanted.join(' ')} @${version} failed`);
  return dir;
}

function nodeVersion(node) {
  return spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
}

async function capture(c) {
  const v = VERSIONS[c.major];
  const runnerDir = ensureRunner(c.major, c.coverage);
  const proj = join(work, String(c.major), c.scenario);
  rmSync(proj, { recursive: true, force: true });
  mkdirSync(proj, { recursive: true });
  cpSync(join(projects, c.scenario), proj, { recursive: true });
  // Version-specific files (e.g. the projects config, which moved from a workspace file to
  // `test.projects` in 3.2) live in `_by-major/<major>/` and are laid over the copy.
  const byMajor = join(proj, '_by-major');
  if (existsSync(byMajor)) {
    if (existsSync(join(byMajor, String(c.major)))) cpSync(join(byMajor, String(c.major)), proj, { recursive: true });
    rmSync(byMajor, { recursive: true, force: true });
  }
  writeFileSync(join(proj, 'package.json'), JSON.stringify({ name: `vitest-${c.scenario}`, private: true, type: 'module' }) + '\n');
  symlinkSync(join(runnerDir, 'node_modules'), join(proj, 'node_modules'), 'dir');

  const tmp = join(work, 'tmp');
  mkdirSync(tmp, { recursive: true });
  const jsonOut = join(tmp, `${c.id}.json`);
  const errOut = join(tmp, `${c.id}.errors.json`);
  rmSync(jsonOut, { force: true });
  rmSync(errOut, { force: true });

  const args = ['run', `--reporter=${c.reporter}`, '--reporter=json', `--outputFile.json=${jsonOut}`, `--reporter=${errorsReporter}`,
    ...(c.coverage ? ['--coverage.enabled', '--coverage.provider=v8', '--coverage.reporter=text', '--coverage.reportOnFailure'] : [])];
  const env = {
    PATH: `${dirname(v.node === NODE20 ? '/usr/bin/node' : NODE24)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: process.env.HOME ?? '/tmp',
    LANG: 'C.UTF-8',
    TZ: 'UTC',
    VITEST_CAPTURE_ERRORS: errOut,
    ...(c.color ? {} : { NO_COLOR: '1' }),
    ...c.env,
  };
  const caseDir = join(fixtures, c.id);
  const r = await runToFile(v.node, [join(proj, 'node_modules', 'vitest', 'vitest.mjs'), ...args], {
    cwd: proj, env, outFile: join(caseDir, 'output.txt'), split: c.split, timeout: 300_000,
  });

  const report = existsSync(jsonOut) ? JSON.parse(readFileSync(jsonOut, 'utf8')) : null;
  const errors = existsSync(errOut) ? JSON.parse(readFileSync(errOut, 'utf8')) : { unhandled: [], taskErrorNames: {} };
  const expected = deriveExpected(report, errors, proj, c.major);
  const envShown = Object.entries({ ...(c.color ? {} : { NO_COLOR: '1' }), ...c.env }).map(([k, val]) => `${k}=${val}`).join(' ');
  const captureJson = {
    framework: 'vitest',
    runner: 'vitest',
    runnerVersion: v.version,
    node: nodeVersion(v.node),
    reporter: c.reporter,
    ...(c.split ? { streams: 'stdout then stderr, concatenated after the run (separate pipes)' } : {}),
    command: `${envShown} vitest ${args.join(' ').replace(jsonOut, 'report.json').replace(errorsReporter, 'scripts/capture/vitest-errors-reporter.mjs')}`.trim(),
    exitCode: r.code,
    capturedAt: new Date().toISOString(),
    expectedFrom: report
      ? 'vitest --reporter=json of the same run (+ unhandled errors from scripts/capture/vitest-errors-reporter.mjs)'
      : 'no JSON report written by the run: empty result (see scripts/capture/vitest.mjs deriveExpected)',
  };
  writeCase(caseDir, { capture: captureJson, expected });
  return { id: c.id, exit: r.code, summary: expected.summary, failures: expected.failures.length };
}

/** First non-empty line, trimmed (the same rule as src/parsing/normalize.ts firstLine). */
function firstLine(text) {
  for (const line of String(text ?? '').split('\n')) if (line.trim() !== '') return line.trim();
  return undefined;
}

/**
 * The first line of an error text (JSON failureMessages / message, or `Name: message`).
 * failureMessages hold `error.stack` (`Name: message\n    at ...`) or, when there is no stack,
 * the bare message; the console prints `Name: message` first. ANSI is stripped (the console
 * output is compared after normalization, which strips it too).
 */
function messageOf(text) {
  // eslint-disable-next-line no-control-regex
  return firstLine(String(text ?? '').replace(/\u001b\[[0-9;]*m/g, ''));
}

/**
 * Location and detail of a test's first error, as recorded by the errors reporter (see the
 * rules in src/parsing/failure-context.ts, imported from lib/: run `npm run build` first):
 * - location: the first of the error's parsed stack frames (`stacks`, vitest's own, source-mapped)
 *   in a project file, relative to the project root, `file:line:column`; without `stacks`, the
 *   first project frame of `stack`;
 * - detail: selectDetail of the printed error text after its first line, then the diff vitest
 *   computed (`diff`), ANSI stripped.
 */
function errorContext(e, proj) {
  const out = {};
  const frames = Array.isArray(e.stacks)
    ? e.stacks.map((f) => `    at ${f.file}:${f.line}:${f.column}`)
    : String(e.stack ?? '').split('\n');
  for (const frame of frames) {
    const at = frameLocation(frame);
    if (at === undefined) continue;
    out.location = at.startsWith('/') ? relative(proj, at) : at;
    break;
  }
  // eslint-disable-next-line no-control-regex
  const plain = (t) => String(t ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  const text = plain(`${e.name || 'Unknown Error'}: ${e.message}`).split('\n');
  const first = text.findIndex((l) => l.trim() !== '');
  const detail = selectDetail([...(first < 0 ? [] : text.slice(first + 1)), ...(e.diff ? plain(e.diff).split('\n') : [])]);
  if (detail.length > 0) out.detail = detail;
  return out;
}

/**
 * expected.json from the JSON report of the same run.
 * - summary: passed / failed from assertionResults statuses; skipped = every other status
 *   (skipped, pending, todo, disabled); total = their sum, cross-checked against numTotalTests.
 * - a failed assertion: kind 'test', name = ancestorTitles + title joined with ' > ' (vitest 1.x
 *   lists the file's own unnamed suite as a leading '' ancestor: empty titles are dropped), file =
 *   the test file relative to the project root (what vitest prints).
 * - a test file with status 'failed' and a file-level `message` (failed to load, no tests, an
 *   error in a top-level hook, which the console prints as it prints a file that failed to
 *   load): kind 'file', name = file path. Not counted in the Tests line.
 * - messages: the console prints an error as `${error.name || 'Unknown Error'}: ${error.message}`
 *   (printErrorMessage), so the expected message is the first line of exactly that, built from
 *   the first error of the task in the same run (recorded by the errors reporter). The JSON's
 *   own text is the fallback only, because it differs from the console in known cases:
 *   failureMessages hold `error.stack` in 2.x+ (same first line as the console, except 3.2+
 *   timeouts whose stack reads `Error: STACK_TRACE_ERROR`), only `error.message` in 1.x (no
 *   name), and a thrown string has no name at all (the console says `Unknown Error: ...`);
 *   testResults[].message is the bare message without the name.
 * - a failed suite (a describe block's task with errors): not in the JSON report, so taken from
 *   the errors reporter: name = `<file> > <suite path>`, message = `<error name>: <message>` as
 *   printed. Its kind is where the error came from. vitest's runner (runSuite) fails a suite at
 *   run time only with an error of its beforeAll/afterAll/aroundAll hooks (a hook's cleanup or
 *   the fixtures a hook uses included): kind 'hook'. The errors it raises on the suite itself
 *   (`No test found in suite <name>`, `[Vitest] Unexpected .only modifier …`: OWN_SUITE_ERROR)
 *   are no hook's: kind 'file'. Location and detail as for a test (errorContext). vitest counts a failed suite in neither Tests nor Test Files'
 *   test totals: its tests are counted as the report gives them (skipped after a beforeAll,
 *   passed before an afterAll).
 * - each unhandled error (not in the JSON report; from the errors reporter): kind 'run',
 *   name = `Unhandled error: <type>` with vitest's type label, message = `<name>: <message>`.
 * - no JSON report at all (e.g. "No test files found"): an empty summary, no failures.
 */
/** The errors vitest's runner raises on a suite itself (their messages), not from a hook. */
const OWN_SUITE_ERROR = /^(?:No test found in suite |\[Vitest\] Unexpected \.only modifier)/;

function deriveExpected(report, errors, proj, major) {
  const tasks = errors.tasks ?? {};
  // The console prints each error as `${error.name || 'Unknown Error'}: ${error.message}`
  // (printErrorMessage); this is that line for the first error of a task of this run.
  // Distinct tests may share a path: the n-th test of a path (0-based) takes the n-th entry.
  const seen = new Map();
  const firstError = (key) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return tasks[key]?.[n]?.errors?.[0];
  };
  const lineOf = (e) => (e === undefined ? undefined : messageOf(`${e.name || 'Unknown Error'}: ${e.message}`));
  const consoleLine = (key) => lineOf(firstError(key));
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  if (report) {
    for (const file of report.testResults ?? []) {
      const rel = relative(proj, file.name);
      for (const a of file.assertionResults ?? []) {
        if (a.status === 'passed') passed += 1;
        else if (a.status === 'failed') {
          failed += 1;
          const titles = [...a.ancestorTitles.filter((t) => t !== ''), a.title];
          const f = { kind: 'test', name: titles.join(' > '), file: rel };
          const e = firstError(`${file.name}\u0000${titles.join(' > ')}`);
          const message = lineOf(e) ?? messageOf((a.failureMessages ?? []).find((m) => firstLine(m) !== undefined));
          if (message !== undefined) f.message = message;
          if (e !== undefined) Object.assign(f, errorContext(e, proj));
          failures.push(f);
        } else skipped += 1;
      }
      if (file.status === 'failed' && firstLine(file.message) !== undefined) {
        failures.push({ kind: 'file', name: rel, file: rel, message: consoleLine(`${file.name}\u0000`) ?? messageOf(file.message) });
      }
    }
    // Failed suites: not in the JSON report; from the errors reporter (the run's own task objects).
    for (const [key, entries] of Object.entries(tasks)) {
      for (const task of entries) {
        if (task.type !== 'suite') continue;
        const [filepath, path] = key.split('\u0000');
        const rel = relative(proj, filepath);
        const e = task.errors?.[0];
        const f = { kind: OWN_SUITE_ERROR.test(String(e?.message ?? '')) ? 'file' : 'hook', name: `${rel} > ${path}`, file: rel };
        const message = e === undefined ? undefined : messageOf(`${e.name || 'Unknown Error'}: ${e.message}`);
        if (message !== undefined) f.message = message;
        if (e !== undefined) Object.assign(f, errorContext(e, proj));
        failures.push(f);
      }
    }
    if (passed + failed + skipped !== report.numTotalTests) {
      console.warn(`warning: assertion statuses sum to ${passed + failed + skipped}, numTotalTests is ${report.numTotalTests}`);
    }
  }
  for (const e of errors.unhandled ?? []) {
    const f = { kind: 'run', name: `Unhandled error: ${e.type ?? 'Unhandled Error'}` };
    const message = messageOf(e.name ? `${e.name}: ${e.message}` : e.message);
    if (message !== undefined) f.message = message;
    failures.push(f);
  }
  const summary = { total: passed + failed + skipped, passed, failed, skipped };
  // Without a JSON report there is nothing to say whether the console footer was complete.
  // `contexts`: each failing test's location and detail come from this run's errors (absent: none).
  const contexts = Object.keys(tasks).length === 0 || Object.values(tasks).some((entries) => entries.some((t) => t.errors.some((x) => 'stacks' in x)));
  return report ? { summary, failures, summarySeen: true, ...(contexts ? { contexts: true } : {}) } : { summary, failures };
}

/** Re-derives expected.json from the reports a previous capture left in .cache (no runner run). */
function rederive(c) {
  const jsonOut = join(work, 'tmp', `${c.id}.json`);
  const errOut = join(work, 'tmp', `${c.id}.errors.json`);
  const report = existsSync(jsonOut) ? JSON.parse(readFileSync(jsonOut, 'utf8')) : null;
  const errors = existsSync(errOut) ? JSON.parse(readFileSync(errOut, 'utf8')) : { unhandled: [], taskErrorNames: {} };
  const expected = deriveExpected(report, errors, join(work, String(c.major), c.scenario), c.major);
  writeExpected(join(fixtures, c.id), expected);
  return { id: c.id, exit: 'kept', summary: expected.summary, failures: expected.failures.length };
}

const deriveOnly = process.argv.includes('--derive-only');
const prefixes = process.argv.slice(2).filter((a) => a !== '--derive-only');
const todo = cases().filter((c) => prefixes.length === 0 || prefixes.some((p) => c.id.startsWith(p)));
for (const c of todo) {
  if (deriveOnly && !existsSync(join(fixtures, c.id, 'output.txt'))) continue;
  const r = deriveOnly ? rederive(c) : await capture(c);
  console.log(`${r.id}: exit ${r.exit}, ${JSON.stringify(r.summary)}, ${r.failures} failure entries`);
}
await writeUnknownLineBounds('vitest');
