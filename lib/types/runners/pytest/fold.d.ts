/**
 * Folds pytest line records ({@link PytestRecord}) into counts and failures.
 *
 * Where pytest's own lines are: the final stats line is the last stats record that agrees
 * with the run's header or progress (see {@link chooseStats}); the real
 * short test summary is the LAST `short test summary info` section before it; FAILURES /
 * ERRORS section headers are matched, in order, to the summary's FAILED / ERROR node ids
 * by their domain name (`TestK.test_x[1]` for `tests/a.py::TestK::test_x[1]`), so a
 * header a test printed into its captured output matches nothing and counts for nothing.
 *
 * Counting (the stats line is the authority when present): failed = failed + errors, less
 * the extra error reports of tests already counted (a teardown error after the test's own
 * outcome; pytest counts that test twice); passed = passed + xpassed, skipped = skipped +
 * xfailed, each less the tests that errored in teardown after that outcome; a pytest 9
 * failed subtest is likewise an extra `failed` report of its test, and a test whose
 * subtests failed while its body passed (a unittest `subTest`; pytest counts it passed)
 * counts as failed, as junit reports it. Deselected tests are
 * not counted. Without a stats line (`-qq`, truncated output) the reports are counted from
 * `-v` result lines, else from progress letters, deduplicated the same way when a short
 * summary is there, and `summarySeen` is false.
 *
 * @module dsh-test-closure/parsers/pytest-fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { PytestRecord } from './records.ts';
/** What the fold yields; the wrapper adds framework, format and diagnostics. */
/** The fold's result; its `files` are empty when any progress line of the run names no file (`-q`). */
export type PytestFold = Folded;
/** `tests/a.py::TestK::test_x[a::b]` -> `TestK.test_x[a::b]`, the title pytest puts in section headers. */
export declare function domainOf(nodeid: string): string;
/**
 * Folds the records of one pytest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldPytest(records: readonly PytestRecord[], lines: Lines): PytestFold;
