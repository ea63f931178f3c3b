/**
 * What a running call shows so far: its output parsed as its runner's, the same parse its
 * result will come from (the parsers are total, so a cut output reads as far as it goes), with
 * what the session knows of the suite (its test count at its last complete run, its usual
 * duration). What the model reads of it is render/running.ts's.
 *
 * @module dsh-test-closure/closure/run-progress
 */
import { parseRunnerOutput } from '../parse.ts';
import type { Framework } from '../report/kinds.ts';

/** Failing tests shown by name in a running call's progress; the rest are counted. */
export const PROGRESS_MAX_FAILURES = 10;

/** Output beyond this many characters is not parsed for progress (the run keeps all of it). */
export const PROGRESS_PARSE_LIMIT = 4 * 1024 * 1024;

/**
 * Tests finished and failed so far, as a parse of the output so far counts them; where the
 * output does not show passing tests (go's plain output, report/types.ts UnshownCounts), the
 * failed tests and the packages shown passing instead of a number of finished tests.
 */
export type ProgressCounts = { finished: number; failed: number } | { packagesOk: number; failed: number };

/** What the output so far counts; null when it shows no finished test (nor a package ok). */
export function countSoFar(framework: Framework, output: string): ProgressCounts | null {
  return progressOf(framework, output).counts;
}

/** The counts and the failing tests so far. */
function progressOf(framework: Framework, output: string): { counts: ProgressCounts | null; failures: { name: string; message?: string }[]; failedCount: number } {
  const parsed = parseRunnerOutput(framework, output);
  const failed = Math.max(parsed.summary.failed, parsed.failures.length);
  const failures = parsed.failures.slice(0, PROGRESS_MAX_FAILURES).map((f) => ({ name: f.name, ...(f.message !== undefined ? { message: firstLine(f.message) } : {}) }));
  if (parsed.unshown !== undefined) return { counts: failed === 0 && parsed.unshown.packagesOk === 0 ? null : { packagesOk: parsed.unshown.packagesOk, failed }, failures, failedCount: parsed.failures.length };
  const finished = Math.max(parsed.summary.total, failed);
  return { counts: finished === 0 ? null : { finished, failed }, failures, failedCount: parsed.failures.length };
}

function firstLine(message: string): string {
  const line = message.split('\n').find((l) => l.trim() !== '') ?? '';
  return line.trim();
}

/** A running call's progress, as the `test_run` value and `test_closure_check` carry it. */
export interface RunProgress {
  /** Since the running plan started. */
  elapsedMs: number;
  /** Tests finished so far; absent where the output shows no passing test (then `packagesOk`) or nothing yet. */
  finished?: number;
  /** Packages shown passing so far, where the output shows no passing test (go's plain output). */
  packagesOk?: number;
  /** Tests failed so far. */
  failed: number;
  /** The suite's test count at its last complete run in this session, when known. */
  expectedTotal?: number;
  /** The suite's usual duration, when known. */
  expectedMs?: number;
  /** The first failing tests so far, with the first line of each message. */
  failures: { name: string; message?: string }[];
  /** Failures beyond those listed. */
  moreFailures: number;
}

export interface ProgressInput {
  framework: Framework;
  output: string;
  elapsedMs: number;
  expectedTotal?: number;
  expectedMs?: number;
}

/** A running call's progress from its output so far; past {@link PROGRESS_PARSE_LIMIT} characters, the elapsed time only. */
export function runProgress(input: ProgressInput): RunProgress {
  const known = { ...(input.expectedTotal !== undefined ? { expectedTotal: input.expectedTotal } : {}), ...(input.expectedMs !== undefined ? { expectedMs: input.expectedMs } : {}) };
  if (input.output.length > PROGRESS_PARSE_LIMIT) return { elapsedMs: input.elapsedMs, failed: 0, ...known, failures: [], moreFailures: 0 };
  const { counts, failures, failedCount } = progressOf(input.framework, input.output);
  return {
    elapsedMs: input.elapsedMs,
    ...(counts !== null && 'finished' in counts ? { finished: counts.finished } : {}),
    ...(counts !== null && 'packagesOk' in counts ? { packagesOk: counts.packagesOk } : {}),
    failed: counts?.failed ?? 0,
    ...known,
    failures,
    moreFailures: Math.max(0, failedCount - failures.length),
  };
}
