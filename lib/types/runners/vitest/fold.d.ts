/**
 * Folds the vitest line records (grammars/vitest.peggy) into a {@link ParseResult}.
 *
 * Which lines count, and why:
 * - A test's console output is printed as a `stdout | <test>` / `stderr | <test>` header, the
 *   text, then one blank line. Everything from such a header to the next blank line is user
 *   text and never counts, so imitation FAIL headers, summary lines or banners there are inert.
 * - A test's direct `process.stdout.write` is printed raw, without a console header, and always
 *   before vitest's own error sections. So an unhandled error's type banner counts only after a
 *   blank line (as vitest prints it), and ` FAIL  ` headers count only inside a Failed Tests / Failed Suites
 *   section (or anywhere but Unhandled Errors when the RUN banner was cut off), right after a
 *   blank line or another FAIL header (vitest prints each block as `\n FAIL  ...` after a banner
 *   or a `[i/n]` divider, and merges identical errors of several tests under consecutive
 *   headers). The first non-blank line after the header(s) is the message (`Name: message`).
 * - The summary is the `Tests` line directly after a `Test Files` line; a block followed by
 *   `Start at` / `Duration` is preferred over one that is not (a printed imitation rarely is).
 *   It is the authority for counts; skipped = total - passed - failed, so skipped, todo and
 *   tests in none of vitest's categories (e.g. skipped at run time in 1.x) are all skipped,
 *   and `expected fail` (4.x `.fails` tests) counts as passed, as vitest's JSON report does.
 * - Without a summary (output cut at the end) counts come from per-file lines, else from
 *   per-test lines, else from dot-reporter progress, and failures come from failed test lines
 *   when no FAIL block was printed.
 * - Each FAIL header of a (file, title path) is a failure of its own: distinct tests may share
 *   a title path, and vitest merges an error shared by several tests under consecutive
 *   headers. A test with several errors (body and afterEach) also gets one block each, so when
 *   the test entries outnumber the summary's failed count, repeats are dropped until they
 *   agree: first those the per-test lines (`× title`, one per test) do not show twice, then the
 *   latest. Without a summary a repeat is listed only where the per-test lines show it.
 * - File-level errors (` FAIL  file [ file ]`) are kind 'file'. A failed suite (` FAIL  file >
 *   suite` under `Failed Suites N`, named `file > suite`) is kind 'hook': vitest's runner fails
 *   a suite at run time only for an error of its beforeAll/afterAll/aroundAll hooks (or what
 *   they use), except for the errors it raises on a suite itself (`No test found in suite …`,
 *   `[Vitest] Unexpected .only modifier …`), which stay kind 'file'. Each error in the Unhandled
 *   Errors section is kind 'run' named `Unhandled error: <type>`. vitest counts none of them as
 *   tests: the tests under a failed hook are counted as vitest reports them (skipped, or failed).
 * - The per-test lines before vitest's error sections (verbose, tree; the default reporter's
 *   for a failed file) list the passing (`✓`) and skipped (`↓`, `□`) tests by name (`tests`),
 *   kept only when they account for the summary's passed and skipped counts.
 *
 * @module dsh-test-closure/runners/vitest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { VitestRecord } from './records.ts';
/**
 * Folds line records into counts and failures; pure, total, linear in the number of records.
 * `files`: the files of the per-file lines and trusted FAIL headers, in order.
 *
 * @param lines the lines of the normalized input; `lines.at(i)` is the raw text of `records[i]`.
 */
export declare function foldVitest(records: readonly VitestRecord[], lines: Lines): Folded;
