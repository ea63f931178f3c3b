/**
 * The session-start run's logic without a runtime (closure/start-run.ts): what it establishes
 * as found, what it does not, the closure check's blocker and lines, and its stored record.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyStartRun, loadStartRun, saveStartRun, shapedFiles, START_RUN_LABEL, startRunBlockers, type StartRunRecord } from '../../src/closure/start-run.ts';
import { ClosureStore, emptyClosure, type RecordedRun } from '../../src/closure/state.ts';
import { checkClosure, allChecks } from '../../src/closure/checks.ts';
import { closureCheckValue, renderClosureCheck } from '../../src/render/closure-check.ts';
import { blockerText } from '../../src/render/blockers.ts';
import { judgeReport } from '../../src/closure/report.ts';
import type { Fingerprint } from '../../src/workspace/fingerprint.ts';

const RED: StartRunRecord = {
  command: 'node --test',
  runner: 'node:test',
  status: 'failed',
  summary: { total: 3, passed: 1, failed: 2, skipped: 0 },
  summarySeen: true,
  timedOut: false,
  failures: [
    { kind: 'test', name: 'adds' },
    { kind: 'test', name: 'legacy' },
  ],
  failureCount: 2,
  asFound: true,
};

const start = suite('session-start run');

start('as found and whole: the start failures, and the pre-existing ones under allow', () => {
  const state = emptyClosure();
  applyStartRun(state, RED, 'allow');
  assert.equal(state.startFailures, ['adds', 'legacy']);
  assert.equal([...state.preExisting!], [['adds', 1], ['legacy', 1]]);
  const blocked = emptyClosure();
  applyStartRun(blocked, RED, 'block');
  assert.equal(blocked.startFailures, ['adds', 'legacy']);
  assert.is(blocked.preExisting, undefined);
});

start('not as found, not whole, or a list that lost names: recorded, establishing nothing', () => {
  for (const record of [{ ...RED, asFound: false, shapedBy: 'tool' as const }, { ...RED, timedOut: true }, { ...RED, failureCount: 300 }]) {
    const state = emptyClosure();
    applyStartRun(state, record, 'allow');
    assert.is(state.startRun, record);
    assert.is(state.startFailures, undefined);
    assert.is(state.preExisting, undefined);
  }
});

start('an earlier run that established the start keeps it', () => {
  const state = emptyClosure();
  state.startFailures = ['adds'];
  applyStartRun(state, RED, 'block');
  assert.equal(state.startFailures, ['adds']);
});

start('the blocker: only with no test_run recorded, and only for a red start as found', () => {
  const state = emptyClosure();
  applyStartRun(state, RED, 'block');
  const [blocker] = startRunBlockers(state);
  assert.is(blockerText(blocker!), 'start-run: the suite failed when the session started (2 failed: adds, legacy) and no test_run has run since; run test_run to verify it');
  assert.is(
    blockerText({ check: 'start-run', status: 'timed-out', total: 0, failing: [], failureCount: 0 }),
    'start-run: the suite did not pass when the session started (timed-out) and no test_run has run since; run test_run to verify it',
  );
  assert.equal(startRunBlockers({ ...state, lastRun: {} as RecordedRun }), []);
  assert.equal(startRunBlockers({ ...state, startRun: { ...RED, asFound: false } }), []);
  assert.equal(startRunBlockers({ ...state, startRun: { ...RED, status: 'passed', failures: [], failureCount: 0 } }), []);
  assert.equal(startRunBlockers({ ...state, startRun: 'running' }), []);
});

start('shaped: code and harness files that changed under it, not other files', () => {
  const before: Fingerprint = { digest: 'a', files: new Map([['src/a.js', '1'], ['data.csv', '1'], ['test/a.test.js', '1']]), truncated: false } as unknown as Fingerprint;
  const after: Fingerprint = { digest: 'b', files: new Map([['src/a.js', '2'], ['data.csv', '2'], ['test/a.test.js', '1']]), truncated: false } as unknown as Fingerprint;
  assert.equal(shapedFiles(before, after), ['src/a.js']);
  assert.equal(shapedFiles(before, before), []);
});

start('the record is stored beside the baseline; an unreadable one is none', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dtc-start-'));
  assert.is(loadStartRun(dir), undefined);
  saveStartRun(dir, RED);
  assert.equal(loadStartRun(dir), RED);
  writeFileSync(join(dir, 'start-run.json'), '{');
  assert.is(loadStartRun(dir), undefined);
});

start('the closure check: running, then red, in words', async () => {
  const closure = new ClosureStore();
  const state = closure.of({ id: 's', session: { events: [] } });
  state.startRun = 'running';
  const running = closureCheckValue(await checkClosure(closure, 's', 1, allChecks(true), 2));
  assert.is(running.satisfied, false);
  assert.equal(running.running, [START_RUN_LABEL]);
  const text = renderClosureCheck(running).split('\n');
  assert.is(text[0], 'not satisfied: no test_run recorded in this session, and the session-start run of the suite has not finished');
  assert.is(text[1], 'running: the session-start run (the whole suite on the workspace as the session found it)');
  applyStartRun(state, RED, 'block');
  const red = closureCheckValue(await checkClosure(closure, 's', 1, allChecks(true), 2));
  assert.equal(renderClosureCheck(red).split('\n').slice(0, 2), [
    'not satisfied: no test_run recorded in this session',
    '- start-run: the suite failed when the session started (2 failed: adds, legacy) and no test_run has run since; run test_run to verify it',
  ]);
});

start('a "pre-existing" report while the start run runs is told to wait; after it, its failures are accepted', () => {
  const state = emptyClosure();
  state.lastRun = { failures: [{ kind: 'test', name: 'legacy' }] } as unknown as RecordedRun;
  state.startRun = 'running';
  const blockers = [{ check: 'passed' as const, status: 'failed', exitCode: 1, total: 3 }];
  const input = { tests: ['legacy'], reason: 'pre-existing', explanation: 'It failed before the session.' };
  assert.equal(judgeReport(state, input, 1, blockers), {
    rejected: 'test_closure_report: reason "pre-existing" does not fit yet: the session-start run of the suite has not finished; report again when it has',
  });
  applyStartRun(state, RED, 'block');
  const outcome = judgeReport(state, input, 1, blockers);
  assert.ok('accepted' in outcome, JSON.stringify(outcome));
});

start.run();
