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
import type { ClosureStore, GateDecision } from './state.ts';
/** Applies one decision to the agent. Exported for tests that drive the gate with a fake agent. */
export declare function applyDecision(agent: Pick<Agent, 'steer'>, decision: GateDecision, maxRounds: number): void;
/** Registers the one process-wide listener; state is keyed by session id inside `closure`. */
export declare function registerGate(ctx: Context, closure: ClosureStore, maxRounds: number): void;
