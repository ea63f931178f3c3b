/**
 * The completion gate on `agent/turn-stopping`. The turn may end only when the session's
 * last recorded run verifies the suite (closure/verdict.ts) and the workspace has not changed
 * since (closure/freshness.ts); a session with no recorded run passes, the gate never guesses.
 *
 * At each stop it:
 * 1. waits for the session's running background test runs (each bounded by its timeout),
 *    so a run the model started cannot be outrun by the end of the turn;
 * 2. judges the last run, checking freshness when its recorded verdict holds;
 * 3. steers a corrective notice, at most `maxInterceptRounds` times per turn; then releases
 *    the turn, marks the session `unresolved` and records that in the session log, where the
 *    user sees it and a resumed session finds it; in dsh's headless profile, also on stderr.
 *
 * @module dsh-test-closure/plugin/gate
 */
import type { Context } from '@deepseek-ai/cordis';
import type { Agent } from '@deepseek-ai/dsh-agent';
import type { Config } from './config.ts';
import type { SessionBaselines } from './session-baselines.ts';
import type { ClosureStore, GateDecision } from '../closure/state.ts';
import { type RunningCalls } from './running-calls.ts';
/** `dsh-test-closure: unresolved: turn 1 ended with test_run red (1 failed)`: what a headless run prints on stderr. */
export declare function headlessUnresolvedLine(summary: string): string;
/** Applies one decision to the agent. Exported for tests that drive the gate with a fake agent. */
export declare function applyDecision(agent: Pick<Agent, 'steer' | 'session'>, decision: GateDecision, maxRounds: number, turn: number, detailBytes?: number): void;
/** Registers the one process-wide listener; state is keyed by session id inside `closure`. */
export declare function registerGate(ctx: Context, closure: ClosureStore, config: Config, baselines: SessionBaselines, running?: RunningCalls): void;
