/**
 * Folds the records of PHPUnit's `--testdox` printer (src/Util/TestDox/CliTestDoxPrinter.php)
 * into counts and failures.
 *
 * The printer writes each class's prettified name, a line per test under it with a mark, and
 * a failed test's defect under its line, every line of it behind `   │`; then `Time:`, again
 * the failed tests (`Summary of non-successful tests:`, not read) and the default printer's
 * verdict and counts (./summary.ts: the counts are PHPUnit's):
 *   List (Demo\Lists\List)
 *    ✘ Count
 *      │
 *      │ Failed asserting that actual size 2 matches expected size 3.
 *      │
 *      │ /abs/tests/Lists/ListTest.php:10
 *      │
 *
 * A class header is the line above a result line that follows a blank line (the printer
 * writes one before each class); other such lines are a test's output.
 *
 * Names: the printer names tests only in prettified form (`testAddsNumbers` is `Adds numbers`,
 * a `@testdox` text replaces it), which no `--filter` takes; a failure is named by its class
 * header and its line, `List (Demo\Lists\List) › Count`. No test is listed by name (`tests`).
 * Marks: ✘ (failed) failed; ↩ (skipped) and ∅ (incomplete) skipped; ✔, ☢ (risky) and ⚠
 * (warning) passed: PHPUnit exits 0 for a risky test and a warning (./summary.ts).
 *
 * Failure: message = the first non-empty line of its defect; location = the first trace line
 * (`/abs/tests/CalcTest.php:8`); detail = the lines between (the shared rule).
 *
 * @module dsh-test-closure/runners/phpunit/testdox
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { PhpunitRecord } from './records.ts';
/** Between a testdox class header and a test's line in a failure's name. */
export declare const TESTDOX_NAME_SEPARATOR = " \u203A ";
/** Folds the records of one `--testdox` run. Total: any record list yields a consistent result. */
export declare function foldPhpunitTestdox(records: readonly PhpunitRecord[], _lines: Lines): Folded;
