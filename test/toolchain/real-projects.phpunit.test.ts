/**
 * A real PHPUnit library, doctrine/inflector (test/projects/phpunit-inflector, ORIGIN.md
 * there; 1,032 tests), run end to end through the CLI as committed, with a source mutation and
 * with a test file that does not parse, each compared with PHPUnit's own JUnit report of the
 * same state (`--log-junit`, mapped as scripts/capture/phpunit.mjs maps it) and, where PHP
 * dies before PHPUnit writes one, PHP's own syntax check (`php -l`) of the test files.
 *
 * The library's tests load their classes through Composer's autoloader: `composer
 * dump-autoload` writes it (offline, from composer.json) into the copy, and the command is
 * Debian's `phpunit` with it as bootstrap (vendor/bin/phpunit, which would load it, comes
 * from a `composer install` that needs Packagist). Needs php with phpunit, and composer.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { assertCtrfAsRunner, assertSameAsRunner, copyProject, edit, PLAIN_ENV, plainEnv, runCli, type RunnerTruth, type TruthFailure } from '../support/real-projects.ts';

/** The CLI's run of a state held to the runner's own decision, and its CTRF report too. */
function assertAsRunner(state: string, cli: ReturnType<typeof runCli>, truth: RunnerTruth): void {
  assertSameAsRunner(state, cli, truth);
  assertCtrfAsRunner(state, cli.ctrf, truth);
}

const real = suite('a real PHPUnit project through the CLI');
const COMMAND = 'phpunit --bootstrap vendor/autoload.php';

function relativeTo(dir: string, path: string): string {
  return path.startsWith(`${dir}/`) ? path.slice(dir.length + 1) : path;
}

/** PHPUnit's own decision: the same command with `--log-junit`. */
function phpunitReport(dir: string): RunnerTruth {
  const out = join(mkdtempSync(join(tmpdir(), 'real-phpunit-')), 'junit.xml');
  const r = spawnSync('sh', ['-c', `${COMMAND} --log-junit ${out}`], { cwd: dir, encoding: 'utf8', env: plainEnv() });
  if (!existsSync(out)) {
    // PHP died while PHPUnit loaded the test files: each file `php -l` rejects is named.
    const failures: TruthFailure[] = [];
    for (const f of readdirSync(join(dir, 'tests'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.php'))) {
      const file = `tests/${f}`;
      const lint = spawnSync('php', ['-l', file], { cwd: dir, encoding: 'utf8' });
      if (lint.status === 0) continue;
      const line = / on line (\d+)/.exec(lint.stdout + lint.stderr)?.[1];
      failures.push({ name: file, file, ...(line ? { location: `${file}:${line}` } : {}) });
    }
    return { exitCode: r.status ?? -1, summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, failures };
  }
  const doc = new DOMParser().parseFromString(readFileSync(out, 'utf8'), 'text/xml');
  const cases = Array.from(doc.getElementsByTagName('testcase'));
  const failures: TruthFailure[] = [];
  let skipped = 0;
  for (const c of cases) {
    const problem = [...Array.from(c.getElementsByTagName('failure')), ...Array.from(c.getElementsByTagName('error'))][0];
    if (problem === undefined) {
      if (c.getElementsByTagName('skipped').length > 0) skipped += 1;
      continue;
    }
    const trace = (problem.textContent ?? '').split('\n').slice(1).map((l) => /^(\/\S+\.php):(\d+)$/.exec(l.trim())).find(Boolean);
    failures.push({
      name: `${c.getAttribute('class')}::${c.getAttribute('name')}`,
      file: relativeTo(dir, c.getAttribute('file') ?? ''),
      ...(trace ? { location: `${relativeTo(dir, trace[1]!)}:${trace[2]}` } : {}),
    });
  }
  return { exitCode: r.status ?? -1, summary: { total: cases.length, passed: cases.length - failures.length - skipped, failed: failures.length, skipped }, failures };
}

real('doctrine/inflector: as committed, a source mutation, a test file that does not parse, each as PHPUnit decides', () => {
  const dir = copyProject('phpunit-inflector');
  execFileSync('composer', ['dump-autoload', '--dev', '--quiet'], { cwd: dir, env: plainEnv({ COMPOSER_DISABLE_NETWORK: '1', COMPOSER_HOME: join(dir, '.composer') }) });
  const run = () => runCli(dir, { args: ['--command', COMMAND], env: PLAIN_ENV });
  const green = run();
  assertAsRunner('as committed', green, phpunitReport(dir));
  assert.is(green.result.summary.total, 1032);

  // camelize no longer lowercases the first letter: every camelize case fails.
  edit(dir, 'lib/Doctrine/Inflector/Inflector.php', 'return lcfirst($this->classify($word));', 'return $this->classify($word);');
  const mutated = run();
  const truth = phpunitReport(dir);
  assertAsRunner('source mutation', mutated, truth);
  if (truth.failures.length === 0) throw new Error('the mutation makes no test fail');

  edit(dir, 'lib/Doctrine/Inflector/Inflector.php', 'return $this->classify($word);', 'return lcfirst($this->classify($word));');
  edit(dir, 'tests/Doctrine/Tests/Inflector/InflectorTest.php', 'class InflectorTest extends TestCase', 'class InflectorTest extends TestCase (');
  assertAsRunner('broken test file', run(), phpunitReport(dir));
});

real.run();
