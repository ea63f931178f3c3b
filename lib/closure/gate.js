import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { steerNotice, steerSummary } from "./messages.js";
import { PLUGIN_NAME } from "./names.js";
import { hydrateSession } from "./replay.js";
/** Applies one decision to the agent. Exported for tests that drive the gate with a fake agent. */
export function applyDecision(agent, decision, maxRounds) {
    if (decision.action !== 'steer')
        return;
    agent.steer(createUserMessage({
        content: [{ type: 'text', text: steerNotice(decision.run, decision.round, maxRounds, decision.previous) }],
        source: { kind: 'plugin', plugin: PLUGIN_NAME, form: 'notice', summary: steerSummary(decision.run, decision.round, maxRounds) },
    }));
}
/** Registers the one process-wide listener; state is keyed by session id inside `closure`. */
export function registerGate(ctx, closure, maxRounds) {
    ctx.on('agent/turn-stopping', ({ agent, turn }) => {
        hydrateSession(closure, agent, maxRounds);
        const decision = closure.onTurnStopping(agent.id, turn, maxRounds);
        if (decision.action === 'mark-unresolved') {
            ctx.logger('dsh-test-closure').warn(`session ${agent.id}: turn ${turn} released while tests are red (unresolved)`);
        }
        applyDecision(agent, decision, maxRounds);
    });
}
