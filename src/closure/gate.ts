/**
 * The completion gate on `agent/turn-stopping`: while the session's last recorded run is red
 * it steers a corrective plugin notice back into the agent, at most `maxInterceptRounds`
 * times per turn; then it releases the turn and records `unresolved`. It never guesses:
 * a session with no recorded run passes.
 *
 * @module dsh-test-closure/closure/gate
 */
import type { Context } from '@deepseek-ai/cordis';
import type { Agent } from '@deepseek-ai/dsh-agent';
import { createUserMessage } from '@deepseek-ai/dsh-llm';
import { steerNotice, steerSummary } from './messages.ts';
import { PLUGIN_NAME } from './names.ts';
import { hydrateSession } from './replay.ts';
import type { ClosureStore, GateDecision } from './state.ts';

/** Applies one decision to the agent. Exported for tests that drive the gate with a fake agent. */
export function applyDecision(agent: Pick<Agent, 'steer'>, decision: GateDecision, maxRounds: number): void {
  if (decision.action !== 'steer') return;
  agent.steer(
    createUserMessage({
      content: [{ type: 'text', text: steerNotice(decision.run, decision.round, maxRounds, decision.previous) }],
      source: { kind: 'plugin', plugin: PLUGIN_NAME, form: 'notice', summary: steerSummary(decision.run, decision.round, maxRounds) },
    }),
  );
}

/** Registers the one process-wide listener; state is keyed by session id inside `closure`. */
export function registerGate(ctx: Context, closure: ClosureStore, maxRounds: number): void {
  ctx.on('agent/turn-stopping', ({ agent, turn }) => {
    hydrateSession(closure, agent, maxRounds);
    const decision = closure.onTurnStopping(agent.id, turn, maxRounds);
    if (decision.action === 'mark-unresolved') {
      ctx.logger('dsh-test-closure').warn(`session ${agent.id}: turn ${turn} released while tests are red (unresolved)`);
    }
    applyDecision(agent, decision, maxRounds);
  });
}
