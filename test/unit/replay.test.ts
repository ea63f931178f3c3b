/** Rebuilding closure state from a session log: the same verdict the live store reached. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { replayClosure, RUN_META_KIND } from '../../src/closure/replay.ts';
import { ClosureStore } from '../../src/closure/state.ts';

/** A run meta as test_run logs it now. */
const runMeta = (ok: boolean, names: string[] = [], extra: Record<string, unknown> = {}) => ({
  kind: RUN_META_KIND, ok, status: ok ? 'passed' : 'failed',
  summary: { total: 3, passed: 3 - names.length, failed: names.length, skipped: 0 }, summarySeen: true,
  failures: names.map((name) => ({ name, kind: 'test' })), failureCount: names.length,
  command: 'npm test', runner: 'npm-test', exitCode: ok ? 0 : 1, timedOut: false, narrowed: false, scope: 'suite',
  verdict: ok ? { verified: true, blockers: [] } : { verified: false, blockers: [{ check: 'passed', text: 'has failing tests' }] },
  root: '/ws', fingerprint: 'abc', testFilesChanged: [],
  ...extra,
});
/** What round 1 logged: no scope, verdict, root or fingerprint. */
const roundOneMeta = (ok: boolean, names: string[] = [], narrowed = false) => ({
  kind: RUN_META_KIND, ok, status: ok ? 'passed' : 'failed',
  summary: { total: 3, passed: 3 - names.length, failed: names.length, skipped: 0 },
  failures: names.map((name) => ({ name, kind: 'test' })), failureCount: names.length,
  command: 'npm test', exitCode: ok ? 0 : 1, timedOut: false, narrowed,
});
const source = (record?: unknown) => ({ kind: 'plugin', plugin: 'dsh-test-closure', form: 'notice', summary: 's', ...(record ? { record } : {}) });
const intercept = { type: 'user/message', data: { source: source({ kind: 'intercept' }) } };
const roundOneNotice = { type: 'user/message', data: { source: source() } };
const unresolvedNotice = (turn: number, failing: string[]) => ({ type: 'user/message', data: { source: source({ kind: 'unresolved', unresolved: { turn, failing } }) } });
const result = (turn: number, meta: unknown) => ({ type: 'tool/result', data: { turn, step: 1, meta } });
const turn = (n: number, ...body: unknown[]) => [{ type: 'turn/start', data: { turn: n } }, ...body, { type: 'turn/end', data: { turn: n, reason: { kind: 'completed' } } }];

const replay = suite('closure replay from the session log');

replay('an empty log is an empty state: the gate passes', () => {
  const s = replayClosure([], 2);
  assert.is(s.lastRun, undefined);
  assert.is(s.unresolved, undefined);
});

replay('a red turn released unresolved: the marker comes from its notice, the count from the interceptions', () => {
  const s = replayClosure(turn(1, result(1, runMeta(false, ['a > b'])), intercept, intercept, unresolvedNotice(1, ['a > b'])) as never, 2);
  assert.is(s.lastRun!.ok, false);
  assert.is(s.lastRun!.turn, 1);
  assert.equal(s.unresolved, { turn: 1, failing: ['a > b'] });
  assert.equal(s.interceptions, { turn: 1, count: 2 });
});

replay('a red turn that ended before the budget was spent is not unresolved', () => {
  const s = replayClosure(turn(1, result(1, runMeta(false, ['x'])), intercept) as never, 2);
  assert.is(s.unresolved, undefined);
});

replay('the pinned suite, its baseline and the failed tests are rebuilt from the runs', () => {
  const pinned = runMeta(false, ['x'], { pinned: { testFiles: [['test/a.test.js', 'sig']], truncated: false, script: 'node --test' } });
  const s = replayClosure(turn(1, result(1, pinned), result(1, runMeta(true))) as never, 2);
  assert.is(s.suite!.command, 'npm test');
  assert.is(s.suite!.script, 'node --test');
  assert.equal(s.suite!.testFiles, ['test/a.test.js']);
  assert.is(s.suite!.maxTotal, 3);
  assert.equal([...s.failedTests.keys()], ['x']);
  assert.is(s.lastRun!.verdict.verified, true);
});

replay('a background run\'s verdict is read from its notice', () => {
  const settled = { type: 'user/message', data: { source: source({ kind: 'background-run', run: runMeta(false, ['bg'], { jobId: 'test_run-1' }) }) } };
  const s = replayClosure(turn(1, result(1, runMeta(true)), settled) as never, 2);
  assert.is(s.lastRun!.jobId, 'test_run-1');
  assert.equal(s.lastRun!.failures.map((f) => f.name), ['bg']);
  assert.equal(s.interceptions, { turn: 1, count: 0 }, 'a background notice is no interception');
});

replay('a later verified run clears the marker; an unverified one does not', () => {
  const red = turn(1, result(1, runMeta(false, ['x'])), intercept, intercept, unresolvedNotice(1, ['x']));
  const narrowedGreen = runMeta(true, [], { scope: 'narrowed', narrowed: true, verdict: { verified: false, blockers: [{ check: 'suite', text: 'ran only part' }] } });
  assert.ok(replayClosure([...red, ...turn(2, result(2, narrowedGreen))] as never, 2).unresolved);
  assert.is(replayClosure([...red, ...turn(2, result(2, runMeta(true)))] as never, 2).unresolved, undefined);
});

replay('round-1 logs: notices count as interceptions, a spent budget at the turn end is unresolved, narrowed runs do not verify', () => {
  const red = turn(1, result(1, roundOneMeta(false, ['a'])), roundOneNotice, roundOneNotice);
  const s = replayClosure(red as never, 2);
  assert.equal(s.unresolved, { turn: 1, failing: ['a'] });
  assert.is(s.lastRun!.scope, 'suite');
  assert.is(s.lastRun!.verdict.verified, false);
  const narrowed = replayClosure([...red, ...turn(2, result(2, roundOneMeta(true, [], true)))] as never, 2);
  assert.ok(narrowed.unresolved);
  assert.is(narrowed.lastRun!.scope, 'narrowed');
  assert.is(replayClosure([...red, ...turn(2, result(2, roundOneMeta(true)))] as never, 2).unresolved, undefined);
});

replay('results of other tools and notices of other plugins are ignored', () => {
  const other = { type: 'user/message', data: { source: { kind: 'plugin', plugin: 'someone-else', form: 'notice', summary: 's' } } };
  const s = replayClosure(turn(1, result(1, { kind: 'fs/diff' }), other) as never, 2);
  assert.is(s.lastRun, undefined);
  assert.equal(s.interceptions, { turn: 1, count: 0 });
});

replay('the store rebuilds a session from its log once; the live state then wins', () => {
  let calls = 0;
  const store = new ClosureStore((source) => { calls++; return replayClosure(source.session.events, 2); });
  const agent = { id: 's1', session: { events: turn(1, result(1, runMeta(false, ['x'])), intercept, intercept, unresolvedNotice(1, ['x'])) } };
  const first = store.of(agent as never);
  assert.is(store.of(agent as never), first);
  assert.is(calls, 1);
  assert.ok(store.get('s1')!.unresolved);
});

replay.run();
