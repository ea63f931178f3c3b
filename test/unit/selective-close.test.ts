/**
 * The selective close through whole session calls (call/test-call.ts, call/close-selection.ts),
 * the host's ports replaced by the local shell: real node:test runs, the real record in a
 * state directory. Which files a close runs, what it says, and what runs the whole suite.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { callPlanner } from '../../src/call/planner.ts';
import { toolValue } from '../../src/call/record.ts';
import type { ExecutePort, Execution } from '../../src/call/run-plan.ts';
import { prepareCall, type CallSettings } from '../../src/call/test-call.ts';
import { allChecks } from '../../src/closure/checks.ts';
import { DEFAULT_LOOP_POLICY } from '../../src/closure/policy.ts';
import { ClosureStore, emptyClosure } from '../../src/closure/state.ts';
import { runLocally } from '../../src/cli/local-run.ts';
import { fingerprintWorkspace } from '../../src/workspace/fingerprint.ts';
import { captureBaseline } from '../../src/closure/harness-baseline.ts';
import { signEnvironment } from '../../src/workspace/environment.ts';
import { baselineReplayLines } from '../../src/render/run-result.ts';

const close = suite('the selective close');

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'dtc-close-'));
  write(root, files);
  return root;
}

function write(root: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
}

function localPort(root: string): ExecutePort & { executions: Execution[] } {
  const executions: Execution[] = [];
  return { root, sandboxMode: undefined, executions, execute: (e) => (executions.push(e), runLocally({ command: e.command, cwd: root, env: e.env, timeoutMs: e.timeoutMs, cookie: e.cookie })) };
}

/** Four test files, each importing its own module; two also import a shared one. */
function fourFiles(): Record<string, string> {
  const files: Record<string, string> = { 'package.json': '{"name":"p","type":"module"}\n', 'src/shared.mjs': 'export const shared = 1;\n' };
  for (let i = 0; i < 4; i++) {
    files[`src/m${i}.mjs`] = `export const value = ${i};\n`;
    const shared = i < 2 ? "import { shared } from '../src/shared.mjs';\n" : '';
    files[`test/t${i}.test.mjs`] = `import test from 'node:test';\nimport assert from 'node:assert';\nimport { value } from '../src/m${i}.mjs';\n${shared}test('t${i}', () => assert.equal(value, ${i}));\n${i < 2 ? `test('s${i}', () => assert.equal(shared, 1));\n` : ''}`;
  }
  return files;
}

/** A session whose calls run in `root`, recorded in a fresh state directory; with `baseline`, the harness as it is now is the session's baseline. */
async function session(root: string, over: Partial<CallSettings> = {}, withBaseline = false) {
  const stateDir = mkdtempSync(join(tmpdir(), 'dtc-close-state-'));
  const dir = join(stateDir, 'session');
  const start = await fingerprintWorkspace(root);
  const baseline = withBaseline ? { baseline: captureBaseline('sel', root, start, dir, 'session-start', undefined, signEnvironment(root)), dir, start } : undefined;
  const settings: CallSettings = { planner: callPlanner({}), stateDir, policy: DEFAULT_LOOP_POLICY, checks: allChecks(true), defaultTimeoutMs: 60_000, tailChars: 2000, ...over };
  const store = new ClosureStore(() => emptyClosure());
  const state = store.of({ id: 'sel' } as never);
  let turn = 0;
  const call = async (args = {}) => {
    const port = localPort(root);
    const prepared = await prepareCall({ root, args, settings, ports: { fingerprint: () => fingerprintWorkspace(root) }, session: { id: 'sel', store, state, turn: ++turn, otherJobsRunning: false, ...(baseline ? { baseline } : {}) } });
    const record = await prepared.record(await prepared.run(port));
    return { value: toolValue(record), verdict: record.verdict, commands: port.executions.map((e) => e.plannedCommand), replay: record.recorded?.baselineReplay };
  };
  return { call, stateDir };
}

close('a first call runs the whole suite; an edit to one module re-runs its test file only, and verifies', async () => {
  const root = project(fourFiles());
  const { call } = await session(root);
  const first = await call();
  assert.is(first.value.status, 'passed');
  assert.not.ok(first.value.notes.some((n) => n.startsWith('ran the whole suite')), 'the first run of a suite is whole, and says nothing');
  write(root, { 'src/m2.mjs': 'export const value = 2; // edited\n' });
  const second = await call();
  assert.is(second.value.status, 'passed', second.value.outputTail);
  assert.ok(second.value.notes.includes('verifies the suite: 1 test file re-run; 3 unchanged since their pass in run 1'), second.value.notes.join('\n'));
  assert.equal(second.value.selection, { ran: 1, reused: 3, unit: 'file' });
  assert.is(second.value.summary.total, 1);
  assert.ok(second.verdict.verified, JSON.stringify(second.verdict));
  assert.ok(second.commands[0]!.includes('test/t2.test.mjs') && !second.commands[0]!.includes('t1.test'), second.commands[0]);
});

close('a shared module re-runs its readers; a red edit is red; failures first, then the selection', async () => {
  const root = project(fourFiles());
  const { call } = await session(root);
  await call();
  write(root, { 'src/shared.mjs': 'export const shared = 2;\n' });
  const red = await call();
  assert.is(red.value.status, 'failed');
  assert.equal(red.value.failures.map((f) => f.name).sort(), ['s0', 's1']);
  assert.ok(red.value.notes.includes('2 test files re-run; 2 unchanged since their pass in run 1'), red.value.notes.join('\n'));
  assert.not.ok(red.verdict.verified);
  write(root, { 'src/shared.mjs': 'export const shared = 1;\n' });
  const green = await call();
  assert.is(green.value.status, 'passed');
  assert.ok(green.value.notes.some((n) => n.startsWith('failures first: the 2 tests that failed last passed on a re-run; then ran the test files whose inputs changed')), green.value.notes.join('\n'));
  assert.ok(green.value.notes.includes('verifies the suite: 2 test files re-run; 2 unchanged since their pass in run 1'), green.value.notes.join('\n'));
  assert.ok(green.verdict.verified, JSON.stringify(green.verdict));
});

close('fail closed: a file no test reads, a config, a deleted module, a computed import', async () => {
  const root = project({ ...fourFiles(), 'README.md': '# p\n' });
  const { call } = await session(root);
  await call();
  write(root, { 'README.md': '# p, edited\n' });
  assert.ok((await call()).value.notes.includes('ran the whole suite: README.md changed, and no test is known to read it'));
  write(root, { 'package.json': '{"name":"p","type":"module","version":"1.0.0"}\n' });
  assert.ok((await call()).value.notes.includes('ran the whole suite: package.json changed, which every test reads'));
  rmSync(join(root, 'src/m3.mjs'));
  const gone = await call();
  assert.is(gone.value.status, 'failed');
  assert.ok(gone.value.notes.includes('1 test file re-run; 3 unchanged since their pass in run 3'), gone.value.notes.join('\n'));
  write(root, { 'src/m3.mjs': 'export const value = 3;\n', 'test/t0.test.mjs': "import test from 'node:test';\nconst name = 'm0';\ntest('t0', async () => { await import('../src/' + name + '.mjs'); });\ntest('s0', () => {});\n" });
  const computed = await call();
  assert.ok(computed.value.notes.some((n) => n.startsWith('verifies the suite: 2 test files re-run;')), computed.value.notes.join('\n'));
  // t0 loads by a computed name: it runs at every close, whatever changed; t3 failed this
  // session, so it runs at every close too (its tests must be shown passing).
  write(root, { 'src/m1.mjs': 'export const value = 1; // edited\n' });
  const open = await call();
  assert.ok(open.value.notes.includes('verifies the suite: 3 test files re-run; 1 unchanged since their pass in run 3'), open.value.notes.join('\n'));
  // and what only a computed name reads is read by no test the scan knows: the whole suite runs.
  write(root, { 'src/m0.mjs': 'export const value = 0; // edited\n' });
  const unplaced = await call();
  assert.ok(unplaced.value.notes.includes('ran the whole suite: src/m0.mjs changed, and no test is known to read it'), unplaced.value.notes.join('\n'));
  assert.ok(unplaced.verdict.verified, JSON.stringify(unplaced.verdict));
});

close('selectiveClose: false runs the whole suite, with no note', async () => {
  const root = project(fourFiles());
  const { call } = await session(root, { policy: { ...DEFAULT_LOOP_POLICY, selectiveClose: false } });
  await call();
  write(root, { 'src/m2.mjs': 'export const value = 2; // edited\n' });
  const second = await call();
  assert.is(second.value.summary.total, 6);
  assert.not.ok(second.value.notes.some((n) => n.startsWith('ran the whole suite') || n.startsWith('verifies the suite')));
});

close('the baseline replay by the same rule: only the session-start tests whose code changed since their replay pass', async () => {
  const root = project({ ...fourFiles(), 'test/cases.json': '[1]\n' });
  const { call } = await session(root, {}, true);
  // The first run is on the harness as the session found it: the session-start tests' passes.
  await call();
  // A test file edited (still passing) and a module another test reads: the replay of the
  // edited file's session-start version is not needed, its code did not change.
  write(root, { 'test/t3.test.mjs': "import test from 'node:test';\nimport assert from 'node:assert';\nimport { value } from '../src/m3.mjs';\ntest('t3', () => assert.equal(value, 3));\ntest('t3 more', () => {});\n", 'src/m0.mjs': 'export const value = 0; // edited\n' });
  const edited = await call();
  assert.ok(edited.verdict.verified, JSON.stringify(edited.verdict));
  assert.ok(edited.value.notes.includes('verifies the suite: 2 test files re-run; 2 unchanged since their pass in run 1'), edited.value.notes.join('\n'));
  assert.ok(edited.replay !== undefined);
  assert.equal(baselineReplayLines(edited.replay!), ['baseline: the tests as at session start pass on this code (none replayed: 1 test file unchanged since their replay passed; harness edits: changed test/t3.test.mjs)']);
  // A support file changed: the replay would run the whole suite; only the tests that read changed code run.
  write(root, { 'test/cases.json': '[2]\n', 'src/m1.mjs': 'export const value = 1; // edited\n' });
  const support = await call();
  assert.ok(support.value.notes.includes('ran the whole suite: test/cases.json changed, and no test is known to read it'), support.value.notes.join('\n'));
  assert.ok(support.verdict.verified, JSON.stringify(support.verdict));
  assert.equal(support.replay?.files.sort(), ['test/t0.test.mjs', 'test/t1.test.mjs']);
  assert.is(support.replay?.held, 2);
  // The session-start test t1 reads m1: the code broken there fails its replay, whatever the current harness says.
  write(root, { 'src/m1.mjs': 'export const value = 99;\n', 'test/t1.test.mjs': "import test from 'node:test';\ntest('t1', () => {});\ntest('s1', () => {});\n" });
  const weakened = await call();
  assert.is(weakened.value.status, 'passed');
  assert.not.ok(weakened.verdict.verified, 'the replay of t1 as at session start fails');
  assert.equal(weakened.verdict.blockers.map((b) => b.check), ['baseline']);
  assert.equal(weakened.replay?.files, ['test/t1.test.mjs']);
});

close('a config change runs the whole suite once; the replay does not run it again when no code changed', async () => {
  const root = project(fourFiles());
  const { call } = await session(root, {}, true);
  await call();
  write(root, { 'package.json': '{"name":"p","type":"module","description":"edited"}\n' });
  const config = await call();
  assert.ok(config.value.notes.includes('ran the whole suite: package.json changed, which every test reads'), config.value.notes.join('\n'));
  assert.ok(config.verdict.verified, JSON.stringify(config.verdict));
  assert.equal(baselineReplayLines(config.replay!), ['baseline: the tests as at session start pass on this code (none replayed: 4 test files unchanged since their replay passed; harness edits: changed package.json)']);
  // Code changed after it: only its readers replay, under the package.json as at session start.
  write(root, { 'src/m2.mjs': 'export const value = 2; // edited\n' });
  const code = await call();
  assert.ok(code.verdict.verified, JSON.stringify(code.verdict));
  assert.equal(code.replay?.files, ['test/t2.test.mjs']);
  assert.is(code.replay?.held, 3);
});

close.run();
