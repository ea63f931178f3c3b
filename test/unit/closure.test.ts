/** Closure state transitions, the verdict's checks, and the gate's model-visible notices. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { applyRun, ClosureStore, diffRuns, emptyClosure, type RecordedRun } from '../../src/closure/state.ts';
import { backgroundNotice, backgroundSummary, NOTICE_CLOSING, steerNotice, steerSummary, unresolvedNotice, unresolvedSummary } from '../../src/render/gate-notices.ts';
import { listText, wordBlockers } from '../../src/render/blockers.ts';
import { judgeRun, type Blocker, type JudgeInput } from '../../src/closure/verdict.ts';
import { commandCore, sameCommand } from '../../src/closure/scope.ts';
import type { Failure } from '../../src/report/types.ts';

const ALL_CHECKS = { baseline: true, totalDropped: true, skippedRose: true, failedTestMissing: true, testFileGone: true, freshness: true, editsNeedRun: true };
const fail = (name: string, message?: string, file?: string): Failure => ({ name, kind: 'test', ...(message ? { message } : {}), ...(file ? { file } : {}) });

function run(failures: Failure[], extra: Partial<RecordedRun> = {}): RecordedRun {
  const failed = failures.length;
  const green = failed === 0;
  return {
    ok: green,
    status: green ? 'passed' : 'failed',
    summary: { total: failed + 3, passed: 3, failed, skipped: 0 },
    summarySeen: true,
    failures,
    failureCount: failures.length,
    command: 'npx vitest run --reporter=default',
    runner: 'vitest',
    turn: 1,
    exitCode: green ? 0 : 1,
    timedOut: false,
    narrowed: false,
    scope: 'suite',
    verdict: green ? { verified: true, blockers: [] } : { verified: false, blockers: [{ check: 'passed', status: 'failed', exitCode: 1, total: failed + 3 }] },
    root: '/ws',
    fingerprint: 'f',
    testFilesChanged: [],
    ...extra,
  };
}

const judgeInput = (over: Partial<JudgeInput['run']> = {}, rest: Partial<JudgeInput> = {}): JudgeInput => ({
  run: { status: 'passed', exitCode: 0, summary: { total: 3, passed: 3, failed: 0, skipped: 0 }, failures: [], scope: 'suite', command: 'c', ...over },
  suiteCommand: 'c',
  failedEarlier: new Map(),
  files: new Map(),
  filesTruncated: false,
  checks: ALL_CHECKS,
  ...rest,
});
const checksOf = (input: JudgeInput) => judgeRun(input).blockers.map((b) => b.check);
/** The verdict's blockers as the model reads them. */
const worded = (input: JudgeInput) => wordBlockers(judgeRun(input).blockers);

const verdict = suite('verdict: the checks');

verdict('a green run of the suite verifies it; so does the first one, with nothing to compare', () => {
  assert.equal(judgeRun(judgeInput()), { verified: true, blockers: [] });
});

verdict('passed: every status but passed is a blocker with its own clause', () => {
  const texts = (status: string, exitCode: number | null, total = 3) => worded(judgeInput({ status, exitCode, summary: { total, passed: 0, failed: 1, skipped: 0 } }))[0]!.text;
  assert.is(texts('failed', 1), 'has failing tests');
  assert.is(texts('timed-out', null), 'timed out');
  assert.is(texts('aborted', null), 'was aborted');
  assert.is(texts('sandbox-denied', 1), 'was denied by the sandbox');
  assert.is(texts('error', 2, 0), 'exited with code 2 before reporting results');
  assert.is(texts('error', 1, 5), 'exited with code 1 although no test failed');
});

verdict('tests-ran: no tests is never green, whatever the exit code; all skipped is no test run', () => {
  const none = { total: 0, passed: 0, failed: 0, skipped: 0 };
  assert.equal(worded(judgeInput({ status: 'no-tests', summary: none })), [{ check: 'tests-ran', text: 'found no tests' }]);
  assert.equal(worded(judgeInput({ status: 'no-tests', exitCode: 5, summary: none }, { lastTotalWithTests: 12 })), [{ check: 'tests-ran', text: 'found no tests; the last run with tests had 12' }]);
  assert.equal(worded(judgeInput({ summary: { total: 4, passed: 0, failed: 0, skipped: 4 } })), [{ check: 'tests-ran', text: 'ran no tests: all 4 were skipped' }]);
});

verdict('suite: narrowed, custom and other-suite runs never verify, and say what to run instead', () => {
  const text = (input: JudgeInput) => worded(input).map((b) => b.text);
  assert.equal(text(judgeInput({ scope: 'narrowed' })), ['ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite']);
  assert.equal(text(judgeInput({ scope: 'custom' }, { suiteCommand: 'npm test < /dev/null' })), ['ran a custom command, which does not verify the suite; run test_run without command to run the suite (npm test < /dev/null)']);
  assert.equal(text(judgeInput({ scope: 'custom' }, { suiteCommand: undefined as never })), ['ran a custom command, which does not verify the suite, and no suite command is known; run test_run with framework, or set suiteCommand in the config']);
  assert.equal(text(judgeInput({ scope: 'other-suite', command: 'node --test' }, { suiteCommand: 'pytest', suiteRunner: 'pytest' })), ['ran node --test, not this session\'s suite (pytest); run test_run with framework "pytest" to run it']);
  assert.equal(text(judgeInput({ scope: 'other-suite' }, { scriptChanged: { was: 'jest', now: 'exit 0' } })), ['ran scripts.test, which changed since this session\'s suite was pinned (was "jest", now "exit 0"); a changed test script is another suite: start a new session or set suiteCommand in the config']);
});

verdict('the suite checks compare a green suite run with the pinned suite', () => {
  const baseline = { maxTotal: 5, minSkipped: 0, testFiles: ['t/a.test.js', 't/b.test.js'], testFilesTruncated: false };
  const files = new Map([['t/a.test.js', 's']]);
  const input = judgeInput({ summary: { total: 4, passed: 3, failed: 0, skipped: 1 } }, {
    baseline,
    files,
    failedEarlier: new Map([['gone', undefined], ['skipped one', undefined], ['fixed', undefined]]),
    // test-file-gone names only files that held a failing test: a gone file of passing tests is the baseline replay's.
    failedFiles: new Set(['t/a.test.js', 't/b.test.js']),
    listed: { passed: new Set(['fixed']), skipped: new Set(['skipped one']) },
  });
  assert.equal(worded(input), [
    { check: 'total-dropped', text: 'total-dropped: 4 tests ran; the suite has had 5' },
    { check: 'skipped-rose', text: 'skipped-rose: 1 skipped; the suite has had 0' },
    { check: 'failed-test-missing', text: 'failed-test-missing: failed earlier this session, now missing: gone; now skipped: skipped one' },
    { check: 'test-file-gone', text: 'test-file-gone: t/b.test.js' },
  ]);
  // Each is switchable; a truncated walk cannot say a file is gone.
  assert.equal(checksOf({ ...input, checks: { ...ALL_CHECKS, totalDropped: false, skippedRose: false } }), ['failed-test-missing', 'test-file-gone']);
  assert.equal(checksOf({ ...input, filesTruncated: true }), ['total-dropped', 'skipped-rose', 'failed-test-missing']);
  // Without listed names (a format that prints none), the failed-earlier check cannot name anything.
  const { listed: _listed, ...unlisted } = input;
  assert.equal(checksOf(unlisted), ['total-dropped', 'skipped-rose', 'test-file-gone']);
});

verdict('failed-test-missing by file, where the output names the files it ran but not the tests', () => {
  const input = judgeInput({}, {
    failedEarlier: new Map([['tests/test_a.py::test_bad', 'tests/test_a.py'], ['no file known', undefined], ['b ok', 't/b.test.js']]),
    filesRun: new Set(['t/b.test.js', 'other/test_more.py']),
  });
  assert.equal(worded(input), [{ check: 'failed-test-missing', text: 'failed-test-missing: failed earlier this session, now missing: tests/test_a.py::test_bad (tests/test_a.py did not run)' }]);
  // Names, where listed, are the stronger evidence and decide alone.
  assert.equal(checksOf({ ...input, listed: { passed: new Set(['tests/test_a.py::test_bad', 'no file known', 'b ok']), skipped: new Set() } }), []);
});

verdict('the suite checks do not pile onto a red run or a run of something else', () => {
  const input = judgeInput({ status: 'failed', exitCode: 1, summary: { total: 1, passed: 0, failed: 1, skipped: 0 } }, { baseline: { maxTotal: 9, testFiles: [], testFilesTruncated: false } });
  assert.equal(checksOf(input), ['passed']);
  assert.equal(checksOf({ ...input, run: { ...input.run, scope: 'narrowed' } }), ['passed', 'suite']);
});

verdict('listText names five, then counts', () => {
  assert.is(listText(['a', 'b']), 'a, b');
  assert.is(listText(['1', '2', '3', '4', '5', '6', '7']), '1, 2, 3, 4, 5 (+2 more)');
});

verdict('commands compare by what they run, not by the planner\'s stdin wrapper', () => {
  assert.is(commandCore('( npm test ) < /dev/null'), 'npm test');
  assert.is(commandCore('( npm test # note\n) < /dev/null'), 'npm test # note');
  assert.ok(sameCommand('node --test  --test-reporter=spec < /dev/null', 'node --test --test-reporter=spec'));
  assert.not.ok(sameCommand('node --test; true', 'node --test'));
  assert.not.ok(sameCommand('node --test > /dev/null 2>&1', 'node --test'));
});

verdict.run();

const state = suite('closure state');

const blocking = (r: RecordedRun): Blocker[] => r.verdict.blockers;

state('no recorded run: the gate releases and never guesses', () => {
  const store = new ClosureStore();
  assert.equal(store.decide('s1', 1, 2, []), { action: 'release', reason: 'no-run' });
});

state('nothing blocks: release', () => {
  const store = new ClosureStore();
  store.recordRun('s1', run([]));
  assert.equal(store.decide('s1', 1, 2, []), { action: 'release', reason: 'verified' });
});

state('blocked: steer maxRounds times, then mark unresolved on every stop after', () => {
  const store = new ClosureStore();
  const red = run([fail('a > b', 'expected 1 to be 2')]);
  store.recordRun('s1', red);
  const first = store.decide('s1', 1, 2, blocking(red));
  assert.is(first.action, 'steer');
  assert.is(first.action === 'steer' && first.round, 1);
  assert.is(first.action === 'steer' && first.previous, undefined);
  const second = store.decide('s1', 1, 2, blocking(red));
  assert.is(second.action === 'steer' && second.round, 2);
  assert.is(second.action === 'steer' && second.previous, red);
  assert.is(store.decide('s1', 1, 2, blocking(red)).action, 'mark-unresolved');
  assert.equal(store.get('s1')!.unresolved, { turn: 1, failing: ['a > b'] });
  assert.is(store.interceptionsIn('s1', 1), 2);
});

state('a new turn gets a fresh budget; the marker keeps its first turn until a verified run', () => {
  const store = new ClosureStore();
  const red = run([fail('x')]);
  store.recordRun('s1', red);
  store.decide('s1', 1, 1, blocking(red));
  assert.is(store.decide('s1', 1, 1, blocking(red)).action, 'mark-unresolved');
  assert.is(store.decide('s1', 2, 1, blocking(red)).action, 'steer');
  assert.is(store.decide('s1', 2, 1, blocking(red)).action, 'mark-unresolved');
  assert.is(store.get('s1')!.unresolved!.turn, 1);
  assert.is(store.interceptionsIn('s1', 2), 1);
  assert.is(store.interceptionsIn('s1', 1), 0);
  store.recordRun('s1', run([]));
  assert.is(store.get('s1')!.unresolved, undefined);
});

state('maxInterceptRounds 0: never steers, marks unresolved at once', () => {
  const store = new ClosureStore();
  const red = run([fail('x')]);
  store.recordRun('s1', red);
  assert.is(store.decide('s1', 1, 0, blocking(red)).action, 'mark-unresolved');
});

state('an unverified green run (narrowed) does not clear unresolved', () => {
  const store = new ClosureStore();
  const red = run([fail('x')]);
  store.recordRun('s1', red);
  store.decide('s1', 1, 0, blocking(red));
  const narrowed = run([], { scope: 'narrowed', narrowed: true, verdict: { verified: false, blockers: [{ check: 'suite', scope: 'narrowed', command: 'c' }] } });
  store.recordRun('s1', narrowed);
  assert.ok(store.get('s1')!.unresolved, 'narrowed green keeps the marker');
  assert.is(store.decide('s1', 2, 2, blocking(narrowed)).action, 'steer');
});

state('applyRun: the pin, the baseline and the failed tests the suite checks read', () => {
  const s = emptyClosure();
  applyRun(s, run([fail('a', undefined, 't/a.test.js')], { pinned: { testFiles: [['t/a.test.js', 'sig']], truncated: false } }));
  assert.equal({ command: s.suite!.command, maxTotal: s.suite!.maxTotal, minSkipped: s.suite!.minSkipped, testFiles: s.suite!.testFiles }, { command: 'npx vitest run --reporter=default', maxTotal: 4, minSkipped: 0, testFiles: ['t/a.test.js'] });
  assert.equal([...s.failedTests], [['a', 't/a.test.js']]);
  // A run cut short says nothing about the suite's size; a custom run's names are not the suite's.
  applyRun(s, run([fail('b')], { timedOut: true, status: 'timed-out', summary: { total: 1, passed: 0, failed: 1, skipped: 0 }, scope: 'custom' }));
  assert.is(s.suite!.maxTotal, 4);
  assert.equal([...s.failedTests.keys()], ['a']);
  assert.is(s.lastTotalWithTests, 1);
});

state('sessions never share state', () => {
  const store = new ClosureStore();
  const red = run([fail('x')]);
  store.recordRun('s1', red);
  assert.equal(store.decide('s2', 1, 2, blocking(red)), { action: 'release', reason: 'no-run' });
  assert.is(store.decide('s1', 1, 2, blocking(red)).action, 'steer');
  store.forget('s1');
  assert.is(store.get('s1'), undefined);
});

state('background runs: tracked until recorded; the wait ends on settlement or abort', async () => {
  const store = new ClosureStore();
  let settle!: () => void;
  store.trackJob('s1', 'test_run-1', new Promise<void>((r) => (settle = r)));
  assert.equal(store.runningJobs('s1'), ['test_run-1']);
  const aborted = new AbortController();
  const waiting = store.whenJobsSettled('s1', aborted.signal);
  aborted.abort();
  await waiting;
  assert.equal(store.runningJobs('s1'), ['test_run-1'], 'an aborted wait leaves the job tracked');
  const done = store.whenJobsSettled('s1', new AbortController().signal);
  settle();
  await done;
  assert.equal(store.runningJobs('s1'), []);
});

state('diffRuns: fixed, still failing, newly failing', () => {
  const d = diffRuns(run([fail('a'), fail('b')]), run([fail('b'), fail('c')]));
  assert.equal(d, { fixed: ['a'], stillFailing: ['b'], newlyFailing: ['c'] });
});

state.run();

const notice = suite('gate notice text');

notice('first interception: exact text', () => {
  const red = run([fail('math > adds', 'expected 3 to be 4', 'test/math.test.ts')]);
  const text = steerNotice(red, blocking(red), 1, 2);
  assert.is(
    text,
    [
      '[dsh-test-closure] Not done: tests are still failing (1 failed, 3 passed, 0 skipped (4 total); command: npx vitest run --reporter=default).',
      'Failing:',
      '- math > adds — expected 3 to be 4 (test/math.test.ts)',
      'If a test is wrong or the environment lacks something, say so with test_closure_report instead.',
      'Interception 1 of 2 this turn.',
      NOTICE_CLOSING,
    ].join('\n'),
  );
  assert.is(NOTICE_CLOSING, '请修复后重新运行 test_run 验证。');
});

notice('the counts say when failures are not tests: a file that failed to load, an error outside the tests', () => {
  const broken: Failure = { name: 'test/a.test.ts', kind: 'file', file: 'test/a.test.ts', message: 'SyntaxError: Unexpected token' };
  const r = run([broken], { status: 'failed', summary: { total: 0, passed: 0, failed: 0, skipped: 0 } });
  assert.is(
    steerNotice(r, blocking(r), 1, 2).split('\n')[0],
    '[dsh-test-closure] Not done: tests are still failing (0 failed, 0 passed, 0 skipped (0 total); 1 file failed to load or run; command: npx vitest run --reporter=default).',
  );
  const suiteHook: Failure = { name: 'test/a.test.ts > db', kind: 'file', file: 'test/a.test.ts' };
  const unhandled: Failure = { name: 'Unhandled error: TypeError', kind: 'run' };
  const more = run([broken, suiteHook, { ...broken, name: 'test/b.test.ts', file: 'test/b.test.ts' }, unhandled, unhandled], { summary: { total: 3, passed: 3, failed: 0, skipped: 0 } });
  assert.ok(steerNotice(more, blocking(more), 1, 2).includes('(0 failed, 3 passed, 0 skipped (3 total); 2 files failed to load or run; 2 errors outside the tests; command: '));
});

notice('failures name their location, and the first their detail, within the byte budget', () => {
  const located = (name: string, line: number): Failure => ({ name, kind: 'test', file: 'test/math.test.ts', message: 'expected 3 to be 4', location: `test/math.test.ts:${line}:18`, detail: ['Expected: 4', 'Received: 3'] });
  const red = run([located('math > adds', 5), located('math > subtracts', 9)]);
  assert.equal(steerNotice(red, blocking(red), 1, 2, undefined, 40).split('\n').slice(1, 6), [
    'Failing:',
    '- math > adds — expected 3 to be 4 (at test/math.test.ts:5:18)',
    '  Expected: 4',
    '  Received: 3',
    '- math > subtracts — expected 3 to be 4 (at test/math.test.ts:9:18)',
  ]);
  assert.ok(steerNotice(red, blocking(red), 1, 2).includes('(at test/math.test.ts:9:18)\n  Expected: 4\n  Received: 3\n'), 'the default budget holds both');
  assert.not.ok(unresolvedNotice(red, blocking(red), 1, 2, 0).includes('Expected'), 'budget 0: no detail');
});

notice('second interception says what changed since the previous run', () => {
  const red = run([fail('b'), fail('c')]);
  const text = steerNotice(red, blocking(red), 2, 2, run([fail('a'), fail('b')]));
  assert.ok(text.includes('Since the previous run: 1 fixed, 1 still failing, 1 newly failing.\nNewly failing: c\n'));
  assert.ok(text.endsWith('Interception 2 of 2 this turn.\n请修复后重新运行 test_run 验证。'));
});

notice('bounded: the first 10 failures by name, then a count', () => {
  const many = run(Array.from({ length: 25 }, (_, i) => fail(`t${i}`, `m${i}`)));
  const text = steerNotice(many, blocking(many), 1, 2);
  assert.ok(text.includes('- t9 — m9\n- … and 15 more\n'));
  assert.not.ok(text.includes('t10 —'));
});

notice('the first line says why, for each kind of blocker', () => {
  const first = (r: RecordedRun, b: Blocker[]) => steerNotice(r, b, 1, 2).split('\n')[0]!;
  const none = { total: 0, passed: 0, failed: 0, skipped: 0 };
  assert.is(first(run([], { status: 'timed-out' }), [{ check: 'passed', status: 'timed-out', exitCode: null, total: 3 }]), '[dsh-test-closure] Not done: the last test_run timed out (0 failed, 3 passed, 0 skipped (3 total); command: npx vitest run --reporter=default).');
  assert.ok(first(run([], { status: 'no-tests', summary: none }), [{ check: 'tests-ran', total: 0, lastTotalWithTests: 3 }]).startsWith('[dsh-test-closure] Not done: the last test_run found no tests; the last run with tests had 3 (0 failed'));
  assert.ok(first(run([]), [{ check: 'fresh', changed: ['src/a.js'] }]).startsWith('[dsh-test-closure] Not done: the workspace changed after the last green test_run; re-run test_run to verify it ('));
  assert.ok(first(run([]), [{ check: 'skipped-rose', skipped: 1, minSkipped: 0 }]).startsWith('[dsh-test-closure] Not done: the last test_run passed, but the suite lost tests it had ('));
});

notice('a green narrowed run asks for the whole suite', () => {
  const r = run([], { scope: 'narrowed', narrowed: true });
  const b: Blocker[] = [{ check: 'suite', scope: 'narrowed', command: 'c' }];
  assert.is(
    steerNotice(r, b, 1, 2),
    '[dsh-test-closure] Not done: the last test_run passed but ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite (0 failed, 3 passed, 0 skipped (3 total); command: npx vitest run --reporter=default).\nIf a test is wrong or the environment lacks something, say so with test_closure_report instead.\nInterception 1 of 2 this turn.\n请修复后重新运行 test_run 验证。',
  );
  assert.is(steerSummary(r, b, 1, 2), 'test_run narrowed; interception 1/2');
});

notice('checks that compare the suite with itself are listed whole, after the clause', () => {
  const b: Blocker[] = [
    { check: 'total-dropped', total: 2, maxTotal: 3 },
    { check: 'test-file-gone', files: ['t/b.test.js'] },
  ];
  const lines = steerNotice(run([]), b, 1, 2).split('\n');
  assert.equal(lines.slice(1, 4), ['Checks failed:', '- total-dropped: 2 tests ran; the suite has had 3', '- test-file-gone: t/b.test.js']);
  assert.is(steerSummary(run([]), b, 1, 2), 'test_run suite shrank (total-dropped); interception 1/2');
});

notice('summaries are one line of at most 120 characters', () => {
  const red = run([fail('a')]);
  assert.is(steerSummary(red, blocking(red), 1, 2), 'test_run red (1 failed); interception 1/2');
  assert.is(unresolvedSummary(red, blocking(red), 3), 'unresolved: turn 3 ended with test_run red (1 failed)');
  assert.ok(steerSummary(red, [{ check: 'passed', status: 'x'.repeat(300), exitCode: 1, total: 1 }], 1, 2).length <= 120);
});

notice('the unresolved notice: what was left red, and that the marker stays', () => {
  const red = run([fail('adds', 'expected 0 to be 4')]);
  assert.is(
    unresolvedNotice(red, blocking(red), 2, 2),
    '[dsh-test-closure] Turn 2 ended unverified after 2 interceptions: tests are still failing (1 failed, 3 passed, 0 skipped (4 total); command: npx vitest run --reporter=default).\nFailing:\n- adds — expected 0 to be 4\nThe session is marked unresolved until a test_run verifies the suite.',
  );
});

notice('the background result notice: the verdict it reached, then the failing tests', () => {
  const red = run([fail('adds', 'expected 0 to be 4')], { jobId: 'test_run-2' });
  assert.is(
    backgroundNotice(red),
    '[dsh-test-closure] Background test_run test_run-2 finished failed (1 failed, 3 passed, 0 skipped (4 total); command: npx vitest run --reporter=default); it does not verify the suite: has failing tests.\nFailing:\n- adds — expected 0 to be 4',
  );
  assert.is(backgroundSummary(red), 'background test_run test_run-2 red (1 failed)');
  const green = run([], { jobId: 'test_run-3' });
  assert.is(backgroundNotice(green), '[dsh-test-closure] Background test_run test_run-3 finished passed (0 failed, 3 passed, 0 skipped (3 total); command: npx vitest run --reporter=default); it verifies the suite.');
  assert.is(backgroundSummary(green), 'background test_run test_run-3 verified the suite');
});

notice.run();
