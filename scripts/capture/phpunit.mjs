#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/phpunit/ by running the real PHPUnit on
// the sample projects in fixtures/projects/phpunit/<project>/ (and one generated project,
// `large`: 20 classes of 100 tests, 50 of them failing, written by this script).
//
// Usage: node scripts/capture/phpunit.mjs [--only <regex on case id>] [--list]
//
// Toolchain: Debian 12's packages `phpunit` (PHPUnit 9.6) and `php-cli` (PHP 8.2), with
// php-xml and php-mbstring; `apt-get install -y phpunit php-cli php-xml php-mbstring`.
// PHPUNIT names another `phpunit` executable. php-invoker (a dependency of Debian's phpunit)
// gives the `timeout` scenario its time limit.
//
// Each project is copied to /tmp/dsh-capture/phpunit/<project>/ and run there, so the absolute
// paths PHPUnit prints are the same whichever checkout captures them. Each case runs
// `phpunit --colors=never --log-junit <tmp> <reporter flags> <scenario flags>` with stdout
// and stderr on ONE file descriptor (what `2>&1` gives), no CI/colour environment. Colour is
// off by the flag (and `colors="false"` in each phpunit.xml). output.txt is those bytes, unedited.
//
// expected.json is derived from the JUnit XML of the same run (never written by hand):
//   - every <testcase> is one test, named `<class attribute>::<name attribute>`
//     (`App\Tests\Unit\AdderTest::testAdds`, `MathTest::testAdd with data set #1`), as the
//     console names it (the console adds the data set's values, ` (2, 2, 5)`, after the name);
//   - outcome as PHPUnit's exit code decides it: a <failure> or <error> child -> failed, except
//     an <error> of type PHPUnit\Framework\RiskyTestError: a risky test (one PHPUnit's own time
//     limit stopped, `Execution aborted after …`, included) ran and PHPUnit exits 0 for it, so it
//     passed; a <warning> child (`No tests found in class "…"` included) passed too, for the same
//     reason (no scenario sets failOnRisky or failOnWarning); a <skipped/> child (skipped and
//     incomplete alike) -> skipped; else passed;
//   - file (default and --verbose printers): the <testcase>'s `file` attribute, the test class's
//     file, when the failure's trace shows it (a trace line `<file>:<n>` in the text, which the
//     console prints under the test);
//   - message: the first line of the child's text after the first (which repeats the test's
//     name); location: the first line after it that is a PHPUnit trace line (`/abs/file.php:12`);
//     detail: selectDetail (src/parsing/failure-context.ts, imported from lib/: run `npm run build`
//     first) of the lines between the message and the trace. A message is stated only when it
//     occurs verbatim in the console output;
//   - no JUnit file (PHP died while PHPUnit loaded the test files, the `load-error` scenario):
//     nothing ran; each test file `php -l` (PHP's own syntax check) rejects is a `kind: 'file'`
//     failure named by its absolute path (its file too), with the message `php -l` gives (`PHP Parse error: `
//     and ` in <file> on line <n>` taken off) and `<file>:<n>` as location; summarySeen false (PHPUnit printed no summary);
//   - summarySeen: true whenever PHPUnit printed its summary (it exited by itself);
//   - --teamcity: as above, and every passed and skipped test by name (`tests`), the names
//     above, when every <testcase> has a class attribute (PHPUnit writes none for a test it made
//     itself, such as the `Warning` of a class with no tests: its class is not in the report); no detail and contexts false: TeamCity's message carries no diff (it prints
//     `expected` and `actual` apart), so detail is not compared with the report's (location is,
//     by test/parsers/phpunit.test.ts);
//   - --testdox: the run also writes --testdox-xml, PHPUnit's own record of each test's
//     prettified names; a failure is named `<prettifiedClassName> › <prettifiedMethodName>`
//     of the <test> whose className and methodName are the <testcase>'s class and name.
//     Pairs of reporter and scenario not captured are in NOT_CAPTURED, with the reason.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { selectDetail } from '../../lib/parsing/failure-context.js';
import { writeUnknownLineBounds } from './case-files.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'phpunit');
const fixturesDir = join(root, 'fixtures', 'phpunit');
const runDir = '/tmp/dsh-capture/phpunit';
const phpunit = process.env.PHPUNIT ?? 'phpunit';

/** Reporter variants: case-name suffix -> PHPUnit flags. */
const REPORTERS = {
  default: [],
  v: ['--verbose'],
  teamcity: ['--teamcity'],
  testdox: ['--testdox'],
};

/** Reporter and scenario pairs not captured, each with the reason (docs/runners/phpunit.md). */
const NOT_CAPTURED = {
  'testdox:setup-teardown': 'testdox prints no line for a failing tearDownAfterClass, which PHPUnit counts and reports as a failed test: the console cannot name it',
};

const SCENARIOS = [
  { name: 'green', project: 'green' },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files' },
  { name: 'stop-on-failure', project: 'failures-across-files', flags: ['--stop-on-failure'] },
  { name: 'nested', project: 'nested' },
  { name: 'skipped', project: 'skipped' },
  { name: 'thrown-error', project: 'thrown-error' },
  { name: 'setup-teardown', project: 'setup-teardown' },
  { name: 'load-error', project: 'load-error' },
  { name: 'no-tests', project: 'no-tests' },
  { name: 'no-tests-to-run', project: 'green', flags: ['--filter', 'testNothing'] },
  { name: 'filter', project: 'data-driven', flags: ['--filter', 'testAdd'] },
  { name: 'unicode-names', project: 'unicode-names' },
  { name: 'data-driven', project: 'data-driven' },
  { name: 'long-diffs', project: 'long-diffs' },
  { name: 'noisy-output', project: 'noisy-output' },
  // PHPUnit's own time limit: phpunit.xml sets enforceTimeLimit and 1 s for @small tests.
  { name: 'timeout', project: 'timeout' },
  // A class with no test methods: PHPUnit's `No tests found in class "…"` warning, exit 0.
  { name: 'warning', project: 'warning' },
  { name: 'large', project: 'large' },
];

function runEnv() {
  const env = { ...process.env };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'TERM']) delete env[k];
  return env;
}

/** The `large` project: 20 classes of 100 tests; every 40th test fails (50 failures). */
function writeLarge(dir) {
  mkdirSync(join(dir, 'tests'), { recursive: true });
  cpSync(join(projectsDir, 'green', 'phpunit.xml'), join(dir, 'phpunit.xml'));
  let n = 0;
  for (let c = 1; c <= 20; c++) {
    const methods = [];
    for (let m = 1; m <= 100; m++) {
      n++;
      const want = n % 40 === 0 ? n + 1 : n;
      methods.push(`    public function testCase${m}(): void\n    {\n        $this->assertSame(${want}, ${n});\n    }\n`);
    }
    const name = `Batch${String(c).padStart(2, '0')}Test`;
    writeFileSync(join(dir, 'tests', `${name}.php`), `<?php\nuse PHPUnit\\Framework\\TestCase;\n\nfinal class ${name} extends TestCase\n{\n${methods.join('\n')}}\n`);
  }
}

function prepare(project) {
  const dir = join(runDir, project);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  if (project === 'large') writeLarge(dir);
  else cpSync(join(projectsDir, project), dir, { recursive: true });
  return dir;
}

function run(args, cwd, outFile) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn(phpunit, args, { cwd, env: runEnv(), stdio: ['ignore', fd, fd] });
    child.on('close', (code) => {
      closeSync(fd);
      resolve(code);
    });
  });
}

const elements = (node, name) => Array.from(node.childNodes ?? []).filter((n) => n.nodeType === 1 && n.nodeName === name);
/** A PHPUnit trace line: an absolute path and a line number. */
const TRACE = /^\/\S.*:\d+$/;
const RISKY = 'PHPUnit\\Framework\\RiskyTestError';

/** Message, location and detail of a <failure>/<error>/<warning> text (see the header). */
function contextOf(text, consoleText) {
  const lines = text.split('\n').slice(1);
  const out = {};
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return out;
  const message = lines[first].trim();
  if (consoleText.includes(message)) out.message = message;
  const traceAt = lines.findIndex((l, i) => i > first && TRACE.test(l));
  if (traceAt >= 0) out.location = lines[traceAt];
  const detail = selectDetail(lines.slice(first + 1, traceAt >= 0 ? traceAt : lines.length));
  if (detail.length > 0) out.detail = detail;
  return out;
}

/** `class::name` -> testdox name, from --testdox-xml (see the header). */
function testdoxNames(xml) {
  const names = new Map();
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  for (const t of elements(doc.documentElement, 'test')) {
    names.set(`${t.getAttribute('className')}::${t.getAttribute('methodName')}`, `${t.getAttribute('prettifiedClassName')} \u203A ${t.getAttribute('prettifiedMethodName')}`);
  }
  return names;
}

function expectedFromJunit(xml, consoleText, { listTests = false, details = true, files = false, renamed } = {}) {
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures = [];
  const tests = { passed: [], skipped: [] };
  let unnamed = false;
  const visit = (suite) => {
    for (const child of elements(suite, 'testsuite')) visit(child);
    for (const tc of elements(suite, 'testcase')) {
      const name = `${tc.getAttribute('class')}::${tc.getAttribute('name')}`;
      if (!tc.hasAttribute('class')) unnamed = true;
      const defect = ['failure', 'error'].flatMap((kind) => elements(tc, kind)).find((e) => e.getAttribute('type') !== RISKY);
      if (defect !== undefined) {
        failed++;
        const { detail, ...context } = contextOf(defect.textContent, consoleText);
        const file = tc.getAttribute('file');
        const shown = files && file && defect.textContent.split('\n').some((l) => l.startsWith(`${file}:`) && TRACE.test(l));
        failures.push({ name: renamed?.get(name) ?? name, kind: 'test', ...(shown ? { file } : {}), ...context, ...(details && detail !== undefined ? { detail } : {}) });
      } else if (elements(tc, 'skipped').length > 0) {
        skipped++;
        tests.skipped.push(name);
      } else {
        passed++;
        tests.passed.push(name);
      }
    }
  };
  visit(doc.documentElement);
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen: true, ...(listTests && !unnamed ? { tests } : {}), contexts: details };
}

/** No JUnit report: PHP died loading the test files (see the header). */
function expectedFromLint(projectDir) {
  const failures = [];
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (e.name.endsWith('.php')) {
        const lint = spawnSync('php', ['-l', path], { encoding: 'utf8', env: runEnv() });
        if (lint.status === 0) continue;
        const line = `${lint.stdout}\n${lint.stderr}`.split('\n').find((l) => l.startsWith('PHP Parse error:'));
        const message = line?.replace(/^PHP Parse error:\s+/, '').replace(/ in \S+ on line \d+$/, '');
        const at = / on line (\d+)$/.exec(line ?? '')?.[1];
        failures.push({ name: path, kind: 'file', file: path, ...(message ? { message } : {}), ...(at ? { location: `${path}:${at}` } : {}) });
      }
    }
  };
  walk(join(projectDir, 'tests'));
  return { summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures, summarySeen: false, contexts: true };
}

function versionOf() {
  const r = spawnSync(phpunit, ['--version'], { encoding: 'utf8', env: runEnv() });
  return /PHPUnit (\S+)/.exec(r.stdout ?? '')?.[1];
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const version = versionOf();
  if (version === undefined) {
    console.warn('capture/phpunit: no phpunit found; apt-get install -y phpunit php-cli php-xml php-mbstring, or set PHPUNIT');
    return;
  }
  const minor = version.split('.').slice(0, 2).join('.');
  const cases = [];
  for (const sc of SCENARIOS) {
    for (const rep of Object.keys(REPORTERS)) if (NOT_CAPTURED[`${rep}:${sc.name}`] === undefined) cases.push({ id: `${minor}-${sc.name}-${rep}`, sc, rep });
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
    const testdoxXml = join(runDir, `${c.sc.project}.testdox.xml`);
    rmSync(junit, { force: true });
    rmSync(testdoxXml, { force: true });
    const shownArgs = ['--colors=never', ...REPORTERS[c.rep], ...(c.sc.flags ?? [])];
    const logs = ['--log-junit', junit, ...(c.rep === 'testdox' ? ['--testdox-xml', testdoxXml] : [])];
    const args = ['--colors=never', ...logs, ...REPORTERS[c.rep], ...(c.sc.flags ?? [])];
    const code = await run(args, projectDir, join(dir, 'output.txt'));
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const options = {
      listTests: c.rep === 'teamcity',
      details: c.rep !== 'teamcity',
      files: c.rep === 'default' || c.rep === 'v',
      ...(c.rep === 'testdox' && existsSync(testdoxXml) ? { renamed: testdoxNames(readFileSync(testdoxXml, 'utf8')) } : {}),
    };
    const expected = existsSync(junit) ? expectedFromJunit(readFileSync(junit, 'utf8'), output, options) : expectedFromLint(projectDir);
    const capture = {
      framework: 'phpunit',
      runner: 'phpunit',
      runnerVersion: version,
      reporter: c.rep,
      command: `phpunit ${shownArgs.join(' ')}`,
      cwd: c.sc.project === 'large' ? `${runDir}/large (written by scripts/capture/phpunit.mjs)` : `${runDir}/${c.sc.project} (a copy of fixtures/projects/phpunit/${c.sc.project})`,
      env: 'CI, NO_COLOR, FORCE_COLOR, TERM unset',
      streams: 'stdout and stderr on one descriptor (2>&1)',
      exitCode: code,
      capturedAt: new Date().toISOString(),
      expectedFrom: existsSync(junit)
        ? `--log-junit${c.rep === 'testdox' ? ' and --testdox-xml' : ''} of the same run (mapping in scripts/capture/phpunit.mjs)`
        : 'no JUnit report (PHP died loading the tests): php -l of each test file (mapping in scripts/capture/phpunit.mjs)',
    };
    writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${c.id}: exit ${code}, ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
}

await main();
// A capture refreshes the generated unknown-line bounds its fixtures are checked against.
await writeUnknownLineBounds('phpunit');
