/**
 * ExUnit detection facts (src/runners/exunit/detection.ts) over the real sample Mix projects
 * under fixtures/projects/exunit/ and a few layouts built from them.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { detectExunit, EXUNIT_COMMAND_WORDS, EXUNIT_REASONS, isExunitTestFile, type ExunitFacts } from '../../src/runners/exunit/detection.ts';
import { RUNNERS } from '../../src/runners/table.ts';

const PROJECTS = new URL('../../fixtures/projects/exunit/', import.meta.url).pathname;

/** The facts of a real project directory: its root files and every file, relative. */
function factsOf(dir: string, onPath: (name: string) => boolean = (name) => name === 'mix'): ExunitFacts {
  const entries = readdirSync(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));
  return { rootFiles: new Set(files.filter((f) => !f.includes('/'))), files, onPath };
}

const detection = suite('exunit detection');

detection('a Mix project with test files, an umbrella project too: mix.exs decides', () => {
  for (const project of ['green', 'failures-across-files', 'doctests', 'large', 'umbrella']) {
    assert.equal(detectExunit(factsOf(join(PROJECTS, project))), { framework: 'exunit', configPath: 'mix.exs', reason: EXUNIT_REASONS.manifest, runnable: true }, project);
  }
});

detection('a Mix project without test files is still ExUnit\'s (mix test reports no tests)', () => {
  assert.equal(detectExunit(factsOf(join(PROJECTS, 'no-tests')))?.reason, 'mix.exs is present; no test files (*_test.exs) were found');
});

detection('mix not on PATH: detected, not runnable, and the reason says so', () => {
  const d = detectExunit(factsOf(join(PROJECTS, 'green'), () => false));
  assert.equal(d, { framework: 'exunit', configPath: 'mix.exs', reason: 'mix.exs is present but mix is not on PATH', runnable: false });
});

detection('no mix.exs at the root: not a Mix project (a nested one is not the root\'s)', () => {
  const facts = factsOf(PROJECTS);
  assert.not.ok(facts.rootFiles.has('mix.exs'));
  assert.ok(facts.files.includes('green/mix.exs'));
  assert.is(detectExunit(facts), undefined);
});

detection('test files: mix\'s default pattern, *_test.exs; the helper and sources are not', () => {
  assert.ok(isExunitTestFile('test/calc_test.exs'));
  assert.ok(isExunitTestFile('apps/core/test/core/store_test.exs'));
  assert.not.ok(isExunitTestFile('test/test_helper.exs'));
  assert.not.ok(isExunitTestFile('lib/calc.ex'));
  assert.not.ok(isExunitTestFile('test/calc_test.ex'));
  assert.is(RUNNERS.exunit.isTestFile, isExunitTestFile);
});

detection('the planned command: mix test, colour off by flag, no environment', () => {
  assert.equal([...EXUNIT_COMMAND_WORDS], ['mix', 'test', '--no-color']);
  assert.equal(RUNNERS.exunit.command.words, EXUNIT_COMMAND_WORDS);
  assert.equal(RUNNERS.exunit.env, {});
});

detection.run();
