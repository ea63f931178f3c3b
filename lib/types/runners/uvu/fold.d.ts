/**
 * Folds the flat line records of `grammars/uvu.peggy` into counts and failures.
 *
 * Context rules, all taken from how uvu 0.5 prints (dist/index.mjs `exec`, `runner`, `format`):
 * - The output is a sequence of suite runs. A run starts with ` <suite>  ` (one space, the
 *   name, two spaces; nothing for the unnamed suite), then a `• `/`✘ ` mark per test, with the
 *   tests' console output in between, and ends with the line ending in `  (passed / total)`.
 *   Between runs uvu prints only file headers, failure blocks and its totals, so a line there
 *   starts the next run, and inside a run every line is the tests' own: a `FAIL`, total or
 *   header line a test prints there is not uvu's. (A printed line ending in `  (n / t)` does
 *   end the run early; see the file-failure rule below.)
 * - A file header (CLI only) is a path-like line between runs: at the start of the output,
 *   right after another header (a file without tests), or after a blank line (uvu separates
 *   files by one). Before the first header or run, lines a test file printed while loading
 *   are skipped unless they look like a run's start.
 * - `   FAIL  <suite>  "<test>"` blocks follow the run that printed them, separated by two
 *   blank lines; a failure is named `<suite> > <test>` (the test alone in the unnamed suite),
 *   split with the run's own suite name, its `file` the last header. Its message is the line
 *   after, without the `  (operator)` uvu appends; its location and detail come from the
 *   block's further lines (see ./error-block.ts).
 * - Counts: uvu's `Total` counts the tests that ran (or were meant to), not the skipped ones:
 *   passed = Passed, failed = Total - Passed, skipped = Skipped, from the last Total line
 *   directly followed by Passed and Skipped lines, between runs. Without one (the run died),
 *   the runs' `(passed / total)` lines count, plus the marks of a run left unfinished;
 *   skipped tests are then unknown (uvu prints them only in its totals).
 * - A run whose count says fewer passed than ran, with fewer FAIL blocks than that, stopped on
 *   an error uvu swallows (a `before` or `after.each` hook threw, or a thrown value it cannot
 *   format): it is one `kind: 'file'` failure named `<file> > <suite>`, without a message
 *   (uvu prints none). Where uvu's totals are seen, these are listed only when their tests
 *   make up exactly the failed count the FAIL blocks leave, so a count line a test printed
 *   creates none.
 * - `Exiting early before testing is finished.` (uvu's exit handler: the process exited while
 *   testing) is a `kind: 'run'` failure when no run, failure or total follows it; an error
 *   printed with stack frames just before it (the CLI's, e.g. an `after` hook that threw) is
 *   another, named by its first line. Output with no run, header or total at all whose
 *   column-0 error line is followed by stack frames (a test file that failed to load) is a
 *   `kind: 'run'` failure named by that line.
 *
 * @module dsh-test-closure/runners/uvu/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { UvuRecord } from './records.ts';
/** What uvu prints on stderr when the process exits mid-run; also the run failure's name. */
export declare const EXITING_EARLY = "Exiting early before testing is finished.";
/**
 * Folds uvu line records into counts, failures and the run duration.
 *
 * @param records the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `records[i]`.
 */
export declare function foldUvuRecords(records: readonly UvuRecord[], lines: Lines): Folded;
