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
import { redFixGreen } from '../support/red-fix-green.ts';

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

loop.run();
