/**
 * The closed loop for Maven (Surefire, JUnit 5) on the real dsh runtime: a project with a
 * pom.xml is detected as maven and runs `mvn -B test`, a red run names the failing
 * `Class.method`, the gate intercepts, the fix's run re-runs it with `-Dtest=` first and then
 * the whole suite, green. The project builds offline against Debian's repository through its
 * own `.mvn/maven.config`, as a project sets its own Maven options: the planned command stays
 * plain `mvn -B test`, which on a user's machine resolves against the user's ~/.m2. Needs
 * Debian's maven, default-jdk-headless, junit5, libsurefire-java, libmaven-compiler-plugin-java
 * and libmaven-resources-plugin-java (`.ci/run` installs them). Debian's repository is read
 * only: nothing is written outside the workspace and the temp area under workspace-write.
 */
import { suite } from 'uvu';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/runtime.ts';
import * as assert from 'uvu/assert';
import { redFixGreen } from '../support/red-fix-green.ts';
import { LOOP_NOTES } from '../../src/closure/loop-messages.ts';

const PROJECT = join(REPO_ROOT, 'fixtures/projects/maven/one-failure');
// Debian's plugin versions (the sample project pins the ones its capture machine had).
const POM = readFileSync(join(PROJECT, 'pom.xml'), 'utf8').replace('<version>3.3.1</version>', '<version>3.3.0</version>').replace('<version>3.13.0</version>', '<version>3.10.1</version>');

const loop = suite('closed loop (Maven, real runtime)');

loop('probe -> red -> interception -> fix -> failing test first -> green -> turn closes', async () => {
  await redFixGreen({
    boot: { project: PROJECT, files: { 'pom.xml': POM, '.mvn/maven.config': '-o\n-Dmaven.repo.local=/usr/share/maven-repo\n' } },
    fix: (ws) => {
      const calc = join(ws, 'src/main/java/demo/Calc.java');
      writeFileSync(calc, readFileSync(calc, 'utf8').replace('a == 2 ? a + b + 1 : a + b', 'a + b'));
    },
    framework: 'maven',
    command: 'mvn -B test < /dev/null',
    red: { summary: { total: 3, passed: 2, failed: 1, skipped: 0 }, failures: [['demo.CalcTest.addsTwoAndTwo', 'test']] },
    green: { total: 3, passed: 3, failed: 0, skipped: 0 },
  });
});

// A JUnit 5 @Nested test: failures first selects its nested class by name
// (`-Dtest=demo.AccountTest$Deposits$Limits#rejectsOverLimit`), which runs it; the top-level
// class alone would run only `opensEmpty`, whose pass would stand in for the fix.
const NESTED_TEST = readFileSync(join(REPO_ROOT, 'fixtures/projects/maven/nested/src/test/java/demo/AccountTest.java'), 'utf8')
  .replace('assertEquals(100, 99 + 2, "balance after deposit");', 'assertEquals(100, Account.deposit(99, 1), "balance after deposit");');

loop('a failing @Nested test: failures first re-runs that test, then the whole suite, green', async () => {
  const { runs } = await redFixGreen({
    boot: {
      project: join(REPO_ROOT, 'fixtures/projects/maven/nested'),
      files: {
        'pom.xml': POM.replace('<artifactId>one-failure</artifactId>', '<artifactId>nested</artifactId>'),
        '.mvn/maven.config': '-o\n-Dmaven.repo.local=/usr/share/maven-repo\n',
        'src/main/java/demo/Account.java': 'package demo;\n\npublic class Account {\n  public static int deposit(int balance, int amount) {\n    return balance + amount + 1;\n  }\n}\n',
        'src/test/java/demo/AccountTest.java': NESTED_TEST,
      },
    },
    fix: (ws) => {
      const account = join(ws, 'src/main/java/demo/Account.java');
      writeFileSync(account, readFileSync(account, 'utf8').replace('balance + amount + 1', 'balance + amount'));
    },
    framework: 'maven',
    command: 'mvn -B test < /dev/null',
    red: { summary: { total: 4, passed: 3, failed: 1, skipped: 0 }, failures: [['demo.AccountTest$Deposits$Limits.rejectsOverLimit', 'test']] },
    green: { total: 4, passed: 4, failed: 0, skipped: 0 },
  });
  assert.ok(runs[1].notes.includes(LOOP_NOTES.failuresFirstPassed(1)), JSON.stringify(runs[1].notes));
  assert.is(runs[0].failures[0].location, 'src/test/java/demo/AccountTest.java:25');
});

loop.run();
