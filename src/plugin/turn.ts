/**
 * Reads the current turn number of an agent's session from its event log.
 *
 * @module dsh-test-closure/plugin/turn
 */
import type { Agent } from '@deepseek-ai/dsh-agent';

/** The number of the latest `turn/start` in the session log; 0 before the first turn. */
export function currentTurn(agent: Agent | undefined): number {
  const events = agent?.session.events;
  if (!events) return 0;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e?.type === 'turn/start') return (e.data as { turn: number }).turn;
  }
  return 0;
}
