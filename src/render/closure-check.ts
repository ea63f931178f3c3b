/**
 * The text of `test_closure_check`: whether the session may finish, what blocks it, what is
 * still running, and the unresolved marker. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/closure-check
 */
import type { ClosureCheck } from '../closure/checks.ts';
import { listText, wordBlockers, type WordedBlocker } from './blockers.ts';
import { START_RUN_LABEL } from '../closure/start-run.ts';
import { countsLine } from './failures.ts';
import { oneLine } from './safe-text.ts';
import type { RunScope } from '../closure/scope.ts';
import type { RunProgress } from '../closure/run-progress.ts';
import { failingSoFarLines, runningLine } from './running.ts';

/** A `test_run` that went on as a job after its answer budget, and what it shows so far. */
export interface RunningCallProgress {
  jobId: string;
  scope: RunScope;
  progress: RunProgress;
}

/** The `test_closure_check` value: the check, its blockers in words, the running call's progress. */
export type ClosureCheckValue = Omit<ClosureCheck, 'blockers'> & { blockers: WordedBlocker[]; runningCall?: RunningCallProgress };

export function closureCheckValue(check: ClosureCheck, runningCall?: RunningCallProgress): ClosureCheckValue {
  return { ...check, blockers: wordBlockers(check.blockers), ...(runningCall !== undefined ? { runningCall } : {}) };
}

/** Why a session is unresolved, in a few words. */
function unresolvedWhy(u: NonNullable<ClosureCheckValue['unresolved']>): string {
  switch (u.reason) {
    case undefined:
      return 'a turn was released unverified';
    case 'no-progress':
      return 'no progress across two interceptions';
    case 'no-run':
      return 'files changed and no test_run';
    default:
      return `reported: ${u.reason}: ${oneLine(JSON.stringify(u.explanation ?? ''))}`;
  }
}

export function renderClosureCheck(c: ClosureCheckValue): string {
  const lines: string[] = [];
  // The session-start run is listed among the running, but the gate does not wait for it (closure/start-run.ts).
  const jobs = c.running.filter((r) => r !== START_RUN_LABEL);
  const starting = jobs.length < c.running.length;
  if (!c.lastRun && jobs.length > 0) lines.push('not satisfied: a background test_run has not finished');
  else if (!c.lastRun && starting) lines.push('not satisfied: no test_run recorded in this session, and the session-start run of the suite has not finished');
  else if (!c.lastRun && c.blockers.length > 0) lines.push('not satisfied: no test_run recorded in this session');
  else if (!c.lastRun) lines.push('satisfied: no test_run recorded in this session');
  else lines.push(`${c.satisfied ? 'satisfied' : 'not satisfied'}: last test_run ${c.lastRun.status}${c.lastRun.narrowed ? ' (narrowed)' : ''} (${countsLine(c.lastRun)}) in turn ${c.lastRun.turn}`);
  for (const b of c.blockers) lines.push(`- ${b.text}`);
  if (jobs.length > 0) lines.push(`running: ${jobs.join(', ')} (the gate waits for them at the end of the turn)`);
  if (c.runningCall !== undefined) lines.push(`job ${c.runningCall.jobId}: ${runningLine(c.runningCall.scope, c.runningCall.progress)}`, ...failingSoFarLines(c.runningCall.progress));
  if (starting) lines.push(`running: the ${START_RUN_LABEL} (the whole suite on the workspace as the session found it)`);
  if (c.failing.length > 0) lines.push(`failing: ${c.failing.map(oneLine).join('; ')}`);
  if (c.suite !== null) lines.push(`suite: ${oneLine(c.suite)}`);
  if (c.testFilesChanged.length > 0) lines.push(`test files changed since the suite's first run: ${listText(c.testFilesChanged)}`);
  lines.push(`gate interceptions this turn: ${c.interceptionsThisTurn} of ${c.maxInterceptRounds}`);
  lines.push(c.unresolved ? `unresolved: since turn ${c.unresolved.turn} (${unresolvedWhy(c.unresolved)})` : 'unresolved: no');
  for (const r of c.reviews) lines.push(`test-change review, turn ${r.turn} (${r.reason}): ${listText(r.tests)}: ${oneLine(JSON.stringify(r.explanation))}`);
  return lines.join('\n');
}
