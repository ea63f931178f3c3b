/**
 * What the CI reports (CTRF, JUnit) are built from: one parsed run of a runner's console
 * output, with its timing, and the facts both formats share: which failures the runner does
 * not count as tests, whether the output lists every test, the runner's version where the
 * output prints it.
 *
 * @module dsh-test-closure/render/ci-report
 */
import type { Framework } from '../report/kinds.ts';
import type { Failure, ListedTests, Summary, UnshownCounts } from '../report/types.ts';

/** The runner's facts both reports need (its registry entry's `report`, given by the caller: render has no runner knowledge). */
export interface RunnerReportFacts {
  /** The failure kinds the runner counts in its `failed` count (`test` always). */
  countedKinds: readonly Failure['kind'][];
  /** Where its output prints its version (group 1). */
  version?: RegExp;
}

export interface ReportInput {
  framework: Framework;
  runner: RunnerReportFacts;
  /** The console format the parse recognized (`vitest-default`, `node-spec`, …). */
  format: string;
  summary: Summary;
  /** As the parse returned them: their blocks are recorded beside them (parsing/failure-blocks.ts). */
  failures: readonly Failure[];
  /** Every test by name, where the format lists them (node:test spec and TAP). */
  tests?: ListedTests;
  /** The counts the output does not show (go's plain output): the reports state no number for them. */
  unshown?: UnshownCounts;
  /** The raw console output (for the runner's version). */
  output: string;
  /** When the run started and how long it took (ms since the epoch; ms). */
  startedAt: number;
  durationMs: number;
  /** The command that ran, when the report is of a run. */
  command?: string;
  /** This package's version (the report's producer). */
  producerVersion: string;
}

/** What a failure of each kind was, in the runner's terms: JUnit's `type`, CTRF's `rawStatus`. */
export const FAILURE_KIND_TEXT = { test: 'failed', hook: 'hook failed', file: 'file failed to load or run', run: 'error outside any test' } as const satisfies Record<Failure['kind'], string>;

/**
 * True when the runner counts a failure of this kind in its `failed` count (its
 * `report.countedKinds`): pytest and node:test every kind, mocha its hooks, bun and unittest
 * a file that failed to load; vitest and jest only tests (not a file that failed to load nor
 * an unhandled error).
 */
export function runnerCounts(runner: RunnerReportFacts, failure: Failure): boolean {
  return failure.kind === 'test' || runner.countedKinds.includes(failure.kind);
}

/**
 * Failures the runner did not count as tests; the reports count each as one failed test.
 * Never fewer than the failures listed beyond the `failed` count: a run that stopped before
 * printing its counts (mocha failing to load a file) counted none of them.
 */
export function uncountedFailures(input: ReportInput): number {
  const byKind = input.failures.filter((f) => !runnerCounts(input.runner, f)).length;
  return Math.max(byKind, input.failures.length - input.summary.failed);
}

/** The runner's version where its output prints it (its `report.version`: vitest's `RUN  v3.2.4`, pytest's `pytest-9.0.3`). */
export function runnerVersion(runner: RunnerReportFacts, output: string): string | undefined {
  return runner.version?.exec(output.slice(0, 64 * 1024))?.[1];
}
