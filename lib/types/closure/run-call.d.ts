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
import { type CommandPlan, type RunRequest } from '../planning/plan.ts';
import type { Failure } from '../report/types.ts';
import type { RunOutcome, FinishedRun } from '../run/result.ts';
import type { Fingerprint } from '../workspace/fingerprint.ts';
import type { BaselineReplay } from './harness-replay.ts';
import { type CallInput, type CallOutcome } from './loop.ts';
import type { LoopPolicy } from './policy.ts';
import { type RerunContext } from './rerun-plan.ts';
import type { RunScope } from './scope.ts';
import type { SessionClosure } from './state.ts';
import type { SuiteMatch } from './suite.ts';
/** The request names no `command`, `target` or `framework`: the model shaped nothing the run ran. */
export declare function isUnshaped(request: {
    command?: string;
    target?: string;
    framework?: string;
}): boolean;
/** A call after a red run re-runs the failing tests first: the whole suite, as the suite's run, not turned off. */
export declare function failuresFirstApplies(request: RunRequest, scope: RunScope, failuresFirst: boolean | undefined): boolean;
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
export declare function loopPlans({ request, plan, scope, failuresFirst: argument, state, policy, context }: LoopPlanInput): Omit<CallInput, 'runOne'>;
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
export declare function startCall({ state, policy, shape, sessionStartDigest }: StartInput, fingerprint: () => Promise<Fingerprint | undefined>): Promise<CallStart>;
/** The whole suite ran as the suite's run and passed: the harness may now be replayed against the session's start. */
export declare function isSuiteGreen(call: CallOutcome, scope: RunScope): boolean;
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
export declare function runThenReplay({ loop, scope, baselineCheck, runOne, replay }: CallRunInput): Promise<CallRuns>;
/** The run the call records is the failures-first re-run, or the planned run. */
export declare function recordedMatch(call: CallOutcome, match: SuiteMatch): SuiteMatch;
/** `fingerprint` with the signatures of the files `replay` swapped taken from `now`: files it swapped and put back are not edits. */
export declare function withSwapped(fingerprint: Fingerprint, now: Fingerprint, replay: BaselineReplay): Fingerprint;
/** The run-start fingerprint the evidence compares against: after a replay, with the swapped files as they are now. */
export declare function runStartFingerprint(start: Fingerprint | undefined, replay: BaselineReplay | undefined, fingerprint: () => Promise<Fingerprint | undefined>): Promise<Fingerprint | undefined>;
/** What the start means for the run's evidence (closure/evidence.ts). */
export interface StartEvidence {
    /** The run started untouched, unshaped and alone, and the chain still holds: it may establish the pre-existing failures. */
    untouchedAlone: boolean;
    /** The failing tests of the first run on the workspace as the session found it. */
    startFailures?: string[];
}
/** Reads the state when the run has ended: a tool that writes may have ended the chain meanwhile (plugin/untouched.ts). */
export declare function startEvidence(start: CallStart, shape: CallShape, state: SessionClosure, scope: RunScope, result: RunOutcome): StartEvidence;
/** After the run is recorded: a run that started untouched continues the chain or ends it (closure/baseline.ts). */
export declare function continueAfter(state: SessionClosure, start: CallStart, shape: CallShape, scope: RunScope, result: RunOutcome, afterDigest: string): void;
/**
 * The failing tests' files that join the harness baseline (closure/harness-baseline.ts): the
 * runner itself said they hold tests, and each is as it was when the session started. None
 * without a session-start fingerprint, none for a runner whose failing test's file may be code
 * (`replay.adoptsFailureFiles`), and never the file of a test inside the code under test
 * (`replay.testInCode`, a doctest): putting that file back for a replay would put old code back.
 */
export declare function adoptableTestFiles(framework: string, failures: readonly Pick<Failure, 'kind' | 'name' | 'file'>[], root: string, now: Fingerprint, sessionStart: Fingerprint | undefined): {
    path: string;
    signature: string;
}[];
