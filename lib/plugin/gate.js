import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { blockersNow } from "../closure/freshness.js";
import { askForRunNotice, askForRunSummary, noProgressNotice, noProgressSummary, noRunNotice, noRunSummary, reportNotice, reportSummary, steerNotice, steerSummary, unresolvedNotice, unresolvedSummary, } from "../render/gate-notices.js";
import { changedFiles, fingerprintWorkspace } from "../workspace/fingerprint.js";
import { probeWorkspace } from "../workspace/probe.js";
import { pluginNotice } from "./notices.js";
import { PLUGIN_NAME } from "../report/names.js";
import { progressOf, sameWorkspace } from "./running-calls.js";
import { failingWhileRunningNotice, failingWhileRunningSummary } from "../render/running.js";
/** Doc and text files: editing only these does not call for a test run. */
const DOC_FILE = /\.(?:md|markdown|rst|txt|adoc)$/i;
/** Appends a plugin notice to the session log: the turn is released, so it is not steered. */
function appendNotice(agent, text, summary, record) {
    // The step has ended at a stop, so the message sits between two steps of the turn.
    const message = createUserMessage({ content: [{ type: 'text', text }], source: pluginNotice(summary, record) });
    agent.session.append('user/message', message, { surfaceOp: 'append' });
}
/** The service only dsh's headless profile provides (dsh-headless/startup): its presence means a one-shot run. */
const HEADLESS_STARTUP = 'headlessStartup';
/** `dsh-test-closure: unresolved: turn 1 ended with test_run red (1 failed)`: what a headless run prints on stderr. */
export function headlessUnresolvedLine(summary) {
    return `${PLUGIN_NAME}: ${summary}`;
}
/** The one-line summary of a decision that leaves the session unresolved, or undefined for any other. */
function unresolvedSummaryOf(decision, turn) {
    switch (decision.action) {
        case 'mark-unresolved':
            return decision.noProgress ? noProgressSummary(turn) : unresolvedSummary(decision.run, decision.blockers, turn);
        case 'release-without-run':
            return noRunSummary(turn);
        case 'release-reported':
            return decision.log ? reportSummary(decision.report) : undefined;
        default:
            return undefined;
    }
}
/** Applies one decision to the agent. Exported for tests that drive the gate with a fake agent. */
export function applyDecision(agent, decision, maxRounds, turn, detailBytes) {
    switch (decision.action) {
        case 'steer':
            agent.steer(createUserMessage({
                content: [{ type: 'text', text: steerNotice(decision.run, decision.blockers, decision.round, maxRounds, decision.previous, detailBytes) }],
                source: pluginNotice(steerSummary(decision.run, decision.blockers, decision.round, maxRounds), { kind: 'intercept' }),
            }));
            return;
        case 'ask-for-run':
            agent.steer(createUserMessage({ content: [{ type: 'text', text: askForRunNotice(decision.changed) }], source: pluginNotice(askForRunSummary(), { kind: 'intercept' }) }));
            return;
        case 'release-without-run':
            appendNotice(agent, noRunNotice(decision.changed, turn), noRunSummary(turn), { kind: 'unresolved', unresolved: { turn, failing: [], reason: 'no-run' } });
            return;
        case 'mark-unresolved': {
            const failing = decision.run.failures.map((f) => f.name);
            if (decision.noProgress) {
                appendNotice(agent, noProgressNotice(decision.run, decision.blockers, turn, detailBytes), noProgressSummary(turn), { kind: 'unresolved', unresolved: { turn, failing, reason: 'no-progress' } });
            }
            else {
                appendNotice(agent, unresolvedNotice(decision.run, decision.blockers, turn, maxRounds, detailBytes), unresolvedSummary(decision.run, decision.blockers, turn), { kind: 'unresolved', unresolved: { turn, failing } });
            }
            return;
        }
        case 'release-reported':
            if (decision.log) {
                const { logged: _logged, ...report } = decision.report;
                appendNotice(agent, reportNotice(decision.report, decision.run), reportSummary(decision.report), { kind: 'report', report });
            }
            return;
        case 'release':
            return;
    }
}
/** Files the session changed since it started, docs aside; undefined when its start is unknown. */
async function changedSinceStart(baselines, agent) {
    const session = await baselines.of(agent);
    const start = session?.start;
    if (start === undefined)
        return undefined;
    const now = await fingerprintWorkspace(session.baseline.root);
    if (now.digest === start.digest)
        return [];
    const changed = changedFiles(start.files, now.files).filter((path) => !DOC_FILE.test(path));
    // A project with no test runner has nothing to run: its edits are not asked to be tested. One
    // that had a suite when the session started still has it, whatever was deleted since.
    if (changed.length > 0 && session.baseline.command === undefined && (await probeWorkspace(session.baseline.root)).framework === null)
        return [];
    return changed;
}
/** How often the gate looks at a running suite's output while it waits for it. */
const RUNNING_LOOK_MS = 1000;
/**
 * Waits for the session's running background runs. A `test_run` that went on as a job on a
 * workspace changed since it started is stale: it is ended, not waited for (its result could
 * not verify this workspace). While a whole-suite one runs, its output is looked at: the first
 * failing test it shows is returned at once, so the gate can steer on it while the rest runs.
 */
async function waitForRuns(closure, running, sessionId, signal, blocks) {
    const call = running?.get(sessionId);
    if (call !== undefined && call.start !== undefined && !sameWorkspace(call.start, await fingerprintWorkspace(call.root)))
        call.handed.cancel();
    const settled = closure.whenJobsSettled(sessionId, signal).then(() => 'settled');
    for (;;) {
        const watched = running?.get(sessionId);
        if (watched === undefined || watched.scope !== 'suite') {
            await settled;
            return undefined;
        }
        let timer;
        const look = new Promise((resolve) => (timer = setTimeout(() => resolve('look'), RUNNING_LOOK_MS)));
        const first = await Promise.race([settled, look]).finally(() => clearTimeout(timer));
        if (first === 'settled' || signal.aborted)
            return undefined;
        const progress = progressOf(watched);
        // Only what would block at its end: a failure the policy forgives (pre-existing) does not steer.
        if (progress.failed > 0 && (progress.moreFailures > 0 || progress.failures.length === 0 || progress.failures.some((f) => blocks(f.name))))
            return watched;
    }
}
/** Registers the one process-wide listener; state is keyed by session id inside `closure`. */
export function registerGate(ctx, closure, config, baselines, running) {
    ctx.on('agent/turn-stopping', async ({ agent, turn, signal }) => {
        const state = closure.of(agent);
        for (;;) {
            const forgiven = config.preExisting === 'allow' ? (state.preExisting ?? new Map()) : new Map();
            const failing = await waitForRuns(closure, running, agent.id, signal, (name) => !forgiven.has(name));
            signal.throwIfAborted();
            if (failing === undefined)
                break;
            // A failure while the suite runs: steered at once, when the turn has a steer left.
            const progress = progressOf(failing);
            const round = closure.takeSteer(agent.id, turn, config.maxInterceptRounds);
            if (round === undefined) {
                await closure.whenJobsSettled(agent.id, signal);
                signal.throwIfAborted();
                break;
            }
            agent.steer(createUserMessage({
                content: [{ type: 'text', text: failingWhileRunningNotice(PLUGIN_NAME, failing.handed.jobId, progress, round, config.maxInterceptRounds) }],
                source: pluginNotice(failingWhileRunningSummary(progress, round, config.maxInterceptRounds), { kind: 'intercept' }),
            }));
            return;
        }
        baselines.recover(agent.id);
        const blockers = await blockersNow(state, config.checks);
        const run = state.lastRun;
        const now = {};
        if (run === undefined && config.checks.editsNeedRun) {
            const changed = await changedSinceStart(baselines, agent);
            if (changed !== undefined)
                now.changedWithoutRun = changed;
        }
        else if (run !== undefined && blockers.length > 0) {
            now.digest = (await fingerprintWorkspace(run.root)).digest;
        }
        const decision = closure.decide(agent.id, turn, config.maxInterceptRounds, blockers, now);
        const summary = unresolvedSummaryOf(decision, turn);
        if (summary !== undefined) {
            ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: turn ${turn} released while the suite is unverified (${summary})`);
            // Headless prints only the model's last words and exits 0 on a completed turn (the exit
            // status is the host's, from the turn's end): one line on stderr says the turn is unverified.
            if (ctx.get(HEADLESS_STARTUP) !== undefined)
                process.stderr.write(`${headlessUnresolvedLine(summary)}\n`);
        }
        applyDecision(agent, decision, config.maxInterceptRounds, turn, config.failureDetailBytes);
    });
}
