import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { defineTool } from '@deepseek-ai/dsh-tools';
import { gatherEvidence } from "../../closure/evidence.js";
import { replayBaseline } from "../../closure/harness-replay.js";
import { adoptTestFiles, recordRunnerWrites } from "../../closure/harness-baseline.js";
import { runnerOutputWrites } from "../../workspace/run-writes.js";
import { readSuiteTarget } from "../../planning/suite-target.js";
import { sameCommand } from "../../closure/scope.js";
import { changedCommandWords, resolveCommandWords } from "../../workspace/command-words.js";
import { clearWorkspaceBytecode, PYTHON_FRAMEWORKS } from "../../workspace/python-bytecode.js";
import { commandWordNote } from "../../render/command-words.js";
import { baselineBoundNote } from "../../render/baseline-bound.js";
import { quoteArg } from "../../planning/shell-quote.js";
import { adoptableTestFiles, continueAfter, isUnshaped, loopPlans, recordedMatch, runStartFingerprint, runThenReplay, startCall, startEvidence } from "../../closure/run-call.js";
import { failureFiles } from "../../closure/rerun-plan.js";
import { backgroundNotice, backgroundSummary } from "../../render/gate-notices.js";
import { pluginNotice } from "../notices.js";
import { outputReferenceNotes } from "../output-reference.js";
import { runMetaOf } from "../../closure/replay.js";
import { emptyClosure } from "../../closure/state.js";
import { matchSuite, resolveSuite } from "../../closure/suite.js";
import { matchEnvironment } from "../../closure/environment-change.js";
import { installRecordsOf, signEnvironment } from "../../workspace/environment.js";
import { installedNote } from "../../render/environment.js";
import { currentTurn } from "../turn.js";
import { planCommand } from "../../planning/plan.js";
import { runForeground, runInBackground, workspaceRootFor } from "../shell-run.js";
import { renderBackgroundStarted, renderRunResult, testRunValue } from "../../render/run-result.js";
import { missingProgramMessage } from "../../run/missing-program.js";
import { fingerprintWorkspace } from "../../workspace/fingerprint.js";
import { isFileInside } from "../../workspace/inside.js";
import { probeWorkspace } from "../../workspace/probe.js";
import { isRunnerKind, RUNNER_KINDS } from "../../runners/registry.js";
import { plainJson, toJsonValue } from "../json.js";
import { TEST_RUN_OUTPUT } from "./schemas.js";
import { PLUGIN_NAME } from "../../report/names.js";
export const TEST_RUN_DESCRIPTION = 'Run the project\'s tests once (no watch mode) under the session sandbox and return a compact result: ok, counts, each failing test with its message, the output tail, and whether the run verifies the suite. Re-run after every fix; the turn cannot end until a plain test_run (no target, last_failed, command or framework override) passes on the current code, the tests as they were when the session started included.';
const parameters = {
    framework: { type: 'string', enum: RUNNER_KINDS, description: 'Override the detected runner (a run of another runner does not verify the session\'s suite).' },
    target: { type: 'string', description: 'Space-separated test paths, node ids or files to run instead of the whole suite.' },
    last_failed: { type: 'boolean', description: 'Re-run only the tests that failed in the previous test_run of this session.' },
    command: { type: 'string', description: 'Run this exact shell command instead of the planned one (target and last_failed are ignored); it verifies the suite only if it is the suite command.' },
    timeout_ms: { type: 'integer', description: 'Kill the run after this many milliseconds (default from config).' },
    run_in_background: { type: 'boolean', description: 'Start as a background job and return its id; the result is recorded when it ends, and the turn cannot end before.' },
    package: { type: 'string', description: 'In a monorepo: run only this package (its directory, as test_probe lists it).' },
    failures_first: { type: 'boolean', description: 'false: run the whole suite at once, even after a red run (by default a plain test_run first re-runs only the tests that failed).' },
};
/** Checks what the schema cannot: positivity, integrality, non-empty strings. Model-visible messages. */
export function checkTestRunArgs(args) {
    if (args.timeout_ms !== undefined && (!Number.isSafeInteger(args.timeout_ms) || args.timeout_ms < 1)) {
        throw new Error(`test_run: timeout_ms must be a positive integer (got ${JSON.stringify(args.timeout_ms)})`);
    }
    if (args.command !== undefined && args.command.trim() === '')
        throw new Error('test_run: command must not be empty');
    if (args.target !== undefined && args.target.includes('\0'))
        throw new Error('test_run: target must not contain NUL bytes');
}
/** The planner's request for the model's arguments; `last_failed` reads the session's last run. */
function requestOf(args, state, fileExists) {
    const failed = args.last_failed ? (state.lastRun?.failures.filter((f) => f.kind !== 'run') ?? []) : undefined;
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
/** True when another job of the session is running: it could write while the tests run. */
function otherJobsRunning(ctx, exec) {
    const jobs = ctx.get('jobs');
    if (!jobs || !exec.agent)
        return false;
    try {
        return jobs.list(exec.agent).some((job) => job.status === 'running' || job.status === 'stopping');
    }
    catch {
        return false;
    }
}
/**
 * Logs a settled background run where the session log keeps it: injected into a running
 * agent (the loop enters it at the next step, so the model learns the result), appended
 * directly to an idle one's log (no step is open, so nothing is interleaved).
 */
function logBackgroundRun(exec, run, detailBytes, references) {
    const agent = exec.agent;
    if (!agent)
        return;
    const message = createUserMessage({
        // The notes naming the full output follow the notice, one a line.
        content: [{ type: 'text', text: [backgroundNotice(run, detailBytes), ...references].join('\n') }],
        source: pluginNotice(backgroundSummary(run), { kind: 'background-run', run: runMetaOf(run) }),
    });
    try {
        if (agent.status === 'idle')
            agent.session.append('user/message', message, { surfaceOp: 'append' });
        else
            agent.inject(message);
    }
    catch {
        // A disposed agent: its session is gone, and with it the need for the record.
    }
}
/**
 * The record of each foreground call, for `presentationMeta`, which sees only the call's
 * arguments (the registry passes the same frozen `exec.arguments`) and a detached copy of
 * the value. Weak: a call the registry has finished with is collected with its record.
 */
const recordedMeta = new WeakMap();
/**
 * Plans the baseline replay on the workspace as swapped in (closure/harness-replay.ts): the
 * given test files as a target of the suite's runner, or the whole suite. Probed again, since
 * the swap may have put a config or `scripts.test` back.
 */
function replayPlanner(root, planOptions) {
    return async (files) => {
        const probe = await probeWorkspace(root);
        // A path with whitespace cannot be one target word: the whole suite runs instead.
        const target = files !== undefined && files.every((f) => !/\s/.test(f)) ? files.map(quoteArg).join(' ') : undefined;
        return planCommand(target !== undefined ? { target } : {}, probe, planOptions);
    };
}
/** Creates the tool definition bound to one plugin instance's context, config and closure store. */
export function createTestRunTool(ctx, config, closure, baselines) {
    const planOptions = config.suiteCommand !== undefined ? { suiteCommand: config.suiteCommand } : {};
    return defineTool({
        name: 'test_run',
        description: TEST_RUN_DESCRIPTION,
        parameters,
        output: {
            schema: TEST_RUN_OUTPUT,
            render: (_args, value) => [{ type: 'text', text: 'background' in value ? renderBackgroundStarted(value) : renderRunResult(value, { detailBytes: config.failureDetailBytes }) }],
            // Logged with the result, never shown to the model: how a resumed session rebuilds its verdict.
            presentationMeta: (args, value) => {
                if ('background' in value)
                    return { kind: `${PLUGIN_NAME}/background`, jobId: value.jobId };
                const meta = recordedMeta.get(args);
                return meta === undefined ? null : toJsonValue(meta);
            },
        },
        async execute(args, exec) {
            checkTestRunArgs(args);
            const root = workspaceRootFor(ctx, exec);
            const sessionId = exec.agent?.id;
            // An agentless call (a direct ctx.tools.execute) is judged against an empty state and recorded nowhere.
            const state = exec.agent ? closure.of(exec.agent) : emptyClosure();
            const session = exec.agent ? await baselines.of(exec.agent) : undefined;
            if (sessionId !== undefined)
                baselines.recover(sessionId);
            const fileExists = (path) => isFileInside(root, path);
            const probe = await probeWorkspace(root);
            const suiteTarget = args.target !== undefined && args.command === undefined && args.framework === undefined ? await wholeSuiteTarget(args.target, root, probe) : undefined;
            if (suiteTarget?.kind === 'refused')
                throw new Error(suiteTarget.message);
            const effectiveArgs = suiteTarget === undefined ? args : suiteTarget.kind === 'suite' ? withoutTarget(args) : { ...args, target: suiteTarget.target };
            // The suite the session started with is still its suite when nothing is detected now (its
            // test directory deleted): a plain call plans that runner, which then finds what is left.
            const startRunner = session?.baseline.command?.runner;
            const pinnedAtStart = probe.framework === null && startRunner !== undefined && isRunnerKind(startRunner) && effectiveArgs.framework === undefined && effectiveArgs.command === undefined;
            const request = pinnedAtStart ? { ...requestOf(effectiveArgs, state, fileExists), framework: startRunner } : requestOf(effectiveArgs, state, fileExists);
            const planned = planCommand(request, probe, planOptions);
            // A word of the suite's command that resolves elsewhere than at session start is named in the result.
            const moved = session?.baseline.command !== undefined && sameCommand(planned.command, session.baseline.command.command) ? changedCommandWords(session.baseline.command.words, resolveCommandWords(planned.command, root)) : [];
            // A session baseline cut by its bound says so on every run (render/baseline-bound.ts).
            const sessionNotes = [...moved.map(commandWordNote), ...(session?.baseline.truncated ? [baselineBoundNote(session.baseline.files.size)] : [])];
            const plan = sessionNotes.length > 0 ? { ...planned, notes: [...planned.notes, ...sessionNotes] } : planned;
            const suite = resolveSuite(state.suite, probe, planOptions, request, plan);
            const match = matchSuite(plan, request, suite, probe, moved);
            const toPlanned = (p) => ({
                command: p.command,
                env: p.env,
                parseAs: p.parseAs,
                ...(p.detectParser ? { detectParser: true } : {}),
                ...(p.packages ? { packages: p.packages } : {}),
                notes: p.notes,
                timeoutMs: args.timeout_ms ?? config.defaultTimeoutMs,
                tailChars: config.summaryTailChars,
                narrowed: p.narrowed,
            });
            const background = args.run_in_background === true;
            // Alone: nothing but this call can write while it runs (no background run, no other job).
            const shape = { unshaped: isUnshaped(effectiveArgs), alone: !background && !otherJobsRunning(ctx, exec), scope: match.scope };
            const start = await startCall({ state, policy: config, shape, sessionStartDigest: session?.start?.digest }, () => fingerprintWorkspace(root));
            const loop = loopPlans({ request, plan, scope: match.scope, failuresFirst: effectiveArgs.failures_first, state, policy: config, context: { suitePlan: plan, probe, configuredSuite: config.suiteCommand !== undefined, fileExists } });
            const targets = effectiveArgs.target !== undefined ? effectiveArgs.target.split(/\s+/).filter((w) => w !== '') : undefined;
            /** The call's runs, then the baseline replay when the suite passed on a changed harness. */
            const runAll = (runPlan) => {
                // Python runs compile the workspace's code from its source, never from bytecode left behind (workspace/python-bytecode.ts).
                const runOne = (p) => {
                    if (PYTHON_FRAMEWORKS.has(p.parseAs))
                        clearWorkspaceBytecode(root);
                    return runPlan(p);
                };
                const replay = session === undefined ? undefined : async () => {
                    const fingerprint = await fingerprintWorkspace(root);
                    // What this call's runs wrote at the runners' output paths is theirs, not a harness edit.
                    if (start.fingerprint !== undefined && shape.alone)
                        recordRunnerWrites(session.baseline, session.dir, runnerOutputWrites(start.fingerprint, fingerprint));
                    return replayBaseline({
                        baseline: session.baseline,
                        dir: session.dir,
                        fingerprint,
                        framework: plan.runner,
                        plan: replayPlanner(root, planOptions),
                        runOne: (p) => runOne({ ...p, notes: [] }),
                    });
                };
                return runThenReplay({ loop, scope: match.scope, baselineCheck: config.checks.baseline, runOne, ...(replay ? { replay } : {}) });
            };
            const record = async ({ call, replay }, jobId) => {
                const { tests, files } = call.finished;
                // Where the full output is (the spill store's artifact, the shell's spill files): the last notes.
                const references = await outputReferenceNotes(ctx, exec, call.finished);
                // The environment as the run left it, against the session's (closure/environment-change.ts).
                const environment = matchEnvironment(recordedMatch(call, match), session?.baseline.environment, () => signEnvironment(root), installRecordsOf(root), call.finished.result.command);
                const installed = environment.installed.length > 0 ? [installedNote(environment.installed)] : [];
                if (installed.length > 0)
                    ctx.logger(PLUGIN_NAME).info(`session ${sessionId ?? '-'}: ${installed[0]}`);
                const extraNotes = [...installed, ...references];
                const result = extraNotes.length > 0 ? { ...call.finished.result, notes: [...call.finished.result.notes, ...extraNotes] } : call.finished.result;
                const callMatch = environment.match;
                const runStart = await runStartFingerprint(start.fingerprint, replay, () => fingerprintWorkspace(root));
                const { untouchedAlone, startFailures } = startEvidence(start, shape, state, callMatch.scope, result);
                const evidence = await gatherEvidence({
                    result,
                    ...(tests ? { tests } : {}),
                    ...(files ? { files } : {}),
                    match: callMatch,
                    suite,
                    state,
                    root,
                    turn: currentTurn(exec.agent),
                    checks: config.checks,
                    policy: config,
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
                if (session !== undefined)
                    adoptTestFiles(session.baseline, session.dir, adoptableTestFiles(result.framework, result.failures, root, evidence.fingerprint, session.start));
                // What the runner wrote at its own output paths while it ran alone is not a harness edit (closure/harness-baseline.ts).
                if (session !== undefined && runStart !== undefined && shape.alone)
                    recordRunnerWrites(session.baseline, session.dir, runnerOutputWrites(runStart, evidence.fingerprint));
                // (A session forgotten while its background run ran, its agent disposed, stays forgotten.)
                const live = sessionId !== undefined && closure.get(sessionId) === state;
                if (live)
                    closure.recordRun(sessionId, evidence.run, evidence.fingerprint);
                if (live)
                    continueAfter(state, start, shape, callMatch.scope, result, evidence.fingerprint.digest);
                if (jobId !== undefined)
                    logBackgroundRun(exec, evidence.run, config.failureDetailBytes, references);
                else
                    recordedMeta.set(args, runMetaOf(evidence.run));
                return testRunValue(result, callMatch.scope, evidence.verdict, evidence.run);
            };
            if (background) {
                let jobId = '';
                let settled;
                const recorded = new Promise((resolve) => (settled = resolve));
                jobId = runInBackground(ctx, exec, plan.command, (runOne) => runAll((p) => runOne(toPlanned(p))), async (outcome) => {
                    try {
                        // No tool error can reach the model from a job: the notice says it instead.
                        if (outcome.call.finished.missing)
                            outcome.call.finished.result.notes.unshift(missingProgramMessage(outcome.call.finished.missing).replace(/^test_run: /, ''));
                        await record(outcome, jobId);
                        return outcome.call.finished.result;
                    }
                    finally {
                        settled();
                    }
                });
                if (sessionId)
                    closure.trackJob(sessionId, jobId, recorded);
                const started = { status: 'running', background: true, jobId, command: plan.command, framework: plan.parseAs, scope: match.scope, notes: plan.notes };
                return plainJson(started);
            }
            const outcome = await runAll((p) => runForeground(ctx, exec, toPlanned(p)));
            // A command that could not start says nothing about the tests: an error, recorded nowhere.
            if (outcome.call.finished.missing)
                throw new Error(missingProgramMessage(outcome.call.finished.missing));
            return plainJson(await record(outcome));
        },
    });
}
