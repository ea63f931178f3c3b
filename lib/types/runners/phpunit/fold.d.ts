/**
 * Folds PHPUnit line records ({@link PhpunitRecord}) into counts and failures.
 *
 * PHPUnit prints a mark per test as it runs, then one section per kind of defect (`There were
 * 2 failures:`), each listing tests as `N) Class::method` blocks: the message, further lines
 * (a diff), a blank line and the filtered trace (`/abs/tests/CalcTest.php:10`); then its
 * verdict and counts (`Tests: 7, Assertions: 2, Failures: 1, Skipped: 3.`).
 *
 * Counts are PHPUnit's (./summary.ts): a risky test (one PHPUnit's own time limit stopped
 * included) and a test with a warning (`No tests found in class "…"` included) do not make
 * PHPUnit exit non-zero, so they passed, and are not listed.
 * Without a counts line (output cut off), the progress marks count: F, E failed; S, I
 * skipped; `.`, R, W passed.
 *
 * Listed: every test of a failure or error section, named as PHPUnit names it
 * without the data set's values (`MathTest::testAdd with data set #1`); its message is its
 * block's first line, its location the first trace line, its detail the lines between. An
 * exception PHPUnit prints raw (`RuntimeException: … in /abs/X.php:8` then `Stack trace:`,
 * as for a setUpBeforeClass error) gives its message without ` in …` and that place as the
 * location. The test's file is the block's first frame in a file named after its class (PSR-4:
 * `CalcTest.php` for `App\Tests\CalcTest`). PHP dying while PHPUnit loads the tests (`PHP Fatal error:  Uncaught ParseError: …
 * in /abs/BrokenTest.php:9`) is a `kind: 'file'` failure named by that file (its file too), located at that
 * line, not counted.
 *
 * @module dsh-test-closure/runners/phpunit/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { Failure } from '../../report/types.ts';
import type { PhpunitRecord } from './records.ts';
/** A stack frame line of a failure's detail, `/abs/file.php:8`. */
export declare const TRACE: RegExp;
/** PHP died loading a test file: a failure of that file, with PHP's message and the line it names. */
export declare function loadFailure(r: Extract<PhpunitRecord, {
    kind: 'fatal';
}>): Failure;
/**
 * Folds the records of one PHPUnit run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldPhpunit(records: readonly PhpunitRecord[], lines: Lines): Folded;
