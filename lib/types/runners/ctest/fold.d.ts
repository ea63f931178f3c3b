/**
 * Folds CTest line records ({@link CtestRecord}) into counts and failures.
 *
 * CTest prints per test `Start N: name`, then (CTest's own notes, and with -V the test's
 * `N: `-prefixed command and output) its result line `i/T Test #N: name ....status  0.1 sec`,
 * then, with --output-on-failure, a failing test's output. The output after a result belongs
 * to that test until CTest's next `Start` line, a result line of a test that started, or the
 * summary line of the tests counted so far (its total leaves disabled tests out): a test may
 * print lines like CTest's own.
 *
 * Counts: one test per result line (a repeat of a number is not counted twice). `Passed`
 * passed; `Skipped` (SKIP_RETURN_CODE, SKIP_REGULAR_EXPRESSION) and `Not Run (Disabled)`
 * skipped; everything else failed — `Not Run` too (its executable was not built, a fixture's
 * setup failed), as CTest's own summary counts it. A test is named by its CTest name.
 * `message`, `location`, `detail`: read from the test's output as the console shows it by
 * ./test-output.ts (the first `name.c:12:` line that says it failed, Unity's `…:FAIL: Expected 1
 * Was 2`, else the first non-blank line); for a `Not Run`, the last note CTest printed before its
 * result (`Unable to find executable: …`, `Failed test dependencies: …`).
 * The build before CTest (the planned `cmake --build <dir> && ctest …`): until CTest's first line,
 * a compiler error is a `file` failure named by the source's path as printed, one per source
 * (its first error: message `error: …`, location `path:line:col`), and a build that says it
 * failed with none is the `run` failure {@link BUILD_FAILED}; no counts, no summary.
 * Listed (`tests`): every counted result line's test by its CTest name, in every reporter;
 * kept only when the result lines account for CTest's summary line, where one was read.
 * Unrecognised lines: the grammar's unknown lines, but for the paths CTest lists after its
 * `Looked in the following places:` note (a test's output stays unknown).
 * A run that started a test and printed no result for it (killed) is a `run` failure
 * `stopped while running <name>`. `No tests were found!!!` is a run with no tests, not a
 * failure. `summarySeen` is true once the `N% tests passed, F tests failed out of T` line, or
 * `No tests were found!!!`, was read.
 *
 * @module dsh-test-closure/runners/ctest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { CtestRecord } from './records.ts';
/** The run failure of a build that failed without a compiler error the output shows. */
export declare const BUILD_FAILED = "the build before CTest failed";
/**
 * Folds the records of one CTest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldCtest(records: readonly CtestRecord[], lines: Lines): Folded;
