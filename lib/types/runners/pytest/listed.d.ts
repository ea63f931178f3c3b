/**
 * The tests a pytest output names with their outcome (`ParseResult.tests`), from what pytest
 * itself writes per test:
 * - `-v` result lines (`nodeid PASSED`), read only in the run's body where pytest writes them
 *   (./run-body.ts), and only when the body has no progress letters: a result line beside
 *   letters can only be a line a test printed (`-s`). A node id with a FAILED or ERROR report
 *   is a failure (a teardown error after PASSED), else SKIPPED or XFAIL lists it skipped, else
 *   passed.
 * - without them, the short summary's `PASSED`, `XPASS` and `XFAIL` entries (`-rA`), when they
 *   account for every passed, xpassed and xfailed report of the stats line and nothing was
 *   skipped: `SKIPPED [n] path:line: reason` names a location, not a test.
 * Otherwise (progress letters with a summary that lists failures only) no list.
 *
 * @module dsh-test-closure/runners/pytest/listed
 */
import type { ListedTests } from '../../report/types.ts';
import type { RunBody } from './run-body.ts';
import type { ShortSummary } from './short-summary.ts';
import { type Stats } from './stats-words.ts';
/** The listed tests, or undefined when the output does not name every test. */
export declare function listedTests(body: RunBody, summary: ShortSummary, stats: Stats | undefined): ListedTests | undefined;
