/**
 * One `test_run` call as a sequence of runs, host-free (the plugin and the CLI give it their
 * way of running a command):
 *
 * 1. **Failures first.** A plain call after a red run first re-runs only the tests that
 *    failed. If one of them fails again (or the re-run times out, is aborted or denied), that
 *    re-run is the call's result: red, and marked as a failures-first run, which never
 *    verifies the suite. Otherwise the whole suite runs next, in the same call, and its
 *    result is the one returned: a green verdict comes from a whole-suite run, or from the test
 *    files a selective close chose (call/close-selection.ts) when their passes elsewhere hold.
 * 2. **Confirmation.** When the whole-suite run has failing tests and confirmation is on, they
 *    are re-run, up to N times, each round the ones not yet seen passing; a test a re-run
 *    proves passing (closure/rerun-evidence.ts) is flaky. It stays in the result's failures;
 *    whether it blocks is the flaky policy's, decided by the verdict.
 *
 * @module dsh-test-closure/closure/loop
 */
import type { CommandPlan } from '../planning/plan.ts';
import type { Failure } from '../report/types.ts';
import type { FinishedRun, RunSelection } from '../run/result.ts';
/** A re-run of some failing tests: their names and the plan that selects them. */
export interface RerunSelection {
    /** Unique failure names, as the parser spells them. */
    names: string[];
    plan: CommandPlan;
}
/** Plans a re-run of `names` (failures of `failures`, which carry their files); a note instead when the runner cannot select them. */
export type PlanRerun = (names: string[], failures: readonly Failure[]) => RerunSelection | {
    cannotSelect: string;
};
/** The test files a selective close runs in place of the whole suite (call/close-selection.ts). */
export interface CloseSelection {
    plan: CommandPlan;
    /** The test files (go: package directories) it runs. */
    units: string[];
    selection: RunSelection;
    /** The note its result carries, green or not (closure/selection.ts `selectionNote`). */
    note(green: boolean): string;
}
/** What a close runs: some test files, or the whole suite with the note that says why. */
export type CloseChoice = CloseSelection | {
    whole: string;
};
export interface CallInput {
    /** The call's plan: for a plain call, the whole suite. */
    plan: CommandPlan;
    /** Asked before the whole-suite run: the test files to run instead (selective close), or why the whole suite runs. */
    close?: () => Promise<CloseChoice | undefined>;
    /** After a green selective close, run the whole suite too and keep it when it disagrees. */
    audit?: boolean;
    /** Set for a plain call after a red run: the blocking failures to re-run first, or why they cannot be. */
    failuresFirst?: RerunSelection | {
        cannotSelect: string;
    };
    /** Confirmation re-runs of a whole-suite run's failures. */
    confirm?: {
        times: number;
        planRerun: PlanRerun;
        forgiven: ReadonlyMap<string, number>;
    };
    /** Runs one plan; the notes and narrowing of `plan` are what the result carries. */
    runOne(plan: CommandPlan): Promise<FinishedRun>;
}
export interface CallOutcome {
    /** The run the call records and returns. */
    finished: FinishedRun;
    /** The plan of that run. */
    plan: CommandPlan;
    /** Set when that run is the failures-first re-run: how many tests it re-ran and how many still fail. */
    failuresFirst?: {
        selected: number;
        stillFailing: number;
    };
    /** Tests that failed in the whole-suite run and passed on a confirmation re-run. */
    flaky: string[];
    /** Set when that run is a selective close's: the test files it ran. */
    selected?: string[];
}
/**
 * A failures-first re-run without the tests it did not select. Every test it selects failed
 * last time, so a skipped one is one the selection left out (vitest's and jest's `-t` report
 * the other tests of the selected files as skipped): they are not counted as skipped, and not
 * counted at all.
 */
export declare function withoutDeselected(finished: FinishedRun): FinishedRun;
/** Runs one call. */
export declare function runCall(input: CallInput): Promise<CallOutcome>;
