import type { ParseResult } from '../report/types.ts';
import { UsageError } from './args.ts';
export interface CliIo {
    stdout: NodeJS.WritableStream & {
        isTTY?: boolean;
    };
    stderr: NodeJS.WritableStream & {
        isTTY?: boolean;
    };
    stdin: NodeJS.ReadableStream;
    cwd: string;
    /** The environment colour is decided by (NO_COLOR, FORCE_COLOR, TERM); default process.env. */
    env?: NodeJS.ProcessEnv;
}
export declare const PROGRAM = "dsh-test-closure";
/**
 * Default timeout of `run` when --timeout-ms is not given: the suite's own limit (the plugin's
 * `suiteTimeoutMs` default), not a tool call's patience. A person waits for the whole run with
 * its progress on stderr, so a suite of minutes must not be killed at a call's 120 s.
 */
export declare const DEFAULT_TIMEOUT_MS = 1800000;
/** Every command's arguments, options and help. */
export declare const COMMANDS: {
    readonly probe: {
        readonly name: "probe";
        readonly positional: "[dir]";
        readonly positionalHelp: "the project directory (default: the current directory)";
        readonly summary: "detect the test runner of a project, without running anything";
        readonly description: [`Detects the project's test runner (${string}, an npm test script, or a monorepo's packages)`, "without running anything, and prints it with the file that decided, why, the command", "\"run\" would run, and the test files found. Exit codes: 0 done, 2 bad usage or no such directory."];
        readonly options: [{
            name: string;
            help: string;
        }];
    };
    readonly run: {
        readonly name: "run";
        readonly positional: "[dir]";
        readonly positionalHelp: "the project directory (default: the current directory)";
        readonly summary: "run the project's tests once and print a compact result";
        readonly description: ["Runs the project's tests once (never in watch mode, colour off, stdin closed) on the local", "shell, as the dsh plugin's test_run tool plans them, and prints a compact result: the", "counts, each failing test with its message, notes. Progress goes to stderr. After a red", "run, a plain run first re-runs only the tests that failed; the whole suite runs, in the", "same call, once they pass.", "Exit codes: 0 green, 1 red, 2 bad usage or unreadable input."];
        readonly options: [{
            readonly name: "framework";
            readonly value: "F";
            readonly help: `run this runner instead of the detected one: ${string}`;
        }, {
            readonly name: "target";
            readonly value: "\"WORDS\"";
            readonly help: "run only these test paths, node ids or files (space-separated; each word is shell-quoted)";
        }, {
            readonly name: "last-failed";
            readonly help: "run only the tests that failed in the previous run in this directory";
        }, {
            readonly name: "package";
            readonly value: "DIR";
            readonly help: "in a monorepo, run only this package (its directory, as probe lists it)";
        }, {
            readonly name: "no-failures-first";
            readonly help: "after a red run, run the whole suite at once (by default the tests that failed run first, and the suite only once they pass)";
        }, {
            readonly name: "command";
            readonly value: "\"CMD\"";
            readonly help: "run this command verbatim instead of the planned one (parsed as --framework, or as the detected runner)";
        }, {
            readonly name: "timeout-ms";
            readonly value: "N";
            readonly help: "kill the run after N milliseconds (default 1800000)";
        }, {
            name: string;
            help: string;
        }, ...{
            name: string;
            value: string;
            help: string;
        }[]];
    };
    readonly parse: {
        readonly name: "parse";
        readonly positional: "[file|-]";
        readonly positionalHelp: "the saved console output of a test run; - or nothing: standard input";
        readonly summary: "read a saved test log into the same compact result";
        readonly description: ["Reads the saved console output of a test run and prints the same compact result as \"run\".", "Without --framework it tells the runner from the log and says which it chose. Green means", "the log shows its runner's summary, at least one test, and no failure (a log cut short is red).", "Exit codes: 0 green, 1 red, 2 bad usage or unreadable input."];
        readonly options: [{
            readonly name: "framework";
            readonly value: "F";
            readonly help: `read the log as this runner's: ${string} (default: detected from the log)`;
        }, {
            name: string;
            help: string;
        }, ...{
            name: string;
            value: string;
            help: string;
        }[]];
    };
};
/** The top-level help. */
export declare function mainHelp(): string;
/** What a usage error prints: the message, the command's usage line, where the help is. */
export declare function usageErrorText(error: UsageError): string;
/** What a parsed log comes to; only `passed` is green. */
export type LogStatus = 'passed' | 'failed' | 'no-tests' | 'incomplete';
/** The log's status: failures first, then a missing summary line, then no test run. */
export declare function logStatus(result: ParseResult): LogStatus;
/** The notes of a parsed log. */
export declare const LOG_NOTES: {
    readonly noSummary: "no runner summary line was found in the log: it may be cut short, or not this runner's output";
    readonly noTests: "the log shows no test run";
    /** `--framework F` found nothing of F's in the log, and `other`'s parser reads it. */
    readonly notThisRunner: (framework: string, other: string) => string;
};
/** A log holding nothing but white space: nothing to read, whichever runner it is said to be. */
export declare function emptyLogMessage(source: string): string;
/**
 * The notes of a parsed log. When `--framework` was given, its parser recognizes nothing (no
 * summary, test or failure) and another runner's does, the log is that runner's: said
 * instead of "no summary" (a log no parser reads may still be this runner's, cut short).
 */
export declare function logNotes(result: ParseResult, status: LogStatus, given: boolean, text: string): string[];
/** The text `parse` prints. */
export declare function renderLog(result: ParseResult, status: LogStatus, detected: boolean, notes: readonly string[]): string;
/** Runs one CLI invocation; returns the exit code. Usage errors print the usage and return 2. */
export declare function runCli(argv: readonly string[], io: CliIo): Promise<number>;
