/**
 * Folds the records of PHPUnit's `--teamcity` printer (src/Util/Log/TeamCity.php) into counts,
 * failures and every test by name.
 *
 * The printer writes one service message per event and, at the end, the default printer's
 * `Time:`, verdict and counts lines (./summary.ts: the counts are PHPUnit's):
 *   ##teamcity[testSuiteStarted name='CalcTest' locationHint='php_qn:///abs/CalcTest.php::\CalcTest' …]
 *   ##teamcity[testStarted name='testAdd' locationHint='php_qn:///abs/CalcTest.php::\CalcTest::testAdd' …]
 *   ##teamcity[testFailed name='testAdd' message='two and two|nFailed asserting …' details=' /abs/CalcTest.php:8|n ' …]
 *   ##teamcity[testFinished name='testAdd' duration='2' …]
 *
 * Names: a test is named `Class::name`, the `--filter` form the default printer prints
 * (`Tests\CalcTest::testAdd`, `MathTest::testAdd with data set #1`): the part of its
 * `testStarted` locationHint after the file. A `testFailed` with no `testStarted` (a failing
 * `tearDownAfterClass`) is named by the class of the suite it is in.
 *
 * Outcomes: `testIgnored` is skipped (skipped and incomplete alike). `testFailed` is failed,
 * except that PHPUnit reports a risky test by `testFailed` too: a message PHPUnit gives risky
 * tests ({@link RISKY}, `Execution aborted after …` of its own time limit included) is a risky
 * test, which passed, as in the default printer's fold (PHPUnit exits 0 for it). A warning
 * (`No tests found in class "…"`) is printed as plain text, no `testFailed`: that test passed.
 * A test's first failure is listed; a later `testFailed` of the same test adds nothing. A
 * test finished with neither passed. Every passed and skipped test is listed (`tests`), when
 * the list accounts for the counts line's passed and skipped tests (or there is none).
 *
 * Failure: message = the first line of `message`; location = the first line of `details` that
 * is a trace line (`/abs/CalcTest.php:8`); detail = the message's further lines (the shared
 * rule). The `expected`/`actual` attributes are not read: they repeat what the message says
 * was compared, without the diff the other printers print.
 *
 * A run cut off before the counts line: the outcomes read so far count, and a test started
 * with no `testFinished` is what was running (`running`).
 *
 * @module dsh-test-closure/runners/phpunit/teamcity
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { PhpunitRecord } from './records.ts';
/** Folds the records of one `--teamcity` run. Total: any record list yields a consistent result. */
export declare function foldPhpunitTeamcity(records: readonly PhpunitRecord[], _lines: Lines): Folded;
