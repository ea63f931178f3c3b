/**
 * What one run of a test command came to, decided from the process outcome plus a parse:
 * the part of the `test_run` value (render/run-result.ts) that needs no session.
 * `ok` is decided by the process outcome, never by a parse alone:
 * `ok = !timedOut && !aborted && !sandbox.denied && exitCode === 0 && failed === 0 && failures.length === 0`
 * (a file that failed to load is a failure even where the runner does not count it).
 *
 * Invariant (pinned by tests): `ok` holds exactly when `status` is `passed`, or `no-tests`
 * with exit code 0. The verdict (closure/verdict.ts) implies `ok` and status `passed`, except
 * for a failed run whose every failure an opt-in policy forgives (`verdict.forgiven`).
 *
 * @module dsh-test-closure/run/result
 */
import type { Failure, Framework, ListedTests, ParseResult, Summary, UnshownCounts } from '../report/types.ts';
import type { MissingProgram } from './missing-program.ts';
/** Bytes of output the shell keeps per stream for a test run (the tail; the parse uses what is kept). */
export declare const OUTPUT_BUDGET_BYTES: number;
export declare const RUN_STATUSES: readonly ["passed", "failed", "no-tests", "timed-out", "aborted", "sandbox-denied", "error"];
export type RunStatus = (typeof RUN_STATUSES)[number];
export interface SandboxReport {
    /** The sandbox mode the command ran under; `none` when the shell is unconfined. */
    mode: string;
    denied: boolean;
    /** On a denied run whose output names the denied path: what was denied and why (run/sandbox-denial.ts). */
    reason?: string;
    /** What the user can do about that denial, where known. */
    remedy?: string;
}
/** One package of a monorepo run as its part of the output read (planning/read-output.ts). */
export interface PackageRead {
    dir: string;
    /** Its parse, failure names and files already prefixed with `dir`. */
    parsed: ParseResult;
    /** Its command's exit code; null when its part never ended (a timeout, or cut from the kept output). */
    exitCode: number | null;
    started: boolean;
}
/** One package's status in a monorepo run's result. */
export interface PackageOutcome {
    dir: string;
    framework: Framework;
    status: RunStatus;
    exitCode: number | null;
    summary: Summary;
    /** See ParseResult.unshown. */
    unshown?: UnshownCounts;
}
export interface RunOutcome {
    ok: boolean;
    status: RunStatus;
    summary: Summary;
    failures: Failure[];
    outputTail: string;
    command: string;
    framework: Framework;
    durationMs: number;
    exitCode: number | null;
    timedOut: boolean;
    sandbox: SandboxReport;
    /** Only part of the suite ran (target or last_failed); a green narrowed run does not satisfy the gate. */
    narrowed: boolean;
    /** The runner's own totals line was found: the counts are the runner's, not a partial tally. */
    summarySeen: boolean;
    /** A monorepo run (runner `workspaces`): each package's status, in the order they ran. */
    packages?: PackageOutcome[];
    /** The counts the output does not show (go's plain output): `summary` does not state them (ParseResult.unshown). */
    unshown?: UnshownCounts;
    /**
     * Set on a run of the test files a selective close chose (closure/selection.ts): the suite's
     * other files did not run, their passes still hold. Its counts are those of the files it ran.
     */
    selection?: RunSelection;
    notes: string[];
}
/** What a selective close ran and what it reused (closure/selection.ts). */
export interface RunSelection {
    /** Test files (go: packages) it ran. */
    ran: number;
    /** Test files (go: packages) whose recorded pass still holds: they did not run. */
    reused: number;
    /** `file` or `package` (go). */
    unit: 'file' | 'package';
}
/**
 * A finished run: the canonical result, the tests its output lists by name, and the files it
 * reports results for (only when the whole output was kept: a kept tail has lost the first
 * files, which did run).
 */
export interface FinishedRun {
    result: RunOutcome;
    tests?: ListedTests;
    files?: string[];
    /** Set when the command could not start (run/missing-program.ts): then it is no test result. */
    missing?: MissingProgram;
    /** The raw output as kept (stdout, then stderr), for the host's spill store (plugin/output-reference.ts). */
    output?: string;
    /** The shell's own files of the streams it truncated: there each stream is whole. */
    shellSpills?: ShellSpill[];
    /** The parse the result was built from (with the runner's report file's tests), for the CI reports. */
    parsed?: ParseResult;
    /** When the run started (ms since the epoch, the call's clock), for the CI reports. */
    startedAt?: number;
}
/** A stream the shell truncated, and the file (`spillPath`) where it kept the stream whole. */
export interface ShellSpill {
    stream: 'stdout' | 'stderr';
    path: string;
}
/** The note added to every narrowed run. */
export declare const NARROWED_NOTE = "narrowed: only part of the suite ran; the gate accepts only a green run of the whole suite";
/**
 * What a timeout means, where the output tells: without the runner's summary a test was
 * still running when the run was killed, and the counts cover only what finished before; a
 * summary with no failure means the tests finished and the process would not exit. A summary
 * with failures says neither: node 24+ prints one when stopped, counting the test it
 * interrupted as cancelled (a failure), and a jest run with red tests may also hang on an
 * open handle; then no note guesses.
 */
export declare const TIMED_OUT_AFTER_SUMMARY_NOTE = "timed out after the runner printed a summary with no failure: the tests finished but something kept the process alive (an open handle, a child process or a watcher)";
export declare const TIMED_OUT_BEFORE_SUMMARY_NOTE = "timed out before the runner printed its summary: counts cover only the tests that finished; one may hang";
/**
 * The timeout note when the output shows which test was running (ParseResult.running): it
 * names them instead of guessing that one may hang.
 */
export declare function timedOutWhileRunningNote(running: readonly string[]): string;
/**
 * The timeout note when the output shows how many tests had started or were due with no result
 * but names none of them (ParseResult.unfinished: cargo stopped before libtest's 60-second line).
 */
export declare function timedOutUnfinishedNote(unfinished: number): string;
/** What the shell reported about the process, independent of which shell API ran it. */
export interface ProcessOutcome {
    exitCode: number | null;
    timedOut: boolean;
    aborted: boolean;
    sandbox: SandboxReport;
    /** Raw output: stdout, then stderr (the order the parsers are built to accept). */
    output: string;
    /** True when the shell kept only part of the output. */
    truncated: boolean;
    durationMs: number;
    /** What the runner of the process reports about it (processes it left behind, ended). */
    notes?: string[];
}
/**
 * A stream the shell kept only the tail of starts mid-line; that fragment could read as a
 * different line kind, so it is dropped and parsing starts at the first whole line.
 */
export declare function keptTail(text: string, truncated: boolean): string;
/**
 * The last `maxBytes` bytes of `text` (UTF-8), cut at a character boundary, and marked as cut
 * like a tail the shell kept ({@link keptTail}). A string's length counts UTF-16 units, up to
 * three times fewer than its bytes, so it cannot stand for a byte budget by itself.
 */
export declare function tailWithinBytes(text: string, maxBytes: number): {
    text: string;
    cut: boolean;
};
/** stdout, then stderr, with a line break between them: the order every parser accepts. */
export declare function joinStreams(stdout: string, stderr: string): string;
/** Classifies the run; the order matters: the first cause wins. */
export declare function decideStatus(p: ProcessOutcome, parsed: ParseResult): RunStatus;
/**
 * The last `chars` characters of `output` without ANSI escapes: runners colour their output
 * even when told not to (vitest's diffs), and the escapes are noise in the value.
 */
export declare function plainTail(output: string, chars: number): string;
/**
 * Builds the canonical result.
 * @param tailChars how many trailing characters of raw output to keep (config `summaryTailChars`).
 * @param root the directory the command ran in: failure locations under it are made relative.
 */
export declare function buildRunResult(p: ProcessOutcome, parsed: ParseResult, meta: {
    command: string;
    notes: string[];
    tailChars: number;
    narrowed?: boolean;
    root?: string;
    packages?: readonly PackageRead[];
}): RunOutcome;
