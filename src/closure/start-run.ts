/**
 * The session-start run: the whole suite, run once in the background when a session starts
 * (plugin/start-run.ts), so the state the session started in is a fact, not a guess.
 *
 * Its result counts only as the workspace the session found (`asFound`) when nothing could have
 * shaped it: no tool that can write was called while it ran, and no code or harness file
 * changed under it (workspace/run-writes.ts, the rule a foreground run's own writes follow).
 * Then
 * - its failing tests are the session's start failures (the `pre-existing` report reason,
 *   closure/report.ts) and, under `preExisting: 'allow'`, its pre-existing failures
 *   (closure/policy.ts);
 * - while no `test_run` is recorded in the session, a red start run leaves the closure check
 *   unsatisfied (`start-run` blocker): a turn that ends with the suite as red as it started,
 *   never run, is not done. The gate does not steer on it: a turn that changed nothing is not
 *   steered, and one that changed files is asked for a run (`checks.editsNeedRun`).
 *
 * Stored beside the session baseline (`start-run.json` in the session's state directory), where
 * a resumed session finds it; an unreadable or absent record is no start run.
 *
 * @module dsh-test-closure/closure/start-run
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Failure } from '../report/types.ts';
import { changedFiles, type Fingerprint } from '../workspace/fingerprint.ts';
import { countsAsRunWrite } from '../workspace/run-writes.ts';
import type { KeptFacts } from '../run/run-facts.ts';
import { countByName } from './baseline.ts';
import { writeAtomic } from './harness-baseline.ts';
import type { RedPolicy } from './policy.ts';
import { MAX_RECORDED_FAILURES, type SessionClosure } from './state.ts';
import type { Blocker } from './verdict.ts';

/** What `running` lists while the session-start run has not settled. */
export const START_RUN_LABEL = 'session-start run';

/** The session-start run as recorded. */
export interface StartRunRecord extends Omit<KeptFacts<'start'>, 'status'> {
  /** The runner kind the suite was planned for. */
  runner: string;
  /** A run status, `error` when the command could not start. */
  status: string;
  /** Its failing tests (and file/run errors), at most {@link MAX_RECORDED_FAILURES}. */
  failures: Pick<Failure, 'kind' | 'name'>[];
  failureCount: number;
  /** Nothing but the run could have shaped its result: it is the workspace as the session found it. */
  asFound: boolean;
  /** Code or harness files that changed while it ran, or `tool` when a tool that can write ran: why it is not as found. */
  shapedBy?: string[] | 'tool';
}

const FILE = 'start-run.json';

/** Stores the record in the session's state directory. */
export function saveStartRun(dir: string, record: StartRunRecord): void {
  writeAtomic(join(dir, FILE), JSON.stringify(record));
}

/** The stored record, or undefined when there is none (or it is unreadable). */
export function loadStartRun(dir: string): StartRunRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(join(dir, FILE), 'utf8')) as StartRunRecord;
    return typeof record.status === 'string' && Array.isArray(record.failures) ? record : undefined;
  } catch {
    return undefined;
  }
}

/** Code and harness files that differ between the session-start fingerprint and the one the run left. */
export function shapedFiles(start: Fingerprint, after: Fingerprint): string[] {
  return start.digest === after.digest ? [] : changedFiles(start.files, after.files).filter((path) => countsAsRunWrite(path, (file) => after.files.has(file)));
}

/** The run's report is whole: its summary seen, not timed out, passed or failed. */
function complete(record: StartRunRecord): boolean {
  return record.summarySeen && !record.timedOut && (record.status === 'passed' || record.status === 'failed');
}

/**
 * Applies a settled start run to the session's state: recorded for the closure check and,
 * when it is the workspace as found and its report is whole, the session's start failures
 * and (under `preExisting: 'allow'`) its pre-existing failures. What an earlier run of the
 * session already established is kept: both describe the same start.
 */
export function applyStartRun(state: SessionClosure, record: StartRunRecord, preExisting: RedPolicy): void {
  state.startRun = record;
  if (!record.asFound || !complete(record)) return;
  const tests = record.failures.filter((f) => f.kind === 'test');
  // A bounded list that lost names cannot say which tests were failing.
  if (record.failureCount > record.failures.length) return;
  state.startFailures ??= tests.map((f) => f.name);
  if (preExisting === 'allow') state.preExisting ??= countByName(tests as Failure[]);
}

/** True when the session-start run was red on the workspace as found. */
export function startRunRed(record: StartRunRecord): boolean {
  return record.asFound && record.status !== 'passed';
}

/**
 * The closure check's blocker from the session-start run: with no test_run recorded in the
 * session, a start run that was red on the workspace as found. None otherwise (the last
 * recorded run decides, or the start is unknown).
 */
export function startRunBlockers(state: SessionClosure | undefined): Blocker[] {
  const record = state?.startRun;
  if (state?.lastRun !== undefined || record === undefined || record === 'running' || !startRunRed(record)) return [];
  return [{ check: 'start-run', status: record.status, total: record.summary.total, failing: record.failures.filter((f) => f.kind === 'test').map((f) => f.name), failureCount: record.summary.failed }];
}

/** Bounds a run's failures for the record. */
export function recordedFailures(failures: readonly Failure[]): Pick<Failure, 'kind' | 'name'>[] {
  return failures.slice(0, MAX_RECORDED_FAILURES).map((f) => ({ kind: f.kind, name: f.name }));
}
