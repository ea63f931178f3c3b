import type { Framework } from '../report/kinds.ts';
/** Failing tests shown by name in a running call's progress; the rest are counted. */
export declare const PROGRESS_MAX_FAILURES = 10;
/** Output beyond this many characters is not parsed for progress (the run keeps all of it). */
export declare const PROGRESS_PARSE_LIMIT: number;
/**
 * Tests finished and failed so far, as a parse of the output so far counts them; where the
 * output does not show passing tests (go's plain output, report/types.ts UnshownCounts), the
 * failed tests and the packages shown passing instead of a number of finished tests.
 */
export type ProgressCounts = {
    finished: number;
    failed: number;
} | {
    packagesOk: number;
    failed: number;
};
/** What the output so far counts; null when it shows no finished test (nor a package ok). */
export declare function countSoFar(framework: Framework, output: string): ProgressCounts | null;
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
    failures: {
        name: string;
        message?: string;
    }[];
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
export declare function runProgress(input: ProgressInput): RunProgress;
