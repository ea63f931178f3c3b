/**
 * The loop's pieces without a runtime: what a re-run proves (rerun-evidence), the sequence of
 * runs in one call (loop), which failures a plain call re-runs first (rerun-plan), what the
 * verdict forgives (verdict), and the untouched-workspace chain (baseline).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { baselineOf, beginUntouched, continueUntouched, endUntouched, startsUntouched } from '../../src/closure/baseline.ts';
import { runCall, type CallInput } from '../../src/closure/loop.ts';
import { LOOP_NOTES } from '../../src/closure/loop-messages.ts';
import { DEFAULT_LOOP_POLICY } from '../../src/closure/policy.ts';
import { failuresFirstNames, rerunPlanner, type RerunContext } from '../../src/closure/rerun-plan.ts';
import { rerunEvidence } from '../../src/closure/rerun-evidence.ts';
import { emptyClosure, type RecordedRun } from '../../src/closure/state.ts';
import { forgivenFailures, judgeRun, type JudgeInput } from '../../src/closure/verdict.ts';
import { planCommand, type CommandPlan } from '../../src/planning/plan.ts';
import type { Failure, ListedTests } from '../../src/report/types.ts';
import type { FinishedRun, RunOutcome } from '../../src/run/result.ts';
import type { WorkspaceProbe } from '../../src/workspace/probe.ts';

const fail = (name: string, file = 'test/a.test.js', kind: Failure['kind'] = 'test'): Failure => ({ name, kind, file, message: 'boom' });

function outcome(over: Partial<RunOutcome> = {}): RunOutcome {
  const failures = over.failures ?? [];
  const failed = failures.filter((f) => f.kind === 'test').length;
  return {
    ok: failures.length === 0,
    status: failures.length > 0 ? 'failed' : 'passed',
    summary: { total: 10, passed: 10 - failed, failed, skipped: 0 },
    failures,
    outputTail: '',
    command: 'c',
    framework: 'vitest',
    durationMs: 1,
    exitCode: failures.length > 0 ? 1 : 0,
    timedOut: false,
    sandbox: { mode: 'none', denied: false },
    narrowed: false,
    summarySeen: true,
    notes: [],
    ...over,
  };
}
const finished = (over: Partial<RunOutcome> = {}, tests?: ListedTests): FinishedRun => ({ result: outcome(over), ...(tests ? { tests } : {}) });

function probe(framework: WorkspaceProbe['framework']): WorkspaceProbe {
  return { framework, testFiles: [], testFileCount: 0, walkTruncated: false, reason: 'test', packageManager: 'npm', root: '/ws' } as WorkspaceProbe;
}

// ---

const evidence = suite('rerun evidence: passing only on positive evidence');

evidence('a listed output proves a test passing only by listing it passed', () => {
  const e = rerunEvidence(['a', 'b', 'c'], finished({ failures: [fail('a')] }, { passed: ['b'], skipped: ['c'] }));
  assert.equal(e, { stillFailing: ['a'], passing: ['b'] });
});

evidence('an unlisted output proves the rest passing when its report is whole and counts them', () => {
  assert.equal(rerunEvidence(['a', 'b'], finished({ failures: [fail('a')], summary: { total: 2, passed: 1, failed: 1, skipped: 0 } })), { stillFailing: ['a'], passing: ['b'] });
  // Fewer passes than tests it did not name failing: one of them may not have run.
  assert.equal(rerunEvidence(['a', 'b', 'c'], finished({ failures: [fail('a')], summary: { total: 2, passed: 1, failed: 1, skipped: 0 } })).passing, []);
  // A failing test the output does not name could be any of them.
  assert.equal(rerunEvidence(['a', 'b'], finished({ failures: [fail('a')], summary: { total: 3, passed: 1, failed: 2, skipped: 0 } })).passing, []);
  // A file that failed to load, a missing summary, a timeout: nothing is proven.
  assert.equal(rerunEvidence(['b'], finished({ failures: [fail('x.test.js', 'x.test.js', 'file')], summary: { total: 1, passed: 1, failed: 0, skipped: 0 } })).passing, []);
  assert.equal(rerunEvidence(['b'], finished({ summarySeen: false })).passing, []);
  assert.equal(rerunEvidence(['b'], finished({ status: 'timed-out', timedOut: true })).passing, []);
  assert.equal(rerunEvidence(['b'], finished({ status: 'no-tests', summary: { total: 0, passed: 0, failed: 0, skipped: 0 } })).passing, []);
});

evidence.run();

// ---

const PLAN: CommandPlan = { command: 'suite', env: {}, runner: 'vitest', parseAs: 'vitest', notes: ['suite note'], narrowed: false };
const RERUN: CommandPlan = { command: 'rerun', env: {}, runner: 'vitest', parseAs: 'vitest', notes: ['selection note'], narrowed: true };

/** A runOne that serves scripted results and records what it ran. */
function scripted(results: FinishedRun[]): { ran: CommandPlan[]; runOne: CallInput['runOne'] } {
  const ran: CommandPlan[] = [];
  return {
    ran,
    runOne: async (plan) => {
      ran.push(plan);
      const next = results.shift();
      if (!next) throw new Error('no more scripted runs');
      return next;
    },
  };
}

const loop = suite('loop: one call as a sequence of runs');

loop('failures first, still red: the re-run is the result, marked, with its own note; the suite does not run', async () => {
  const s = scripted([finished({ failures: [fail('a')], summary: { total: 2, passed: 1, failed: 1, skipped: 0 }, notes: ['process note'] })]);
  const call = await runCall({ plan: PLAN, failuresFirst: { names: ['a', 'b'], plan: RERUN }, runOne: s.runOne });
  assert.equal(s.ran.map((p) => [p.command, p.notes, p.narrowed]), [['rerun', [], false]]);
  assert.equal(call.failuresFirst, { selected: 2, stillFailing: 1 });
  assert.is(call.plan, RERUN);
  assert.is(call.finished.result.narrowed, true);
  assert.equal(call.finished.result.notes, [LOOP_NOTES.failuresFirstRed(2, 1), 'process note']);
  assert.is(LOOP_NOTES.failuresFirstRed(2, 1), 'failures first: re-ran only the 2 tests that failed last (1 still failing); the rest of the suite runs once they pass (failures_first: false runs it now)');
});

loop('failures first, all pass: the whole suite runs in the same call and is the result', async () => {
  const whole = finished({ notes: ['suite note'] });
  const s = scripted([finished(), whole]);
  const call = await runCall({ plan: PLAN, failuresFirst: { names: ['a'], plan: RERUN }, runOne: s.runOne });
  assert.equal(s.ran.map((p) => p.command), ['rerun', 'suite']);
  assert.is(call.failuresFirst, undefined);
  assert.is(call.plan, PLAN);
  assert.equal(call.finished.result.notes, ['failures first: the 1 test that failed last passed on a re-run; then ran the whole suite', 'suite note']);
});

loop('a failure the selection did not ask for, or an error, sends the call on to the whole suite', async () => {
  for (const first of [finished({ failures: [fail('other')] }), finished({ status: 'error', exitCode: 4 }), finished({ status: 'no-tests' })]) {
    const s = scripted([first, finished()]);
    const call = await runCall({ plan: PLAN, failuresFirst: { names: ['a'], plan: RERUN }, runOne: s.runOne });
    assert.equal(s.ran.map((p) => p.command), ['rerun', 'suite']);
    assert.is(call.failuresFirst, undefined);
  }
});

loop('a re-run that timed out, was aborted or denied is the result: the suite would fare no better', async () => {
  for (const status of ['timed-out', 'aborted', 'sandbox-denied'] as const) {
    const s = scripted([finished({ status, timedOut: status === 'timed-out' })]);
    const call = await runCall({ plan: PLAN, failuresFirst: { names: ['a'], plan: RERUN }, runOne: s.runOne });
    assert.equal(s.ran.length, 1, status);
    assert.equal(call.failuresFirst, { selected: 1, stillFailing: 0 });
  }
});

loop('a runner that cannot select runs the whole suite and says so', async () => {
  const s = scripted([finished()]);
  const call = await runCall({ plan: PLAN, failuresFirst: { cannotSelect: LOOP_NOTES.failuresFirstNpm }, runOne: s.runOne });
  assert.equal(s.ran.map((p) => p.command), ['suite']);
  assert.equal(call.finished.result.notes, ['failures first: npm test cannot select tests; ran the whole suite']);
});

loop('confirmation re-runs the still-failing tests up to N times; those proven passing are flaky', async () => {
  const whole = finished({ failures: [fail('a'), fail('b'), fail('c')], summary: { total: 5, passed: 2, failed: 3, skipped: 0 } });
  const planned: string[][] = [];
  const s = scripted([
    finished({ failures: [fail('b'), fail('c')], summary: { total: 3, passed: 1, failed: 2, skipped: 0 } }), // a passes
    finished({ failures: [fail('c')], summary: { total: 2, passed: 1, failed: 1, skipped: 0 } }), // b passes
    finished({ failures: [fail('c')], summary: { total: 1, passed: 0, failed: 1, skipped: 0 } }), // c fails every time
  ]);
  const call = await runCall({
    plan: PLAN,
    confirm: { times: 3, forgiven: new Map(), planRerun: (names) => (planned.push(names), { names, plan: RERUN }) },
    runOne: async (p) => (p === PLAN || p.command === 'suite' ? whole : s.runOne(p)),
  });
  assert.equal(planned, [['a', 'b', 'c'], ['b', 'c'], ['c']]);
  assert.equal(call.flaky, ['a', 'b']);
  assert.equal(call.finished.result.failures.map((f) => f.name), ['a', 'b', 'c'], 'flaky tests stay listed');
  assert.ok(call.finished.result.notes.includes('confirmFailures: re-ran the 3 failing tests 3 times: 2 passed on a re-run (flaky)'), call.finished.result.notes.join('|'));
});

loop('confirmation skips forgiven failures, stops when all passed, and cannot select through npm test', async () => {
  const whole = finished({ failures: [fail('old'), fail('a')], summary: { total: 5, passed: 3, failed: 2, skipped: 0 } });
  const asked: string[][] = [];
  const s = scripted([whole, finished({ summary: { total: 1, passed: 1, failed: 0, skipped: 0 } })]);
  const call = await runCall({ plan: PLAN, confirm: { times: 5, forgiven: new Map([['old', 1]]), planRerun: (names) => (asked.push(names), { names, plan: RERUN }) }, runOne: s.runOne });
  assert.equal(asked, [['a']]);
  assert.equal(call.flaky, ['a']);
  assert.ok(call.finished.result.notes.includes('confirmFailures: re-ran the failing test once: 1 passed on a re-run (flaky)'));
  const npm = scripted([whole]);
  const none = await runCall({ plan: PLAN, confirm: { times: 2, forgiven: new Map(), planRerun: () => ({ cannotSelect: LOOP_NOTES.confirmNpm }) }, runOne: npm.runOne });
  assert.equal(none.flaky, []);
  assert.ok(none.finished.result.notes.includes('confirmFailures: npm test cannot select tests; no failure was re-run'));
});

loop.run();

// ---

function recorded(over: Partial<RecordedRun> = {}): RecordedRun {
  return {
    ok: false,
    status: 'failed',
    summary: { total: 3, passed: 1, failed: 2, skipped: 0 },
    summarySeen: true,
    failures: [fail('a'), fail('b')],
    failureCount: 2,
    command: 'suite',
    runner: 'vitest',
    framework: 'vitest',
    turn: 1,
    exitCode: 1,
    timedOut: false,
    narrowed: false,
    scope: 'suite',
    verdict: { verified: false, blockers: [{ check: 'passed', status: 'failed', exitCode: 1, total: 3 }] },
    root: '/ws',
    fingerprint: 'f',
    testFilesChanged: [],
    ...over,
  };
}

const rerunPlan = suite('rerun plan: what a plain call re-runs first');

const VITEST_PLAN = planCommand({}, probe('vitest'));

rerunPlan('after a red run of the suite, its failing tests, minus forgiven ones', () => {
  assert.equal(failuresFirstNames(recorded(), VITEST_PLAN, DEFAULT_LOOP_POLICY, new Set()), ['a', 'b']);
  assert.equal(failuresFirstNames(recorded(), VITEST_PLAN, DEFAULT_LOOP_POLICY, new Set(['a'])), ['b']);
  assert.equal(failuresFirstNames(recorded({ scope: 'failures-first' }), VITEST_PLAN, DEFAULT_LOOP_POLICY, new Set()), ['a', 'b']);
  assert.equal(failuresFirstNames(recorded({ failures: [fail('x.test.js', 'x.test.js', 'file')] }), VITEST_PLAN, DEFAULT_LOOP_POLICY, new Set()), []);
});

rerunPlan('never after a green, verified, custom or other-runner run, or with the switch off', () => {
  const none = (run: RecordedRun | undefined, policy = DEFAULT_LOOP_POLICY) => failuresFirstNames(run, VITEST_PLAN, policy, new Set());
  assert.is(none(undefined), undefined);
  assert.is(none(recorded({ status: 'passed', failures: [] })), undefined);
  assert.is(none(recorded({ verdict: { verified: true, blockers: [] } })), undefined);
  assert.is(none(recorded({ scope: 'custom' })), undefined);
  assert.is(none(recorded({ framework: 'jest' })), undefined);
  assert.is(none(recorded({ status: 'timed-out' })), undefined);
  assert.is(none(recorded(), { ...DEFAULT_LOOP_POLICY, failuresFirst: false }), undefined);
});

rerunPlan('the re-run is the suite runner\'s selection, in the failures\' files when they all exist', () => {
  const context = (over: Partial<RerunContext> = {}): RerunContext => ({ suitePlan: VITEST_PLAN, probe: probe('vitest'), configuredSuite: false, fileExists: () => true, plan: (request, probed) => planCommand(request, probed), ...over });
  const planned = rerunPlanner(context(), 'failures-first')(['a'], [fail('a', 'test/a.test.js'), fail('b', 'test/b.test.js')]);
  assert.ok('plan' in planned && planned.plan.command.endsWith(" -t '(?:^| )(?:a)(?:$| )' test/a.test.js < /dev/null"), JSON.stringify(planned));
  const missing = rerunPlanner(context({ fileExists: () => false }), 'failures-first')(['a'], [fail('a')]);
  assert.ok('plan' in missing && missing.plan.command.endsWith(" -t '(?:^| )(?:a)(?:$| )' < /dev/null"), JSON.stringify(missing));
  const npmPlan = planCommand({}, { ...probe('npm-test'), testScript: 'ava' } as WorkspaceProbe);
  assert.equal(rerunPlanner(context({ suitePlan: npmPlan }), 'failures-first')(['a'], [fail('a')]), { cannotSelect: LOOP_NOTES.failuresFirstNpm });
  assert.equal(rerunPlanner(context({ configuredSuite: true }), 'confirm')(['a'], [fail('a')]), { cannotSelect: LOOP_NOTES.confirmNpm });
  assert.equal(rerunPlanner(context(), 'confirm')([], []), { cannotSelect: LOOP_NOTES.confirmUnselectable });
});

rerunPlan.run();

// ---

function judgeInput(run: Partial<JudgeInput['run']>, forgivable?: JudgeInput['forgivable']): JudgeInput {
  return {
    run: { status: 'failed', exitCode: 1, summary: { total: 3, passed: 1, failed: 2, skipped: 0 }, failures: [fail('a'), fail('b')], scope: 'suite', command: 'suite', summarySeen: true, timedOut: false, ...run },
    ...(forgivable ? { forgivable } : {}),
    failedEarlier: new Map(),
    files: new Map(),
    filesTruncated: true,
    checks: { baseline: true, totalDropped: true, skippedRose: true, failedTestMissing: true, testFileGone: true, freshness: true, editsNeedRun: true },
  };
}

const forgive = suite('verdict: what the policies forgive');

forgive('a failed run verifies when every failure is a forgiven test, and names them', () => {
  const v = judgeRun(judgeInput({}, { preExisting: new Map([['a', 1]]), flaky: new Set(['b']) }));
  assert.equal(v, { verified: true, blockers: [], forgiven: { preExisting: ['a'], flaky: ['b'] } });
});

forgive('one failure not forgiven, an unnamed failure, a file error, a cut report: the run blocks', () => {
  const only = { preExisting: new Map([['a', 1]]), flaky: new Set<string>() };
  assert.is(judgeRun(judgeInput({}, only)).verified, false);
  const all = { preExisting: new Map([['a', 1], ['b', 1]]), flaky: new Set<string>() };
  assert.is(judgeRun(judgeInput({ summary: { total: 4, passed: 1, failed: 3, skipped: 0 } }, all)).verified, false, 'a third failure is not named');
  assert.is(judgeRun(judgeInput({ failures: [fail('a'), fail('b'), fail('x.test.js', 'x.test.js', 'file')] }, all)).verified, false);
  // A failed hook (counted among the failed, as mocha counts it) is never forgiven, even when its name was failing before.
  const withHook = { preExisting: new Map([['a', 1], ['b', 1], ['s "before all" hook for "t"', 1]]), flaky: new Set<string>() };
  assert.is(judgeRun(judgeInput({ summary: { total: 4, passed: 1, failed: 3, skipped: 0 }, failures: [fail('a'), fail('b'), fail('s "before all" hook for "t"', undefined, 'hook')] }, withHook)).verified, false, 'a failed hook blocks');
  assert.is(judgeRun(judgeInput({ summarySeen: false }, all)).verified, false);
  assert.is(judgeRun(judgeInput({ timedOut: true, status: 'timed-out' }, all)).verified, false);
  const { summarySeen: _seen, timedOut: _cut, ...bare } = judgeInput({}).run;
  assert.is(judgeRun({ ...judgeInput({}, all), run: bare }).verified, false, 'a judge input without the report facts forgives nothing');
  assert.is(judgeRun(judgeInput({ scope: 'failures-first' }, all)).verified, false, 'only a whole-suite run verifies');
});

forgive('a pre-existing name forgives only as many failures as bore it before', () => {
  const forgivable = { preExisting: new Map([['same', 1]]), flaky: new Set<string>() };
  assert.is(forgivenFailures({ ...judgeInput({}).run, failures: [fail('same'), fail('same')] }, forgivable), undefined);
  assert.equal(forgivenFailures({ ...judgeInput({}).run, summary: { total: 2, passed: 1, failed: 1, skipped: 0 }, failures: [fail('same')] }, forgivable), { preExisting: ['same'], flaky: [] });
});

forgive('a forgiven test failing now has not vanished; the other suite checks still apply', () => {
  const input = { ...judgeInput({}, { preExisting: new Map([['a', 1], ['b', 1]]), flaky: new Set<string>() }), failedEarlier: new Map([['a', 'test/a.test.js'], ['gone', 'test/gone.test.js']]), filesRun: new Set(['test/a.test.js']) };
  const v = judgeRun(input);
  assert.is(v.verified, false);
  assert.equal(v.blockers, [{ check: 'failed-test-missing', missing: [{ name: 'gone', fileNotRun: 'test/gone.test.js' }], skipped: [] }]);
});

forgive.run();

// ---

const untouched = suite('baseline: the untouched-workspace chain');

untouched('a fresh session starts untouched; a plain run that changed nothing keeps it', () => {
  const state = emptyClosure();
  beginUntouched(state, 'd0');
  assert.is(startsUntouched(state, 'd0'), true);
  continueUntouched(state, { scope: 'narrowed', plain: true, alone: true, complete: true, failures: [], afterDigest: 'd0' });
  assert.is(state.untouched, 'd0');
  assert.is(startsUntouched(state, 'd0'), true);
});

untouched('a changed digest, a shaped or custom run, a run that was not alone, a tool that writes: the state ends for good', () => {
  const state = emptyClosure();
  beginUntouched(state, 'd0');
  assert.is(startsUntouched(state, 'edited'), false);
  assert.is(startsUntouched(state, 'd0'), false, 'it does not come back');
  const runs = [
    { plain: false, alone: true, afterDigest: 'd0' },
    { plain: true, alone: false, afterDigest: 'd0' },
    { plain: true, alone: true, afterDigest: 'd1' },
  ];
  for (const run of runs) {
    const s = emptyClosure();
    beginUntouched(s, 'd0');
    continueUntouched(s, { ...run, scope: 'suite', complete: true, failures: [] });
    assert.is(s.untouched, undefined, JSON.stringify(run));
  }
  const edited = emptyClosure();
  beginUntouched(edited, 'd0');
  endUntouched(edited);
  assert.is(startsUntouched(edited, 'd0'), false);
});

untouched('only a whole, complete run of the suite, alone, establishes the baseline; counted by name', () => {
  const base = { scope: 'suite' as const, plain: true, alone: true, complete: true, failures: [fail('a'), fail('a'), fail('x.test.js', 'x.test.js', 'file')], afterDigest: 'd' };
  assert.equal([...baselineOf(base)!], [['a', 2]]);
  assert.is(baselineOf({ ...base, scope: 'narrowed' }), undefined);
  assert.is(baselineOf({ ...base, complete: false }), undefined);
  assert.is(baselineOf({ ...base, alone: false }), undefined);
  const resumed = emptyClosure();
  resumed.lastRun = recorded();
  beginUntouched(resumed, 'd0');
  assert.is(resumed.untouched, undefined, 'a session with a recorded run is not fresh');
});

untouched.run();
