/**
 * Folds the flat line records of `grammars/bun.peggy` into a {@link Folded}.
 *
 * Context rules, from how bun's console reporter prints (bun 1.1.45 and 1.4.5):
 * - A file header (`test/a.test.js:`) counts only after a blank line: bun prints one before
 *   each; a path a test printed follows other output.
 * - A `(fail)` line is a failing test named by its text (describe titles and title joined by
 *   ` > `), in the file of the header above it. Its message is the LAST error line
 *   (`error: …` without `error: `, or `TypeError: …`) since the previous result or header:
 *   bun prints a test's error block after the test's own console output and before its
 *   result line. A timeout prints no error line (only `^ this test timed out after Nms.`).
 * - `N tests failed:` (also skipped, todo) opens a recap: its result lines, up to the next
 *   blank line, repeat results printed above and are not read.
 * - The same (file, name) is listed once (bun 1.1 reports a test failed by a `beforeEach`
 *   twice, and counts it twice, as its junit report does).
 * - `# Unhandled error between tests` in a file that then reports no result is the file
 *   failing to load (a syntax or import error): a `kind: 'file'` failure named by its path,
 *   with the error line after it as message. bun counts such a file as one `fail` (and one
 *   of `Ran N tests`), and so does `failed`: the kind says it is a file, not a test. An unhandled error in a file that
 *   reports results (bun 1.1's `beforeAll`) is not listed: its tests fail on their own lines.
 * - Counts come from the count lines right before the LAST `Ran N tests across M files.`
 *   line (bun prints them together, last); `skipped` = skip + todo. Without a `Ran` line
 *   (output cut short), counts come from the result lines and `summarySeen` is false.
 * - A failing test's detail is read from the lines after its message's error line (bun's
 *   `Expected:`/`Received:` lines or its diff) up to the first stack frame, and its location
 *   is the first `at … (path:line:col)` frame in a project file before its `(fail)` line
 *   (bun prints absolute paths; the run makes them relative to the workspace).
 * - `(pass)`, `(skip)` and `(todo)` lines list their tests by name (`tests`), kept only when
 *   they account for the count lines (a test's console output is printed raw among them).
 *
 * @module dsh-test-closure/runners/bun/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Failure } from '../../report/types.ts';
import { FailureContext } from '../../parsing/failure-context.ts';
import { FailureList, Tally } from '../../parsing/fold-kit.ts';
import { accountsFor, noTestsListed } from '../../parsing/listed-tests.ts';
import type { Folded, FoldContext } from '../../parsing/pipeline.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { BunRecord } from './records.ts';

/** Kinds whose text a cut mid-line would silently shorten. */
const CUT_SENSITIVE = new Set<BunRecord['kind']>(['result', 'header', 'errorLine']);

/** An error line's message: bun's `error: ` prefix dropped, an error name kept. */
function messageOf(errorLine: string): string {
  return errorLine.replace(/^error: /, '').trim();
}

/**
 * Folds bun line records into counts, failures, files and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export function foldBunRecords(all: readonly BunRecord[], lines: Lines, context: FoldContext = { endsInNewline: true }): Folded {
  const last = all[all.length - 1];
  const records = !context.endsInNewline && last !== undefined && CUT_SENSITIVE.has(last.kind) ? all.slice(0, -1) : all;
  const failures = new FailureList();
  const tally = new Tally();
  const files = new Set<string>();
  let file: string | undefined;
  let fileHasResults = false;
  let unhandled: { message?: string } | undefined;
  let lastError: string | undefined;
  // The lines after the last error line (see the module rules); reset with lastError.
  let errorContext: FailureContext | undefined;
  let ran = -1;
  let inRecap = false;
  // The passing, skipped and todo result lines, by name (outside recaps, which repeat them).
  const listed = noTestsListed();

  // The file whose block just ended failed to load: an unhandled error and no result.
  const closeFile = (): void => {
    if (file !== undefined && unhandled !== undefined && !fileHasResults) {
      const failure: Failure = { name: file, kind: 'file', file };
      if (unhandled.message !== undefined) failure.message = unhandled.message;
      if (failures.add(failure) !== undefined) tally.add('failed');
    }
    unhandled = undefined;
  };

  for (let i = 0; i < records.length; i++) {
    const rec = records[i]!;
    if (errorContext !== undefined && rec.kind !== 'result' && rec.kind !== 'errorLine') errorContext.add(lines.at(i) ?? '');
    if (inRecap) {
      if (rec.kind === 'result') continue;
      inRecap = false;
    }
    switch (rec.kind) {
      case 'recap':
        closeFile();
        inRecap = true;
        break;
      case 'header':
        if (i > 0 && records[i - 1]!.kind !== 'blank') break;
        closeFile();
        file = rec.path;
        files.add(file);
        fileHasResults = false;
        lastError = undefined;
        errorContext = undefined;
        break;
      case 'unhandled':
        unhandled = {};
        break;
      case 'errorLine':
        if (unhandled !== undefined && unhandled.message === undefined) unhandled.message = messageOf(rec.text);
        else {
          lastError = rec.text;
          errorContext = new FailureContext();
        }
        break;
      case 'result': {
        fileHasResults = true;
        if (rec.status === 'pass') {
          tally.add('passed');
          listed.passed.push(rec.name);
        } else if (rec.status === 'skip' || rec.status === 'todo') {
          tally.add('skipped');
          listed.skipped.push(rec.name);
        } else {
          const failure: Failure = file === undefined ? { name: rec.name, kind: 'test' } : { name: rec.name, kind: 'test', file };
          if (lastError !== undefined) failure.message = messageOf(lastError);
          if (errorContext !== undefined) {
            const detail = errorContext.detail();
            if (errorContext.location !== undefined) failure.location = errorContext.location;
            if (detail.length > 0) failure.detail = detail;
          }
          if (failures.add(failure) !== undefined) tally.add('failed');
        }
        lastError = undefined;
        errorContext = undefined;
        break;
      }
      case 'ran':
        closeFile();
        ran = i;
        break;
      default:
        break;
    }
  }
  closeFile();

  let summary = tally.summary();
  let durationMs: number | undefined;
  if (ran >= 0) {
    const counts = { pass: 0, skip: 0, todo: 0, fail: 0 };
    for (let j = ran - 1; j >= 0; j--) {
      const rec = records[j]!;
      if (rec.kind !== 'count' && rec.kind !== 'unknown') break;
      if (rec.kind === 'count' && rec.label in counts) counts[rec.label as keyof typeof counts] = rec.n;
    }
    summary = summaryOf(counts.pass, counts.fail, counts.skip + counts.todo);
    const ranRec = records[ran] as Extract<BunRecord, { kind: 'ran' }>;
    if (ranRec.ms !== null) durationMs = Math.round(ranRec.ms);
  }
  const folded: Folded = { summary, failures: failures.list(), summarySeen: ran >= 0, files: [...files] };
  if (durationMs !== undefined) folded.durationMs = durationMs;
  // bun prints a test's console output raw among its result lines: the lines list every test
  // only when they account for the counts bun printed.
  if (ran >= 0 && accountsFor(listed, summary)) folded.tests = listed;
  return folded;
}
