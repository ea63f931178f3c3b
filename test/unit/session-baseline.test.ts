/**
 * The session baseline's parts without a runtime: which files are the harness, capture and
 * diff, the swap and its crash recovery, the replay's scope, the report's judgement and the
 * gate's no-progress and edits-without-run decisions.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { captureBaseline, diffHarness, loadBaseline, BASELINE_MAX_FILE_BYTES } from '../../src/closure/harness-baseline.ts';
import { recoverSwap, restoreSwap, swapInBaseline } from '../../src/closure/harness-swap.ts';
import { replayBaseline, replayPassed, replayScope } from '../../src/closure/harness-replay.ts';
import { judgeReport } from '../../src/closure/report.ts';
import { ClosureStore, emptyClosure, type RecordedRun } from '../../src/closure/state.ts';
import { harnessRole } from '../../src/workspace/harness-files.ts';
import { blockerText } from '../../src/render/blockers.ts';
import { fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';
import { readSuiteTarget } from '../../src/planning/suite-target.ts';
import { changedCommandWords, resolveCommandWords } from '../../src/workspace/command-words.ts';
import { commandWordNote } from '../../src/render/command-words.ts';
import { baselineReplayLines } from '../../src/render/run-result.ts';
import { buildRunResult } from '../../src/run/result.ts';
import { parseRunnerOutput } from '../../src/parse.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-harness-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}
const read = (root: string, path: string): string => readFileSync(join(root, path), 'utf8');

const files = suite('harness files');

files('roles: tests by any runner, config and hooks, support under test directories, code outside', () => {
  assert.equal(
    ['tests/test_a.py', 'src/a.test.ts', 'pkg/a_test.go', 'conftest.py', 'sub/conftest.py', 'pytest.ini', 'package.json', '.npmrc', '.mocharc.yml', 'vitest.config.ts', 'sitecustomize.py', 'x.pth', 'tests/helpers.py', 'test/fixtures/data.json', '__mocks__/fs.js', 'pkg/testdata/golden.txt', 'src/setupTests.js', 'src/math.mjs', 'README.md'].map(
      (p) => [p, harnessRole(p) ?? null],
    ),
    [
      ['tests/test_a.py', 'test'],
      ['src/a.test.ts', 'test'],
      ['pkg/a_test.go', 'test'],
      ['conftest.py', 'config'],
      ['sub/conftest.py', 'config'],
      ['pytest.ini', 'config'],
      ['package.json', 'config'],
      ['.npmrc', 'config'],
      ['.mocharc.yml', 'config'],
      ['vitest.config.ts', 'config'],
      ['sitecustomize.py', 'config'],
      ['x.pth', 'config'],
      ['tests/helpers.py', 'support'],
      ['test/fixtures/data.json', 'support'],
      ['__mocks__/fs.js', 'support'],
      ['pkg/testdata/golden.txt', 'support'],
      ['src/setupTests.js', 'config'],
      ['src/math.mjs', null],
      ['README.md', null],
    ],
  );
});

files.run();

const capture = suite('baseline capture, diff and swap');

capture('capture records the harness with its content; the diff names changed, removed and added files', async () => {
  const root = tree({ 'pytest.ini': '[pytest]\n', 'calc.py': 'x = 1\n', 'tests/test_a.py': 'def test_a(): pass\n', 'tests/test_b.py': 'def test_b(): pass\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  assert.equal([...baseline.files.keys()].sort(), ['pytest.ini', 'tests/test_a.py', 'tests/test_b.py']);
  assert.equal(loadBaseline(dir)?.files.get('tests/test_a.py')?.sha, baseline.files.get('tests/test_a.py')?.sha, 'stored and found again');
  writeFileSync(join(root, 'tests/test_a.py'), 'def test_a(): assert True\n');
  rmSync(join(root, 'tests/test_b.py'));
  writeFileSync(join(root, 'conftest.py'), 'import calc\n');
  writeFileSync(join(root, 'calc.py'), 'x = 2\n');
  const diff = diffHarness(baseline, root, await fingerprintWorkspace(root));
  assert.equal(diff, { changed: ['tests/test_a.py'], removed: ['tests/test_b.py'], added: ['conftest.py'] });
  assert.equal(replayScope(diff, baseline, 'pytest'), 'suite', 'a hook added: the whole suite');
  assert.equal(replayScope({ ...diff, added: [] }, baseline, 'pytest'), { files: ['tests/test_a.py', 'tests/test_b.py'] });
  assert.is(replayScope({ changed: [], removed: [], added: ['tests/test_new.py'] }, baseline, 'node:test'), undefined, 'an added test in a runner that isolates files');
  assert.is(replayScope({ changed: [], removed: [], added: ['tests/test_new.py'] }, baseline, 'pytest'), 'suite');
  const bare = tree({ 'pytest.ini': '[pytest]\n' });
  const noTests = captureBaseline('s2', bare, await fingerprintWorkspace(bare), mkdtempSync(join(tmpdir(), 'dtc-state-')), 'session-start');
  assert.is(replayScope({ changed: ['pytest.ini'], removed: [], added: ['tests/test_new.py'] }, noTests, 'pytest'), undefined, 'a session that started with no test has none to replay');
});

capture('a file over the per-file bound is recorded by hash only and cannot be swapped in', async () => {
  const root = tree({ 'tests/test_big.py': 'x' .repeat(BASELINE_MAX_FILE_BYTES + 1), 'tests/test_a.py': 'a\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  assert.is(baseline.hashOnly, 1);
  writeFileSync(join(root, 'tests/test_big.py'), 'small\n');
  const swap = swapInBaseline(dir, baseline, diffHarness(baseline, root, await fingerprintWorkspace(root)));
  assert.equal(swap.unrestorable, ['tests/test_big.py']);
  restoreSwap(swap);
  assert.is(
    blockerText({ check: 'baseline', failing: [], failureCount: 0, status: 'passed', ran: 1, changed: ['tests/test_big.py'], removed: [], added: [], unrestorable: swap.unrestorable, conflicts: [] }),
    "baseline: the tests as they were at session start could not be replayed as recorded; test harness edits since then: changed tests/test_big.py; not replayed (content as at session start not stored): tests/test_big.py",
  );
  assert.is(read(root, 'tests/test_big.py'), 'small\n');
});

capture('swap puts the baseline harness in place and restore puts the model\'s back, directories included', async () => {
  const root = tree({ 'pytest.ini': '[pytest]\n', 'tests/deep/test_a.py': 'orig\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  rmSync(join(root, 'tests'), { recursive: true });
  writeFileSync(join(root, 'pytest.ini'), '[pytest]\naddopts = -k nothing\n');
  writeFileSync(join(root, 'conftest.py'), 'hook\n');
  const swap = swapInBaseline(dir, baseline, diffHarness(baseline, root, await fingerprintWorkspace(root)));
  assert.is(read(root, 'tests/deep/test_a.py'), 'orig\n');
  assert.is(read(root, 'pytest.ini'), '[pytest]\n');
  assert.ok(!existsSync(join(root, 'conftest.py')), 'an added hook is moved aside');
  assert.equal(restoreSwap(swap), { conflicts: [] });
  assert.ok(!existsSync(join(root, 'tests')), 'directories the swap created are gone');
  assert.is(read(root, 'pytest.ini'), '[pytest]\naddopts = -k nothing\n');
  assert.is(read(root, 'conftest.py'), 'hook\n');
  assert.ok(!existsSync(join(dir, 'replay.json')), 'the journal is gone');
});

capture('a crash mid-replay is undone from the journal; a file written meanwhile is kept, not overwritten', async () => {
  const root = tree({ 'tests/test_a.py': 'orig a\n', 'tests/test_b.py': 'orig b\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  writeFileSync(join(root, 'tests/test_a.py'), 'model a\n');
  writeFileSync(join(root, 'tests/test_b.py'), 'model b\n');
  swapInBaseline(dir, baseline, diffHarness(baseline, root, await fingerprintWorkspace(root)));
  // The process dies here; something writes test_b meanwhile.
  writeFileSync(join(root, 'tests/test_b.py'), 'someone else\n');
  assert.equal(recoverSwap(dir), { conflicts: ['tests/test_b.py'] });
  assert.is(read(root, 'tests/test_a.py'), 'model a\n');
  assert.is(read(root, 'tests/test_b.py'), 'someone else\n');
  assert.is(recoverSwap(dir), undefined, 'nothing left to recover');
});

capture('a link in a harness file\'s place is set aside as a link, never written through', async () => {
  const root = tree({ 'tests/test_a.py': 'orig\n', 'elsewhere/evil.py': 'import calc\n', 'elsewhere/target.py': 'target\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  rmSync(join(root, 'tests/test_a.py'));
  symlinkSync('../elsewhere/target.py', join(root, 'tests/test_a.py'));
  symlinkSync('elsewhere/evil.py', join(root, 'conftest.py'));
  const diff = diffHarness(baseline, root, await fingerprintWorkspace(root));
  assert.equal(diff, { changed: ['tests/test_a.py'], removed: [], added: ['conftest.py'] });
  const swap = swapInBaseline(dir, baseline, diff);
  assert.ok(!existsSync(join(root, 'conftest.py')), 'the linked hook is set aside');
  assert.is(read(root, 'tests/test_a.py'), 'orig\n');
  assert.is(read(root, 'elsewhere/target.py'), 'target\n', 'the link\'s target is untouched');
  restoreSwap(swap);
  assert.is(readlinkSync(join(root, 'conftest.py')), 'elsewhere/evil.py');
  assert.is(readlinkSync(join(root, 'tests/test_a.py')), '../elsewhere/target.py');
});

capture('a replay that cannot be planned is a replay without a result, and the model\'s files are back', async () => {
  const root = tree({ 'tests/test_a.py': 'orig\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  writeFileSync(join(root, 'tests/test_a.py'), 'model\n');
  const replay = await replayBaseline({
    baseline,
    dir,
    fingerprint: await fingerprintWorkspace(root),
    framework: 'pytest',
    plan: async () => {
      throw new Error('no runner detected');
    },
    runOne: async () => {
      throw new Error('not reached');
    },
  });
  assert.equal([replay?.status, replay?.summarySeen, replay && replayPassed(replay)], ['error', false, false]);
  assert.is(read(root, 'tests/test_a.py'), 'model\n');
});

capture('a replayed go suite\'s plain output states no total it does not show, and its ok lines show that tests ran', async () => {
  const root = tree({ 'calc/calc_test.go': 'package calc\n' });
  const dir = mkdtempSync(join(tmpdir(), 'dtc-state-'));
  const baseline = captureBaseline('s1', root, await fingerprintWorkspace(root), dir, 'session-start');
  writeFileSync(join(root, 'calc/calc_test.go'), 'package calc // edited\n');
  /** The replay of a captured plain `go test ./...` run (fixtures/go/<id>). */
  const replayOf = async (id: string, exitCode: number) => {
    const output = readFileSync(new URL(`../../fixtures/go/${id}/output.txt`, import.meta.url), 'utf8');
    const result = buildRunResult({ exitCode, timedOut: false, aborted: false, sandbox: { mode: 'none', denied: false }, output, truncated: false, durationMs: 1 }, parseRunnerOutput('go', output), { command: 'go test ./...', notes: [], tailChars: 0 });
    const replay = await replayBaseline({ baseline, dir, fingerprint: await fingerprintWorkspace(root), framework: 'go', plan: async () => ({}) as never, runOne: async () => ({ result }) });
    assert.ok(replay !== undefined);
    return replay!;
  };
  const red = await replayOf('1.19-one-failure-default', 1);
  assert.equal(red.unshown, { counts: ['passed', 'skipped'], reason: 'go test prints them only with -v', packagesOk: 0 });
  assert.is(replayPassed(red), false);
  assert.is(
    baselineReplayLines(red)[0],
    'baseline: the tests as at session start fail on this code: 1 failed; passed and skipped not shown (go test prints them only with -v) (replayed the whole suite; harness edits: changed calc/calc_test.go)',
  );
  const green = await replayOf('1.19-green-default', 0);
  assert.equal([green.status, green.summary.passed + green.summary.failed, green.unshown?.packagesOk], ['passed', 0, 1]);
  assert.is(replayPassed(green), true, 'an ok line shows tests ran and passed');
  assert.is(baselineReplayLines(green)[0], 'baseline: the tests as at session start pass on this code (replayed the whole suite; harness edits: changed calc/calc_test.go)');
  assert.is(read(root, 'calc/calc_test.go'), 'package calc // edited\n', 'the model\'s file is back');
});

capture.run();

const report = suite('test_closure_report judgement');

const run = (over: Partial<RecordedRun> = {}): RecordedRun => ({
  ok: false,
  status: 'failed',
  summary: { total: 2, passed: 1, failed: 1, skipped: 0 },
  summarySeen: true,
  failures: [{ name: 'adds', kind: 'test', message: 'AssertionError: 0 == 4' }],
  failureCount: 1,
  command: 'c',
  runner: 'node:test',
  turn: 1,
  exitCode: 1,
  timedOut: false,
  narrowed: false,
  scope: 'suite',
  verdict: { verified: false, blockers: [{ check: 'passed', status: 'failed', exitCode: 1, total: 2 }] },
  root: '/ws',
  fingerprint: 'f',
  testFilesChanged: [],
  ...over,
});

report('argument and evidence errors name the problem', () => {
  const state = emptyClosure();
  const blockers = [{ check: 'passed', status: 'failed', exitCode: 1, total: 2 } as const];
  const judged = (input: { tests: string[]; reason: string; explanation: string }) => judgeReport(state, input, 1, blockers);
  assert.equal(judged({ tests: ['adds'], reason: 'bored', explanation: 'x' }), { rejected: 'test_closure_report: reason must be one of test-wrong, environment, pre-existing (got "bored")' });
  assert.equal(judged({ tests: ['adds'], reason: 'test-wrong', explanation: ' ' }), { rejected: 'test_closure_report: explanation must not be empty: say in one sentence why' });
  assert.equal(judged({ tests: [], reason: 'test-wrong', explanation: 'x' }), { rejected: 'test_closure_report: tests must name at least one failing or changed test' });
  assert.equal(judged({ tests: ['adds'], reason: 'test-wrong', explanation: 'x' }), { rejected: 'test_closure_report: no test_run is recorded in this session; run test_run first' });
  state.lastRun = run();
  assert.ok('accepted' in judged({ tests: ['adds'], reason: 'test-wrong', explanation: 'x' }));
  assert.equal(judgeReport(state, { tests: ['adds'], reason: 'test-wrong', explanation: 'x' }, 1, []), { rejected: 'test_closure_report: nothing blocks: the last test_run verifies the suite' });
});

report('environment fits a missing module or a denied run; pre-existing needs the first run on the untouched workspace', () => {
  const state = emptyClosure();
  const blockers = [{ check: 'passed', status: 'failed', exitCode: 1, total: 2 } as const];
  state.lastRun = run({ failures: [{ name: 'db', kind: 'test', message: "ModuleNotFoundError: No module named 'psycopg'" }] });
  const env = judgeReport(state, { tests: ['db'], reason: 'environment', explanation: 'driver missing' }, 3, blockers);
  assert.equal('accepted' in env && env.accepted, { turn: 3, reason: 'environment', tests: ['db'], explanation: 'driver missing', outcome: 'unresolved' });
  state.lastRun = run({ status: 'sandbox-denied' });
  assert.ok('accepted' in judgeReport(state, { tests: ['adds'], reason: 'environment', explanation: 'denied' }, 3, blockers));
  state.startFailures = ['other'];
  assert.equal(judgeReport(state, { tests: ['adds'], reason: 'pre-existing', explanation: 'old' }, 3, blockers), { rejected: "test_closure_report: reason \"pre-existing\" does not fit: not failing in the session's first run: adds" });
  state.startFailures = ['adds'];
  assert.ok('accepted' in judgeReport(state, { tests: ['adds'], reason: 'pre-existing', explanation: 'old' }, 3, blockers));
});

report.run();

const gate = suite('gate decisions: no progress, edits without a run, a report');

gate('the same failures on the same workspace at the next stop release as no progress', () => {
  const store = new ClosureStore();
  store.recordRun('s', run());
  const blockers = run().verdict.blockers;
  assert.is(store.decide('s', 1, 3, blockers, { digest: 'd1' }).action, 'steer');
  assert.is(store.decide('s', 1, 3, blockers, { digest: 'd2' }).action, 'steer', 'a changed workspace is progress');
  const third = store.decide('s', 1, 3, blockers, { digest: 'd2' });
  assert.equal([third.action, 'noProgress' in third && third.noProgress], ['mark-unresolved', true]);
  assert.equal(store.get('s')!.unresolved, { turn: 1, failing: ['adds'], reason: 'no-progress' });
});

gate('edits with no run: asked once per turn, then released unresolved; nothing changed: released', () => {
  const store = new ClosureStore();
  store.of({ id: 's', session: { events: [] } });
  assert.equal(store.decide('s', 1, 2, [], { changedWithoutRun: [] }), { action: 'release', reason: 'no-run' });
  assert.equal(store.decide('s', 1, 2, [], { changedWithoutRun: ['src/a.js'] }), { action: 'ask-for-run', changed: ['src/a.js'] });
  assert.equal(store.decide('s', 1, 2, [], { changedWithoutRun: ['src/a.js'] }), { action: 'release-without-run', changed: ['src/a.js'] });
  assert.is(store.decide('s', 2, 2, [], { changedWithoutRun: ['src/a.js'] }).action, 'ask-for-run', 'a new turn, a new ask');
});

gate('an accepted report releases its turn once logged, and only that turn', () => {
  const store = new ClosureStore();
  store.recordRun('s', run());
  store.acceptReport('s', { turn: 1, reason: 'environment', tests: ['adds'], explanation: 'x', outcome: 'unresolved' });
  const first = store.decide('s', 1, 2, run().verdict.blockers, { digest: 'd' });
  assert.equal([first.action, 'log' in first && first.log], ['release-reported', true]);
  const again = store.decide('s', 1, 2, run().verdict.blockers, { digest: 'd' });
  assert.equal([again.action, 'log' in again && again.log], ['release-reported', false]);
  assert.is(store.decide('s', 2, 2, run().verdict.blockers, { digest: 'd' }).action, 'steer');
});

gate.run();

const words = suite('command words');

words('each word resolves on PATH, after npx in node_modules/.bin first; a planted or re-pointed program is named', () => {
  const root = tree({ 'node_modules/.bin/vitest': '#!/bin/sh\necho real\n', 'bin/python3': '#!/bin/sh\n', 'bin/other': '#!/bin/sh\n' });
  for (const f of ['node_modules/.bin/vitest', 'bin/python3', 'bin/other']) chmodSync(join(root, f), 0o755);
  const path = join(root, 'bin');
  const before = resolveCommandWords('( npx --no -- vitest run --reporter=default ) < /dev/null', root, path);
  assert.equal(before.map((w) => [w.word, w.path]), [['vitest', join(root, 'node_modules/.bin/vitest')]]);
  assert.equal(resolveCommandWords('python3 -m pytest -v -rfE < /dev/null', root, path).map((w) => w.word), ['python3'], 'a word not after npx is not looked up in node_modules');
  writeFileSync(join(root, 'node_modules/.bin/vitest'), '#!/bin/sh\necho "Test Files  1 passed (1)"\n');
  const changed = changedCommandWords(before, resolveCommandWords('( npx --no -- vitest run --reporter=default ) < /dev/null', root, path));
  assert.equal(changed.map((c) => commandWordNote(c)), [`the command's vitest runs ${realpathSync(join(root, 'node_modules/.bin/vitest'))}, which changed since the session started`]);
  rmSync(join(root, 'node_modules/.bin/vitest'));
  symlinkSync(join(root, 'bin/other'), join(root, 'node_modules/.bin/vitest'));
  const repointed = changedCommandWords(before, resolveCommandWords('npx --no -- vitest run', root, path));
  assert.equal(repointed.map((c) => commandWordNote(c)), [`the command's vitest runs ${realpathSync(join(root, 'bin/other'))}, not ${realpathSync(root)}/node_modules/.bin/vitest as when the session started`]);
});

words.run();

const target = suite('targets that are the suite');

target('the root or every test file is the suite; a node:test directory is expanded or refused', () => {
  const root = tree({ 'test/a.test.mjs': '', 'test/sub/b.test.mjs': '', 'lib/c.test.mjs': '', 'docs/x.md': '' });
  const all = ['lib/c.test.mjs', 'test/a.test.mjs', 'test/sub/b.test.mjs'];
  assert.equal(readSuiteTarget('.', root, all, true), { kind: 'suite' });
  assert.equal(readSuiteTarget('./', root, undefined, true), { kind: 'suite' });
  assert.equal(readSuiteTarget('test lib', root, all, true), { kind: 'suite' });
  assert.equal(readSuiteTarget('test/', root, all, true), { kind: 'target', target: 'test/a.test.mjs test/sub/b.test.mjs' });
  assert.equal(readSuiteTarget('test', root, all, false), { kind: 'target', target: 'test' }, 'a runner that takes directories keeps it');
  assert.equal(readSuiteTarget('docs', root, all, true), { kind: 'refused', message: 'test_run: target "docs" is a directory holding no test file of this suite' });
  assert.equal(readSuiteTarget('-k adds', root, all, true), { kind: 'target', target: '-k adds' });
});

target.run();
