/**
 * The runners' own discovery (workspace/discovery.ts, workspace/runner-outputs.ts) and the
 * walk without blind spots by name (workspace/walk.ts, workspace/fingerprint.ts,
 * closure/harness-baseline.ts), without a runtime: shadows and configs above the root are
 * harness, outputs are exempt only where each runner writes them, no marker hides a
 * directory, directory links are followed without looping, linked files are signed by what
 * they point at, and the baseline's file bound takes tests before fixtures and says it was cut.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { BASELINE_MAX_FILES, captureBaseline, diffHarness, loadBaseline, recordRunnerWrites } from '../../src/closure/harness-baseline.ts';
import { replayBaseline, replayPassed, replayScope } from '../../src/closure/harness-replay.ts';
import { harnessRole, isRunnerOutput } from '../../src/workspace/harness-files.ts';
import { changedConfigsAbove, configsAbove, isRunnerShadow, recordConfigsAbove } from '../../src/workspace/discovery.ts';
import { countsAsRunWrite, runnerOutputWrites } from '../../src/workspace/run-writes.ts';
import { allFilesOf, changedFiles, fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';
import { recordTestReads } from '../../src/closure/test-reads-baseline.ts';
import { testReadsOf } from '../../src/workspace/test-reads.ts';
import { probeWorkspace } from '../../src/workspace/probe.ts';
import { MAX_LINKED_DIRS } from '../../src/workspace/walk.ts';
import { blockerText } from '../../src/render/blockers.ts';
import { baselineBoundNote } from '../../src/render/baseline-bound.ts';
import { baselineReplayLines } from '../../src/render/run-result.ts';

/** A fresh directory holding the workspace `ws/` (so that `..` is the test's own). */
function nested(files: Record<string, string>): { outer: string; root: string } {
  const outer = mkdtempSync(join(tmpdir(), 'dtc-discovery-'));
  const root = join(outer, 'ws');
  mkdirSync(root);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return { outer, root };
}
const state = (): string => mkdtempSync(join(tmpdir(), 'dtc-discovery-state-'));

const PYTEST = { 'calc.py': 'x = 1\n', 'tests/test_calc.py': 'def test_a(): pass\n' };

const discovery = suite('the runner\'s own discovery');

discovery('a module at the root named like the runner or a module it loads is a harness config; the same name deeper is code', () => {
  assert.equal(
    ['pytest.py', '_pytest/python.py', 'pytest/__init__.py', 'unittest.py', 'lib/minitest/autorun.rb', 'vendor/bin/phpunit', 'mvnw', 'src/pytest.py', 'lib/pytest.py'].map((p) => [p, isRunnerShadow(p), harnessRole(p) ?? null]),
    [
      ['pytest.py', true, 'config'],
      ['_pytest/python.py', true, 'config'],
      ['pytest/__init__.py', true, 'config'],
      ['unittest.py', true, 'config'],
      ['lib/minitest/autorun.rb', true, 'config'],
      ['vendor/bin/phpunit', true, 'config'],
      ['mvnw', true, 'config'],
      ['src/pytest.py', false, null],
      ['lib/pytest.py', false, null],
    ],
  );
});

discovery('configs above the root are named from the root, up to the filesystem root', () => {
  const { root } = nested(PYTEST);
  const above = configsAbove(root);
  assert.ok(above.has('../pytest.ini'));
  assert.ok(above.has('../.cargo/config.toml'));
  assert.ok(above.has('../../package.json'));
  const depth = root.split('/').length - 1;
  assert.ok(above.has(`${'../'.repeat(depth)}pytest.ini`), 'the filesystem root is looked at');
  assert.not.ok(above.has(`${'../'.repeat(depth + 1)}pytest.ini`));
});

discovery('a config written, changed or removed above the root is a change; one left alone is not', () => {
  const { outer, root } = nested(PYTEST);
  writeFileSync(join(outer, 'tox.ini'), '[tox]\n');
  const recorded = recordConfigsAbove(root);
  assert.match(recorded['../tox.ini'] ?? '', /^[0-9a-f]{64}$/);
  assert.is(recorded['../pytest.ini'], null);
  assert.equal(changedConfigsAbove(recorded, root), []);
  writeFileSync(join(outer, 'pytest.ini'), '[pytest]\naddopts = -k "not test_a"\n');
  assert.equal(changedConfigsAbove(recorded, root), ['../pytest.ini']);
  writeFileSync(join(outer, 'tox.ini'), '[tox]\nenvlist = x\n');
  rmSync(join(outer, 'pytest.ini'));
  assert.equal(changedConfigsAbove(recorded, root), ['../tox.ini']);
  rmSync(join(outer, 'tox.ini'));
  assert.equal(changedConfigsAbove(recorded, root), ['../tox.ini'], 'removed since the session started');
});

discovery('the fingerprint signs the configs above the root: one written after a run is a change the stop sees', async () => {
  const { outer, root } = nested(PYTEST);
  const before = await fingerprintWorkspace(root);
  writeFileSync(join(outer, 'pytest.ini'), '[pytest]\n');
  const after = await fingerprintWorkspace(root);
  assert.is.not(after.digest, before.digest);
  assert.equal(changedFiles(before.outside!, after.outside!), ['../pytest.ini']);
});

discovery('the baseline records the configs above the root; the diff names a change there, and the replay does not run but blocks', async () => {
  const { outer, root } = nested(PYTEST);
  const dir = state();
  const baseline = captureBaseline('s', root, await fingerprintWorkspace(root), dir, 'session-start');
  assert.equal(loadBaseline(dir)!.discovery!.above['../pytest.ini'], null, 'an absent config is recorded as absent');
  assert.equal(diffHarness(baseline, root, await fingerprintWorkspace(root)), { changed: [], removed: [], added: [] });
  writeFileSync(join(outer, 'pytest.ini'), '[pytest]\naddopts = -k "not test_a"\n');
  const diff = diffHarness(baseline, root, await fingerprintWorkspace(root));
  assert.equal(diff.above, ['../pytest.ini']);
  let ran = false;
  const replay = await replayBaseline({
    baseline,
    dir,
    fingerprint: await fingerprintWorkspace(root),
    framework: 'pytest',
    plan: async () => ({}) as never,
    runOne: async () => {
      ran = true;
      throw new Error('not reached');
    },
  });
  assert.is(ran, false);
  assert.equal(replay!.above, ['../pytest.ini']);
  assert.is(replayPassed(replay!), false);
  assert.equal(baselineReplayLines(replay!), ['baseline: not replayed: runner config outside the workspace changed since the session started: ../pytest.ini']);
  assert.is(
    blockerText({ check: 'baseline', failing: [], failureCount: 0, status: 'not-run', ran: 0, changed: [], removed: [], added: [], unrestorable: [], conflicts: [], above: ['../pytest.ini'] }),
    'baseline: runner config outside the workspace changed since the session started, which no replay can put back: ../pytest.ini',
  );
});

discovery('a config changed above the root calls for the whole suite whatever the runner (one that runs each file alone too)', async () => {
  const { outer, root } = nested({ 'test/a.test.mjs': "import test from 'node:test';\ntest('a', () => {});\n" });
  const baseline = captureBaseline('s', root, await fingerprintWorkspace(root), state(), 'session-start');
  writeFileSync(join(outer, 'package.json'), '{ "type": "commonjs" }\n');
  const diff = diffHarness(baseline, root, await fingerprintWorkspace(root));
  assert.equal(diff.above, ['../package.json']);
  assert.is(replayScope(diff, baseline, 'node:test'), 'suite');
});

discovery('a baseline stored without the discovery record still loads', async () => {
  const { root } = nested(PYTEST);
  const dir = state();
  captureBaseline('s', root, await fingerprintWorkspace(root), dir, 'session-start');
  const path = join(dir, 'baseline.json');
  const json = JSON.parse(readFileSync(path, 'utf8'));
  delete json.discovery;
  writeFileSync(path, JSON.stringify(json));
  const loaded = loadBaseline(dir)!;
  assert.is(loaded.discovery, undefined);
  assert.equal(diffHarness(loaded, root, await fingerprintWorkspace(root)), { changed: [], removed: [], added: [] });
});

discovery('a link the tests read, recorded as support, is unchanged while it points where it did: no replay of an untouched harness (zod\'s root CLAUDE.md -> AGENTS.md)', async () => {
  const { root } = nested({
    'AGENTS.md': '# agents\n',
    'test/a.test.mjs': "import test from 'node:test';\nimport { readFileSync } from 'node:fs';\ntest('a', () => readFileSync(new URL('../CLAUDE.md', import.meta.url)));\n",
  });
  symlinkSync('AGENTS.md', join(root, 'CLAUDE.md'));
  const dir = state();
  const start = await fingerprintWorkspace(root);
  const baseline = captureBaseline('s', root, start, dir, 'session-start');
  recordTestReads(baseline, dir, start, testReadsOf(root, allFilesOf(start).keys(), undefined));
  assert.ok(baseline.files.get('CLAUDE.md')?.signature.startsWith('link:AGENTS.md:'), JSON.stringify(baseline.files.get('CLAUDE.md')));
  assert.equal(diffHarness(baseline, root, await fingerprintWorkspace(root)), { changed: [], removed: [], added: [] });
  writeFileSync(join(root, 'OTHER.md'), '# other\n');
  rmSync(join(root, 'CLAUDE.md'));
  symlinkSync('OTHER.md', join(root, 'CLAUDE.md'));
  assert.equal(diffHarness(baseline, root, await fingerprintWorkspace(root)).changed, ['CLAUDE.md'], 'pointed elsewhere: changed');
});

discovery.run();

const outputs = suite('runner outputs at the exact paths each runner writes');

outputs('cargo\'s target/ at the root, a Maven module\'s beside its pom.xml, snapshots beside their test files; nowhere else', () => {
  const poms = new Set(['mod/pom.xml']);
  const hasFile = (p: string) => poms.has(p);
  assert.equal(
    ['target/debug/build/x/out/gen.rs', 'src/target/impl.py', 'mod/target/generated-sources/A.java', 'other/target/B.java', 'src/__snapshots__/a.test.js.snap', 'src/__snapshots__/impl.js.snap', 'test/a.test.mjs.snapshot', 'htmlcov/index.html', 'src/htmlcov/x.py', '_build/test/lib/x.beam'].map((p) => [p, isRunnerOutput(p, hasFile)]),
    [
      ['target/debug/build/x/out/gen.rs', true],
      ['src/target/impl.py', false],
      ['mod/target/generated-sources/A.java', true],
      ['other/target/B.java', false],
      ['src/__snapshots__/a.test.js.snap', true],
      ['src/__snapshots__/impl.js.snap', false],
      ['test/a.test.mjs.snapshot', true],
      ['htmlcov/index.html', true],
      ['src/htmlcov/x.py', false],
      ['_build/test/lib/x.beam', true],
    ],
  );
  assert.is(countsAsRunWrite('src/target/impl.py'), true, 'code written under a target/ deep in the tree while the run ran');
  assert.is(countsAsRunWrite('target/debug/build/x/out/gen.rs'), false);
});

outputs('a snapshot is not an added harness file only while it is as a run of the session wrote it', async () => {
  const { root } = nested({ 'package.json': '{}', 'src/a.test.js': "test('a', () => expect(1).toMatchSnapshot());\n" });
  const dir = state();
  const baseline = captureBaseline('s', root, await fingerprintWorkspace(root), dir, 'session-start');
  const before = await fingerprintWorkspace(root);
  mkdirSync(join(root, 'src/__snapshots__'));
  writeFileSync(join(root, 'src/__snapshots__/a.test.js.snap'), 'exports[`a 1`] = `1`;\n');
  const written = await fingerprintWorkspace(root);
  assert.equal(diffHarness(baseline, root, written).added, ['src/__snapshots__/a.test.js.snap'], 'written by hand: an added harness file');
  recordRunnerWrites(baseline, dir, runnerOutputWrites(before, written));
  assert.equal(diffHarness(baseline, root, written).added, [], 'written by a run of the session');
  assert.ok(loadBaseline(dir)!.discovery!.runnerWrites!['src/__snapshots__/a.test.js.snap'], 'kept with the baseline');
  writeFileSync(join(root, 'src/__snapshots__/a.test.js.snap'), 'exports[`a 1`] = `2`;\n');
  assert.equal(diffHarness(baseline, root, await fingerprintWorkspace(root)).added, ['src/__snapshots__/a.test.js.snap'], 'edited after the run');
});

outputs.run();

const walk = suite('the walk has no blind spots by name');

walk('a pyvenv.cfg dropped into the code\'s directory hides it from neither the fingerprint nor the baseline; the probe still skips it as pytest does', async () => {
  const { root } = nested({ ...PYTEST, 'src/pyvenv.cfg': 'home = /usr/bin\n', 'src/impl.py': 'x = 1\n', 'src/test_hidden.py': 'def test_h(): pass\n' });
  const fingerprint = await fingerprintWorkspace(root);
  assert.ok(fingerprint.files.has('src/impl.py'));
  const baseline = captureBaseline('s', root, fingerprint, state(), 'session-start');
  assert.ok(baseline.files.has('src/test_hidden.py'));
  assert.equal(baseline.discovery!.venvs, ['src'], 'where a virtualenv was when the session started');
  writeFileSync(join(root, 'src/impl.py'), 'x = 2\n');
  assert.equal(changedFiles(fingerprint.files, (await fingerprintWorkspace(root)).files), ['src/impl.py']);
  assert.not.ok((await probeWorkspace(root)).testFiles.includes('src/test_hidden.py'));
});

walk('a directory link into the temp area is followed: a change to a file behind it is a change, and a test behind it is recorded', async () => {
  const { outer, root } = nested({ 'calc.py': 'x = 1\n' });
  const elsewhere = join(outer, 'elsewhere');
  mkdirSync(join(elsewhere, 'deep'), { recursive: true });
  writeFileSync(join(elsewhere, 'test_linked.py'), 'def test_l(): assert True\n');
  writeFileSync(join(elsewhere, 'deep', 'helper.py'), 'y = 1\n');
  symlinkSync(elsewhere, join(root, 'tests'), 'dir');
  const before = await fingerprintWorkspace(root);
  assert.ok(before.files.has('tests/test_linked.py'));
  assert.ok(before.files.has('tests/deep/helper.py'));
  const dir = state();
  const baseline = captureBaseline('s', root, before, dir, 'session-start');
  assert.equal(baseline.files.get('tests/test_linked.py')?.role, 'test');
  writeFileSync(join(elsewhere, 'test_linked.py'), 'def test_l(): pass  # weakened\n');
  const after = await fingerprintWorkspace(root);
  assert.equal(changedFiles(before.files, after.files), ['tests/test_linked.py']);
  assert.equal(diffHarness(baseline, root, after).changed, ['tests/test_linked.py']);
});

walk('directory links cannot loop, and no real directory is listed twice', async () => {
  const { outer, root } = nested({ 'a/b.py': 'x = 1\n' });
  symlinkSync(root, join(root, 'a', 'loop'), 'dir');
  symlinkSync(join(root, 'a'), join(root, 'a-again'), 'dir');
  symlinkSync(outer, join(root, 'up'), 'dir');
  const out = join(outer, 'out');
  mkdirSync(out);
  writeFileSync(join(out, 'c.py'), 'y = 1\n');
  symlinkSync(out, join(root, 'out1'), 'dir');
  symlinkSync(out, join(root, 'out2'), 'dir');
  symlinkSync(out, join(out, 'self'), 'dir');
  const fingerprint = await fingerprintWorkspace(root);
  assert.is(fingerprint.truncated, false);
  assert.equal([...fingerprint.files.keys()].filter((p) => p.endsWith('.py')).sort(), ['a/b.py', 'out1/c.py']);
});

walk(`at most ${MAX_LINKED_DIRS} directory links are followed`, async () => {
  const { outer, root } = nested({});
  for (let i = 0; i < MAX_LINKED_DIRS + 3; i++) {
    const target = join(outer, `t${i}`);
    mkdirSync(target);
    writeFileSync(join(target, 'f.py'), '');
    symlinkSync(target, join(root, `l${String(i).padStart(3, '0')}`), 'dir');
  }
  const fingerprint = await fingerprintWorkspace(root);
  assert.is([...fingerprint.files.keys()].filter((p) => p.endsWith('/f.py')).length, MAX_LINKED_DIRS);
});

walk('a linked file is signed by what it points at, wherever that is: a change to its content is a change of the harness', async () => {
  const { outer, root } = nested({ 'calc.py': 'x = 1\n' });
  writeFileSync(join(outer, 'shared_test.py'), 'def test_s(): assert 1 == 1\n');
  mkdirSync(join(root, 'tests'));
  symlinkSync(join(outer, 'shared_test.py'), join(root, 'tests', 'test_shared.py'));
  const before = await fingerprintWorkspace(root);
  const baseline = captureBaseline('s', root, before, state(), 'session-start');
  assert.ok(baseline.files.get('tests/test_shared.py')?.stored);
  writeFileSync(join(outer, 'shared_test.py'), 'def test_s(): pass\n');
  const after = await fingerprintWorkspace(root);
  assert.equal(changedFiles(before.files, after.files), ['tests/test_shared.py']);
  assert.equal(diffHarness(baseline, root, after).changed, ['tests/test_shared.py']);
  // The same content written back: unchanged by content, though its signature moved.
  writeFileSync(join(outer, 'shared_test.py'), 'def test_s(): assert 1 == 1\n');
  assert.equal(diffHarness(baseline, root, await fingerprintWorkspace(root)).changed, []);
});

walk('thousands of fixture files do not push the tests out of the baseline\'s file bound, and a cut baseline says so', async () => {
  const files: Record<string, string> = { 'calc.py': 'x = 1\n', 'tests/test_calc.py': 'def test_a(): pass\n', 'pytest.ini': '[pytest]\n' };
  for (let i = 0; i < BASELINE_MAX_FILES + 100; i++) files[`fixtures/f${String(i).padStart(5, '0')}.json`] = '{}\n';
  const { root } = nested(files);
  const baseline = captureBaseline('s', root, await fingerprintWorkspace(root), state(), 'session-start');
  assert.is(baseline.files.size, BASELINE_MAX_FILES);
  assert.equal(baseline.files.get('tests/test_calc.py')?.role, 'test');
  assert.equal(baseline.files.get('pytest.ini')?.role, 'config');
  assert.is(baseline.truncated, true);
  assert.is(
    baselineBoundNote(baseline.files.size),
    'the session-start record of the test harness is incomplete (5,000 files recorded; the rest were past its bound): a change to the others is not replayed as it was',
  );
});

walk.run();
