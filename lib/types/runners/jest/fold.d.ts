/**
 * Folds the flat line records of `grammars/jest.peggy` into a {@link ParseResult}.
 *
 * Context rules, all taken from how @jest/reporters prints (DefaultReporter,
 * VerboseReporter, SummaryReporter, jest-message-util):
 * - A `  ● title` bullet is a failing test only under a `FAIL` header (never under `PASS`),
 *   and only when a blank line closes its title, as in formatResultsErrors: a title with line
 *   breaks (a code sample, as ESLint's rule tester names tests) is printed raw, its further
 *   lines after the bullet's; the name holds them all, joined by `\n`, as jest's report does.
 *   A verbose tree test's title runs on the same way, to the next line of the tree. Before the first
 *   header (output truncated at the start) a bullet also needs a blank line before it, so
 *   the first line, which may be the tail of a cut line, is never a failure.
 * - `  ● Console` followed by an indented `console.<method>` line opens the buffered console
 *   block of the file, not a failure.
 * - `  ● Test suite failed to run` under a `FAIL` header is a file-level failure named by
 *   the header's path; jest does not count it as a test. Each such header's is one: a file
 *   that two projects of a multi-project config both match fails once in each.
 * - A failure's message is the first non-blank line after its bullet (jest indents every
 *   message line by four spaces, so console text or a stray runner-like line cannot sit
 *   between the bullet and its message).
 * - Each bullet of a (file, title) is a failure of its own: distinct tests may share a title
 *   path. But jest also prints one block per failureMessages entry (a test failing in the body
 *   and in afterEach gets two), so when the bullets outnumber the `Tests:` line's failed count
 *   (or the verbose tree's ✕ lines), repeats are dropped until they agree: first repeats the
 *   verbose tree does not show as separate ✕ lines, then the latest. Without the verbose tree
 *   a file holding both a twin and a many-message test cannot tell which repeat is which; with
 *   no count at all (output cut before the summary) a repeat is listed only if the tree shows it.
 *   Under "Summary of all failing tests" (re-printed when more than 20 suites ran) a bullet
 *   adds only what the first listing lacked.
 * - Counts come from the LAST `Tests:` line that directly follows a `Test Suites:` line
 *   (getSummary prints them together; a line a test printed comes earlier and alone).
 *   Without one, they come from verbose ✓/✕/○/✎ lines inside a file's test tree and from
 *   the failing-test bullets, and `summarySeen` is false.
 * - A column-0 `● … Error:` notice (jest-validate, e.g. a test environment that cannot be
 *   found) is a `run` failure: jest stops before running any test. Warnings are ignored.
 * - Output that does not end in a newline was cut mid-line (a run killed at a timeout): a
 *   header, bullet or tree line there holds a partial path or title, so that last line is
 *   not used.
 * - After `Test Suites:` no bullet is a test failure until the next header: what follows the
 *   summary is e.g. `--detectOpenHandles` output, printed as `  ●  Timeout` blocks. A verbose ✕ line whose failure
 *   block was cut off is then listed too, named from the describe lines above it
 *   (VerboseReporter prints a describe title at 2·level spaces, its tests one level deeper).
 * - The verbose tree lists every test of its file by that name (`tests`): ✓ passed, ○/✎
 *   skipped. It is read only between a header and the first blank line; jest's console blocks
 *   come after a blank line and indent a test's text by four spaces, so a printed `✓ name` lists
 *   nothing. Without a tree (the default reporter over several files), or when the tree does
 *   not account for the `Tests:` line's passed and skipped counts, there is no list.
 *
 * @module dsh-test-closure/runners/jest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded, FoldContext } from '../../parsing/pipeline.ts';
import type { JestRecord } from './records.ts';
/**
 * Folds jest line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export declare function foldJestRecords(all: readonly JestRecord[], lines: Lines, context?: FoldContext): Folded;
