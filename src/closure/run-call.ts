/**
 * What one `test_run` call decides around its runs, host-free so unit tests drive it; the tool
 * (plugin/tools/test-run.ts) keeps the I/O (probing, planning, running, fingerprinting,
 * recording, rendering) and passes in what it must do as functions.
 *
 * - **The loop's re-runs** (closure/loop.ts): failures first when it applies, confirmation of a
 *   whole-suite run's failures when it is on.
 * - **The session's start** (closure/baseline.ts): whether the run starts on the untouched
 *   workspace, and whether it is the first run of the suite on the workspace as the session
 *   found it, whose failures predate the session.
 * - **The baseline replay** (closure/harness-replay.ts): a green whole-suite run replays the
 *   tests the session started with.
 * - **What is recorded**: the scope, the run-start fingerprint a replay's swap does not make
 *   stale, and which failing tests' files join the harness baseline.
 *
 * Two conditions have their own names: a request is *unshaped* when it names no `command`,
 * `target` or `framework` (the model shaped nothing the run ran); *failures first applies* when
 * the request is the whole suite, its run is the suite's and `failures_first` is not `false`.
 *
 * @module dsh-test-closure/closure/run-call
 */
import { isWholeSuiteRequest, type CommandPlan, type RunRequest } from '../planning/plan.ts';
import type { Failure } from '../report/types.ts';
import type { RunOutcome, FinishedRun } from '../run/result.ts';
import { isFramework, RUNNERS } from '../runners/registry.ts';
import type { Fingerprint } from '../workspace/fingerprint.ts';
import { continueUntouched, startsUntouched } from './baseline.ts';
import { failureFilesIn } from './evidence.ts';
import type { BaselineReplay } from './harness-replay.ts';
import { runCall, type CallInput, type CallOutcome } from './loop.ts';
import type { LoopPolicy } from './policy.ts';
import { failuresFirstNames, rerunPlanner, type RerunContext } from './rerun-plan.ts';
import type { RunScope } from './scope.ts';
import type { SessionClosure } from './state.ts';
import type { SuiteMatch } from './suite.ts';

/** The request names no `command`, `target` or `framework`: the model shaped nothing the run ran. */
export function isUnshaped(request: { command?: string; target?: string; framework?: string }): boolean {
  return request.command === undefined && request.target === undefined && request.framework === undefined;
}

/** A call after a red run re-runs the failing tests first: the whole suite, as the suite's run, not turned off. */
export function failuresFirstApplies(request: RunRequest, scope: RunScope, failuresFirst: boolean | undefined): boolean {
  return isWholeSuiteRequest(request) && scope === 'suite' && failuresFirst !== false;
}

export interface LoopPlanInput {
  request: RunRequest;
  plan: CommandPlan;
  scope: RunScope;
  /** The call's `failures_first` argument. */
  failuresFirst: boolean | undefined;
  state: SessionClosure;
  policy: LoopPolicy;
  context: RerunContext;
}

/** What a call's loop (closure/loop.ts) re-runs, from the session's state and the policy. */
export function loopPlans({ request, plan, scope, failuresFirst: argument, state, policy, context }: LoopPlanInput): Omit<CallInput, 'runOne'> {
  const preExisting = policy.preExisting === 'allow' ? (state.preExisting ?? new Map<string, number>()) : new Map<string, number>();
  const allowedFlaky = policy.flaky === 'allow' ? (state.lastRun?.flaky?.names ?? []) : [];
  const names = failuresFirstApplies(request, scope, argument) ? failuresFirstNames(state.lastRun, plan, policy, new Set([...preExisting.keys(), ...allowedFlaky])) : undefined;
  const failuresFirst = names !== undefined ? rerunPlanner(context, 'failures-first')(names, state.lastRun!.failures) : undefined;
  const confirm = policy.confirmFailures > 0 && scope === 'suite' ? { times: policy.confirmFailures, planRerun: rerunPlanner(context, 'confirm'), forgiven: preExisting } : undefined;
  return { plan, ...(failuresFirst ? { failuresFirst } : {}), ...(confirm ? { confirm } : {}) };
}

/** The call as planned, for the untouched chain and the session's start failures. */
export interface CallShape {
  /** See {@link isUnshaped}. */
  unshaped: boolean;
  /** Foreground, with no other job of the session running: nothing but this call can write while it runs. */
  alone: boolean;
  /** The planned run's scope against the session's suite. */
  scope: RunScope;
}

export interface StartInput {
  state: SessionClosure;
  policy: Pick<LoopPolicy, 'preExisting'>;
  shape: CallShape;
  /** The session-start fingerprint's digest; undefined without a session or for a resumed one. */
  sessionStartDigest: string | undefined;
}

/** How the call starts: its run-start fingerprint and what it means for the session's start. */
export interface CallStart {
  /** Taken when the run starts: a write while it runs is seen (closure/evidence.ts). */
  fingerprint: Fingerprint | undefined;
  /** The run starts on the untouched workspace (closure/baseline.ts); a changed one has ended the chain. */
  untouchedAtStart: boolean;
  /** The first unshaped whole-suite run, alone, on the workspace as the session found it: its failures predate the session. */
  startsAsFound: boolean;
}

/**
 * Decides how the call starts. What it reads of the state is read before the fingerprint is
 * taken (another call may record meanwhile); the untouched chain is checked after, on it.
 */
export async function startCall({ state, policy, shape, sessionStartDigest }: StartInput, fingerprint: () => Promise<Fingerprint | undefined>): Promise<CallStart> {
  const tracksUntouched = policy.preExisting === 'allow' && state.untouched !== undefined && state.preExisting === undefined;
  const seeksStart = state.startFailures === undefined && sessionStartDigest !== undefined && shape.unshaped && shape.alone && shape.scope === 'suite';
  const start = await fingerprint();
  const untouchedAtStart = start !== undefined && tracksUntouched && startsUntouched(state, start.digest);
  const startsAsFound = seeksStart && start !== undefined && start.digest === sessionStartDigest;
  return { fingerprint: start, untouchedAtStart, startsAsFound };
}

/** The whole suite ran as the suite's run and passed: the harness may now be replayed against the session's start. */
export function isSuiteGreen(call: CallOutcome, scope: RunScope): boolean {
  return !call.failuresFirst && scope === 'suite' && call.finished.result.status === 'passed' && !call.finished.missing;
}

/** A call's runs: the loop's outcome, then the baseline replay when one ran. */
export interface CallRuns {
  call: CallOutcome;
  replay?: BaselineReplay;
}

export interface CallRunInput {
  loop: Omit<CallInput, 'runOne'>;
  scope: RunScope;
  /** The `baseline` check is on. */
  baselineCheck: boolean;
  runOne(plan: CommandPlan): Promise<FinishedRun>;
  /** Replays the session's baseline (closure/harness-replay.ts); absent without a session. */
  replay?: () => Promise<BaselineReplay | undefined>;
}

/** Runs the call's loop, then, when the suite is green and the check is on, the baseline replay. */
export async function runThenReplay({ loop, scope, baselineCheck, runOne, replay }: CallRunInput): Promise<CallRuns> {
  const call = await runCall({ ...loop, runOne });
  if (!isSuiteGreen(call, scope) || !baselineCheck || replay === undefined) return { call };
  const replayed = await replay();
  return replayed === undefined ? { call } : { call, replay: replayed };
}

/** The run the call records is the failures-first re-run, or the planned run. */
export function recordedMatch(call: CallOutcome, match: SuiteMatch): SuiteMatch {
  return call.failuresFirst ? { scope: 'failures-first' } : match;
}

/** `fingerprint` with the signatures of the files `replay` swapped taken from `now`: files it swapped and put back are not edits. */
export function withSwapped(fingerprint: Fingerprint, now: Fingerprint, replay: BaselineReplay): Fingerprint {
  const files = new Map(fingerprint.files);
  for (const path of [...replay.changed, ...replay.removed, ...replay.added]) {
    const signature = now.files.get(path);
    if (signature === undefined) files.delete(path);
    else files.set(path, signature);
  }
  return { ...fingerprint, files };
}

/** The run-start fingerprint the evidence compares against: after a replay, with the swapped files as they are now. */
export async function runStartFingerprint(start: Fingerprint | undefined, replay: BaselineReplay | undefined, fingerprint: () => Promise<Fingerprint | undefined>): Promise<Fingerprint | undefined> {
  const now = replay !== undefined && start !== undefined ? await fingerprint() : undefined;
  return start !== undefined && replay !== undefined && now !== undefined ? withSwapped(start, now, replay) : start;
}

/** What the start means for the run's evidence (closure/evidence.ts). */
export interface StartEvidence {
  /** The run started untouched, unshaped and alone, and the chain still holds: it may establish the pre-existing failures. */
  untouchedAlone: boolean;
  /** The failing tests of the first run on the workspace as the session found it. */
  startFailures?: string[];
}

/** Reads the state when the run has ended: a tool that writes may have ended the chain meanwhile (plugin/untouched.ts). */
export function startEvidence(start: CallStart, shape: CallShape, state: SessionClosure, scope: RunScope, result: RunOutcome): StartEvidence {
  const untouchedAlone = start.untouchedAtStart && shape.unshaped && shape.alone && state.untouched !== undefined;
  const found = start.startsAsFound && scope === 'suite' && result.summarySeen && !result.timedOut;
  return { untouchedAlone, ...(found ? { startFailures: result.failures.filter((f) => f.kind === 'test').map((f) => f.name) } : {}) };
}

/** After the run is recorded: a run that started untouched continues the chain or ends it (closure/baseline.ts). */
export function continueAfter(state: SessionClosure, start: CallStart, shape: CallShape, scope: RunScope, result: RunOutcome, afterDigest: string): void {
  if (!start.untouchedAtStart) return;
  const complete = result.summarySeen && !result.timedOut;
  continueUntouched(state, { scope, plain: shape.unshaped, alone: shape.alone, complete, failures: result.failures, afterDigest });
}

/**
 * The failing tests' files that join the harness baseline (closure/harness-baseline.ts): the
 * runner itself said they hold tests, and each is as it was when the session started. None
 * without a session-start fingerprint, none for a runner whose failing test's file may be code
 * (`replay.adoptsFailureFiles`), and never the file of a test inside the code under test
 * (`replay.testInCode`, a doctest): putting that file back for a replay would put old code back.
 */
export function adoptableTestFiles(framework: string, failures: readonly Pick<Failure, 'kind' | 'name' | 'file'>[], root: string, now: Fingerprint, sessionStart: Fingerprint | undefined): { path: string; signature: string }[] {
  if (sessionStart === undefined || !isFramework(framework)) return [];
  const { replay } = RUNNERS[framework];
  if (!replay.adoptsFailureFiles) return [];
  const tests = failures.filter((f) => replay.testInCode?.(f.name) !== true);
  return failureFilesIn(tests, root, now.files).flatMap((path) => {
    const signature = now.files.get(path);
    return signature !== undefined && signature === sessionStart.files.get(path) ? [{ path, signature }] : [];
  });
}
