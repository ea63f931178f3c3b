#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/go/ by running the real `go test` on
// the sample modules in fixtures/projects/go/<project>/.
//
// Usage: node scripts/capture/go.mjs [--only <regex on case id>] [--list]
//
// Toolchain: Debian's golang packages (`apt-get update && apt-get install -y golang-go`;
// Debian 12 ships Go 1.19); GO_BINS (colon-separated paths to `go` binaries) overrides the
// candidates, one case set per Go version found. The -race scenario needs cgo (gcc).
//
// Each case runs `go test <flags> ./...` in the module directory with stdout and stderr on ONE
// file descriptor (what `2>&1` gives), GOFLAGS=-count=1 (no cached results), GOTOOLCHAIN=local,
// GOPROXY=off and no CI/colour environment. output.txt is those bytes, unedited.
//
// expected.json is derived from go's machine report: `go test -json <same flags> ./...` run
// right after on the same module (go cannot write its console output and its JSON in one run;
// the modules are deterministic, and -count=1 makes both runs execute every test). Never
// written by hand. The mapping:
//   - every (Package, Test) with a final pass/fail/skip action is one test, subtests included,
//     named `<package import path>/<test name>` (`example.com/m/calc/TestSub/case_one`);
//     a parent whose subtest failed is failed itself, as go reports it, and counted; it is
//     listed only when it has a message of its own (below): else its failing subtests, which
//     are listed, are all there is to say of it;
//   - message: the first output line of the test that is not go's framing (`=== RUN`, `---
//     PASS:` ...), without its `file_test.go:12: ` location, trimmed; for plain output the
//     first line with such a location (plain output shows only the testing package's lines
//     under a failing test's result); stated only when it occurs verbatim in the console output;
//   - location and detail (src/runners/go/context.ts's rule, imported from lib/: run `npm run
//     build` first): the failing test's Output lines, framing lines dropped, read in order by
//     a GoContext, which takes the first `    calc_test.go:7: ` decoration (not the testing
//     package's own `testing.go:N:`) or trace frame of the test's function in its package
//     (`\t/abs/calc_test.go:9 +0x2e`), and the decoration's further lines as the detail. For
//     plain output only the lines plain output prints under the test's result are read: its
//     decorations with their further lines (the testing package's buffered output) and what
//     follows its `--- FAIL:` line (a panic's trace); what the test's code or the race
//     detector wrote went out as it ran, before the result, where nothing attributes it;
//     `contexts: true`;
//   - a test with no pass/fail/skip action whose Output holds `panic: test timed out after …`
//     (go's own -timeout stopped the binary while it ran) is failed, counted, its message that
//     line without `panic: `; a parent of such a subtest is not listed. Named only when the
//     console output shows its name (-v's `=== RUN`, Go 1.20+'s `running tests:` list, plain
//     Go 1.19's goroutine frame `<pkg>.<Test>(`); its location and detail as for any failing test;
//   - a package that failed with no failing test (it did not build, TestMain exited non-zero,
//     the test binary panicked or timed out outside a test's result) is a `kind: 'file'`
//     failure named by its import path, not counted. Go 1.19's -json emits no event for a
//     package that failed to build: the plain `FAIL <package> [build failed]` line it writes
//     among the -json run's events names it;
//   - plain (non -v) output prints nothing for a passing or skipped test: for those cases the
//     expected result records what the output can show: the summary counts the failing tests
//     only (passed = skipped = 0, total = failed), and, when any test ran (a package passed
//     with a test that has a pass/fail/skip action, or a test failed), `unshown` says passed
//     and skipped are not shown, with `packagesOk`: the packages whose package-level action is
//     pass and in which some test has such an action (go's plain `ok` lines, not `[no tests
//     to run]`);
//   - summarySeen: true whenever go exited by itself (it prints a result line per package).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { GoContext } from '../../lib/runners/go/context.js';

const root = REPO_ROOT;
const projectsDir = join(root, 'fixtures', 'projects', 'go');
const fixturesDir = join(root, 'fixtures', 'go');

/** Reporter variants: case-name suffix -> go test flags (before ./...). `plain` counts failures only. */
const REPORTERS = {
  v: { flags: ['-v'], plain: false },
  default: { flags: [], plain: true },
};

const SCENARIOS = [
  { name: 'green', project: 'green' },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files' },
  { name: 'failfast', project: 'failures-across-files', flags: ['-failfast'] },
  { name: 'nested', project: 'nested' },
  { name: 'skip', project: 'skip' },
  { name: 'skip-short', project: 'skip', flags: ['-short'] },
  { name: 'panic', project: 'panic' },
  { name: 'hooks', project: 'hooks' },
  { name: 'build-error', project: 'build-error' },
  { name: 'no-tests', project: 'no-tests' },
  { name: 'no-tests-to-run', project: 'green', flags: ['-run', '^TestNothing$'] },
  // go's own timeout: the test binary panics "test timed out after 2s" and prints its goroutines.
  { name: 'timeout', project: 'timeout', flags: ['-timeout', '2s'] },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'table-driven', project: 'table-driven' },
  { name: 'long-diffs', project: 'long-diffs' },
  { name: 'noisy-output', project: 'noisy-output' },
  { name: 'large', project: 'large' },
  { name: 'race', project: 'race', flags: ['-race'] },
];

function runEnv() {
  const env = { ...process.env, GOFLAGS: '-count=1', GOTOOLCHAIN: 'local', GOPROXY: 'off', GOWORK: 'off' };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'GOOS', 'GOARCH']) delete env[k];
  return env;
}

function findGos() {
  const bins = process.env.GO_BINS ? process.env.GO_BINS.split(':').filter(Boolean) : ['go'];
  const found = new Map();
  for (const go of bins) {
    const r = spawnSync(go, ['version'], { encoding: 'utf8', env: runEnv() });
    const version = /go version go(\S+)/.exec(r.stdout ?? '')?.[1];
    if (version === undefined) continue;
    const minor = version.split('.').slice(0, 2).join('.');
    if (!found.has(minor)) found.set(minor, { go, version });
  }
  if (found.size === 0) console.warn('capture/go: no go found; apt-get install -y golang-go, or name binaries in GO_BINS');
  return found;
}

/** Runs go with stdout and stderr on one descriptor into `outFile`; resolves to its exit code and signal. */
function run(go, args, cwd, outFile) {
  return runToFile(go, args, { cwd, env: runEnv(), outFile });
}

const FRAMING = /^\s*(?:=== (?:RUN|PAUSE|CONT|NAME)\s|--- (?:PASS|FAIL|SKIP): )/;
const LOCATION = /^\s*[^\s:]+\.go:\d+: /;
const RESULT = /^\s*--- (?:PASS|FAIL|SKIP): /;

/**
 * The lines of a -json test's Output that its console block shows (see the header): all of them
 * but the framing for -v; for plain output its decorations with their further lines (indented
 * deeper) and the lines after its result line.
 */
function blockLines(outputs, plain) {
  const lines = outputs.join('').split('\n');
  if (!plain) return lines.filter((l) => !FRAMING.test(l));
  const out = [];
  let afterResult = false;
  let decorationIndent = -1;
  for (const l of lines) {
    if (RESULT.test(l)) {
      afterResult = true;
      continue;
    }
    if (FRAMING.test(l)) continue;
    const indent = l.length - l.trimStart().length;
    if (LOCATION.test(l)) decorationIndent = indent;
    else if (decorationIndent >= 0 && !(l.trim() === '' || indent > decorationIndent)) decorationIndent = -1;
    if (afterResult || decorationIndent >= 0) out.push(l);
  }
  return out;
}

/** Location and detail of a failing -json test (see the header). */
function contextOf(t, plain) {
  const context = new GoContext(t.test);
  for (const l of blockLines(t.output, plain)) context.add(l);
  const out = {};
  const location = context.location(t.pkg);
  if (location !== undefined) out.location = location;
  const detail = context.detail(t.pkg);
  if (detail.length > 0) out.detail = detail;
  return out;
}

/** The -json run (events on stdout, build output on stderr) -> expected.json. */
function expectedFromJson(stdout, stderr, consoleText, plain) {
  const tests = new Map();
  const packages = new Map();
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const e = JSON.parse(line);
    if (e.Test === undefined) {
      if (['pass', 'fail', 'skip'].includes(e.Action)) packages.set(e.Package, e.Action);
      continue;
    }
    const key = `${e.Package}/${e.Test}`;
    const t = tests.get(key) ?? { name: key, pkg: e.Package, test: e.Test, action: undefined, output: [] };
    if (e.Action === 'output') t.output.push(e.Output);
    if (['pass', 'fail', 'skip'].includes(e.Action)) t.action = e.Action;
    tests.set(key, t);
  }
  for (const m of `${stdout}\n${stderr}`.matchAll(/^FAIL\t(\S+) \[build failed\]$/gm)) packages.set(m[1], 'fail');
  const TIMEOUT = /^panic: (test timed out after .*)$/m;
  for (const t of tests.values()) {
    if (t.action !== undefined) continue;
    const timedOut = TIMEOUT.exec(t.output.join(''));
    const unfinishedSubtest = [...tests.values()].some((s) => s.pkg === t.pkg && s.action === undefined && s.test.startsWith(`${t.test}/`));
    const shown = consoleText.includes(`=== RUN   ${t.test}\n`) || consoleText.includes(`\t${t.test} (`) || consoleText.includes(`${t.pkg}.${t.test}(`);
    if (timedOut !== null && !unfinishedSubtest && shown) {
      t.action = 'fail';
      t.timeoutMessage = timedOut[1];
    }
  }
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const failingPackages = new Set();
  const failingTests = [...tests.values()].filter((t) => t.action === 'fail');
  for (const t of tests.values()) {
    if (t.action === 'pass') passed++;
    else if (t.action === 'skip') skipped++;
    else if (t.action === 'fail') {
      failed++;
      failingPackages.add(t.pkg);
      const f = { name: t.name, kind: 'test' };
      // Plain output prints only the testing package's lines under a failing test's result
      // (what it printed itself went out as it ran), so there the first such line.
      const first = t.output.join('').split('\n').find((l) => l.trim() !== '' && !FRAMING.test(l) && (!plain || LOCATION.test(l)));
      const message = t.timeoutMessage ?? first?.replace(LOCATION, '').trim();
      if (message !== undefined && message !== '' && consoleText.includes(message)) f.message = message;
      const hasFailingSubtest = failingTests.some((s) => s.pkg === t.pkg && s.test.startsWith(`${t.test}/`));
      if (hasFailingSubtest && (message === undefined || message === '')) continue;
      failures.push({ ...f, ...contextOf(t, plain) });
    }
  }
  for (const [pkg, action] of packages) if (action === 'fail' && !failingPackages.has(pkg)) failures.push({ name: pkg, kind: 'file' });
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const summary = plain ? { total: failed, passed: 0, failed, skipped: 0 } : { total: passed + failed + skipped, passed, failed, skipped };
  const expected = { summary, failures, summarySeen: true, contexts: true };
  if (plain) {
    const ran = new Set([...tests.values()].filter((t) => t.action !== undefined).map((t) => t.pkg));
    const packagesOk = [...packages].filter(([pkg, action]) => action === 'pass' && ran.has(pkg)).length;
    if (packagesOk > 0 || failed > 0) expected.unshown = { counts: ['passed', 'skipped'], packagesOk };
  }
  return expected;
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const cases = [];
  for (const [minor, tool] of findGos()) {
    for (const sc of SCENARIOS) for (const rep of ['v', 'default']) cases.push({ id: `${minor}-${sc.name}-${rep}`, tool, sc, rep });
  }
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  for (const c of cases) {
    if (only && !only.test(c.id)) continue;
    const projectDir = join(projectsDir, c.sc.project);
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const flags = [...REPORTERS[c.rep].flags, ...(c.sc.flags ?? [])];
    const args = ['test', ...flags, './...'];
    const { code } = await run(c.tool.go, args, projectDir, join(dir, 'output.txt'));
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const json = spawnSync(c.tool.go, ['test', '-json', ...(c.sc.flags ?? []), './...'], { cwd: projectDir, env: runEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const expected = expectedFromJson(json.stdout, json.stderr, output, REPORTERS[c.rep].plain);
    const capture = {
      framework: 'go',
      runner: 'go test',
      runnerVersion: c.tool.version,
      reporter: c.rep,
      command: `go ${args.join(' ')}`,
      cwd: `fixtures/projects/go/${c.sc.project}`,
      env: 'GOFLAGS=-count=1 GOTOOLCHAIN=local GOPROXY=off GOWORK=off; CI, NO_COLOR, FORCE_COLOR unset',
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: `go test -json ${(c.sc.flags ?? []).join(' ')} ./... of the same module, run right after (mapping in scripts/capture/go.mjs)`.replace('  ', ' '),
    };
    writeCase(dir, { capture, expected });
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
  await writeUnknownLineBounds('go');
}

await main();
