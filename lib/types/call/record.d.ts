/**
 * The record of one test call, and the views every reader takes of it: the `test_run` value
 * (render/run-result.ts), what the session log keeps (closure/replay.ts `RunMeta`), what the
 * CLI remembers for its next run (cli/last-run.ts) and the CI reports' input
 * (render/ci-report.ts). Each view is made here from the one record, never copied field by
 * field where it is used; which facts of a run each record keeps is run/run-facts.ts's table.
 *
 * @module dsh-test-closure/call/record
 */
import { type RunMeta } from '../closure/replay.ts';
import type { RunScope } from '../closure/scope.ts';
import type { RecordedRun } from '../closure/state.ts';
import type { RunVerdict } from '../closure/verdict.ts';
import type { ReportInput } from '../render/ci-report.ts';
import { type TestRunResult } from '../render/run-result.ts';
import type { Failure, ParseResult } from '../report/types.ts';
import type { FinishedRun } from '../run/result.ts';
/** What one call came to. */
export interface RunRecord {
    /** The run the call records (the failures-first re-run when it stayed red, else the plan's run), its notes complete. */
    finished: FinishedRun;
    /** What that run ran relative to the session's suite. */
    scope: RunScope;
    verdict: RunVerdict;
    /** What the session keeps of it; absent without a session (the CLI). */
    recorded?: RecordedRun;
    /** Notes naming where the full output is kept (already among the result's notes). */
    references: string[];
}
/** The `test_run` value (and the CLI's `--json`): the run's outcome, its scope, its verdict in words, the session's facts. */
export declare function toolValue(record: RunRecord): TestRunResult;
/** What the session log keeps of a recorded call; undefined without a session. */
export declare function logMeta(record: RunRecord): RunMeta | undefined;
/** What the CLI remembers for `--last-failed` and failures first: the suite's command (a failures-first re-run records the suite's), its parser and its failures. */
export declare function lastRunOf(record: RunRecord, suitePlan: {
    command: string;
    parseAs: string;
}): {
    command: string;
    framework: string;
    failures: Failure[];
};
/**
 * The CI reports' input: the recorded run's parse (its failures as the result states them,
 * relative to the workspace), timing and command. A failures-first
 * re-run's report lists what it selected, as its result counts (closure/loop.ts `withoutDeselected`).
 */
export declare function reportInputOf(record: RunRecord, producerVersion: string): ReportInput | undefined;
/** The CI reports' input for a parse (of a run, or of a saved log: then no command). */
export declare function reportInputFrom(parsed: ParseResult, run: {
    output: string;
    startedAt: number;
    durationMs: number;
    command?: string;
    producerVersion: string;
}): ReportInput;
