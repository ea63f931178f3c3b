/**
 * Detection and planning on the sample projects of PHPUnit, Deno, Maven and CTest
 * (fixtures/projects/<runner>/), each copied to a temp directory with the files a real
 * checkout adds: Composer's vendor/bin/phpunit, the Maven wrapper, a configured CMake build
 * directory. The probe's answer and the command a plain test_run plans are checked whole.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { planCommand } from '../../src/planning/plan.ts';
import { probeWorkspace } from '../../src/workspace/probe.ts';

const PROJECTS = new URL('../../fixtures/projects/', import.meta.url).pathname;
const probe = suite('probe: PHPUnit, Deno, Maven and CTest projects');
const made: string[] = [];

/** A copy of a sample project, with `extra` files (path → text; an executable when the text starts with `#!`). */
function project(sample: string, extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'probe-compiled-'));
  made.push(dir);
  cpSync(join(PROJECTS, sample), dir, { recursive: true });
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
    if (text.startsWith('#!')) chmodSync(join(dir, path), 0o755);
  }
  return dir;
}

probe.after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const COMPOSER = JSON.stringify({ 'require-dev': { 'phpunit/phpunit': '^9.6' } });

probe('phpunit: phpunit.xml decides; the project\'s vendor/bin/phpunit runs when Composer installed it', async () => {
  const plain = await describeWorkspace(project('phpunit/one-failure'));
  assert.equal([plain.framework, plain.configPath, plain.reason, plain.command], ['phpunit', 'phpunit.xml', 'phpunit.xml is present', 'phpunit --colors=never --do-not-cache-result < /dev/null']);
  assert.equal(plain.testFiles, ['tests/CalcTest.php']);
  const composed = await describeWorkspace(project('phpunit/one-failure', { 'composer.json': COMPOSER, 'vendor/bin/phpunit': '#!/bin/sh\n' }));
  assert.is(composed.localBin, 'vendor/bin/phpunit');
  assert.is(composed.command, 'vendor/bin/phpunit --colors=never --do-not-cache-result < /dev/null');
  assert.is(planCommand({ lastFailed: ['CalcTest::testAdd'] }, composed).command, "vendor/bin/phpunit --colors=never --do-not-cache-result --filter '/^(?:CalcTest::testAdd$)/' < /dev/null");
});

probe('phpunit: a composer.json requiring phpunit/phpunit decides without a phpunit.xml', async () => {
  const dir = project('phpunit/one-failure', { 'composer.json': COMPOSER });
  rmSync(join(dir, 'phpunit.xml'));
  const found = await describeWorkspace(dir);
  assert.equal([found.framework, found.configPath, found.reason], ['phpunit', 'composer.json', 'composer.json contains "phpunit/phpunit"']);
});

probe('deno: deno.json decides; last_failed is one --filter', async () => {
  const found = await describeWorkspace(project('deno/one-failure'));
  assert.equal([found.framework, found.configPath, found.reason, found.command], ['deno', 'deno.json', 'deno.json is present', 'deno test < /dev/null']);
  assert.equal(found.testFiles, ['calc_test.ts']);
  assert.is(planCommand({ lastFailed: ['add(2, 2) is 5'] }, found).command, "deno test --filter '/^(?:add\\(2, 2\\) is 5)$/' < /dev/null");
});

probe('maven: pom.xml plans mvn -B test, and ./mvnw when the project has the wrapper', async () => {
  const plain = await describeWorkspace(project('maven/one-failure'));
  assert.equal([plain.framework, plain.configPath, plain.reason, plain.command], ['maven', 'pom.xml', 'pom.xml is present', 'mvn -B test < /dev/null']);
  assert.ok(plain.testFiles.length > 0 && plain.testFiles.every((f) => f.startsWith('src/test/java/')), plain.testFiles.join());
  const wrapped = await describeWorkspace(project('maven/one-failure', { mvnw: '#!/bin/sh\n', '.mvn/wrapper/maven-wrapper.properties': 'distributionUrl=x\n' }));
  assert.is(wrapped.command, './mvnw -B test < /dev/null');
  assert.is(planCommand({ lastFailed: ['demo.CalcTest.addsTwoAndTwo'] }, wrapped).command, "./mvnw -B test '-Dtest=demo.CalcTest#addsTwoAndTwo' -DfailIfNoTests=false < /dev/null");
  const reactor = await probeWorkspace(project('maven/multi-module'));
  assert.is(reactor.framework, 'maven');
});

probe('ctest: a configured build directory plans its build, then CTest in it', async () => {
  const found = await describeWorkspace(project('ctest/one-failure', { 'build/CTestTestfile.cmake': '# CMake generated\n' }));
  assert.equal([found.framework, found.configPath, found.buildDir, found.command], ['ctest', 'CMakeLists.txt', 'build', 'cmake --build build < /dev/null && ctest --test-dir build --output-on-failure < /dev/null']);
  assert.is(planCommand({ lastFailed: ['multiplies'] }, found).command, "cmake --build build < /dev/null && ctest --test-dir build --output-on-failure -R '^(multiplies)$' < /dev/null");
  const other = await probeWorkspace(project('ctest/one-failure', { 'cmake-build-debug/CTestTestfile.cmake': '#\n' }));
  assert.is(other.buildDir, 'cmake-build-debug');
});

probe('ctest: without a configured build directory the probe says so and test_run refuses', async () => {
  const found = await describeWorkspace(project('ctest/one-failure'));
  const missing = 'no configured build directory (no build/CTestTestfile.cmake); configure one first, e.g. cmake -S . -B build';
  assert.equal([found.framework, found.reason, found.command, found.buildDir], ['ctest', `CMakeLists.txt is present; ${missing}`, '', undefined]);
  assert.throws(() => planCommand({}, found), (e: Error) => e.message === `test_run: ctest cannot run here: ${missing}`);
});

probe.run();
