// Re-creates every non-synthetic fixture under fixtures/bun/ from the sample projects in
// fixtures/projects/bun/<scenario>/, by installing bun 1.1.45 (the last 1.1) and 1.4.5 (the
// newest) from the npm registry's @oven/bun-linux-x64 package into
// .cache/runners/bun-<version>/ and running each scenario once.
//
// Usage: node scripts/capture/bun.mjs [case-regex]
//
// Reporters: every scenario runs with the default console reporter (`<version>-<scenario>-default`);
// on 1.2+ the DOTS_SCENARIOS also run with `--dots` (`<version>-<scenario>-dots`), which bun
// 1.1 does not have. The junit report is written alongside either.
//
// Every run writes bun's console output (stdout and stderr on ONE file descriptor, so the
// bytes interleave exactly as `2>&1` would) to output.txt, and its `--reporter=junit
// --reporter-outfile` report of the SAME run (the console output is unchanged by it) to a
// temp file from which expected.json is derived:
//
//   summary.failed  = the root <testsuites failures>, plus one per file that failed to load
//                     (kind 'file' below): bun's junit report leaves such a file out, but its
//                     console counts it as one `fail` (and one of the `Ran N tests`), and the
//                     result counts what the runner counts
//   summary.skipped = the root <testsuites skipped> (skip and todo)
//   summary.passed  = <testsuites tests> minus those two
//   failures, kind 'test': every <testcase> with a <failure>, once per name and file;
//     name    = the describe titles and the test title joined by ' > ' (bun's console name):
//               the nested <testsuite> names under the file's suite (1.2+), else the
//               classname, which lists the describe titles innermost first (1.1)
//               (1.1's classname cannot be split back when a describe title holds ' > ', so
//               no scenario's describe title does; a test title may)
//     file    = the testcase's file attribute (the path bun's console prints as a header)
//     message = the failure's message attribute (1.2+; 1.1 writes none), first line, with
//               its type in front unless the type is Error or AssertionError, as bun prints
//               it (`error: …` for those, stripped by the parser); none for a TimeoutError,
//               for which bun prints no error line, only `^ this test timed out after Nms.`
//     location = (1.2+) the first stack frame of the <failure>'s text in a project file
//               (frameLocation of src/parsing/failure-context.ts, imported from lib/: run
//               `npm run build` first), its path made absolute against the directory the
//               run was in: junit prints `at test/a.test.js:8:19` relative to it, the console
//               `at <anonymous> (/abs/test/a.test.js:8:19)`;
//     detail   = (1.2+) selectDetail of the message attribute's lines after its first, which
//               is the error's text bun's console prints under its `error: ` line;
//     `contexts: true` for 1.2+ only: bun 1.1's junit <failure> has a type and nothing else
//               (no message, no stack), so its fixtures do not check location and detail.
//   failures, kind 'file': every test file (test/*.test.js) that has no <testsuite> in the
//     report and that `bun build --target=bun` cannot build (a syntax or import error): it
//     failed to load, which bun's console reports as an "Unhandled error between tests" and
//     counts as one `fail`, but its junit report leaves out; counted in summary.failed.
//   summarySeen = true: every run printed its `Ran N tests across M files.` line.
//   A run that writes no report (bun ran no test at all) gets the empty result, and
//   capture.json says so.
//
// Each project is copied to <os tmpdir>/dsh-bun-fixture/<scenario>/ and run there; `CI` is
// removed from the environment (bun then refuses to write snapshots, which changes nothing
// here), as are NO_COLOR and FORCE_COLOR: output to a file is never coloured.
import { spawnSync, execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT, runToFile, writeCase, writeUnknownLineBounds } from './case-files.mjs';
import { DOMParser } from '@xmldom/xmldom';
import { frameLocation, selectDetail } from '../../lib/parsing/failure-context.js';

const root = REPO_ROOT;
const projects = join(root, 'fixtures', 'projects', 'bun');
const outRoot = join(root, 'fixtures', 'bun');

/** The last 1.1 release and the newest, from `npm view @oven/bun-linux-x64 versions`. */
const VERSIONS = ['1.1.45', '1.4.5'];

const SCENARIOS = [
  'green', 'one-failure', 'multi-file-failures', 'nested', 'skip-todo', 'thrown-error',
  'hook-failure', 'import-error', 'syntax-error', 'no-tests', 'timeout', 'tricky-titles',
  'parametrized', 'long-diffs', 'noisy-console', 'large', 'snapshot',
];

function ensureBun(version) {
  const dir = join(root, '.cache', 'runners', `bun-${version}`);
  const pkg = join(dir, 'node_modules', '@oven', 'bun-linux-x64', 'package.json');
  if (!existsSync(pkg) || JSON.parse(readFileSync(pkg, 'utf8')).version !== version) {
    mkdirSync(dir, { recursive: true });
    if (!existsSync(join(dir, 'package.json'))) writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', `@oven/bun-linux-x64@${version}`], { cwd: dir, stdio: 'inherit' });
  }
  return join(dir, 'node_modules', '@oven', 'bun-linux-x64', 'bin', 'bun');
}

const elements = (node, name) => Array.from(node.childNodes ?? []).filter((n) => n.nodeType === 1 && n.nodeName === name);
const firstLine = (text) => (text ?? '').split('\n').find((l) => l.trim() !== '')?.trim();
// bun 1.1 escapes a classname twice (`inner &amp;gt; math`).
const unescapeOnce = (text) => text.replace(/&gt;/g, '>').replace(/&lt;/g, '<').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** Whether bun can build `file` (relative to `projectDir`): the loader's own verdict on syntax and imports. */
function builds(bun, projectDir, file) {
  const out = mkdtempSync(join(tmpdir(), 'bun-build-'));
  const res = spawnSync(bun, ['build', '--target=bun', `--outdir=${out}`, file], { cwd: projectDir, stdio: 'ignore' });
  rmSync(out, { recursive: true, force: true });
  return res.status === 0;
}

function deriveExpected(xml, projectDir, bun, withContexts) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const rootEl = doc.documentElement;
  const num = (name) => Number(rootEl.getAttribute(name) ?? 0);
  const junitFailed = num('failures');
  const skipped = num('skipped');
  const passed = num('tests') - junitFailed - skipped;
  const failures = [];
  const seen = new Set();
  const reported = new Set();
  const visit = (suite, path) => {
    for (const tc of elements(suite, 'testcase')) {
      const failure = elements(tc, 'failure')[0];
      if (failure === undefined) continue;
      const classname = unescapeOnce(tc.getAttribute('classname') ?? '');
      const titles = path.length > 0 ? path : classname === '' ? [] : classname.split(' > ').reverse();
      const name = [...titles, tc.getAttribute('name')].join(' > ');
      const file = tc.getAttribute('file');
      const key = `${file}\u0000${name}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = { name, kind: 'test', file };
      const raw = failure.getAttribute('message');
      let detail = [];
      if (raw && failure.getAttribute('type') !== 'TimeoutError') {
        const type = failure.getAttribute('type') ?? 'Error';
        const first = firstLine(raw);
        if (first !== undefined) entry.message = type === 'Error' || type === 'AssertionError' ? first : `${type}: ${first}`;
        const lines = raw.split('\n');
        detail = selectDetail(lines.slice(lines.findIndex((l) => l.trim() !== '') + 1));
      }
      // A TimeoutError's text is not printed (see message above): no location either.
      const text = failure.getAttribute('type') === 'TimeoutError' ? '' : (failure.textContent ?? '');
      for (const line of text.split('\n')) {
        const at = frameLocation(line);
        if (at === undefined) continue;
        entry.location = at.startsWith('/') ? at : join(projectDir, at);
        break;
      }
      if (detail.length > 0) entry.detail = detail;
      failures.push(entry);
    }
    for (const child of elements(suite, 'testsuite')) visit(child, [...path, child.getAttribute('name')]);
  };
  for (const fileSuite of elements(rootEl, 'testsuite')) {
    reported.add(fileSuite.getAttribute('name'));
    visit(fileSuite, []);
  }
  const testFiles = readdirSync(join(projectDir, 'test')).filter((f) => /\.test\.[cm]?[jt]sx?$/.test(f)).map((f) => `test/${f}`).sort();
  let loadFailures = 0;
  for (const file of testFiles) {
    if (reported.has(file) || builds(bun, projectDir, file)) continue;
    failures.push({ name: file, kind: 'file', file });
    loadFailures++;
  }
  const failed = junitFailed + loadFailures;
  const expected = { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: true };
  // bun 1.2+ writes a message attribute (see the header): then location and detail are derived.
  if (withContexts) expected.contexts = true;
  return expected;
}

/** Scenarios also captured with the dots reporter (bun 1.2+): a green run, failures across files, skips and a load failure. */
const DOTS_SCENARIOS = ['green', 'multi-file-failures', 'skip-todo', 'import-error'];

const filter = process.argv[2] ? new RegExp(process.argv[2]) : null;
mkdirSync(outRoot, { recursive: true });
const runs = [];
for (const version of VERSIONS) {
  for (const scenario of SCENARIOS) {
    runs.push({ version, scenario, reporter: 'default' });
    if (!version.startsWith('1.1.') && DOTS_SCENARIOS.includes(scenario)) runs.push({ version, scenario, reporter: 'dots' });
  }
}
for (const { version, scenario, reporter } of runs) {
  {
    const id = `${version}-${scenario}-${reporter}`;
    if (filter && !filter.test(id)) continue;
    const bun = ensureBun(version);
    const projectDir = join(tmpdir(), 'dsh-bun-fixture', scenario);
    rmSync(projectDir, { recursive: true, force: true });
    cpSync(join(projects, scenario), projectDir, { recursive: true });
    const caseDir = join(outRoot, id);
    const tmp = mkdtempSync(join(tmpdir(), 'bun-capture-'));
    const reportPath = join(tmp, 'report.xml');
    const args = ['test', ...(reporter === 'dots' ? ['--dots'] : []), '--reporter=junit', `--reporter-outfile=${reportPath}`];
    const env = { ...process.env };
    delete env.CI;
    delete env.NO_COLOR;
    delete env.FORCE_COLOR;
    const res = await runToFile(bun, args, { cwd: projectDir, env, outFile: join(caseDir, 'output.txt'), timeout: 300_000 });
    let expected;
    let expectedFrom = 'bun test --reporter=junit --reporter-outfile (same run)';
    if (existsSync(reportPath)) {
      expected = deriveExpected(readFileSync(reportPath, 'utf8'), projectDir, bun, !version.startsWith('1.1.'));
    } else {
      expected = { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures: [], summarySeen: true };
      expectedFrom = 'bun wrote no junit report (it ran no test); the empty result by the rule in scripts/capture/bun.mjs';
    }
    const capture = {
      framework: 'bun',
      runner: 'bun',
      runnerVersion: version,
      reporter,
      streams: 'stdout and stderr on one descriptor (2>&1)',
      command: `bun test ${reporter === 'dots' ? '--dots ' : ''}--reporter=junit --reporter-outfile=<tmp>/report.xml`,
      cwd: `fixtures/projects/bun/${scenario}`,
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
await writeUnknownLineBounds('bun');
