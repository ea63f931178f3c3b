/**
 * The one verdict the gate decides on: does this run verify the session's suite? It is the
 * conjunction of named checks, each of which the model cannot satisfy by shaping the run:
 *
 * - `passed`: the run's status is `passed` (so `ok` holds as well; see run/result.ts);
 * - `tests-ran`: at least one test passed or failed (no tests is never green);
 * - `suite`: the run's scope is `suite` (scope.ts);
 * - `total-dropped`: no fewer tests than the suite has reported in this session;
 * - `skipped-rose`: no more skipped tests than the suite's fewest in this session;
 * - `failed-test-missing`: every test that failed earlier in the session is listed as passed,
 *   where the output lists tests by name, or its file ran, where it names the files it ran;
 * - `test-file-gone`: every test file of the suite's first run still exists;
 * - `fresh` (checked at a stop, not here): the workspace has not changed since the run.
 *
 * The last five are switchable in config (`checks`); the first three are the completion
 * condition itself. The suite checks run only on an otherwise green run of the suite, where
 * they are the difference between a real fix and a suite made smaller.
 *
 * Every `text` is model-visible and pinned in the README; it reads after "the last test_run".
 *
 * @module dsh-test-closure/closure/verdict
 */
import type { GateChecks } from '../config.ts';
import type { Failure, Summary } from '../report/types.ts';
import type { RunScope } from './scope.ts';
export declare const CHECK_IDS: readonly ["passed", "tests-ran", "suite", "total-dropped", "skipped-rose", "failed-test-missing", "test-file-gone", "fresh"];
export type CheckId = (typeof CHECK_IDS)[number];
/** One failed check, with the clause the model reads. */
export interface Blocker {
    check: CheckId;
    text: string;
}
export interface RunVerdict {
    /** True exactly when `blockers` is empty: the run verifies the suite. */
    verified: boolean;
    blockers: Blocker[];
}
/** Items named in one blocker; the rest are counted. */
export declare const BLOCKER_MAX_NAMES = 5;
/** `a, b, c (+2 more)` */
export declare function listText(items: readonly string[], max?: number): string;
/** The tests an output lists by name, by outcome (see `ParseResult.tests`). */
export interface ListedNames {
    passed: ReadonlySet<string>;
    skipped: ReadonlySet<string>;
}
/** What the session knows about its pinned suite before this run. */
export interface SuiteBaseline {
    /** The most tests a complete run of the suite reported. */
    maxTotal?: number;
    /** The fewest skipped tests a complete run of the suite reported. */
    minSkipped?: number;
    /** The test files of the suite's first run. */
    testFiles: readonly string[];
    /** The first run's walk was cut by the entry budget: its file list is incomplete. */
    testFilesTruncated: boolean;
}
export interface JudgeInput {
    run: {
        status: string;
        exitCode: number | null;
        summary: Summary;
        failures: readonly Failure[];
        scope: RunScope;
        command: string;
    };
    /** The session's suite command, when one is known. */
    suiteCommand?: string;
    /** The runner of the pinned suite, for the advice of an `other-suite` blocker. */
    suiteRunner?: string;
    /** The suite's test script was edited since the pin (see closure/suite.ts). */
    scriptChanged?: {
        was: string;
        now: string;
    };
    /** The pinned suite's baseline; undefined before the first suite run. */
    baseline?: SuiteBaseline;
    /** Tests that failed earlier in this session: name → file. */
    failedEarlier: ReadonlyMap<string, string | undefined>;
    /** Total of the most recent earlier run that ran tests. */
    lastTotalWithTests?: number;
    /** Tests the output lists by name, when it lists them. */
    listed?: ListedNames;
    /** Test files the output reports results for, when it names them and was kept whole. */
    filesRun?: ReadonlySet<string>;
    /** The workspace's files now (from the run's fingerprint), and whether the walk was cut. */
    files: ReadonlyMap<string, string>;
    filesTruncated: boolean;
    checks: GateChecks;
}
/** The `passed` check's clause for a run that did not pass, by status (`no-tests` is the `tests-ran` check's). */
export declare function statusClause(run: Pick<JudgeInput['run'], 'status' | 'exitCode' | 'summary'>): string;
/** The `suite` check's clause for a run of another scope. */
export declare function scopeClause(input: Pick<JudgeInput, 'suiteCommand' | 'suiteRunner' | 'scriptChanged'> & {
    run: Pick<JudgeInput['run'], 'scope' | 'command'>;
}): string;
/**
 * Judges one finished run against what the session knows. Pure.
 * Invariant: `verified` implies status `passed`, scope `suite` and at least one test run.
 */
export declare function judgeRun(input: JudgeInput): RunVerdict;
