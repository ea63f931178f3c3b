/**
 * Rules shared by the node:test format folds (TAP, spec, dot): node's footer counters, the
 * error-message first line, and how a file that failed as a whole is recognized.
 *
 * @module dsh-test-closure/runners/node-test/common
 */
import type { Folded } from '../../parsing/pipeline.ts';
import { isJsFilePath } from '../test-files.ts';
import type { Failure, ListedTests, Summary } from '../../report/types.ts';
/** node's run footer, `tests` ... `duration_ms` (lib/internal/test_runner/harness.js). */
export type Counters = Partial<Record<'tests' | 'suites' | 'pass' | 'fail' | 'cancelled' | 'skipped' | 'todo' | 'duration_ms', number>>;
/**
 * Collects runs of consecutive footer-counter lines and keeps the last run that is a real footer:
 * it must hold `tests`, `pass` and `fail` in node's order. A test that prints `tests 5` under TAP
 * (`# tests 5`) or `ℹ fail 9` under spec makes a run too, but not a complete one, and node's own
 * footer is printed after every test's output, so the last complete run wins.
 */
export declare class FooterTracker {
    #private;
    /** The last complete footer, with the record indexes it spans. */
    footer: {
        counters: Counters;
        start: number;
        end: number;
    } | undefined;
    /** Feed every record in order: `counter` records with their key/value, anything else as null. */
    push(index: number, counter: {
        key: string;
        value: number;
    } | null): void;
    /** Call once after the last record. */
    end(): void;
}
/** passed = pass, failed = fail + cancelled, skipped = skipped + todo (suites are not tests). */
export declare function summaryFromCounters(c: Counters): Summary;
/** True for a line that starts with an error name as inspect()/the uncaught-error printer writes it. */
export declare function looksLikeErrorLine(line: string): boolean;
/** The number of spaces `line` starts with. */
export declare function leadingSpaces(line: string): number;
/**
 * First non-empty line of an error as node prints it, reduced to the error's own message: the
 * `Name [CODE]: ` prefix inspect() adds is removed, an inspected string (`'text'`) is unquoted.
 */
export declare function errorMessage(lines: Iterable<string>): string | undefined;
/** Undoes inspect()'s quoting of a one-line string (`'it\'s'`, `"it's"`); other text is returned as is. */
export declare function unquote(text: string): string;
/** A top-level test named like a script file: node's test for a file that failed as a whole. */
export declare const looksLikeFileName: typeof isJsFilePath;
/**
 * What every node:test fold returns: the footer decides `summarySeen` and the duration.
 * @param unrecognized lines of no kind the fold could use.
 */
export declare function nodeTestFolded(summary: Summary, failures: Failure[], footer: FooterTracker, unrecognized: number, tests?: ListedTests): Folded;
