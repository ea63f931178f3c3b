/**
 * The session's calls that went on as jobs after their answer budget (config `answerWithinMs`),
 * one per session at most: a plain `test_run` on the same workspace attaches to it instead of
 * starting another; one on a changed workspace ends it (it is stale) and starts afresh.
 *
 * @module dsh-test-closure/plugin/running-calls
 */
import type { RunScope } from '../closure/scope.ts';
import type { RunMeta } from '../closure/replay.ts';
import type { TestRunResult } from '../render/run-result.ts';
import { changedFiles, type Fingerprint } from '../workspace/fingerprint.ts';
import { countsAsRunWrite } from '../workspace/run-writes.ts';
import type { HandedOver } from './shell-run.ts';
import { runProgress, type RunProgress } from '../closure/run-progress.ts';
import type { Framework } from '../report/kinds.ts';

/** The settled call's value, handed to a call that waits for it. */
export interface Delivered {
  value: TestRunResult;
  meta?: RunMeta;
}

export interface RunningCall {
  /** What it runs: the same key on the same workspace attaches. */
  key: string;
  /** The workspace root it runs in, and the workspace when it started. */
  root: string;
  start: Fingerprint | undefined;
  handed: HandedOver;
  command: string;
  framework: string;
  scope: RunScope;
  notes: string[];
  /** When the call started. */
  startedAt: number;
  /** The suite's test count at its last complete run, when known. */
  expectedTotal?: number;
  /** The suite's usual duration, when known (closure/suite-durations.ts). */
  expectedMs?: number;
  /** Resolves once its result is recorded. */
  recorded: Promise<void>;
  /** Set while a call waits for it: the result goes to that call instead of a notice. */
  waiter?: (delivered: Delivered) => void;
}

/**
 * True when `now` is the workspace `start` was, but for what a run itself writes: only a write
 * that would make a run's verdict stale (workspace/run-writes.ts) is another workspace.
 */
export function sameWorkspace(start: Fingerprint | undefined, now: Fingerprint | undefined): boolean {
  if (start === undefined || now === undefined) return false;
  if (start.digest === now.digest) return true;
  return !changedFiles(start.files, now.files).some((path) => countsAsRunWrite(path, (file) => now.files.has(file)));
}

export class RunningCalls {
  readonly #calls = new Map<string, RunningCall>();

  get(sessionId: string): RunningCall | undefined {
    return this.#calls.get(sessionId);
  }

  set(sessionId: string, call: RunningCall): void {
    this.#calls.set(sessionId, call);
  }

  /** Forgets `call` when it is still the session's. */
  settle(sessionId: string, call: RunningCall): void {
    if (this.#calls.get(sessionId) === call) this.#calls.delete(sessionId);
  }
}

/** What a running call shows so far. */
export function progressOf(call: RunningCall): RunProgress {
  const current = call.handed.current();
  return runProgress({
    framework: (current?.framework ?? call.framework) as Framework,
    output: current?.output ?? '',
    elapsedMs: Date.now() - call.startedAt,
    ...(call.expectedTotal !== undefined ? { expectedTotal: call.expectedTotal } : {}),
    ...(call.expectedMs !== undefined ? { expectedMs: call.expectedMs } : {}),
  });
}
