/**
 * Java SemVer (zafarkhaja/jsemver, vendored in test/projects/maven-jsemver: 334 JUnit 5 tests,
 * @Nested classes and parameterized ones) end to end through the CLI: as committed, with a
 * one-line mutation of Version.java, and with VersionTest.java broken so that it does not
 * compile; each result held to Maven's own report of the same state
 * (test/support/real-projects.ts).
 *
 * The truth: Surefire's XML reports of the CLI's own run (target/surefire-reports/TEST-*.xml),
 * with the exit code Maven gave that run. Every <testcase> is a test named
 * `<classname>.<name>` (a nested class's classname is `Outer$Inner`); one with a <failure> or
 * <error> failed, one with <skipped> was skipped; its location is the first frame of its stack
 * trace in its top-level class, as `src/test/java/<package dirs>/<File>.java:<line>`. When a
 * test source does not compile there is no report: Maven's own `[ERROR] <path>.java:[line,col]
 * <message>` lines after `COMPILATION ERROR :` (of a second `mvn -B test` on the same state)
 * name each file, located at its first error's line; no test counted.
 *
 * The project builds offline as a user on Debian would build it: `.mvn/maven.config` with
 * `-o -Dmaven.repo.local=/usr/share/maven-repo` (written into the copy, not vendored), the
 * planned command staying plain `mvn -B test`. Needs Debian's maven, default-jdk-headless,
 * junit5, libsurefire-java, libmaven-compiler-plugin-java and libmaven-resources-plugin-java.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { assertSameAsRunner, copyProject, edit, junitCases, projectRelative, run, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

const TEST_SOURCES = 'src/test/java';

function mavenProject(): string {
  const project = copyProject('maven-jsemver');
  mkdirSync(join(project, '.mvn'));
  writeFileSync(join(project, '.mvn', 'maven.config'), '-o\n-Dmaven.repo.local=/usr/share/maven-repo\n');
  return project;
}

/** Where a failure's stack trace enters its test's top-level class: `src/test/java/…/File.java:N`. */
function testFrame(classname: string, trace: string): string | undefined {
  const topLevel = classname.split('$')[0]!;
  const packageDirs = topLevel.split('.').slice(0, -1).join('/');
  for (const m of trace.matchAll(/^\s*at ([\w.$]+)\.[\w$<>]+\(([\w$]+\.java):(\d+)\)$/gm)) {
    if (m[1] === topLevel || m[1]!.startsWith(`${topLevel}$`)) return `${TEST_SOURCES}/${packageDirs}/${m[2]}:${m[3]}`;
  }
  return undefined;
}

/** Maven's own decision on the CLI's run of `project`, whose runner exit was `exitCode` (the module doc's mapping). */
function mavenTruth(project: string, exitCode: number): RunnerTruth {
  const summary = { total: 0, passed: 0, failed: 0, skipped: 0 };
  const failures: TruthFailure[] = [];
  const reports = join(project, 'target', 'surefire-reports');
  if (!existsSync(reports)) {
    const again = run('mvn', ['-B', 'test'], project);
    assert.is(again.exitCode, exitCode, "a second run's exit");
    const console = again.stdout.slice(again.stdout.indexOf('COMPILATION ERROR :'));
    for (const m of console.matchAll(/^\[ERROR\] (\S+\.java):\[(\d+),\d+\] /gm)) {
      const file = projectRelative(project, m[1]!);
      if (!failures.some((f) => f.name === file)) failures.push({ name: file, file, location: `${file}:${m[2]}` });
    }
    return { exitCode, summary, failures };
  }
  for (const report of readdirSync(reports).filter((f) => /^TEST-.*\.xml$/.test(f))) {
    for (const tc of junitCases(readFileSync(join(reports, report), 'utf8'))) {
      if (tc.failure !== undefined) {
        summary.failed++;
        const location = testFrame(tc.classname, tc.failure.text);
        failures.push({ name: `${tc.classname}.${tc.name}`, ...(location ? { location } : {}) });
      } else if (tc.skipped !== undefined) summary.skipped++;
      else summary.passed++;
    }
  }
  summary.total = summary.passed + summary.failed + summary.skipped;
  assert.is(exitCode !== 0, summary.failed > 0, 'Maven exits non-zero exactly when its reports hold a failure');
  return { exitCode, summary, failures };
}

const real = suite('a real Maven project (zafarkhaja/jsemver, JUnit 5) through the CLI');

real('as committed: green, every test counted as Surefire counts them', () => {
  const project = mavenProject();
  const cli = runCli(project);
  assert.is(cli.result.command, 'mvn -B test < /dev/null');
  const truth = mavenTruth(project, cli.result.exitCode ?? -1);
  assertSameAsRunner('as committed', cli, truth);
  assert.ok(truth.summary.total > 300, `the suite ran: ${truth.summary.total} tests`);
});

real('a source mutation: the failing tests (nested ones too) by name, located in their test class', () => {
  const project = mavenProject();
  edit(project, 'src/main/java/com/github/zafarkhaja/semver/Version.java', 'return Version.of(major, 0, 0, preRelease);', 'return Version.of(major, 1, 0, preRelease);');
  const cli = runCli(project);
  const truth = mavenTruth(project, cli.result.exitCode ?? -1);
  assertSameAsRunner('mutated', cli, truth);
  assert.ok(truth.failures.length > 0 && truth.failures.every((f) => f.location !== undefined), `Surefire locates every failure: ${JSON.stringify(truth.failures)}`);
  assert.ok(truth.failures.some((f) => f.name.includes('$')), 'a @Nested test fails');
});

real('a test file that does not compile: no test runs, the file and its line are the failure', () => {
  const project = mavenProject();
  edit(project, 'src/test/java/com/github/zafarkhaja/semver/VersionTest.java', 'class VersionTest {\n', 'class VersionTest {\n    int broken = ;\n');
  const cli = runCli(project);
  const truth = mavenTruth(project, cli.result.exitCode ?? -1);
  assertSameAsRunner('broken test file', cli, truth);
  assert.equal(truth.failures.map((f) => f.location), ['src/test/java/com/github/zafarkhaja/semver/VersionTest.java:44'], "Maven's error names the broken line");
});

real.run();
