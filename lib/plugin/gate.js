import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { blockersNow } from "../closure/freshness.js";
import { steerNotice, steerSummary, unresolvedNotice, unresolvedSummary } from "../render/gate-notices.js";
import { pluginNotice } from "./notices.js";
import { PLUGIN_NAME } from "../report/names.js";
/** The service only dsh's headless profile provides (dsh-headless/startup): its presence means a one-shot run. */
const HEADLESS_STARTUP = 'headlessStartup';
/** `dsh-test-closure: unresolved: turn 1 ended with test_run red (1 failed)`: what a headless run prints on stderr. */
export function headlessUnresolvedLine(summary) {
    return `${PLUGIN_NAME}: ${summary}`;
}
/** Applies one decision to the agent. Exported for tests that drive the gate with a fake agent. */
export function applyDecision(agent, decision, maxRounds, turn, detailBytes) {
    if (decision.action === 'steer') {
        agent.steer(createUserMessage({
            content: [{ type: 'text', text: steerNotice(decision.run, decision.blockers, decision.round, maxRounds, decision.previous, detailBytes) }],
            source: pluginNotice(steerSummary(decision.run, decision.blockers, decision.round, maxRounds), { kind: 'intercept' }),
        }));
    }
    else if (decision.action === 'mark-unresolved') {
        // Appended to the log, not steered: the turn is released, and a steer would run another
        // step. The step has ended at a stop, so the message sits between two steps of the turn.
        const unresolved = { turn, failing: decision.run.failures.map((f) => f.name) };
        const message = createUserMessage({
            content: [{ type: 'text', text: unresolvedNotice(decision.run, decision.blockers, turn, maxRounds, detailBytes) }],
            source: pluginNotice(unresolvedSummary(decision.run, decision.blockers, turn), { kind: 'unresolved', unresolved }),
        });
        agent.session.append('user/message', message, { surfaceOp: 'append' });
    }
}
/** Registers the one process-wide listener; state is keyed by session id inside `closure`. */
export function registerGate(ctx, closure, config) {
    ctx.on('agent/turn-stopping', async ({ agent, turn, signal }) => {
        const state = closure.of(agent);
        await closure.whenJobsSettled(agent.id, signal);
        signal.throwIfAborted();
        const blockers = await blockersNow(state, config.checks);
        const decision = closure.decide(agent.id, turn, config.maxInterceptRounds, blockers);
        if (decision.action === 'mark-unresolved') {
            ctx.logger(PLUGIN_NAME).warn(`session ${agent.id}: turn ${turn} released while the suite is unverified (unresolved)`);
            // Headless prints only the model's last words and exits 0 on a completed turn (the exit
            // status is the host's, from the turn's end): one line on stderr says the turn is unverified.
            if (ctx.get(HEADLESS_STARTUP) !== undefined)
                process.stderr.write(`${headlessUnresolvedLine(unresolvedSummary(decision.run, decision.blockers, turn))}\n`);
        }
        applyDecision(agent, decision, config.maxInterceptRounds, turn, config.failureDetailBytes);
    });
}
