/**
 * The one result type every runner parser folds into. Types only, no runtime code.
 *
 * Invariants every parser guarantees (and the fuzz tests check):
 * - all counts are non-negative integers and `total === passed + failed + skipped`;
 * - `failures` lists each failing test once, plus file-level and run-level errors that
 *   the runner itself does not count as tests (see {@link FailureKind});
 * - nothing here is invented from text a test printed: only runner-formatted lines count.
 *
 * @module dsh-test-closure/report/types
 */
import type { Framework } from './kinds.ts';
export type { Framework } from './kinds.ts';
/** Test counts. `skipped` = skipped + todo + pending (+ xfailed for pytest). */
export interface Summary {
    total: number;
    passed: number;
    failed: number;
    skipped: number;
}
/**
 * What a failure entry stands for.
 * - `test`: one failing test case (counted in `summary.failed`).
 * - `hook`: a setup or teardown hook that failed (mocha's `"before all" hook for "t"`, vitest's
 *   suite whose beforeAll/afterAll threw): not a test, but counted in `summary.failed` where
 *   the runner counts it (mocha's `N failing`; vitest counts none).
 * - `file`: a whole test file that failed to load or run (syntax/import error, no tests,
 *   pytest collection error, a node:test file that failed as a whole).
 * - `run`: an error outside any test or file, e.g. vitest's "Unhandled Errors".
 * Whether `hook`, `file` and `run` entries are counted in `summary.failed` follows the
 * runner's own summary (its registry entry's `report.countedKinds`): pytest and node:test
 * count them all, mocha its hooks, bun and unittest a file that failed to load; vitest and
 * jest count none.
 */
export type FailureKind = 'test' | 'hook' | 'file' | 'run';
export interface Failure {
    /** The identifying title as the runner prints it: vitest `a > b`, jest `a › b`, pytest node id, node:test name. */
    name: string;
    kind: FailureKind;
    /** The test file, when the output shows it. */
    file?: string;
    /** First non-empty line of the assertion or error message. */
    message?: string;
    /**
     * Where it failed in the project's own code, `path:line[:col]`: the first stack frame (or
     * crash line) of the failure's block in a project file, as printed; absent when the output
     * shows none (src/parsing/failure-context.ts).
     */
    location?: string;
    /**
     * What differed: the error text's lines after the message (`Expected:`/`Received:`, diff
     * lines, pytest's further `E` lines), trimmed, at most 8 lines and about 600 characters;
     * absent when there are none (src/parsing/failure-context.ts).
     */
    detail?: string[];
    /**
     * A failure the runner reports as an error at a test's setup or teardown, not in the test
     * (pytest's `ERROR at setup of …`), with the fixture whose code raised when the output names it.
     */
    errorAt?: {
        when: 'setup' | 'teardown';
        fixture?: string;
    };
}
/** Diagnostics about the parse itself, for spotting format drift; never model-facing by default. */
export interface ParseDiagnostics {
    /** Lines after normalization. */
    lines: number;
    /** Lines no line kind of the grammar recognized (test console output, stack frames, noise). */
    unrecognizedLines: number;
    /** Set only if the generated parser failed (a grammar bug); the result is then best-effort. */
    parserError?: string;
}
/**
 * The tests an output names with their outcome, for formats that print every test's result
 * (node:test spec and TAP). Names are the runner's own, as in {@link Failure.name}.
 */
export interface ListedTests {
    passed: string[];
    skipped: string[];
}
/**
 * Counts a runner's output does not show: `go test` without `-v` prints no line for a passing
 * or skipped test. Their numbers in {@link Summary} (and so its `total`) are only what the
 * output shows, not the runner's counts: every rendering leaves them unstated
 * (render/failures.ts `countsLine`) and the gate compares no total from such a run.
 */
export interface UnshownCounts {
    /** The summary categories the output does not show. */
    counts: Array<'passed' | 'skipped'>;
    /**
     * Why, short, from the runner: `go test prints them only with -v`; in a monorepo run's merged
     * result led by the packages it holds for (`services/api: go test prints them only with -v`).
     */
    reason: string;
    /** What the output shows in their place: packages that ran tests and passed (go's `ok` lines). */
    packagesOk: number;
}
export interface ParseResult {
    framework: Framework;
    /** The reporter format that was recognized, e.g. `vitest-default`, `node-tap`, `pytest`. */
    format: string;
    summary: Summary;
    failures: Failure[];
    /** True when the runner's own totals line/footer was seen (false for truncated output). */
    summarySeen: boolean;
    /** Every test the output lists by name, when its format lists them all; absent otherwise. */
    tests?: ListedTests;
    /**
     * The test files the output reports results for (vitest's and jest's file lines, pytest's
     * progress and `-v` lines), in order of first appearance; absent when it names none.
     */
    files?: string[];
    /** Wall time the runner reported, in milliseconds, when it printed one. */
    durationMs?: number;
    /**
     * The tests the output shows started with no result when it ends before the runner's
     * summary (unittest -v's last `test_x (…) ...` line, cargo's `test x has been running for
     * over 60 seconds`): what was running when the run was stopped. Absent when none shows.
     */
    running?: string[];
    /**
     * How many tests the runner announced that have no result when the output ends before its
     * summary (cargo's `running 4 tests` with 3 result lines): they were running or not yet
     * started when the run was stopped, and are counted in no category. Absent when none.
     */
    unfinished?: number;
    /** Set when the output does not show some counts (go's plain output); see {@link UnshownCounts}. */
    unshown?: UnshownCounts;
    diagnostics: ParseDiagnostics;
}
