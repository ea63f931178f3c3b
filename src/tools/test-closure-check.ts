/**
 * The `test_closure_check` tool: does this session satisfy the completion condition now (no
 * run recorded, or the last run verifies the suite and the workspace has not changed since),
 * what blocks it, and is it marked `unresolved`. It judges exactly as the gate does at a stop,
 * except that it does not wait for running background runs: it names them.
 *
 * @module dsh-test-closure/tools/test-closure-check
 */
import { defineTool, type ToolRunContext } from '@deepseek-ai/dsh-tools';
import { currentBlockers } from '../closure/gate.ts';
import { countsLine } from '../closure/messages.ts';
import { hydrateSession } from '../closure/replay.ts';
import type { RunScope } from '../closure/scope.ts';
import type { ClosureStore, UnresolvedMarker } from '../closure/state.ts';
import { currentTurn } from '../closure/turn.ts';
import { listText, type Blocker } from '../closure/verdict.ts';
import type { Config } from '../config.ts';
import type { Summary } from '../report/types.ts';
import { toJsonValue } from './json.ts';

export const TEST_CLOSURE_CHECK_DESCRIPTION =
  'Check whether this session may finish: satisfied when no test_run was recorded, or the last one verified the whole suite and the workspace has not changed since. Reports what blocks it, failing tests, running background runs, gate interceptions used this turn, and the unresolved marker.';

export interface ClosureCheck {
  satisfied: boolean;
  lastRun: { ok: boolean; status: string; summary: Summary; command: string; turn: number; narrowed: boolean; scope: RunScope; verified: boolean } | null;
  /** What keeps the session from being satisfied now, in the gate's words. */
  blockers: Blocker[];
  /** Background test runs of the session that have not settled. */
  running: string[];
  failing: string[];
  /** The session's pinned suite command, once a whole-suite run pinned it. */
  suite: string | null;
  testFilesChanged: string[];
  interceptionsThisTurn: number;
  maxInterceptRounds: number;
  unresolved: UnresolvedMarker | null;
}

export function renderClosureCheck(c: ClosureCheck): string {
  const lines: string[] = [];
  if (!c.lastRun) lines.push(c.running.length > 0 ? 'not satisfied: a background test_run has not finished' : 'satisfied: no test_run recorded in this session');
  else lines.push(`${c.satisfied ? 'satisfied' : 'not satisfied'}: last test_run ${c.lastRun.status}${c.lastRun.narrowed ? ' (narrowed)' : ''} (${countsLine(c.lastRun)}) in turn ${c.lastRun.turn}`);
  for (const b of c.blockers) lines.push(`- ${b.text}`);
  if (c.running.length > 0) lines.push(`running: ${c.running.join(', ')} (the gate waits for them at the end of the turn)`);
  if (c.failing.length > 0) lines.push(`failing: ${c.failing.join('; ')}`);
  if (c.suite !== null) lines.push(`suite: ${c.suite}`);
  if (c.testFilesChanged.length > 0) lines.push(`test files changed since the suite's first run: ${listText(c.testFilesChanged)}`);
  lines.push(`gate interceptions this turn: ${c.interceptionsThisTurn} of ${c.maxInterceptRounds}`);
  lines.push(c.unresolved ? `unresolved: since turn ${c.unresolved.turn} (a turn was released unverified)` : 'unresolved: no');
  return lines.join('\n');
}

export function createClosureCheckTool(config: Config, closure: ClosureStore) {
  return defineTool({
    name: 'test_closure_check',
    description: TEST_CLOSURE_CHECK_DESCRIPTION,
    parameters: {},
    output: {
      schema: { type: 'json' },
      render: (_args, value) => [{ type: 'text', text: renderClosureCheck(value as unknown as ClosureCheck) }],
    },
    async execute(_args, exec: ToolRunContext) {
      hydrateSession(closure, exec.agent, config.maxInterceptRounds);
      const sessionId = exec.agent?.id;
      const state = sessionId ? closure.get(sessionId) : undefined;
      const run = state?.lastRun;
      const running = sessionId ? closure.runningJobs(sessionId) : [];
      const blockers = sessionId ? await currentBlockers(closure, sessionId, config) : [];
      const check: ClosureCheck = {
        satisfied: running.length === 0 && blockers.length === 0,
        lastRun: run
          ? { ok: run.ok, status: run.status, summary: run.summary, command: run.command, turn: run.turn, narrowed: run.narrowed, scope: run.scope, verified: run.verdict.verified }
          : null,
        blockers,
        running,
        failing: run && !run.ok ? run.failures.map((f) => f.name) : [],
        suite: state?.suite?.command ?? null,
        testFilesChanged: run?.testFilesChanged ?? [],
        interceptionsThisTurn: sessionId ? closure.interceptionsIn(sessionId, currentTurn(exec.agent)) : 0,
        maxInterceptRounds: config.maxInterceptRounds,
        unresolved: state?.unresolved ?? null,
      };
      return toJsonValue(check);
    },
  });
}
