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
import { FailureList, Tally } from '../../parsing/fold-kit.ts';
import { selectDetail } from '../../parsing/failure-context.ts';
import type { Failure } from '../../report/types.ts';
import { loadFailure, TRACE } from './fold.ts';
import type { PhpunitRecord } from './records.ts';
import { PhpunitSummary } from './summary.ts';

/** Between a testdox class header and a test's line in a failure's name. */
export const TESTDOX_NAME_SEPARATOR = ' \u203A ';

function failureOf(name: string, lines: readonly string[]): Failure {
  const failure: Failure = { name, kind: 'test' };
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return failure;
  failure.message = lines[first]!.trim();
  const traceAt = lines.findIndex((l, i) => i > first && TRACE.test(l));
  if (traceAt >= 0) failure.location = lines[traceAt]!;
  const detail = selectDetail(lines.slice(first + 1, traceAt >= 0 ? traceAt : lines.length));
  if (detail.length > 0) failure.detail = detail;
  return failure;
}

/** Folds the records of one `--testdox` run. Total: any record list yields a consistent result. */
export function foldPhpunitTestdox(records: readonly PhpunitRecord[], _lines: Lines): Folded {
  const failures = new FailureList();
  const marks = new Tally();
  const summary = new PhpunitSummary();
  let className = '';
  /** The failed test whose defect lines are being read. */
  let open: { name: string; lines: string[] } | undefined;
  let recap = false;
  /** A header follows a blank line (the printer's); any other line above a result line is a test's output. */
  let afterBlank = false;
  /** Unknown lines, and lines shaped like a header that are a test's output. */
  let unrecognized = 0;

  const close = (): void => {
    if (open !== undefined) failures.add(failureOf(open.name, open.lines));
    open = undefined;
  };

  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind;
    if (kind === 'doxDetail') {
      open?.lines.push(r.text);
      continue;
    }
    if (kind === 'blank') {
      afterBlank = true;
      continue;
    }
    const header = kind === 'doxClass' && afterBlank;
    if (kind === 'unknown' || (kind === 'doxClass' && !header)) unrecognized++;
    afterBlank = false;
    close();
    if (kind === 'doxRecap') recap = true;
    else if (recap) summary.read(r);
    else if (header) className = r.name;
    else if (kind === 'doxResult') {
      const outcome = r.outcome;
      const name = className === '' ? r.name : `${className}${TESTDOX_NAME_SEPARATOR}${r.name}`;
      if (outcome === 'failed') {
        marks.add('failed');
        open = { name, lines: [] };
      } else if (outcome === 'skipped' || outcome === 'incomplete') marks.add('skipped');
      else marks.add('passed');
    } else if (kind === 'fatal') failures.add(loadFailure(r));
    else summary.read(r);
  }
  close();

  const counted = summary.summary();
  const folded: Folded = { summary: counted ?? marks.summary(), failures: failures.list(), summarySeen: counted !== undefined, files: [], unrecognizedLines: unrecognized };
  if (summary.durationMs !== undefined) folded.durationMs = summary.durationMs;
  return folded;
}
