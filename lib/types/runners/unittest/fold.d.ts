/**
 * Folds unittest line records ({@link UnittestRecord}) into counts and failures.
 *
 * Which lines are unittest's own is decided by position, since a test may print any of them:
 * - the footer is the last `Ran N tests in Xs` line that follows a `-` separator, with the
 *   status line after it (`OK`, `FAILED (failures=1, errors=2)`, `NO TESTS RAN`);
 * - a failure block is a `FAIL:`/`ERROR:`/`UNEXPECTED SUCCESS:` header right after a `=`
 *   separator, before the footer. unittest prints its blocks after every test ran, just before
 *   the footer, while tests print as they run: of the headers, the last `failures + errors`
 *   FAIL/ERROR ones and the last `unexpected successes` ones are the real blocks. A block
 *   gives its failure's message (./messages.ts) and location and detail (./context.ts).
 *
 * Counts (the conventions of every runner here): a failing test counts once however many of
 * its parts failed (subtests, a failure then a tearDown error); a fixture error (`setUpClass (m.C)`)
 * is a `kind: 'run'` failure, not counted (unittest leaves it out of `Ran N tests`); a module
 * that failed to import is a `kind: 'file'` failure, counted as failed, as unittest counts it
 * (one of `Ran N tests` and of `errors=`); skipped = skipped +
 * expected failures; an unexpected success is failed (Python 3.10 prints no block for it:
 * it is named from its -v line, or counted unnamed). Without a footer (a run cut off) the
 * counts are the -v result lines' and the failures every block's.
 * Listed (`tests`): the -v lines' passing and skipped tests, by name, kept only when they account
 * for the footer's counts (a test's output is printed raw among them).
 *
 * @module dsh-test-closure/runners/unittest/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { UnittestRecord } from './records.ts';
/**
 * Folds the records of one unittest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export declare function foldUnittest(records: readonly UnittestRecord[], lines: Lines): Folded;
