/**
 * Folds the flat line records of `grammars/mocha.peggy` into a {@link Folded}.
 *
 * Context rules, all taken from how mocha's reporters print (lib/reporters/base.js epilogue
 * and list, spec.js, tap.js) and from lib/cli/run-helpers.js:
 * - spec and dot end with the epilogue: a blank line, `  N passing (time)`, then
 *   `  N pending` and `  N failing` when non-zero, directly after it. Counts come from the
 *   LAST passing line that follows a blank line (a test may print an imitation earlier).
 * - The numbered failure list follows `N failing`: `  1) first title`, the other titles of
 *   the title path one per line at exactly 5 + 2·depth spaces, the last ending in `:`; then
 *   the message. Entries are read only after that last passing line, numbered 1, 2, … in
 *   order, each after a blank line. The name is the title path joined by spaces: mocha's
 *   `fullTitle()`, which `--grep` matches.
 * - A failed hook (`"before all" hook for "t"`, `"after each" hook: name for "t"`) is a
 *   `hook` failure; `Uncaught error outside test suite` is a `run` failure. mocha counts
 *   both in `N failing` (its JSON reporter's `stats.failures`), and so does `failed`: it is
 *   `N failing`, whatever failed.
 * - A failure's message is the first non-blank line after its title path (Base.list
 *   indents it 5 spaces, 6 under a diff).
 * - tap: `ok N` / `ok N … # SKIP -` / `not ok N title` (the full title), then
 *   `# tests`, `# pass`, `# fail` in that order (the last such trio wins). mocha numbers
 *   a result by the tests ended so far, so a result's number is the previous one plus 1, or
 *   the same after a failed hook or an error outside any test (no test ended); a line out of
 *   that sequence is output a test printed and is ignored. `# fail` counts hooks and errors
 *   outside any test too, like `N failing`, and is `failed`. A failure's message is the next
 *   line when it is indented (tap prints the error message there).
 * - A failure's location and detail come from the lines after its message, up to the next
 *   entry of the list (spec, dot), or from the indented lines under its `not ok` (tap:
 *   location only); see ./error-block.ts.
 * - Without an epilogue or tap counts (output cut short), counts come from the spec tree
 *   (`✔`, `-`, `N)` lines; a test at 2 + 2·depth spaces under the suite titles above it),
 *   from the entries of a failure list whose epilogue was cut off, or from the tap results;
 *   failures are named from them, and `summarySeen` is false.
 * - The spec tree and tap's results list the passing and pending tests by full title (`tests`),
 *   kept only when they account for the epilogue's (tap: `# pass`) counts, since mocha prints
 *   a test's output raw among them. dot prints no names: no list.
 * - A run that printed no result at all and a load error (` Exception during run: …` in
 *   mocha 10+, a column-0 `SomeError: message` line in mocha 9) stopped before running any
 *   test: one `file` failure named by the test file that failed to load, as printed (see
 *   loadFailure for where the output names it), its message the error line; a `run` failure
 *   named by the error line when the output names no file. `Error: No test files found: "test"`
 *   (no spec file matched) is no failure but mocha's whole report of an empty run: a
 *   no-tests result, `summarySeen` true, every test (none) listed.
 *
 * @module dsh-test-closure/runners/mocha/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded, FoldContext } from '../../parsing/pipeline.ts';
import type { MochaRecord } from './records.ts';
/**
 * Folds mocha line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export declare function foldMochaRecords(all: readonly MochaRecord[], lines: Lines, context?: FoldContext): Folded;
