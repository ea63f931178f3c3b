/**
 * Monorepos on real layouts: npm/yarn `workspaces` and pnpm-workspace.yaml roots probed
 * package by package, the root's own suite when it has one, the package globs, the selection
 * within packages, and a real two-runner run (vitest and jest) cut at its package markers.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { describeWorkspace } from '../../src/planning/describe.ts';
import { planCommand } from '../../src/planning/plan.ts';
import { readPlannedOutput } from '../../src/planning/read-output.ts';
import { matchesGlob, pnpmWorkspaceGlobs } from '../../src/workspace/workspace-packages.ts';
import { buildRunResult } from '../../src/run/result.ts';
import { renderProbe } from '../../src/render/probe.ts';
import { countsLine } from '../../src/render/failures.ts';
import { packageLine } from '../../src/render/run-result.ts';
import { packageBegin, packageEnd, type PackagePart } from '../../src/planning/workspaces.ts';

const REPO_MODULES = new URL('../../node_modules/', import.meta.url).pathname;
const created: string[] = [];
process.on('exit', () => {
  for (const root of created) rmSync(root, { recursive: true, force: true });
});

function workspace(files: Record<string, string>, linkModules = false): string {
  const root = mkdtempSync(join(tmpdir(), 'dsh-monorepo-'));
  created.push(root);
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    writeFileSync(join(root, rel), text);
  }
  if (linkModules) symlinkSync(REPO_MODULES, join(root, 'node_modules'), 'dir');
  return root;
}

const json = (value: unknown) => JSON.stringify(value);

/** packages/a runs vitest, packages/b jest, packages/docs has no tests. */
const TWO_RUNNERS = {
  'packages/a/package.json': json({ name: 'a', type: 'module', devDependencies: { vitest: '3.2.4' } }),
  'packages/a/test/add.test.js': "import { expect, test } from 'vitest';\ntest('adds', () => expect(1 + 1).toBe(3));\ntest('keeps', () => expect(1).toBe(1));\n",
  'packages/b/package.json': json({ name: 'b', devDependencies: { jest: '29.7.0' } }),
  'packages/b/sum.test.js': "describe('sum', () => { test('sums', () => expect(2).toBe(2)); test('fails', () => expect(2).toBe(5)); });\n",
  'packages/docs/package.json': json({ name: 'docs' }),
  'packages/docs/README.md': '',
};

const probe = suite('monorepo: probe');

probe('an npm workspaces root with a vitest and a jest package: each package runs its own suite', async () => {
  const root = workspace({ 'package.json': json({ name: 'root', private: true, workspaces: ['packages/*'] }), ...TWO_RUNNERS });
  const p = await describeWorkspace(root);
  assert.is(p.framework, 'workspaces');
  assert.is(p.configPath, 'package.json');
  assert.is(p.reason, 'package.json lists 3 package(s), 2 with tests; each runs its own suite');
  assert.equal(p.packages?.map((x) => [x.dir, x.framework, x.command]), [
    ['packages/a', 'vitest', 'npx --no -- vitest run --reporter=verbose --no-color < /dev/null'],
    ['packages/b', 'jest', 'npx --no -- jest --ci --verbose < /dev/null'],
  ]);
  assert.equal(p.testFiles, ['packages/a/test/add.test.js', 'packages/b/sum.test.js']);
  assert.is(p.testFileCount, 2);
  assert.match(renderProbe(p), 'package packages/b: jest — npx --no -- jest --ci --verbose < /dev/null');
});

probe('a pnpm-workspace.yaml root: the root\'s package manager runs the packages\' binaries', async () => {
  const root = workspace({
    'package.json': json({ name: 'root', private: true }),
    'pnpm-workspace.yaml': "packages:\n  - 'packages/*'\n  - \"!packages/docs\"\n",
    'pnpm-lock.yaml': '',
    ...TWO_RUNNERS,
  });
  const p = await describeWorkspace(root);
  assert.is(p.framework, 'workspaces');
  assert.is(p.configPath, 'pnpm-workspace.yaml');
  assert.is(p.reason, 'pnpm-workspace.yaml lists 2 package(s), 2 with tests; each runs its own suite');
  assert.equal(p.packages?.map((x) => x.command), ['pnpm exec vitest run --reporter=verbose --no-color < /dev/null', 'pnpm exec jest --ci --verbose < /dev/null']);
});

probe('yarn\'s workspaces object form and nested globs', async () => {
  const root = workspace({
    'package.json': json({ private: true, workspaces: { packages: ['apps/*', 'libs/**'], nohoist: ['**/x'] } }),
    'apps/web/package.json': json({ scripts: { test: 'node --test' } }),
    'libs/core/util/package.json': json({ devDependencies: { jest: '29.7.0' } }),
    'libs/core/util/u.test.js': '',
  });
  const p = await describeWorkspace(root);
  assert.equal(p.packages?.map((x) => [x.dir, x.framework]), [['apps/web', 'npm-test'], ['libs/core/util', 'jest']]);
  assert.is(p.packages?.[0]?.command, 'npm test < /dev/null');
});

probe('a root that runs every package itself (turbo, pnpm -r) or declares a runner is its own suite', async () => {
  const turbo = await describeWorkspace(workspace({ 'package.json': json({ private: true, workspaces: ['packages/*'], scripts: { test: 'turbo run test' } }), ...TWO_RUNNERS }));
  assert.is(turbo.framework, 'npm-test');
  assert.is(turbo.command, 'npm test < /dev/null');
  const vitestRoot = await describeWorkspace(workspace({ 'package.json': json({ private: true, workspaces: ['packages/*'], devDependencies: { vitest: '3.2.4' } }), ...TWO_RUNNERS }));
  assert.is(vitestRoot.framework, 'vitest');
  // Packages with no tests: the root's own rules stand.
  const empty = await describeWorkspace(workspace({ 'package.json': json({ private: true, workspaces: ['packages/*'] }), 'packages/docs/package.json': '{}', 'test/a.test.mjs': '' }));
  assert.is(empty.framework, 'node:test');
});

probe('package globs: * within a segment, ** across, ! excludes, pnpm\'s list with quotes and comments', () => {
  assert.ok(matchesGlob('packages/*', 'packages/a'));
  assert.not.ok(matchesGlob('packages/*', 'packages/a/b'));
  assert.ok(matchesGlob('packages/**', 'packages/a/b'));
  assert.ok(matchesGlob('./apps/*/', 'apps/web'));
  assert.ok(matchesGlob('libs/**/core', 'libs/x/y/core'));
  assert.equal(pnpmWorkspaceGlobs("# root\npackages:\n  - 'packages/*'   # libs\n  - apps/*\n  - \"!**/test/**\"\ncatalog:\n  react: ^18\n"), ['packages/*', 'apps/*', '!**/test/**']);
  assert.equal(pnpmWorkspaceGlobs('catalog:\n  - x\n'), []);
});

const plan = suite('monorepo: plan and read');

async function twoRunnerRoot() {
  const root = workspace({ 'package.json': json({ name: 'root', private: true, workspaces: ['packages/*'] }), ...TWO_RUNNERS }, true);
  return { root, probe: await describeWorkspace(root) };
}

function runInBash(command: string, cwd: string) {
  const r = spawnSync('bash', ['-c', command], { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
  return { output: r.stdout + r.stderr, exitCode: r.status };
}

plan('a real vitest + jest run: one command, cut at its markers, counts summed, names prefixed', async () => {
  const { root, probe } = await twoRunnerRoot();
  const p = planCommand({}, probe);
  assert.is(p.runner, 'workspaces');
  assert.is(p.narrowed, false);
  const { output, exitCode } = runInBash(p.command, root);
  assert.is(exitCode, 1, output);
  const read = readPlannedOutput(p, output);
  assert.equal(read.parsed.summary, { total: 4, passed: 2, failed: 2, skipped: 0 });
  assert.equal(read.parsed.failures.map((f) => [f.name, f.file]), [
    ['packages/a: adds', 'packages/a/test/add.test.js'],
    ['packages/b: sum › fails', 'packages/b/sum.test.js'],
  ]);
  const result = buildRunResult(
    { exitCode, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output, truncated: false, durationMs: 1 },
    read.parsed,
    { command: p.command, notes: read.notes, tailChars: 0, ...(read.packages ? { packages: read.packages } : {}) },
  );
  assert.equal(result.packages?.map((x) => [x.dir, x.framework, x.status, x.exitCode, x.summary.failed]), [
    ['packages/a', 'vitest', 'failed', 1, 1],
    ['packages/b', 'jest', 'failed', 1, 1],
  ]);
  assert.is(result.ok, false);
});

plan('last_failed and target select within packages; package runs one; bad names are errors that say so', async () => {
  const { root, probe } = await twoRunnerRoot();
  const failed = planCommand({ lastFailed: ['packages/b: sum › fails'], lastFailedFiles: ['packages/b/sum.test.js'] }, probe);
  assert.equal(failed.packages?.map((x) => x.dir), ['packages/b']);
  assert.ok(failed.command.includes("( cd packages/b && npx --no -- jest --ci --verbose -t '^(?:sum(?: | › )fails)(?:$| )' 'sum\\.test\\.js' < /dev/null )"), failed.command);
  assert.is(failed.narrowed, true);
  const ran = readPlannedOutput(failed, runInBash(failed.command, root).output);
  assert.equal(ran.parsed.failures.map((f) => f.name), ['packages/b: sum › fails']);
  assert.equal(ran.parsed.summary.total - ran.parsed.summary.skipped, 1, 'only the failing test ran');

  const target = planCommand({ target: 'packages/a/test/add.test.js' }, probe);
  assert.equal(target.packages?.map((x) => x.dir), ['packages/a']);
  assert.ok(target.command.includes('( cd packages/a && npx --no -- vitest run --reporter=verbose --no-color test/add.test.js < /dev/null )'), target.command);

  const one = planCommand({ package: 'packages/b' }, probe);
  assert.equal(one.packages?.map((x) => x.dir), ['packages/b']);
  assert.is(one.narrowed, true);
  assert.throws(() => planCommand({ package: 'packages/docs' }, probe), /^test_run: unknown package "packages\/docs"; expected one of packages\/a, packages\/b$/);
  assert.throws(() => planCommand({ target: 'lib/x.test.js' }, probe), /^test_run: target "lib\/x\.test\.js" is in no workspace package \(packages\/a, packages\/b\); give its path from the root, or pass package$/);
  const unrelated = planCommand({ lastFailed: ['elsewhere'] }, probe);
  assert.equal(unrelated.packages?.map((x) => x.dir), ['packages/a', 'packages/b']);
  assert.equal(unrelated.notes[0], 'last_failed: previous failures name no selectable test; ran the full suite');
});

plan('a package outside a monorepo is an error; a part cut short by a timeout has no exit code', async () => {
  const single = await describeWorkspace(workspace({ 'package.json': json({ devDependencies: { jest: '29.7.0' } }) }));
  assert.throws(() => planCommand({ package: 'x' }, single), /^test_run: package "x" needs a monorepo root \(workspaces\); this workspace has none$/);
  const { probe } = await twoRunnerRoot();
  const p = planCommand({}, probe);
  const cut = readPlannedOutput(p, '[dsh-test-closure] package packages/a\n Test Files  1 passed (1)\n');
  assert.equal(cut.packages?.map((x) => [x.dir, x.started, x.exitCode]), [
    ['packages/a', true, null],
    ['packages/b', false, null],
  ]);
});

const merge = suite('monorepo: merging what the packages\' outputs do not show');

/** A captured runner output (fixtures/<runner>/<case>/output.txt), as a package's part of a run. */
const captured = (runner: string, id: string) => readFileSync(new URL(`../../fixtures/${runner}/${id}/output.txt`, import.meta.url), 'utf8');
/** A monorepo run's output from package parts; a part with exit null never ended (the run stopped in it). */
const framed = (parts: Array<[dir: string, output: string, exit: number | null]>) =>
  parts.map(([dir, output, exit]) => [packageBegin(dir), output.replace(/\n$/, ''), ...(exit === null ? [] : [packageEnd(dir, exit)])].join('\n')).join('\n') + '\n';
const reading = (parts: Array<[dir: string, parseAs: PackagePart['parseAs']]>) => ({ parseAs: parts[0]![1], notes: [], packages: parts.map(([dir, parseAs]) => ({ dir, parseAs, notes: [] })) });
const finished = (output: string, exitCode: number | null, timedOut = false) => ({ exitCode, timedOut, aborted: false, sandbox: { mode: 'none', denied: false }, output, truncated: false, durationMs: 1 });

merge('go packages with plain output: the merged total is not stated, the package lines keep their own counts', () => {
  const plan = reading([['services/api', 'go'], ['services/calc', 'go'], ['packages/web', 'vitest']]);
  const output = framed([['services/api', captured('go', '1.19-one-failure-default'), 1], ['services/calc', captured('go', '1.19-green-default'), 0], ['packages/web', captured('vitest', '1-green-default'), 0]]);
  const read = readPlannedOutput(plan, output);
  assert.equal(read.parsed.unshown, { counts: ['passed', 'skipped'], reason: 'services/api, services/calc: go test prints them only with -v', packagesOk: 1 });
  const result = buildRunResult(finished(output, 1), read.parsed, { command: 'c', notes: read.notes, tailChars: 0, ...(read.packages ? { packages: read.packages } : {}) });
  assert.is(result.status, 'failed');
  assert.is(countsLine(result), '1 failed, 1 package ok; passed and skipped not shown (services/api, services/calc: go test prints them only with -v)');
  assert.equal(result.packages?.map(packageLine), [
    '- services/api: FAILED: 1 failed; passed and skipped not shown (go test prints them only with -v) — go, exit 1',
    '- services/calc: PASSED: 0 failed, 1 package ok; passed and skipped not shown (go test prints them only with -v) — go, exit 0',
    '- packages/web: PASSED: 0 failed, 5 passed, 0 skipped (5 total) — vitest, exit 0',
  ]);
  const shown = readPlannedOutput(reading([['packages/web', 'vitest']]), framed([['packages/web', captured('vitest', '1-green-default'), 0]]));
  assert.is(shown.parsed.unshown, undefined, 'every count shown: nothing is unshown');
});

merge('a package stopped while a test ran: the merged result names the test in its package, and counts the unfinished', () => {
  const plan = reading([['packages/web', 'vitest'], ['crates/core', 'cargo']]);
  const named = framed([['packages/web', captured('vitest', '1-green-default'), 0], ['crates/core', captured('cargo', '1.95-timeout-default'), null]]);
  const read = readPlannedOutput(plan, named);
  assert.equal([read.parsed.running, read.parsed.unfinished, read.parsed.summarySeen], [['crates/core: tests::hangs'], 1, false]);
  const result = buildRunResult(finished(named, null, true), read.parsed, { command: 'c', notes: read.notes, tailChars: 0, ...(read.packages ? { packages: read.packages } : {}) });
  assert.ok(result.notes.includes('timed out while running crates/core: tests::hangs: counts cover only the tests that finished'), result.notes.join('\n'));
  const early = readPlannedOutput(plan, framed([['packages/web', captured('vitest', '1-green-default'), 0], ['crates/core', captured('cargo', '1.95-timeout-early-default'), null]]));
  assert.equal([early.parsed.running, early.parsed.unfinished], [undefined, 1]);
  const stopped = buildRunResult(finished(named, null, true), early.parsed, { command: 'c', notes: early.notes, tailChars: 0 });
  assert.ok(stopped.notes.includes('timed out with 1 test unfinished (the output does not name it): counts cover only the tests that finished'), stopped.notes.join('\n'));
});

probe.run();
plan.run();
merge.run();
