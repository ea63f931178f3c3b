#!/usr/bin/env node
// Re-creates every non-synthetic fixture under fixtures/maven/ by running the real Maven
// (`mvn test`, Surefire 2.22.3, JUnit 5.9.2 / 4.13.2, Java 17) on the sample projects in
// fixtures/projects/maven/<project>/ (the 2,000-test project is generated into a temp dir).
//
// Usage: node scripts/capture/maven.mjs [--only <regex on case id>] [--list] [--derive]
//   --derive re-derives expected.json from the reports the last capture kept (no Maven run).
//
// Toolchain: Debian's maven, libsurefire-java, junit5, junit4, default-jdk-headless. There is no
// network: scripts/capture/maven-settings.xml reads Debian's /usr/share/maven-repo and, for the
// compiler and resources plugins Debian's repository lacks here, the machine's ~/.m2/repository,
// as file repositories into a local repository of the capture's own (MAVEN_REPO, default
// $TMPDIR/dsh-test-closure-maven-repo). A warm-up build (not captured) fills it, so every captured
// run is `-o` (offline) and prints no download lines.
//
// Each case runs `mvn -B -o -s <settings> -Dmaven.repo.local=<repo> test <flags>` in a copy of the
// project at /tmp/dsh-capture/maven/<project>/ (so the absolute paths Maven prints are the same
// whichever checkout captures them), stdout and stderr on ONE descriptor (what `2>&1` gives),
// no CI/colour environment. `-B` (batch mode) is what turns Maven's colour off. MAVEN_OPTS holds
// JIT flags for Maven's own JVM only (Surefire forks the tests into a JVM of its own, which does
// not read MAVEN_OPTS). output.txt is the console bytes, unedited.
//
// Reporters (Maven has one console; Surefire's flags change what it prints of a failure):
//   default      `mvn -B test`: per class `Tests run: … - in <class>`, per failing test its
//                exception line(s) with the stack trace trimmed
//                to the test class's frames (`\tat demo.CalcTest.addsTwo(CalcTest.java:15)`);
//   full-trace   `-DtrimStackTrace=false`: the same with each failure's whole stack trace
//                (JUnit's and the JDK's frames first). `-Dsurefire.useFile=false` prints the same
//                console as the default here (Surefire 2.22 writes the failure blocks anyway).
//
// expected.json is derived ONLY from Surefire's own XML reports of the same run
// (target/surefire-reports/TEST-*.xml, kept under $TMPDIR/dsh-test-closure-maven-reports/<case>/):
//   - every <testcase> is a test named `<classname>.<name>` (`demo.CalcTest.addsTwoAndTwo`);
//     one with <failure> or <error> failed, one with <skipped> was skipped, else it passed;
//     counts are Surefire's own (failures and errors both count as failed);
//   - message: the first line of the <failure>/<error> message attribute, trimmed; absent when
//     the attribute is (an exception without a message);
//   - location: the source file and line of the first frame of the failure's stack trace whose
//     class is the test's class or nested in its top-level class (the frame Surefire's own
//     trimmed trace and its `Results:` line `CalcTest.addsTwo:15` point at): the file the frame
//     names in its class's package directory under the module's src/test/java, which must exist
//     in the project (the capture stops otherwise), relative to the module
//     (`src/test/java/demo/CalcTest.java:15`); in a reactor, the module's directory before it
//     (an absolute path, made relative to the project by the run);
//   - detail: the message attribute's further lines through selectDetail (lib/parsing/
//     failure-context.js); `contexts: true`;
//   - a <testcase> whose name is its classname is the class failing as a whole (JUnit 5's
//     failing @BeforeAll/@AfterAll): a `kind: 'file'` failure named by the class, counted as
//     Surefire counts it (one error);
//   - a build that failed with no failing test in the reports has one `kind: 'run'` failure.
//     No report says why, so this part reads Maven's own error lines of the same console
//     (runFailureOf below, regular expressions of its own, not the parser's grammar): after
//     `[ERROR] COMPILATION ERROR :` each file of a `<path>.java:[line,col] text` line is a
//     `kind: 'file'` failure named by that path (its `file` too), with its first such line's text and
//     `<path>:<line>`; else when a `Running <class>` has no
//     result line, `timed out while running <class>` / `crashed while running <class>` (by the
//     goal's reason) with the reason as message; else the goal of `Failed to execute goal`;
//     Surefire's `No tests were executed!` (a selection that matched nothing) is none: a run
//     with no tests.
//   - summarySeen: the console has a module's `Tests run:` totals line after `Results:` (under
//     -q, which prints no `Results:`, after Surefire's `[ERROR] Failures:`/`Errors:` listing), or
//     Surefire's own statement that there was no test (`No tests to run.`, `No tests were
//     executed!`).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { selectDetail } from '../../lib/parsing/failure-context.js';
import { writeUnknownLineBounds } from './case-files.mjs';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
const projectsDir = join(root, 'fixtures', 'projects', 'maven');
const fixturesDir = join(root, 'fixtures', 'maven');
const settings = join(root, 'scripts', 'capture', 'maven-settings.xml');
const repo = process.env.MAVEN_REPO ?? join(tmpdir(), 'dsh-test-closure-maven-repo');
const reportsRoot = join(tmpdir(), 'dsh-test-closure-maven-reports');
const runDir = '/tmp/dsh-capture/maven';
const largeDir = join(runDir, 'large');

/** Reporter variants: case-name suffix -> Maven flags. */
const REPORTERS = {
  default: [],
  'full-trace': ['-DtrimStackTrace=false'],
};

/**
 * Scenarios; `reporters` limits a scenario to some variants: each run costs two JVM starts, and
 * full-trace differs from the default only in the frames above the test's own.
 */
const SCENARIOS = [
  { name: 'green', project: 'green', reporters: ['default'] },
  { name: 'one-failure', project: 'one-failure' },
  { name: 'failures-across-files', project: 'failures-across-files', reporters: ['default'] },
  { name: 'nested', project: 'nested', reporters: ['default'] },
  { name: 'skipped', project: 'skipped', reporters: ['default'] },
  { name: 'thrown-error', project: 'thrown-error' },
  { name: 'hooks', project: 'hooks', reporters: ['default'] },
  { name: 'compile-error', project: 'compile-error', reporters: ['default'] },
  { name: 'unicode-names', project: 'unicode-names', reporters: ['default'] },
  { name: 'data-driven', project: 'data-driven', reporters: ['default'] },
  { name: 'long-diff', project: 'long-diff', reporters: ['default'] },
  { name: 'noisy-output', project: 'noisy-output', reporters: ['default'] },
  // Surefire's own timeout: forkedProcessTimeoutInSeconds kills the forked JVM.
  { name: 'timeout', project: 'timeout', flags: ['-Dsurefire.timeout=8'], reporters: ['default'] },
  { name: 'junit4', project: 'junit4' },
  { name: 'no-tests', project: 'no-tests', reporters: ['default'] },
  { name: 'no-tests-matched', project: 'green', flags: ['-Dtest=NoSuchTest'], reporters: ['default'] },
  { name: 'selected', project: 'one-failure', flags: ['-Dtest=CalcTest#addsTwoAndTwo'], reporters: ['default'] },
  { name: 'large', project: 'large', reporters: ['default'] },
  // A reactor of two modules, the second failing; --fail-at-end (-fae) would change nothing here.
  { name: 'multi-module', project: 'multi-module', reporters: ['default'] },
  // `mvn -q`: Maven prints only its errors (no Running, Results or passing class lines).
  { name: 'quiet', project: 'failures-across-files', flags: ['-q'], reporters: ['default'] },
  { name: 'quiet-compile-error', project: 'compile-error', flags: ['-q'], reporters: ['default'] },
  // What failures first selects for a failing @Nested test (src/runners/maven/selection.ts).
  { name: 'nested-selected', project: 'nested', flags: ['-Dtest=demo.AccountTest$Deposits$Limits#rejectsOverLimit', '-DfailIfNoTests=false'], reporters: ['default'] },
];

function runEnv() {
  const env = { ...process.env, MAVEN_OPTS: '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC' };
  for (const k of ['CI', 'NO_COLOR', 'FORCE_COLOR', 'CLICOLOR', 'CLICOLOR_FORCE', 'JAVA_TOOL_OPTIONS', '_JAVA_OPTIONS', 'MAVEN_ARGS']) delete env[k];
  return env;
}

function mavenVersion() {
  const r = spawnSync('mvn', ['-B', '-v'], { encoding: 'utf8', env: runEnv() });
  return /Apache Maven (\S+)/.exec(r.stdout ?? '')?.[1];
}

/** The 2,000-test project: 20 classes of 100 tests, 50 failing (5 in each of the first 10). */
function generateLarge() {
  rmSync(largeDir, { recursive: true, force: true });
  const testDir = join(largeDir, 'src', 'test', 'java', 'demo');
  mkdirSync(testDir, { recursive: true });
  writeFileSync(join(largeDir, 'pom.xml'), readFileSync(join(projectsDir, 'green', 'pom.xml'), 'utf8').replace('<artifactId>green</artifactId>', '<artifactId>large</artifactId>'));
  for (let c = 0; c < 20; c++) {
    const name = `Bulk${String(c).padStart(2, '0')}Test`;
    const lines = ['package demo;', '', 'import static org.junit.jupiter.api.Assertions.assertEquals;', '', 'import org.junit.jupiter.api.Test;', '', `class ${name} {`];
    for (let t = 0; t < 100; t++) {
      const failing = c < 10 && t % 20 === 7;
      lines.push('  @Test', `  void case${String(t).padStart(3, '0')}() {`, `    assertEquals(${t}, ${failing ? t + 1 : t}, "case ${c}.${t}");`, '  }', '');
    }
    lines.push('}', '');
    writeFileSync(join(testDir, `${name}.java`), lines.join('\n'));
  }
}

/** A fresh copy of the project under runDir (the generated one is written there). */
function projectDir(project) {
  if (project === 'large') return largeDir;
  const dir = join(runDir, project);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  cpSync(join(projectsDir, project), dir, { recursive: true });
  return dir;
}

function mavenArgs(flags) {
  return ['-B', '-o', '-s', settings, `-Dmaven.repo.local=${repo}`, 'test', ...flags];
}

function run(args, cwd, outFile) {
  return new Promise((resolve) => {
    const fd = openSync(outFile, 'w');
    const child = spawn('mvn', args, { cwd, env: runEnv(), stdio: ['ignore', fd, fd] });
    child.on('close', (code, signal) => {
      closeSync(fd);
      resolve({ code, signal });
    });
  });
}

/** Fills the local repository (online, from the file repositories only): JUnit 5 and 4 providers. */
function warmUp() {
  // Debian's repository serves Surefire's providers under the version `debian`.
  const provider = (name) => existsSync(join(repo, 'org', 'apache', 'maven', 'surefire', name));
  if (provider('surefire-junit-platform') && provider('surefire-junit4')) return;
  for (const project of ['green', 'junit4']) {
    const dir = join(tmpdir(), `dsh-test-closure-maven-warm-${project}`);
    rmSync(dir, { recursive: true, force: true });
    cpSync(join(projectsDir, project), dir, { recursive: true });
    const r = spawnSync('mvn', ['-B', '-q', '-s', settings, `-Dmaven.repo.local=${repo}`, '-Dmaven.test.failure.ignore=true', 'test'], { cwd: dir, env: runEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    rmSync(dir, { recursive: true, force: true });
    if (r.status !== 0) throw new Error(`capture/maven: warm-up build of ${project} failed:\n${r.stdout}${r.stderr}`);
  }
}

function attr(el, name) {
  return el.hasAttribute(name) ? el.getAttribute(name) : undefined;
}

/** A stack frame `\tat demo.CalcTest$Inner.m(CalcTest.java:15)`: class, file, line. */
const JAVA_FRAME = /^\s*at (?:[\w.$]+\/)?([\p{L}\p{N}_$.]+)\.[\p{L}\p{N}_$<>]+\(([^():]+\.java):(\d+)\)\s*$/u;

/** The source file and line of the first frame in the test's top-level class (nested classes included); see the header. */
function locationOf(classname, trace, module) {
  const top = classname.split('$')[0];
  for (const line of trace.split('\n')) {
    const m = JAVA_FRAME.exec(line);
    if (m === null || !(m[1] === top || m[1].startsWith(`${top}$`))) continue;
    const frameTop = m[1].split('$')[0];
    const pkg = frameTop.includes('.') ? frameTop.slice(0, frameTop.lastIndexOf('.')).replaceAll('.', '/') : '';
    const path = ['src/test/java', pkg, m[2]].filter(Boolean).join('/');
    if (!existsSync(join(module.dir, path))) throw new Error(`capture/maven: ${path} (of ${classname}) is not in ${module.dir}`);
    return `${module.reactor ? `${module.dir}/` : ''}${path}:${m[3]}`;
  }
  return undefined;
}

/** Where the reports of the project's own module are kept (no module directory has this name). */
const ROOT_MODULE = '@root';

/**
 * The failures and counts of one run's TEST-*.xml reports, kept per module in
 * `<reportDir>/<module>/` ({@link ROOT_MODULE} for the project's own); `projectDir` is where the run ran.
 */
function fromReports(reportDir, projectDir) {
  const tests = [];
  const modules = existsSync(reportDir) ? readdirSync(reportDir).sort() : [];
  const reactor = modules.some((m) => m !== ROOT_MODULE);
  const files = modules.flatMap((m) => readdirSync(join(reportDir, m)).filter((f) => /^TEST-.*\.xml$/.test(f)).sort().map((f) => ({ m, f })));
  for (const { m, f: file } of files) {
    const module = { dir: m === ROOT_MODULE ? projectDir : join(projectDir, m), reactor };
    const doc = new DOMParser().parseFromString(readFileSync(join(reportDir, m, file), 'utf8'), 'text/xml');
    const cases = doc.getElementsByTagName('testcase');
    for (let i = 0; i < cases.length; i++) {
      const tc = cases[i];
      const classname = attr(tc, 'classname') ?? '';
      const name = attr(tc, 'name') ?? '';
      const problem = tc.getElementsByTagName('failure')[0] ?? tc.getElementsByTagName('error')[0];
      const skipped = tc.getElementsByTagName('skipped')[0];
      // A testcase named by its class is the class failing as a whole (JUnit 5's @BeforeAll/@AfterAll).
      const whole = name === classname;
      const t = { name: whole ? classname : `${classname}.${name}`, status: problem ? 'failed' : skipped ? 'skipped' : 'passed' };
      if (problem) {
        const message = attr(problem, 'message');
        const trace = problem.textContent ?? '';
        const f = { name: t.name, kind: whole ? 'file' : 'test' };
        const first = message?.split('\n')[0]?.trim();
        if (first) f.message = first;
        const location = locationOf(classname, trace, module);
        if (location !== undefined) f.location = location;
        const detail = message === undefined ? [] : selectDetail(message.split('\n').slice(1));
        if (detail.length > 0) f.detail = detail;
        t.failure = f;
      }
      tests.push(t);
    }
  }
  return tests;
}

/** The run failure of a failed build with no failing test (see the header); undefined when none. */
function runFailureOf(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  const goal = lines.map((l) => /^\[ERROR\] Failed to execute goal (\S+) .*? on project [^:\s]+: (.*)$/.exec(l)).find((m) => m !== null);
  if (goal === undefined) return undefined;
  const at = lines.findIndex((l) => /^\[ERROR\] COMPILATION ERROR :/.test(l));
  if (at >= 0) {
    const files = new Map();
    for (const l of lines.slice(at + 1)) {
      const m = /^\[ERROR\] (\/.*\.java):\[(\d+),\d+\] (.*)$/.exec(l);
      if (m !== null && !files.has(m[1])) files.set(m[1], { name: m[1], kind: 'file', file: m[1], message: m[3].trim(), location: `${m[1]}:${m[2]}` });
    }
    if (files.size > 0) return [...files.values()];
  }
  let running;
  for (const l of lines) {
    const start = /^\[INFO\] Running (\S+)$/.exec(l);
    if (start !== null) running = start[1];
    const result = / - in (\S+)$/.exec(l);
    if (result !== null && result[1] === running) running = undefined;
  }
  const reason = goal[2].trim();
  // Surefire's "no tests" error is a run with no tests, not a failure.
  if (reason.startsWith('No tests were executed!')) return undefined;
  if (running !== undefined) return [{ name: `${/time ?out/i.test(reason) ? 'timed out' : 'crashed'} while running ${running}`, kind: 'run', message: reason }];
  return [{ name: goal[1], kind: 'run', message: reason }];
}

function expectedOf(c, output) {
  const tests = fromReports(join(reportsRoot, c.id), c.sc.project === 'large' ? largeDir : join(runDir, c.sc.project));
  const passed = tests.filter((t) => t.status === 'passed').length;
  const failed = tests.filter((t) => t.status === 'failed').length;
  const skipped = tests.filter((t) => t.status === 'skipped').length;
  const failures = tests.filter((t) => t.failure).map((t) => t.failure);
  if (failed === 0) {
    const run = runFailureOf(output);
    if (run !== undefined) failures.push(...run);
  }
  failures.sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  const consoleLines = output.split('\n');
  const results = consoleLines.findIndex((l) => /^\[INFO\] Results:\s*$/.test(l));
  const listing = consoleLines.findIndex((l) => /^\[ERROR\] (?:Failures|Errors):\s*$/.test(l));
  const from = results >= 0 ? results : c.sc.flags?.includes('-q') ? listing : -1;
  const totals = from >= 0 && consoleLines.slice(from).some((l) => /^\[(?:INFO|WARNING|ERROR)\] Tests run: \d+, Failures: \d+, Errors: \d+, Skipped: \d+\s*$/.test(l));
  const none = consoleLines.some((l) => l === '[INFO] No tests to run.' || /^\[ERROR\] Failed to execute goal .* No tests were executed!/.test(l));
  const summarySeen = totals || none;
  return { summary: { total: passed + failed + skipped, passed, failed, skipped }, failures, summarySeen, contexts: true };
}

async function main() {
  const argv = process.argv.slice(2);
  const onlyIdx = argv.indexOf('--only');
  const only = onlyIdx >= 0 ? new RegExp(argv[onlyIdx + 1] ?? '') : undefined;
  const version = mavenVersion();
  if (version === undefined) {
    console.warn('capture/maven: no mvn found; apt-get install -y maven libsurefire-java junit5 junit4 default-jdk-headless');
    return;
  }
  const minor = version.split('.').slice(0, 2).join('.');
  const cases = [];
  for (const sc of SCENARIOS) for (const rep of sc.reporters ?? Object.keys(REPORTERS)) cases.push({ id: `${minor}-${sc.name}-${rep}`, sc, rep });
  if (argv.includes('--list')) {
    for (const c of cases) console.log(c.id);
    return;
  }
  const derive = argv.includes('--derive');
  const selected = cases.filter((c) => !only || only.test(c.id));
  if (!derive) {
    warmUp();
    if (selected.some((c) => c.sc.project === 'large')) generateLarge();
  }
  for (const c of selected) {
    const dir = join(fixturesDir, c.id);
    mkdirSync(dir, { recursive: true });
    const flags = [...REPORTERS[c.rep], ...(c.sc.flags ?? [])];
    const args = mavenArgs(flags);
    if (!derive) {
      const cwd = projectDir(c.sc.project);
      const modules = [cwd, ...readdirSync(cwd, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(cwd, d.name, 'pom.xml'))).map((d) => join(cwd, d.name))];
      for (const m of modules) rmSync(join(m, 'target'), { recursive: true, force: true });
      const { code } = await run(args, cwd, join(dir, 'output.txt'));
      const reportDir = join(reportsRoot, c.id);
      rmSync(reportDir, { recursive: true, force: true });
      mkdirSync(reportDir, { recursive: true });
      // Every module's reports, per module (a reactor's modules are the project's subdirectories with a pom.xml).
      for (const m of modules) {
        const surefire = join(m, 'target', 'surefire-reports');
        const kept = join(reportDir, m === cwd ? ROOT_MODULE : m.slice(cwd.length + 1));
        mkdirSync(kept, { recursive: true });
        if (existsSync(surefire)) for (const f of readdirSync(surefire)) if (/^TEST-.*\.xml$/.test(f)) cpSync(join(surefire, f), join(kept, f));
        rmSync(join(m, 'target'), { recursive: true, force: true });
      }
      const capture = {
        framework: 'maven',
        runner: 'mvn test (maven-surefire-plugin 2.22.3)',
        runnerVersion: version,
        reporter: c.rep,
        command: `mvn -B -o -s scripts/capture/maven-settings.xml -Dmaven.repo.local=<repo> test${flags.map((f) => ` ${f}`).join('')}`,
        cwd: c.sc.project === 'large' ? `${largeDir} (generated by scripts/capture/maven.mjs, generateLarge)` : `${runDir}/${c.sc.project} (a copy of fixtures/projects/maven/${c.sc.project})`,
        env: 'MAVEN_OPTS=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC (Maven JVM only); CI, NO_COLOR, FORCE_COLOR unset',
        streams: 'stdout and stderr on one descriptor (2>&1)',
        exitCode: code,
        capturedAt: new Date().toISOString(),
        expectedFrom: 'target/surefire-reports/TEST-*.xml of the same run (mapping in scripts/capture/maven.mjs)',
      };
      writeFileSync(join(dir, 'capture.json'), `${JSON.stringify(capture, null, 2)}\n`);
    }
    const output = readFileSync(join(dir, 'output.txt'), 'utf8');
    const expected = expectedOf(c, output);
    writeFileSync(join(dir, 'expected.json'), `${JSON.stringify(expected, null, 2)}\n`);
    console.log(`${c.id}: ${expected.summary.total} tests, ${expected.failures.length} failures`);
  }
}

await main();
// A capture refreshes the generated unknown-line bounds its fixtures are checked against.
await writeUnknownLineBounds('maven');
