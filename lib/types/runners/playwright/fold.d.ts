/**
 * Folds the flat line records of `grammars/playwright.peggy` into a {@link Folded}.
 *
 * Context rules, from how @playwright/test's list, line and dot reporters print (the shared
 * epilogue and failure blocks of reporters/base.ts):
 * - The epilogue is the output's last run of count lines (`  N failed`, `  N flaky`,
 *   `  N skipped`, `  N did not run`, `  N interrupted`, `  N passed (time)`), with the
 *   tests of `failed`, `flaky`, `interrupted` and `did not run` listed under their count at 4
 *   spaces, found backwards from the last count line.
 * - Counts follow playwright's own: `passed` = passed + flaky (a flaky test passed on a
 *   retry; playwright exits 0 for it), `failed` = failed + interrupted, `skipped` = skipped +
 *   did not run (neither ran).
 * - The failures are the tests listed under `N failed` and `N interrupted`: a numbered
 *   failure block (`  1) header ───`) is printed for flaky tests too, so only the listed
 *   ones fail. A listed header is `[project] › file:line:col › titles`
 *   (no project prefix without projects) and its rule of `─`; the name is the file and titles
 *   joined by ` › `, the message the first non-blank line of the first numbered block with
 *   the same header (the first attempt's error), wherever it is (a cut-off start may have
 *   removed the first blocks).
 * - Location and detail come from that block too, read through FailureContext
 *   (src/parsing/failure-context.ts) from the lines after the message, unindented by the
 *   block's four spaces: the detail up to the code frame (`    > 9 |`) or the stack, the
 *   location the first project frame of the stack (`    at /abs/tests/a.spec.js:9:19`). The
 *   block ends at the next header, a line not indented by four spaces (a line reporter's
 *   progress line) or what follows the first attempt's errors (`Retry #1 ───`,
 *   `attachment #1: …`, `Error Context: …`). An error without a stack (a timeout's, a thrown
 *   string) shows no frame: the location is then the header's `file:line:col`, the test's own.
 * - The list reporter's result lines list the passing and skipped tests by name (`tests`), kept
 *   only when they account for the epilogue's counts.
 * - Without an epilogue (output cut short) the counts and failures come from the list
 *   reporter's result lines (`  ✓  1 header (9ms)`, `✘`, `-`; the last attempt of a test
 *   decides), and from the numbered blocks no result line names (those numbered one after
 *   another from the first: line and dot print no results); `summarySeen` is false. A run
 *   that printed neither has a `run` failure for each error outside any test (a spec file
 *   that failed to load): a column-0 `Name: message` line, the first one or one right after
 *   the previous error's stack or code frame. `Error: No tests found` (playwright selected
 *   no test; the JSON reporter of the run reports no test either) is no failure: it is the
 *   runner's whole report of an empty run, a no-tests result with `summarySeen` true.
 *
 * @module dsh-test-closure/runners/playwright/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded, FoldContext } from '../../parsing/pipeline.ts';
import type { PlaywrightRecord } from './records.ts';
/**
 * Folds playwright line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export declare function foldPlaywrightRecords(all: readonly PlaywrightRecord[], lines: Lines, context?: FoldContext): Folded;
