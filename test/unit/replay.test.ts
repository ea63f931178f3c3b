/** Rebuilding closure state from a session log: the same verdict the live store reached. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { replayClosure, RUN_META_KIND } from '../../src/closure/replay.ts';
import { ClosureStore } from '../../src/closure/state.ts';

const runMeta = (ok: boolean, names: string[] = [], narrowed = false) => ({
  kind: RUN_META_KIND, ok, status: ok ? 'passed' : 'failed',
  summary: { total: 3, passed: 3 - names.length, failed: names.length, skipped: 0 },
  failures: names.map((name) => ({ name, kind: 'test' })), failureCount: names.length,
  command: 'npm test', exitCode: ok ? 0 : 1, timedOut: false, narrowed,
});
const notice = { type: 'user/message', data: { source: { kind: 'plugin', plugin: 'dsh-test-closure', form: 'notice', summary: 's' } } };
const result = (turn: number, meta: unknown) => ({ type: 'tool/result', data: { turn, step: 1, meta } });
const turn = (n: number, ...body: unknown[]) => [{ type: 'turn/start', data: { turn: n } }, ...body, { type: 'turn/end', data: { turn: n, reason: { kind: 'completed' } } }];

const replay = suite('closure replay from the session log');

replay('an empty log is an empty state: the gate passes', () => {
  const s = replayClosure([], 2);
  assert.is(s.lastRun, undefined);
  assert.is(s.unresolved, undefined);
});

replay('a red turn whose budget was spent is unresolved, with its turn and failing names', () => {
  const s = replayClosure(turn(1, result(1, runMeta(false, ['a > b'])), notice, notice) as never, 2);
  assert.is(s.lastRun!.ok, false);
  assert.is(s.lastRun!.turn, 1);
  assert.equal(s.unresolved, { turn: 1, failing: ['a > b'] });
  assert.equal(s.interceptions, { turn: 1, count: 2 });
});

replay('a red turn that ended before the budget was spent is not unresolved', () => {
  const s = replayClosure(turn(1, result(1, runMeta(false, ['x'])), notice) as never, 2);
  assert.is(s.unresolved, undefined);
});

replay('a later green full run clears the marker; a green narrowed run does not', () => {
  const red = turn(1, result(1, runMeta(false, ['x'])), notice, notice);
  assert.ok(replayClosure([...red, ...turn(2, result(2, runMeta(true, [], true)))] as never, 2).unresolved);
  assert.is(replayClosure([...red, ...turn(2, result(2, runMeta(true)))] as never, 2).unresolved, undefined);
});

replay('results of other tools and notices of other plugins are ignored', () => {
  const other = { type: 'user/message', data: { source: { kind: 'plugin', plugin: 'someone-else', form: 'notice', summary: 's' } } };
  const s = replayClosure(turn(1, result(1, { kind: 'fs/diff' }), other) as never, 2);
  assert.is(s.lastRun, undefined);
  assert.equal(s.interceptions, { turn: 1, count: 0 });
});

replay('hydrate adopts the replayed state once; the live state then wins', () => {
  const store = new ClosureStore();
  let calls = 0;
  const replayed = () => { calls++; return replayClosure(turn(1, result(1, runMeta(false, ['x'])), notice, notice) as never, 2); };
  store.hydrate('s1', replayed);
  store.hydrate('s1', replayed);
  assert.is(calls, 1);
  assert.ok(store.get('s1')!.unresolved);
});

replay.run();
