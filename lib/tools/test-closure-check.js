/**
 * The `test_closure_check` tool: does this session satisfy the completion condition (last
 * run green, or no run recorded), and is it marked `unresolved`.
 *
 * @module dsh-test-closure/tools/test-closure-check
 */
import { defineTool } from '@deepseek-ai/dsh-tools';
import { countsLine } from "../closure/messages.js";
import { satisfiesClosure } from "../closure/state.js";
import { currentTurn } from "../closure/turn.js";
import { hydrateSession } from "../closure/replay.js";
import { toJsonValue } from "./json.js";
export const TEST_CLOSURE_CHECK_DESCRIPTION = 'Check whether this session may finish: satisfied when the last test_run passed or no run was recorded. Also reports failing tests, gate interceptions used this turn, and the unresolved marker.';
export function renderClosureCheck(c) {
    const lines = [];
    if (!c.lastRun)
        lines.push('satisfied: no test_run recorded in this session');
    else
        lines.push(`${c.satisfied ? 'satisfied' : 'not satisfied'}: last test_run ${c.lastRun.status}${c.lastRun.narrowed ? ' (narrowed)' : ''} (${countsLine(c.lastRun)}) in turn ${c.lastRun.turn}`);
    if (c.failing.length > 0)
        lines.push(`failing: ${c.failing.join('; ')}`);
    lines.push(`gate interceptions this turn: ${c.interceptionsThisTurn} of ${c.maxInterceptRounds}`);
    lines.push(c.unresolved ? `unresolved: since turn ${c.unresolved.turn} (budget spent while red)` : 'unresolved: no');
    return lines.join('\n');
}
export function createClosureCheckTool(config, closure) {
    return defineTool({
        name: 'test_closure_check',
        description: TEST_CLOSURE_CHECK_DESCRIPTION,
        parameters: {},
        output: {
            schema: { type: 'json' },
            render: (_args, value) => [{ type: 'text', text: renderClosureCheck(value) }],
        },
        async execute(_args, exec) {
            hydrateSession(closure, exec.agent, config.maxInterceptRounds);
            const sessionId = exec.agent?.id;
            const state = sessionId ? closure.get(sessionId) : undefined;
            const run = state?.lastRun;
            const check = {
                satisfied: !run || satisfiesClosure(run),
                lastRun: run ? { ok: run.ok, status: run.status, summary: run.summary, command: run.command, turn: run.turn, narrowed: run.narrowed } : null,
                failing: run && !run.ok ? run.failures.map((f) => f.name) : [],
                interceptionsThisTurn: sessionId ? closure.interceptionsIn(sessionId, currentTurn(exec.agent)) : 0,
                maxInterceptRounds: config.maxInterceptRounds,
                unresolved: state?.unresolved ?? null,
            };
            return toJsonValue(check);
        },
    });
}
