/**
 * The codec of a run's facts: which of the records the gate keeps of a run holds each fact of
 * its {@link RunOutcome}, one entry per fact. The `test_run` value and the CLI's `--json` hold
 * every fact (render/run-result.ts `TestRunResult` extends `RunOutcome`); beside it:
 *
 * - `session`: what the session's state and log keep of each recorded run (closure/state.ts
 *   `RecordedRun`, logged as closure/replay.ts `RunMeta`): what the gate steers, diffs and
 *   resumes on;
 * - `replay`: the baseline replay's record (closure/harness-replay.ts `BaselineReplay`);
 * - `start`: the session-start run's record (closure/start-run.ts `StartRunRecord`).
 *
 * The table is total over `RunOutcome` (the compiler asks for an entry for a new fact), and
 * each record's type and content are derived from it ({@link KeptFacts}, {@link keptFacts}):
 * a new fact is one field of `RunOutcome` and one entry here. Failures are kept bounded, at
 * most {@link MAX_RECORDED_FAILURES}, with their count before bounding (`failureCount`).
 *
 * @module dsh-test-closure/run/run-facts
 */
import type { Failure } from '../report/types.ts';
import type { RunOutcome } from './result.ts';
/** The records that keep facts of a run beside its value. */
export type FactKeeper = 'session' | 'replay' | 'start';
/** Failures a record keeps, the first ones; the rest are counted. */
export declare const MAX_RECORDED_FAILURES = 200;
/** Which records keep each fact of a run (none: only the value has it). */
export declare const RUN_FACTS: {
    readonly ok: readonly ["session"];
    readonly status: readonly ["session", "replay", "start"];
    readonly summary: readonly ["session", "replay", "start"];
    readonly summarySeen: readonly ["session", "replay", "start"];
    readonly unshown: readonly ["session", "replay"];
    readonly failures: readonly ["session", "replay"];
    readonly command: readonly ["session", "replay", "start"];
    readonly framework: readonly ["session"];
    readonly exitCode: readonly ["session"];
    readonly timedOut: readonly ["session", "start"];
    readonly narrowed: readonly ["session"];
    readonly selection: readonly ["session"];
    readonly outputTail: readonly [];
    readonly durationMs: readonly [];
    readonly sandbox: readonly [];
    readonly packages: readonly [];
    readonly notes: readonly [];
};
type Facts = typeof RUN_FACTS;
/** The facts `K` keeps. */
export type FactsKeptBy<K extends FactKeeper> = {
    [F in keyof Facts]: K extends Facts[F][number] ? F : never;
}[keyof Facts];
/** The facts `keeper` keeps, in the table's order. */
export declare function factsKeptBy<K extends FactKeeper>(keeper: K): FactsKeptBy<K>[];
/** The part of a record of keeper `K` that holds its run's facts. */
export type KeptFacts<K extends FactKeeper> = Pick<RunOutcome, Exclude<FactsKeptBy<K>, 'failures'>> & ('failures' extends FactsKeptBy<K> ? {
    failures: Failure[];
    failureCount: number;
} : unknown);
/** The facts of `result` that `keeper` keeps; an absent optional fact stays absent. */
export declare function keptFacts<K extends FactKeeper>(keeper: K, result: RunOutcome): KeptFacts<K>;
export {};
