/** Closure state transitions and the gate's model-visible notice. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ClosureStore, diffRuns, type RecordedRun } from '../../src/closure/state.ts';
import { NOTICE_CLOSING, steerNotice, steerSummary } from '../../src/closure/messages.ts';
import type { Failure } from '../../src/report/types.ts';

function run(failures: Failure[], extra: Partial<RecordedRun> = {}): RecordedRun {
  const failed = failures.length;
  return {
    ok: failed === 0,
    status: failed === 0 ? 'passed' : 'failed',
    summary: { total: failed + 3, passed: 3, failed, skipped: 0 },
    failures,
    failureCount: failures.length,
    command: 'npx vitest run --reporter=default',
    turn: 1,
    exitCode: failed === 0 ? 0 : 1,
    timedOut: false,
    narrowed: false,
    ...extra,
  };
}
const fail = (name: string, message?: string, file?: string): Failure => ({ name, kind: 'test', ...(message ? { message } : {}), ...(file ? { file } : {}) });

const state = suite('closure state');

state('no recorded run: the gate releases and never guesses', () => {
  const store = new ClosureStore();
  assert.equal(store.onTurnStopping('s1', 1, 2), { action: 'release', reason: 'no-run' });
});

state('green run: release', () => {
  const store = new ClosureStore();
  store.recordRun('s1', run([]));
  assert.equal(store.onTurnStopping('s1', 1, 2), { action: 'release', reason: 'green' });
});

state('red run: steer maxRounds times, then mark unresolved, then release', () => {
  const store = new ClosureStore();
  const red = run([fail('a > b', 'expected 1 to be 2')]);
  store.recordRun('s1', red);
  const first = store.onTurnStopping('s1', 1, 2);
  assert.is(first.action, 'steer');
  assert.is(first.action === 'steer' && first.round, 1);
  assert.is(first.action === 'steer' && first.previous, undefined);
  const second = store.onTurnStopping('s1', 1, 2);
  assert.is(second.action === 'steer' && second.round, 2);
  assert.is(second.action === 'steer' && second.previous, red);
  assert.is(store.onTurnStopping('s1', 1, 2).action, 'mark-unresolved');
  assert.equal(store.get('s1')!.unresolved, { turn: 1, failing: ['a > b'] });
  assert.equal(store.onTurnStopping('s1', 1, 2), { action: 'release', reason: 'already-unresolved' });
  assert.is(store.interceptionsIn('s1', 1), 2);
});

state('a new turn gets a fresh budget; the marker stays until a green run', () => {
  const store = new ClosureStore();
  store.recordRun('s1', run([fail('x')]));
  store.onTurnStopping('s1', 1, 1);
  assert.is(store.onTurnStopping('s1', 1, 1).action, 'mark-unresolved');
  assert.is(store.onTurnStopping('s1', 2, 1).action, 'steer');
  assert.is(store.interceptionsIn('s1', 2), 1);
  assert.is(store.interceptionsIn('s1', 1), 0);
  assert.ok(store.get('s1')!.unresolved);
  store.recordRun('s1', run([]));
  assert.is(store.get('s1')!.unresolved, undefined);
});

state('maxInterceptRounds 0: never steers, marks unresolved at once', () => {
  const store = new ClosureStore();
  store.recordRun('s1', run([fail('x')]));
  assert.is(store.onTurnStopping('s1', 1, 0).action, 'mark-unresolved');
});

state('a green narrowed run (target / last_failed) does not satisfy the gate or clear unresolved', () => {
  const store = new ClosureStore();
  store.recordRun('s1', run([fail('x')]));
  store.onTurnStopping('s1', 1, 0);
  assert.ok(store.get('s1')!.unresolved);
  store.recordRun('s1', run([], { narrowed: true }));
  assert.ok(store.get('s1')!.unresolved, 'narrowed green keeps the marker');
  const d = store.onTurnStopping('s1', 2, 2);
  assert.is(d.action, 'steer');
  store.recordRun('s1', run([]));
  assert.is(store.get('s1')!.unresolved, undefined);
  assert.equal(store.onTurnStopping('s1', 2, 2), { action: 'release', reason: 'green' });
});

state('sessions never share state', () => {
  const store = new ClosureStore();
  store.recordRun('s1', run([fail('x')]));
  assert.equal(store.onTurnStopping('s2', 1, 2), { action: 'release', reason: 'no-run' });
  assert.is(store.onTurnStopping('s1', 1, 2).action, 'steer');
  store.forget('s1');
  assert.is(store.get('s1'), undefined);
});

state('diffRuns: fixed, still failing, newly failing', () => {
  const d = diffRuns(run([fail('a'), fail('b')]), run([fail('b'), fail('c')]));
  assert.equal(d, { fixed: ['a'], stillFailing: ['b'], newlyFailing: ['c'] });
});

state.run();

const notice = suite('gate notice text');

notice('first interception: exact text', () => {
  const text = steerNotice(run([fail('math > adds', 'expected 3 to be 4', 'test/math.test.ts')]), 1, 2);
  assert.is(
    text,
    [
      '[dsh-test-closure] Not done: tests are still failing (1 failed, 3 passed, 0 skipped (4 total); command: npx vitest run --reporter=default).',
      'Failing:',
      '- math > adds — expected 3 to be 4 (test/math.test.ts)',
      'Interception 1 of 2 this turn.',
      NOTICE_CLOSING,
    ].join('\n'),
  );
  assert.is(NOTICE_CLOSING, '请修复后重新运行 test_run 验证。');
});

notice('second interception says what changed since the previous run', () => {
  const text = steerNotice(run([fail('b'), fail('c')]), 2, 2, run([fail('a'), fail('b')]));
  assert.ok(text.includes('Since the previous run: 1 fixed, 1 still failing, 1 newly failing.\nNewly failing: c\n'));
  assert.ok(text.endsWith('Interception 2 of 2 this turn.\n请修复后重新运行 test_run 验证。'));
});

notice('bounded: the first 10 failures by name, then a count', () => {
  const many = Array.from({ length: 25 }, (_, i) => fail(`t${i}`, `m${i}`));
  const text = steerNotice(run(many), 1, 2);
  assert.ok(text.includes('- t9 — m9\n- … and 15 more\n'));
  assert.not.ok(text.includes('t10 —'));
});

notice('non-test failures explain the verdict', () => {
  assert.ok(steerNotice(run([], { ok: false, status: 'timed-out', exitCode: null, timedOut: true }), 1, 2).startsWith('[dsh-test-closure] Not done: the last test_run timed out ('));
  const none = { total: 0, passed: 0, failed: 0, skipped: 0 };
  assert.ok(steerNotice(run([], { ok: false, status: 'error', exitCode: 2, summary: none }), 1, 2).startsWith('[dsh-test-closure] Not done: the last test_run exited with code 2 before reporting results ('));
  const reported = { total: 5, passed: 5, failed: 0, skipped: 0 };
  assert.ok(steerNotice(run([], { ok: false, status: 'error', exitCode: 1, summary: reported }), 1, 2).startsWith('[dsh-test-closure] Not done: the last test_run exited with code 1 although no test failed ('));
});

notice('a green narrowed run asks for the whole suite', () => {
  const r = run([], { narrowed: true });
  assert.is(
    steerNotice(r, 1, 2),
    '[dsh-test-closure] Not done: the last test_run passed but ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite (0 failed, 3 passed, 0 skipped (3 total); command: npx vitest run --reporter=default).\nInterception 1 of 2 this turn.\n请修复后重新运行 test_run 验证。',
  );
  assert.is(steerSummary(r, 1, 2), 'test_run narrowed; interception 1/2');
});

notice('summary is one line of at most 120 characters', () => {
  assert.is(steerSummary(run([fail('a')]), 1, 2), 'test_run red (1 failed); interception 1/2');
});

notice.run();
