/**
 * Reads the current turn number of an agent's session from its event log.
 *
 * @module dsh-test-closure/plugin/turn
 */
import type { Agent } from '@deepseek-ai/dsh-agent';
/** The number of the latest `turn/start` in the session log; 0 before the first turn. */
export declare function currentTurn(agent: Agent | undefined): number;
