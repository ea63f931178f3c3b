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
import { noTestsListed } from '../../parsing/listed-tests.ts';
import type { RunBody } from './run-body.ts';
import type { ShortSummary } from './short-summary.ts';
import { countOf, type Stats } from './stats-words.ts';

/** The listed tests, or undefined when the output does not name every test. */
export function listedTests(body: RunBody, summary: ShortSummary, stats: Stats | undefined): ListedTests | undefined {
  if (body.verbose.size > 0 && body.letters.total === 0) return fromResultLines(body.verbose);
  if (stats === undefined || countOf(stats, 'skipped') > 0) return undefined;
  const tests = noTestsListed();
  const seen = { PASSED: 0, XPASS: 0, XFAIL: 0 };
  for (const e of summary.entries) {
    if (e.word === 'PASSED' || e.word === 'XPASS') tests.passed.push(e.nodeid);
    else if (e.word === 'XFAIL') tests.skipped.push(e.nodeid);
    else continue;
    seen[e.word]++;
  }
  const whole = seen.PASSED === countOf(stats, 'passed') && seen.XPASS === countOf(stats, 'xpassed') && seen.XFAIL === countOf(stats, 'xfailed');
  return whole ? tests : undefined;
}

function fromResultLines(verbose: RunBody['verbose']): ListedTests {
  const tests = noTestsListed();
  for (const [nodeid, statuses] of verbose) {
    if (statuses.includes('FAILED') || statuses.includes('ERROR')) continue;
    if (statuses.includes('SKIPPED') || statuses.includes('XFAIL')) tests.skipped.push(nodeid);
    else tests.passed.push(nodeid);
  }
  return tests;
}
