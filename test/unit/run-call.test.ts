/**
 * What one `test_run` call decides around its runs (closure/run-call.ts), driven without a
 * runtime: which re-runs its loop makes, how it starts against the session's start, when a
 * green suite replays the baseline, what it records, and which files join the baseline.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { beginUntouched } from '../../src/closure/baseline.ts';
import type { BaselineReplay } from '../../src/closure/harness-replay.ts';
import type { CallOutcome } from '../../src/closure/loop.ts';
import { DEFAULT_LOOP_POLICY, type LoopPolicy } from '../../src/closure/policy.ts';
import type { RerunContext } from '../../src/closure/rerun-plan.ts';
import {
  adoptableTestFiles,
  continueAfter,
  failuresFirstApplies,
  isSuiteGreen,
  isUnshaped,
  loopPlans,
  recordedMatch,
  runStartFingerprint,
  runThenReplay,
  startCall,
  startEvidence,
  withSwapped,
  type CallShape,
  type CallStart,
  type LoopPlanInput,
} from '../../src/closure/run-call.ts';
import { emptyClosure, type RecordedRun, type SessionClosure } from '../../src/closure/state.ts';
import { planCommand, type CommandPlan } from '../../src/planning/plan.ts';
import type { Failure } from '../../src/report/types.ts';
import type { FinishedRun, RunOutcome } from '../../src/run/result.ts';
import type { Fingerprint } from '../../src/workspace/fingerprint.ts';
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
const finished = (over: Partial<RunOutcome> = {}): FinishedRun => ({ result: outcome(over) });

function probe(framework: WorkspaceProbe['framework']): WorkspaceProbe {
  return { framework, testFiles: [], testFileCount: 0, walkTruncated: false, reason: 'test', packageManager: 'npm', root: '/ws' } as WorkspaceProbe;
}

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

function fingerprint(digest: string, files: Record<string, string> = {}): Fingerprint {
  return { files: new Map(Object.entries(files)), truncated: false, unreadable: false, digest };
}

const VITEST_PLAN = planCommand({}, probe('vitest'));

// ---

const names = suite('run call: the two conditions once called plain');

names('unshaped: the request names no command, target or framework', () => {
  assert.is(isUnshaped({}), true);
  assert.is(isUnshaped({ command: 'npx vitest run' }), false);
  assert.is(isUnshaped({ target: 'test/a.test.js' }), false);
  assert.is(isUnshaped({ framework: 'jest' }), false);
});

names('failures first applies: the whole suite as the suite\'s run, the switch not turned off', () => {
  assert.is(failuresFirstApplies({}, 'suite', undefined), true);
  assert.is(failuresFirstApplies({}, 'suite', true), true);
  assert.is(failuresFirstApplies({}, 'suite', false), false);
  assert.is(failuresFirstApplies({}, 'other-suite', undefined), false);
  assert.is(failuresFirstApplies({ target: 'test/a.test.js' }, 'suite', undefined), false);
  assert.is(failuresFirstApplies({ lastFailed: ['a'] }, 'suite', undefined), false);
  assert.is(failuresFirstApplies({ framework: 'vitest' }, 'suite', undefined), false);
  assert.is(failuresFirstApplies({ package: 'packages/a' }, 'suite', undefined), false);
});

names.run();

// ---

const plans = suite('run call: what the loop re-runs');

const context: RerunContext = { suitePlan: VITEST_PLAN, probe: probe('vitest'), configuredSuite: false, fileExists: () => true, plan: (request, probed) => planCommand(request, probed) };
function planInput(over: Partial<LoopPlanInput> = {}, policy: Partial<LoopPolicy> = {}, state: SessionClosure = { ...emptyClosure(), lastRun: recorded() }): LoopPlanInput {
  return { request: {}, plan: VITEST_PLAN, scope: 'suite', failuresFirst: undefined, state, policy: { ...DEFAULT_LOOP_POLICY, ...policy }, context, ...over };
}

plans('after a red suite run, a whole-suite call re-runs its failing tests first, in their file', () => {
  const loop = loopPlans(planInput());
  assert.is(loop.plan, VITEST_PLAN);
  assert.ok(loop.failuresFirst !== undefined && 'names' in loop.failuresFirst);
  assert.equal(loop.failuresFirst.names, ['a', 'b']);
  assert.ok(loop.failuresFirst.plan.command.includes(' test/a.test.js'), loop.failuresFirst.plan.command);
  assert.is(loop.confirm, undefined, 'confirmation is off by default');
});

plans('no failures first when it does not apply, after a green run, or with the policy off', () => {
  assert.is(loopPlans(planInput({ failuresFirst: false })).failuresFirst, undefined);
  assert.is(loopPlans(planInput({ scope: 'other-suite' })).failuresFirst, undefined);
  assert.is(loopPlans(planInput({ request: { target: 'test/a.test.js' }, scope: 'narrowed' })).failuresFirst, undefined);
  assert.is(loopPlans(planInput({}, {}, emptyClosure())).failuresFirst, undefined);
  assert.is(loopPlans(planInput({}, { failuresFirst: false })).failuresFirst, undefined);
});

plans('forgiven failures are not re-run first: pre-existing and allowed flaky ones, only under allow', () => {
  const state: SessionClosure = { ...emptyClosure(), lastRun: recorded({ failures: [fail('a'), fail('b'), fail('c')], flaky: { names: ['b'], blocks: false } }), preExisting: new Map([['a', 1]]) };
  const names = (policy: Partial<LoopPolicy>): string[] | undefined => {
    const first = loopPlans(planInput({}, policy, state)).failuresFirst;
    return first !== undefined && 'names' in first ? first.names : undefined;
  };
  assert.equal(names({}), ['a', 'b', 'c']);
  assert.equal(names({ preExisting: 'allow' }), ['b', 'c']);
  assert.equal(names({ flaky: 'allow' }), ['a', 'c']);
  assert.equal(names({ preExisting: 'allow', flaky: 'allow' }), ['c']);
});

plans('confirmation: only for the suite\'s run, as many times as configured, forgiving the pre-existing failures under allow', () => {
  const state: SessionClosure = { ...emptyClosure(), preExisting: new Map([['a', 1]]) };
  const confirm = loopPlans(planInput({}, { confirmFailures: 2, preExisting: 'allow' }, state)).confirm;
  assert.ok(confirm !== undefined);
  assert.is(confirm.times, 2);
  assert.equal([...confirm.forgiven], [['a', 1]]);
  assert.equal([...loopPlans(planInput({}, { confirmFailures: 2 }, state)).confirm!.forgiven], [], 'under block nothing is forgiven');
  assert.is(loopPlans(planInput({ scope: 'narrowed' }, { confirmFailures: 2 })).confirm, undefined);
  assert.is(loopPlans(planInput({}, { confirmFailures: 0 })).confirm, undefined);
});

plans.run();

// ---

const start = suite('run call: how it starts against the session\'s start');

const SHAPE: CallShape = { unshaped: true, alone: true, scope: 'suite' };
function untouchedState(digest: string): SessionClosure {
  const state = emptyClosure();
  beginUntouched(state, digest);
  return state;
}

start('the first unshaped suite run, alone, on the workspace as found: its failures predate the session', async () => {
  const state = emptyClosure();
  const found = await startCall({ state, policy: DEFAULT_LOOP_POLICY, shape: SHAPE, sessionStartDigest: 'd0' }, async () => fingerprint('d0'));
  assert.is(found.startsAsFound, true);
  assert.is(found.fingerprint?.digest, 'd0');
  const asFound = async (shape: Partial<CallShape>, { digest = 'd0', sessionStartDigest = 'd0' as string | undefined, state: s = emptyClosure() } = {}) =>
    (await startCall({ state: s, policy: DEFAULT_LOOP_POLICY, shape: { ...SHAPE, ...shape }, sessionStartDigest }, async () => fingerprint(digest))).startsAsFound;
  assert.is(await asFound({}), true);
  assert.is(await asFound({ unshaped: false }), false);
  assert.is(await asFound({ alone: false }), false);
  assert.is(await asFound({ scope: 'narrowed' }), false);
  assert.is(await asFound({}, { digest: 'd1' }), false, 'the workspace changed since the session started');
  assert.is(await asFound({}, { sessionStartDigest: 'none' }), false, 'another session start');
  assert.is(await asFound({}, { state: { ...emptyClosure(), startFailures: ['x'] } }), false, 'already established');
  const resumed = await startCall({ state: emptyClosure(), policy: DEFAULT_LOOP_POLICY, shape: SHAPE, sessionStartDigest: undefined }, async () => fingerprint('d0'));
  assert.is(resumed.startsAsFound, false, 'no session start (a resumed session)');
  const none = await startCall({ state, policy: DEFAULT_LOOP_POLICY, shape: SHAPE, sessionStartDigest: 'd0' }, async () => undefined);
  assert.equal(none, { fingerprint: undefined, untouchedAtStart: false, startsAsFound: false });
});

start('the state is read before the fingerprint is taken: a call recording meanwhile does not change the decision', async () => {
  const state = emptyClosure();
  const found = await startCall({ state, policy: DEFAULT_LOOP_POLICY, shape: SHAPE, sessionStartDigest: 'd0' }, async () => {
    state.startFailures = ['recorded meanwhile'];
    return fingerprint('d0');
  });
  assert.is(found.startsAsFound, true);
});

start('untouched at start: only tracked under preExisting allow, on the digest the chain holds', async () => {
  const allow = { preExisting: 'allow' as const };
  const state = untouchedState('d0');
  assert.is((await startCall({ state, policy: allow, shape: SHAPE, sessionStartDigest: undefined }, async () => fingerprint('d0'))).untouchedAtStart, true);
  assert.is(state.untouched, 'd0');
  assert.is((await startCall({ state, policy: DEFAULT_LOOP_POLICY, shape: SHAPE, sessionStartDigest: undefined }, async () => fingerprint('d0'))).untouchedAtStart, false, 'under block');
  assert.is((await startCall({ state, policy: DEFAULT_LOOP_POLICY, shape: SHAPE, sessionStartDigest: undefined }, async () => fingerprint('d1'))).untouchedAtStart, false);
  assert.is(state.untouched, 'd0', 'not tracked, not ended');
  assert.is((await startCall({ state, policy: allow, shape: SHAPE, sessionStartDigest: undefined }, async () => fingerprint('d1'))).untouchedAtStart, false);
  assert.is(state.untouched, undefined, 'a changed workspace ends the chain for good');
  const established = { ...untouchedState('d0'), preExisting: new Map<string, number>() };
  assert.is((await startCall({ state: established, policy: allow, shape: SHAPE, sessionStartDigest: undefined }, async () => fingerprint('d0'))).untouchedAtStart, false, 'the baseline is already established');
});

start.run();

// ---

const replay = suite('run call: a green suite replays the baseline');

const REPLAY: BaselineReplay = {
  scope: 'files',
  files: ['test/a.test.js'],
  changed: ['test/a.test.js'],
  removed: ['test/gone.test.js'],
  added: ['test/new.test.js'],
  unrestorable: [],
  command: 'replay',
  status: 'passed',
  summary: { total: 1, passed: 1, failed: 0, skipped: 0 },
  summarySeen: true,
  failures: [],
  failureCount: 0,
  conflicts: [],
};

/** Runs a call whose runs return `runs` in order, and counts the replays asked for. */
async function drive(runs: FinishedRun[], over: { scope?: CallShape['scope']; baselineCheck?: boolean; replay?: 'none' | 'undefined'; failuresFirst?: boolean } = {}) {
  let replays = 0;
  const ran: string[] = [];
  const RERUN: CommandPlan = { ...VITEST_PLAN, command: 'rerun' };
  const result = await runThenReplay({
    loop: { plan: VITEST_PLAN, ...(over.failuresFirst ? { failuresFirst: { names: ['a'], plan: RERUN } } : {}) },
    scope: over.scope ?? 'suite',
    baselineCheck: over.baselineCheck ?? true,
    runOne: async (plan) => {
      ran.push(plan.command);
      return runs.shift()!;
    },
    ...(over.replay === 'none'
      ? {}
      : {
          replay: async () => {
            replays++;
            return over.replay === 'undefined' ? undefined : REPLAY;
          },
        }),
  });
  return { result, replays, ran };
}

replay('a green whole-suite run replays once, and the call carries the replay', async () => {
  const { result, replays, ran } = await drive([finished()]);
  assert.is(replays, 1);
  assert.is(result.replay, REPLAY);
  assert.equal(ran, [VITEST_PLAN.command]);
  assert.is(result.call.finished.result.status, 'passed');
});

replay('failures first then green: the whole suite ran, so it replays', async () => {
  const { result, replays, ran } = await drive([finished(), finished()], { failuresFirst: true });
  assert.equal(ran, ['rerun', VITEST_PLAN.command]);
  assert.is(replays, 1);
  assert.is(result.replay, REPLAY);
});

replay('no replay: red, failures first still red, another scope, the check off, no session, or nothing to replay', async () => {
  assert.is((await drive([finished({ failures: [fail('a')] })])).replays, 0);
  const stillRed = await drive([finished({ failures: [fail('a')] })], { failuresFirst: true });
  assert.is(stillRed.replays, 0);
  assert.ok(stillRed.result.call.failuresFirst);
  assert.is((await drive([finished()], { scope: 'other-suite' })).replays, 0);
  assert.is((await drive([finished()], { baselineCheck: false })).replays, 0);
  const noSession = await drive([finished()], { replay: 'none' });
  assert.equal(Object.keys(noSession.result), ['call']);
  const nothing = await drive([finished()], { replay: 'undefined' });
  assert.is(nothing.replays, 1);
  assert.equal(Object.keys(nothing.result), ['call'], 'a replay that did not run is not recorded');
});

replay('a command that could not start is not a green suite', () => {
  const call: CallOutcome = { finished: { ...finished(), missing: { program: 'vitest' } as FinishedRun['missing'] & object }, plan: VITEST_PLAN, flaky: [] };
  assert.is(isSuiteGreen(call, 'suite'), false);
  assert.is(isSuiteGreen({ ...call, finished: finished() }, 'suite'), true);
  assert.is(isSuiteGreen({ ...call, finished: finished(), failuresFirst: { selected: 1, stillFailing: 0 } }, 'suite'), false);
});

replay.run();

// ---

const record = suite('run call: what it records');

record('the recorded scope is failures-first when that re-run is the result, the planned match otherwise', () => {
  const call: CallOutcome = { finished: finished(), plan: VITEST_PLAN, flaky: [] };
  const match = { scope: 'other-suite' as const, scriptChanged: { was: 'a', now: 'b' } };
  assert.is(recordedMatch(call, match), match);
  assert.equal(recordedMatch({ ...call, failuresFirst: { selected: 1, stillFailing: 1 } }, match), { scope: 'failures-first' });
});

record('files a replay swapped and put back take their signatures from now; the rest stay as the run started', () => {
  const startPrint = fingerprint('s', { 'test/a.test.js': 'old', 'test/gone.test.js': 'g', 'src/x.js': 'x' });
  const now = fingerprint('n', { 'test/a.test.js': 'back', 'test/new.test.js': 'new', 'src/x.js': 'x2' });
  const swapped = withSwapped(startPrint, now, REPLAY);
  assert.equal([...swapped.files], [['test/a.test.js', 'back'], ['src/x.js', 'x'], ['test/new.test.js', 'new']]);
  assert.is(swapped.digest, 's');
  assert.equal([...startPrint.files.keys()], ['test/a.test.js', 'test/gone.test.js', 'src/x.js'], 'the start fingerprint is not changed');
});

record('the run-start fingerprint is taken again only after a replay', async () => {
  let taken = 0;
  const now = async () => {
    taken++;
    return fingerprint('n', { 'test/a.test.js': 'back' });
  };
  const startPrint = fingerprint('s', { 'test/a.test.js': 'old' });
  assert.is(await runStartFingerprint(startPrint, undefined, now), startPrint);
  assert.is(await runStartFingerprint(undefined, REPLAY, now), undefined);
  assert.is(taken, 0);
  assert.equal([...(await runStartFingerprint(startPrint, REPLAY, now))!.files], [['test/a.test.js', 'back']]);
  assert.is(taken, 1);
  assert.is(await runStartFingerprint(startPrint, REPLAY, async () => undefined), startPrint, 'no fingerprint now: the start one as taken');
});

const STARTED: CallStart = { fingerprint: fingerprint('d0'), untouchedAtStart: true, startsAsFound: true };

record('start failures: the failing tests of the first complete suite run on the workspace as found', () => {
  const red = outcome({ failures: [fail('a'), fail('x.test.js', 'x.test.js', 'file'), fail('b')] });
  const state = untouchedState('d0');
  assert.equal(startEvidence(STARTED, SHAPE, state, 'suite', red), { untouchedAlone: true, startFailures: ['a', 'b'] });
  assert.equal(startEvidence(STARTED, SHAPE, state, 'failures-first', red), { untouchedAlone: true });
  assert.equal(startEvidence(STARTED, SHAPE, state, 'suite', { ...red, summarySeen: false }), { untouchedAlone: true });
  assert.equal(startEvidence(STARTED, SHAPE, state, 'suite', { ...red, timedOut: true }), { untouchedAlone: true });
  assert.equal(startEvidence({ ...STARTED, startsAsFound: false }, SHAPE, state, 'suite', red), { untouchedAlone: true });
});

record('untouched and alone: read from the state when the run ended, and only for an unshaped call alone', () => {
  const green = outcome();
  const state = untouchedState('d0');
  assert.is(startEvidence(STARTED, { ...SHAPE, unshaped: false }, state, 'suite', green).untouchedAlone, false);
  assert.is(startEvidence(STARTED, { ...SHAPE, alone: false }, state, 'suite', green).untouchedAlone, false);
  assert.is(startEvidence({ ...STARTED, untouchedAtStart: false }, SHAPE, state, 'suite', green).untouchedAlone, false);
  delete state.untouched; // A tool that writes ran while the tests did.
  assert.is(startEvidence(STARTED, SHAPE, state, 'suite', green).untouchedAlone, false);
});

record('after recording, a run that started untouched keeps the chain only unshaped, alone and leaving the digest as it was', () => {
  const green = outcome();
  const keep = untouchedState('d0');
  continueAfter(keep, STARTED, SHAPE, 'suite', green, 'd0');
  assert.is(keep.untouched, 'd0');
  for (const [shape, after] of [[{ ...SHAPE, unshaped: false }, 'd0'], [{ ...SHAPE, alone: false }, 'd0'], [SHAPE, 'd1']] as const) {
    const state = untouchedState('d0');
    continueAfter(state, STARTED, shape, 'suite', green, after);
    assert.is(state.untouched, undefined, JSON.stringify({ shape, after }));
  }
  const notStarted = untouchedState('d0');
  continueAfter(notStarted, { ...STARTED, untouchedAtStart: false }, { ...SHAPE, unshaped: false }, 'suite', green, 'd1');
  assert.is(notStarted.untouched, 'd0', 'a run that did not start untouched leaves the chain to others');
});

record.run();

// ---

const adopt = suite('run call: which failing tests\' files join the baseline');

const failing = (...names: string[]) => names.map((name) => ({ kind: 'test' as const, name, file: name.split('::')[0]! }));

adopt('a failure\'s file unchanged since the session started joins; a changed or vanished one does not', () => {
  const sessionStart = fingerprint('s', { 'check_a.py': 'sa', 'check_b.py': 'sb', 'check_c.py': 'sc' });
  const now = fingerprint('n', { 'check_a.py': 'sa', 'check_b.py': 'edited' });
  assert.equal(adoptableTestFiles('pytest', failing('check_a.py::test_a', 'check_b.py::test_b', 'check_c.py::test_c', 'new.py::test_new'), '/w', now, sessionStart), [{ path: 'check_a.py', signature: 'sa' }]);
  assert.equal(adoptableTestFiles('pytest', [], '/w', now, sessionStart), []);
});

adopt('never without a session start, nor for runners whose tests may sit in the code under test', () => {
  const same = fingerprint('s', { 'src/lib.rs': 'x', 'a_test.go': 'y' });
  assert.equal(adoptableTestFiles('pytest', failing('src/lib.rs'), '/w', same, undefined), []);
  assert.equal(adoptableTestFiles('cargo', failing('src/lib.rs'), '/w', same, same), []);
  assert.equal(adoptableTestFiles('go', failing('a_test.go'), '/w', same, same), []);
  assert.equal(adoptableTestFiles('vitest', failing('src/lib.rs'), '/w', same, same), [{ path: 'src/lib.rs', signature: 'x' }]);
});

adopt('a doctest\'s module is code under test: it never joins, a test file failing beside it does', () => {
  const same = fingerprint('s', { 'textops.py': 'code', 'tests/test_plain.py': 'test' });
  const failures = failing('textops.py::textops.slug', 'textops.py::textops.Counter.count', 'tests/test_plain.py::test_shout[a.b]');
  assert.equal(adoptableTestFiles('pytest', failures, '/w', same, same), [{ path: 'tests/test_plain.py', signature: 'test' }]);
});

adopt('a failed hook\'s file is test code and joins as a failing test\'s does; an error outside the tests names no file that joins', () => {
  const same = fingerprint('s', { 'test/hooks.test.js': 'h', 'test/other.test.js': 'o' });
  const failures = [
    { kind: 'hook' as const, name: 'test/hooks.test.js > beforeAll fails', file: 'test/hooks.test.js' },
    { kind: 'run' as const, name: 'Unhandled error: Unhandled Rejection', file: 'test/other.test.js' },
  ];
  assert.equal(adoptableTestFiles('vitest', failures, '/w', same, same), [{ path: 'test/hooks.test.js', signature: 'h' }]);
});

adopt.run();
