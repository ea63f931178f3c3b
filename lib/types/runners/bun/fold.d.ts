/**
 * Folds the flat line records of `grammars/bun.peggy` into a {@link Folded}.
 *
 * Context rules, from how bun's console reporter prints (bun 1.1.45 and 1.4.5):
 * - A file header (`test/a.test.js:`) counts only after a blank line: bun prints one before
 *   each; a path a test printed follows other output.
 * - A `(fail)` line is a failing test named by its text (describe titles and title joined by
 *   ` > `), in the file of the header above it. Its message is the LAST error line
 *   (`error: …` without `error: `, or `TypeError: …`) since the previous result or header:
 *   bun prints a test's error block after the test's own console output and before its
 *   result line. A timeout prints no error line (only `^ this test timed out after Nms.`).
 * - `N tests failed:` (also skipped, todo) opens a recap: its result lines, up to the next
 *   blank line, repeat results printed above and are not read.
 * - The same (file, name) is listed once (bun 1.1 reports a test failed by a `beforeEach`
 *   twice, and counts it twice, as its junit report does).
 * - `# Unhandled error between tests` in a file that then reports no result is the file
 *   failing to load (a syntax or import error): a `kind: 'file'` failure named by its path,
 *   with the error line after it as message. bun counts such a file as one `fail` (and one
 *   of `Ran N tests`), and so does `failed`: the kind says it is a file, not a test. An unhandled error in a file that
 *   reports results (bun 1.1's `beforeAll`) is not listed: its tests fail on their own lines.
 * - Counts come from the count lines right before the LAST `Ran N tests across M files.`
 *   line (bun prints them together, last); `skipped` = skip + todo. Without a `Ran` line
 *   (output cut short), counts come from the result lines and `summarySeen` is false.
 * - A failing test's detail is read from the lines after its message's error line (bun's
 *   `Expected:`/`Received:` lines or its diff) up to the first stack frame, and its location
 *   is the first `at … (path:line:col)` frame in a project file before its `(fail)` line
 *   (bun prints absolute paths; the run makes them relative to the workspace).
 * - `(pass)`, `(skip)` and `(todo)` lines list their tests by name (`tests`), kept only when
 *   they account for the count lines (a test's console output is printed raw among them).
 *
 * @module dsh-test-closure/runners/bun/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded, FoldContext } from '../../parsing/pipeline.ts';
import type { BunRecord } from './records.ts';
/**
 * Folds bun line records into counts, failures, files and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export declare function foldBunRecords(all: readonly BunRecord[], lines: Lines, context?: FoldContext): Folded;
