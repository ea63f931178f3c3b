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
import { isWholeSuiteRequest } from "../planning/plan.js";
import { isFramework, RUNNERS } from "../runners/registry.js";
import { continueUntouched, startsUntouched } from "./baseline.js";
import { failureFilesIn } from "./evidence.js";
import { runCall } from "./loop.js";
import { failuresFirstNames, rerunPlanner } from "./rerun-plan.js";
/** The request names no `command`, `target` or `framework`: the model shaped nothing the run ran. */
export function isUnshaped(request) {
    return request.command === undefined && request.target === undefined && request.framework === undefined;
}
/** A call after a red run re-runs the failing tests first: the whole suite, as the suite's run, not turned off. */
export function failuresFirstApplies(request, scope, failuresFirst) {
    return isWholeSuiteRequest(request) && scope === 'suite' && failuresFirst !== false;
}
/** What a call's loop (closure/loop.ts) re-runs, from the session's state and the policy. */
export function loopPlans({ request, plan, scope, failuresFirst: argument, state, policy, context }) {
    const preExisting = policy.preExisting === 'allow' ? (state.preExisting ?? new Map()) : new Map();
    const allowedFlaky = policy.flaky === 'allow' ? (state.lastRun?.flaky?.names ?? []) : [];
    const names = failuresFirstApplies(request, scope, argument) ? failuresFirstNames(state.lastRun, plan, policy, new Set([...preExisting.keys(), ...allowedFlaky])) : undefined;
    const failuresFirst = names !== undefined ? rerunPlanner(context, 'failures-first')(names, state.lastRun.failures) : undefined;
    const confirm = policy.confirmFailures > 0 && scope === 'suite' ? { times: policy.confirmFailures, planRerun: rerunPlanner(context, 'confirm'), forgiven: preExisting } : undefined;
    return { plan, ...(failuresFirst ? { failuresFirst } : {}), ...(confirm ? { confirm } : {}) };
}
/**
 * Decides how the call starts. What it reads of the state is read before the fingerprint is
 * taken (another call may record meanwhile); the untouched chain is checked after, on it.
 */
export async function startCall({ state, policy, shape, sessionStartDigest }, fingerprint) {
    const tracksUntouched = policy.preExisting === 'allow' && state.untouched !== undefined && state.preExisting === undefined;
    const seeksStart = state.startFailures === undefined && sessionStartDigest !== undefined && shape.unshaped && shape.alone && shape.scope === 'suite';
    const start = await fingerprint();
    const untouchedAtStart = start !== undefined && tracksUntouched && startsUntouched(state, start.digest);
    const startsAsFound = seeksStart && start !== undefined && start.digest === sessionStartDigest;
    return { fingerprint: start, untouchedAtStart, startsAsFound };
}
/** The whole suite ran as the suite's run and passed: the harness may now be replayed against the session's start. */
export function isSuiteGreen(call, scope) {
    return !call.failuresFirst && scope === 'suite' && call.finished.result.status === 'passed' && !call.finished.missing;
}
/** Runs the call's loop, then, when the suite is green and the check is on, the baseline replay. */
export async function runThenReplay({ loop, scope, baselineCheck, runOne, replay }) {
    const call = await runCall({ ...loop, runOne });
    if (!isSuiteGreen(call, scope) || !baselineCheck || replay === undefined)
        return { call };
    const replayed = await replay();
    return replayed === undefined ? { call } : { call, replay: replayed };
}
/** The run the call records is the failures-first re-run, or the planned run. */
export function recordedMatch(call, match) {
    return call.failuresFirst ? { scope: 'failures-first' } : match;
}
/** `fingerprint` with the signatures of the files `replay` swapped taken from `now`: files it swapped and put back are not edits. */
export function withSwapped(fingerprint, now, replay) {
    const files = new Map(fingerprint.files);
    for (const path of [...replay.changed, ...replay.removed, ...replay.added]) {
        const signature = now.files.get(path);
        if (signature === undefined)
            files.delete(path);
        else
            files.set(path, signature);
    }
    return { ...fingerprint, files };
}
/** The run-start fingerprint the evidence compares against: after a replay, with the swapped files as they are now. */
export async function runStartFingerprint(start, replay, fingerprint) {
    const now = replay !== undefined && start !== undefined ? await fingerprint() : undefined;
    return start !== undefined && replay !== undefined && now !== undefined ? withSwapped(start, now, replay) : start;
}
/** Reads the state when the run has ended: a tool that writes may have ended the chain meanwhile (plugin/untouched.ts). */
export function startEvidence(start, shape, state, scope, result) {
    const untouchedAlone = start.untouchedAtStart && shape.unshaped && shape.alone && state.untouched !== undefined;
    const found = start.startsAsFound && scope === 'suite' && result.summarySeen && !result.timedOut;
    return { untouchedAlone, ...(found ? { startFailures: result.failures.filter((f) => f.kind === 'test').map((f) => f.name) } : {}) };
}
/** After the run is recorded: a run that started untouched continues the chain or ends it (closure/baseline.ts). */
export function continueAfter(state, start, shape, scope, result, afterDigest) {
    if (!start.untouchedAtStart)
        return;
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
export function adoptableTestFiles(framework, failures, root, now, sessionStart) {
    if (sessionStart === undefined || !isFramework(framework))
        return [];
    const { replay } = RUNNERS[framework];
    if (!replay.adoptsFailureFiles)
        return [];
    const tests = failures.filter((f) => replay.testInCode?.(f.name) !== true);
    return failureFilesIn(tests, root, now.files).flatMap((path) => {
        const signature = now.files.get(path);
        return signature !== undefined && signature === sessionStart.files.get(path) ? [{ path, signature }] : [];
    });
}
