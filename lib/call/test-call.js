/**
 * One test call, host-free: the sequence both front ends run (the plugin's `test_run` and the
 * CLI's `run`), with what differs between them supplied as ports.
 *
 * 1. **Prepare** ({@link prepareCall}): probe the workspace, read a `target` against the
 *    suite's test files, build the request (`last_failed` from the previous run), plan it
 *    (call/planner.ts, the one place a call plans), say which suite it is, decide how the call
 *    starts (closure/run-call.ts) and what its loop re-runs.
 * 2. **Run** ({@link PreparedCall.run}): the loop's runs through the host's {@link ExecutePort}
 *    (call/run-plan.ts reads each), then the baseline replay when the suite passed on a changed
 *    harness.
 * 3. **Record** ({@link PreparedCall.record}): the environment against the session's, the
 *    gate's evidence and verdict, the session's baseline and state, and the {@link RunRecord}
 *    every view is made from (call/record.ts).
 *
 * A call has a *session* in the plugin (an agentless call has an empty one, recorded nowhere):
 * the gate's evidence judges it. The CLI's call has none: its run is judged alone, and its
 * previous run (`previous`) decides failures first.
 *
 * @module dsh-test-closure/call/test-call
 */
import { gatherEvidence } from "../closure/evidence.js";
import { replayBaseline } from "../closure/harness-replay.js";
import { adoptTestFiles, diffHarness, isHarnessUnchanged, recordRunnerWrites } from "../closure/harness-baseline.js";
import { failureFiles, rerunPlanner } from "../closure/rerun-plan.js";
import { adoptableTestFiles, continueAfter, isUnshaped, loopPlans, recordedMatch, runStartFingerprint, runThenReplay, startCall, startEvidence } from "../closure/run-call.js";
import { sameCommand } from "../closure/scope.js";
import { matchSuite, resolveSuite } from "../closure/suite.js";
import { matchEnvironment } from "../closure/environment-change.js";
import { judgeAlone } from "../closure/verdict.js";
import { isWholeSuiteRequest } from "../planning/plan.js";
import { readSuiteTarget } from "../planning/suite-target.js";
import { baselineBoundNote } from "../render/baseline-bound.js";
import { commandWordNote } from "../render/command-words.js";
import { installedNote } from "../render/environment.js";
import { expectedSuiteDuration, ranToItsEnd, recordSuiteDuration } from "../closure/suite-durations.js";
import { usualDurationNote } from "../render/running.js";
import { isRunnerKind } from "../runners/registry.js";
import { changedCommandWords, resolveCommandWords } from "../workspace/command-words.js";
import { installRecordsOf, signEnvironment } from "../workspace/environment.js";
import { isFileInside } from "../workspace/inside.js";
import { probeWorkspace } from "../workspace/probe.js";
import { clearWorkspaceBytecode, PYTHON_FRAMEWORKS } from "../workspace/python-bytecode.js";
import { runnerOutputWrites } from "../workspace/run-writes.js";
import { plannedRunOf } from "./planned-run.js";
import { chooseClose, once, recordClose, replaySelection } from "./close-selection.js";
import { isAuditMiss } from "../closure/selection.js";
import { runPlan } from "./run-plan.js";
/** The arguments without `target`. */
function withoutTarget(args) {
    const { target: _target, ...rest } = args;
    return rest;
}
/** How a plain target reads against the suite's test files (planning/suite-target.ts). */
async function wholeSuiteTarget(target, root, probe) {
    if (probe.framework === null || probe.framework === 'workspaces')
        return undefined;
    const listed = await probeWorkspace(root, { maxListedFiles: Number.MAX_SAFE_INTEGER });
    const complete = !listed.walkTruncated && listed.testFiles.length === listed.testFileCount;
    return readSuiteTarget(target, root, complete ? listed.testFiles : undefined, probe.framework === 'node:test');
}
/** The planner's request for the arguments; `lastFailed` reads the previous run's failures. */
function requestOf(args, previousFailures, fileExists) {
    const failed = args.lastFailed ? (previousFailures ?? []).filter((f) => f.kind !== 'run') : undefined;
    const files = failed ? failureFiles(failed, fileExists) : undefined;
    return {
        ...(args.framework !== undefined ? { framework: args.framework } : {}),
        ...(args.target !== undefined ? { target: args.target } : {}),
        ...(failed !== undefined ? { lastFailed: failed.map((f) => f.name) } : {}),
        ...(files !== undefined ? { lastFailedFiles: files } : {}),
        ...(args.command !== undefined ? { command: args.command } : {}),
        ...(args.package !== undefined ? { package: args.package } : {}),
    };
}
/**
 * Failures first without a session (the CLI): a plain call whose previous run was this same
 * command, read by the same parser, with failing tests, re-runs them first.
 */
function previousRunLoop(args, request, plan, probe, previous, settings, fileExists) {
    const plain = request.target === undefined && request.lastFailed === undefined && request.command === undefined && args.failuresFirst !== false;
    const tests = (previous?.failures ?? []).filter((f) => f.kind === 'test');
    if (!plain || previous === undefined || previous.command !== plan.command || previous.framework !== plan.parseAs || tests.length === 0)
        return { plan };
    const names = [...new Set(tests.map((f) => f.name))];
    const context = { suitePlan: plan, probe, configuredSuite: false, fileExists, plan: settings.planner.plan };
    return { plan, failuresFirst: rerunPlanner(context, 'failures-first')(names, previous.failures) };
}
/**
 * What the call's record adds about the suite's duration: a complete plain whole-suite run is
 * recorded in the history (closure/suite-durations.ts), and a run the suite's limit stopped says
 * how long the suite usually takes. Returns the notes to add.
 */
function suiteDuration(settings, root, plan, request, scope, result, failuresFirst) {
    if (settings.stateDir === undefined || failuresFirst || scope !== 'suite' || !isWholeSuiteRequest(request))
        return [];
    const suite = { root, runner: plan.runner, command: plan.command };
    if (ranToItsEnd(result)) {
        recordSuiteDuration(settings.stateDir, { ...suite, durationMs: result.durationMs, at: Date.now() });
        return [];
    }
    const usual = result.timedOut ? expectedSuiteDuration(settings.stateDir, suite) : undefined;
    return usual === undefined ? [] : [usualDurationNote(usual)];
}
/** Prepares one call: probe, request, plan, suite, start, loop. Throws the planner's model-visible errors. */
export async function prepareCall(input) {
    const { root, args, settings, ports, session } = input;
    const { planner } = settings;
    const fileExists = (path) => isFileInside(root, path);
    const probe = await probeWorkspace(root);
    // With a session, a plain target that names the whole suite is the suite (planning/suite-target.ts).
    const suiteTarget = session !== undefined && args.target !== undefined && args.command === undefined && args.framework === undefined ? await wholeSuiteTarget(args.target, root, probe) : undefined;
    if (suiteTarget?.kind === 'refused')
        throw new Error(suiteTarget.message);
    const effective = suiteTarget === undefined ? args : suiteTarget.kind === 'suite' ? withoutTarget(args) : { ...args, target: suiteTarget.target };
    const baselineRef = session?.baseline;
    // The suite the session started with is still its suite when nothing is detected now (its
    // test directory deleted): a plain call plans that runner, which then finds what is left.
    const startRunner = baselineRef?.baseline.command?.runner;
    const pinnedAtStart = probe.framework === null && startRunner !== undefined && isRunnerKind(startRunner) && effective.framework === undefined && effective.command === undefined;
    const previousFailures = session !== undefined ? session.state.lastRun?.failures : input.previous?.failures;
    const asked = requestOf(effective, previousFailures, fileExists);
    const request = pinnedAtStart ? { ...asked, framework: startRunner } : asked;
    const planned = planner.plan(request, probe);
    // A word of the suite's command that resolves elsewhere than at session start is named in the result.
    const startCommand = baselineRef?.baseline.command;
    const moved = startCommand !== undefined && sameCommand(planned.command, startCommand.command) ? changedCommandWords(startCommand.words, resolveCommandWords(planned.command, root)) : [];
    // A session baseline cut by its bound says so on every run (render/baseline-bound.ts).
    const sessionNotes = [...moved.map(commandWordNote), ...(baselineRef?.baseline.truncated ? [baselineBoundNote(baselineRef.baseline.files.size)] : [])];
    const plan = sessionNotes.length > 0 ? { ...planned, notes: [...planned.notes, ...sessionNotes] } : planned;
    const suite = resolveSuite(session?.state.suite, probe, planner, request, plan);
    const match = matchSuite(plan, request, suite, probe, moved);
    const limits = { timeoutMs: args.timeoutMs ?? settings.defaultTimeoutMs, tailChars: settings.tailChars };
    const targets = effective.target !== undefined ? effective.target.split(/\s+/).filter((w) => w !== '') : undefined;
    if (session === undefined)
        return preparedAlone(input, plan, request, match, previousRunLoop(effective, request, plan, probe, input.previous, settings, fileExists), limits);
    const { state } = session;
    // Alone: nothing but this call can write while it runs (no background run, no other job).
    const shape = { unshaped: isUnshaped(effective), alone: args.background !== true && !session.otherJobsRunning, scope: match.scope };
    const start = await startCall({ state, policy: settings.policy, shape, sessionStartDigest: baselineRef?.start?.digest }, () => ports.fingerprint());
    const loopPlan = loopPlans({ request, plan, scope: match.scope, failuresFirst: effective.failuresFirst, state, policy: settings.policy, context: { suitePlan: plan, probe, configuredSuite: planner.configured, fileExists, plan: planner.plan } });
    // The selective close (call/close-selection.ts): every complete run of the suite records which
    // test files passed on what; a plain call runs only what changed since (not `failures_first: false`).
    // It needs the baseline replay: a changed test file's counts are checked by it, not by the suite-size checks.
    const closeContext = session.id !== undefined && settings.stateDir !== undefined && settings.policy.selectiveClose && settings.checks.baseline && match.scope === 'suite' && !planner.configured && isWholeSuiteRequest(request) ? { stateDir: settings.stateDir, session: session.id, root, plan, environment: once(() => signEnvironment(root)) } : undefined;
    const closer = closeContext !== undefined && isUnshaped(effective) && effective.failuresFirst !== false ? chooseClose(closeContext, start.fingerprint, state, (files) => planner.replayPlan(root, files)) : undefined;
    const loop = closer !== undefined ? { ...loopPlan, close: closer.choose, audit: settings.policy.auditSelection } : loopPlan;
    const run = (port) => {
        // Python runs compile the workspace's code from its source, never from bytecode left behind (workspace/python-bytecode.ts).
        const runOne = (p) => {
            if (PYTHON_FRAMEWORKS.has(p.parseAs))
                clearWorkspaceBytecode(root);
            return runPlan(plannedRunOf(p, limits), port);
        };
        const replay = baselineRef === undefined ? undefined : async () => {
            const fingerprint = await ports.fingerprint();
            // What this call's runs wrote at the runners' output paths is theirs, not a harness edit.
            if (start.fingerprint !== undefined && shape.alone)
                recordRunnerWrites(baselineRef.baseline, baselineRef.dir, runnerOutputWrites(start.fingerprint, fingerprint));
            // The replay by the same rule: only the session-start test files whose code changed since their replay pass (call/close-selection.ts).
            const passes = closeContext !== undefined ? replaySelection(closeContext, baselineRef.dir, baselineRef.baseline, fingerprint) : undefined;
            return replayBaseline({
                baseline: baselineRef.baseline,
                dir: baselineRef.dir,
                fingerprint,
                framework: plan.runner,
                plan: async (files) => {
                    await passes?.scanSwapped();
                    return planner.replayPlan(root, files);
                },
                runOne: (p) => runOne({ ...p, notes: [] }),
                ...(passes !== undefined ? { narrow: (scope) => passes.narrow(scope), recorded: (finished, files) => passes.replayed(finished, files) } : {}),
            });
        };
        return runThenReplay({ loop, scope: match.scope, baselineCheck: settings.checks.baseline, runOne, ...(replay ? { replay } : {}) });
    };
    const record = async ({ call, replay }, jobId) => {
        const { tests, files } = call.finished;
        // Where the full output is (the spill store's artifact, the shell's spill files): the last notes.
        const references = (await ports.references?.(call.finished)) ?? [];
        // The environment as the run left it, against the session's (closure/environment-change.ts).
        const environment = matchEnvironment(recordedMatch(call, match), baselineRef?.baseline.environment, () => signEnvironment(root), installRecordsOf(root), call.finished.result.command);
        const installed = environment.installed.length > 0 ? [installedNote(environment.installed)] : [];
        if (installed.length > 0)
            ports.log?.(`session ${session.id ?? '-'}: ${installed[0]}`);
        const usual = suiteDuration(settings, root, plan, request, match.scope, call.finished.result, call.failuresFirst !== undefined);
        const extraNotes = [...usual, ...installed, ...references];
        const result = extraNotes.length > 0 ? { ...call.finished.result, notes: [...call.finished.result.notes, ...extraNotes] } : call.finished.result;
        const callMatch = environment.match;
        const runStart = await runStartFingerprint(start.fingerprint, replay, () => ports.fingerprint());
        const { untouchedAlone, startFailures } = startEvidence(start, shape, state, callMatch.scope, result);
        const evidence = await gatherEvidence({
            result,
            ...(tests ? { tests } : {}),
            ...(files ? { files } : {}),
            match: callMatch,
            suite,
            state,
            root,
            turn: session.turn,
            checks: settings.checks,
            policy: settings.policy,
            // A tool that writes may have run while this one did (plugin/untouched.ts ends the state).
            untouchedAlone,
            ...(call.failuresFirst ? { failuresFirst: call.failuresFirst } : {}),
            ...(call.flaky.length > 0 ? { flaky: call.flaky } : {}),
            // Only where something else could write: a run's own writes do not make it stale.
            ...(runStart ? { startFingerprint: runStart, alone: shape.alone } : {}),
            ...(jobId !== undefined ? { jobId } : {}),
            ...(replay !== undefined ? { replay } : {}),
            ...(targets !== undefined ? { targets } : {}),
            ...(startFailures !== undefined ? { startFailures } : {}),
        });
        // A failing test's file the harness rules did not know, untouched since the session
        // started, joins the baseline: the runner itself said it holds tests.
        if (baselineRef !== undefined)
            adoptTestFiles(baselineRef.baseline, baselineRef.dir, adoptableTestFiles(result.framework, result.failures, root, evidence.fingerprint, baselineRef.start));
        // What the runner wrote at its own output paths while it ran alone is not a harness edit (closure/harness-baseline.ts).
        if (baselineRef !== undefined && runStart !== undefined && shape.alone)
            recordRunnerWrites(baselineRef.baseline, baselineRef.dir, runnerOutputWrites(runStart, evidence.fingerprint));
        // Which test files passed on what, for the next close; a miss the audit found is the user's to see.
        if (closeContext !== undefined && runStart !== undefined && callMatch.scope === 'suite' && call.failuresFirst === undefined) {
            recordClose(closeContext, runStart, call.finished, call.selected ?? 'all', closer?.facts());
            // On the harness as the session found it, the suite's run is the session-start tests' run: the replay's passes too.
            if (baselineRef !== undefined && replay === undefined && isHarnessUnchanged(diffHarness(baselineRef.baseline, root, runStart)))
                replaySelection(closeContext, baselineRef.dir, baselineRef.baseline, runStart)?.ranAsFound(runStart, call.finished, call.selected ?? 'all', closer?.facts());
        }
        const miss = result.notes.find(isAuditMiss);
        if (miss !== undefined)
            ports.log?.(`session ${session.id ?? '-'}: ${miss}`);
        // (A session forgotten while its background run ran, its agent disposed, stays forgotten.)
        const live = session.id !== undefined && session.store !== undefined && session.store.get(session.id) === state;
        if (live)
            session.store.recordRun(session.id, evidence.run, evidence.fingerprint);
        if (live)
            continueAfter(state, start, shape, callMatch.scope, result, evidence.fingerprint.digest);
        return { finished: { ...call.finished, result }, scope: callMatch.scope, verdict: evidence.verdict, recorded: evidence.run, references };
    };
    const handOver = () => {
        shape.alone = false;
        start.startsAsFound = false;
    };
    return { root, plan, match, run, record, handOver, ...(start.fingerprint !== undefined ? { startFingerprint: start.fingerprint } : {}) };
}
/** A call without a session (the CLI): its loop from the previous run, its verdict judged alone. */
function preparedAlone(input, plan, request, match, loop, limits) {
    const run = (port) => runThenReplay({ loop, scope: match.scope, baselineCheck: false, runOne: (p) => runPlan(plannedRunOf(p, limits), port) });
    const record = async ({ call }) => {
        const references = (await input.ports.references?.(call.finished)) ?? [];
        const usual = suiteDuration(input.settings, input.root, plan, request, match.scope, call.finished.result, call.failuresFirst !== undefined);
        const extraNotes = [...usual, ...references];
        const recorded = extraNotes.length > 0 ? { ...call.finished.result, notes: [...call.finished.result.notes, ...extraNotes] } : call.finished.result;
        const scope = call.failuresFirst ? 'failures-first' : match.scope;
        const verdict = judgeAlone({ ...recorded, scope });
        return { finished: { ...call.finished, result: recorded }, scope, verdict, references };
    };
    return { root: input.root, plan, match, run, record, handOver: () => { } };
}
