/**
 * Folds the flat line records of `grammars/playwright.peggy` into a {@link Folded}.
 *
 * Context rules, from how @playwright/test's list, line and dot reporters print (the shared
 * epilogue and failure blocks of reporters/base.ts):
 * - The epilogue is the output's last run of count lines (`  N failed`, `  N flaky`,
 *   `  N skipped`, `  N did not run`, `  N interrupted`, `  N passed (time)`), with the
 *   tests of `failed`, `flaky`, `interrupted` and `did not run` listed under their count at 4
 *   spaces, found backwards from the last count line.
 * - Counts follow playwright's own: `passed` = passed + flaky (a flaky test passed on a
 *   retry; playwright exits 0 for it), `failed` = failed + interrupted, `skipped` = skipped +
 *   did not run (neither ran).
 * - The failures are the tests listed under `N failed` and `N interrupted`: a numbered
 *   failure block (`  1) header ───`) is printed for flaky tests too, so only the listed
 *   ones fail. A listed header is `[project] › file:line:col › titles`
 *   (no project prefix without projects) and its rule of `─`; the name is the file and titles
 *   joined by ` › `, the message the first non-blank line of the first numbered block with
 *   the same header (the first attempt's error), wherever it is (a cut-off start may have
 *   removed the first blocks).
 * - Location and detail come from that block too, read through FailureContext
 *   (src/parsing/failure-context.ts) from the lines after the message, unindented by the
 *   block's four spaces: the detail up to the code frame (`    > 9 |`) or the stack, the
 *   location the first project frame of the stack (`    at /abs/tests/a.spec.js:9:19`). The
 *   block ends at the next header, a line not indented by four spaces (a line reporter's
 *   progress line) or what follows the first attempt's errors (`Retry #1 ───`,
 *   `attachment #1: …`, `Error Context: …`). An error without a stack (a timeout's, a thrown
 *   string) shows no frame: the location is then the header's `file:line:col`, the test's own.
 * - The list reporter's result lines list the passing and skipped tests by name (`tests`), kept
 *   only when they account for the epilogue's counts.
 * - Without an epilogue (output cut short) the counts and failures come from the list
 *   reporter's result lines (`  ✓  1 header (9ms)`, `✘`, `-`; the last attempt of a test
 *   decides), and from the numbered blocks no result line names (those numbered one after
 *   another from the first: line and dot print no results); `summarySeen` is false. A run
 *   that printed neither has a `run` failure for each error outside any test (a spec file
 *   that failed to load): a column-0 `Name: message` line, the first one or one right after
 *   the previous error's stack or code frame. `Error: No tests found` (playwright selected
 *   no test; the JSON reporter of the run reports no test either) is no failure: it is the
 *   runner's whole report of an empty run, a no-tests result with `summarySeen` true.
 *
 * @module dsh-test-closure/runners/playwright/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import { FailureList, Tally } from '../../parsing/fold-kit.ts';
import { accountsFor, noTestsListed } from '../../parsing/listed-tests.ts';
import type { ListedTests } from '../../report/types.ts';
import type { Folded, FoldContext } from '../../parsing/pipeline.ts';
import { summaryOf } from '../../parsing/result.ts';
import { countUnknown } from '../../parsing/unknown-lines.ts';
import { FailureContext, isStackFrame } from '../../parsing/failure-context.ts';
import { failureOfHeader, headerKey, resultKey } from './header.ts';
import type { PlaywrightCountLabel, PlaywrightRecord } from './records.ts';

/** Kinds whose text a cut mid-line would silently shorten. */
const CUT_SENSITIVE = new Set<PlaywrightRecord['kind']>(['failureHeader', 'listResult', 'count', 'errorLine']);
/** playwright's error for a run that selected no test (`Error: No tests found`, `… found.` with file arguments). */
const NO_TESTS = /^Error: No tests found\.?$/;
/** Counts whose tests the epilogue lists under them (skipped and passed list none). */
const LISTED: ReadonlySet<PlaywrightCountLabel> = new Set(['failed', 'flaky', 'interrupted', 'did not run']);

/**
 * Folds playwright line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export function foldPlaywrightRecords(all: readonly PlaywrightRecord[], lines: Lines, context: FoldContext = { endsInNewline: true }): Folded {
  const last = all[all.length - 1];
  const records = !context.endsInNewline && last !== undefined && CUT_SENSITIVE.has(last.kind) ? all.slice(0, -1) : all;
  const text = (i: number): string => lines.at(i) ?? '';

  // The epilogue: the count lines up to the last one, each listing count followed by its
  // 4-space test lines (what follows, e.g. npm's error footer, is not playwright's). Found
  // backwards from the last count line: a 4-space line belongs to it only under a listing count.
  let lastCount = -1;
  for (let i = records.length - 1; i >= 0 && lastCount < 0; i--) if (records[i]!.kind === 'count') lastCount = i;
  const isListLine = (i: number): boolean => records[i]!.kind === 'unknown' && text(i).startsWith('    ');
  let start = lastCount < 0 ? records.length : lastCount;
  while (start > 0) {
    let k = start - 1;
    while (k > 0 && isListLine(k)) k--;
    const rec = records[k]!;
    if (rec.kind !== 'count' || (k < start - 1 && !LISTED.has(rec.label))) break;
    start = k;
  }
  let end = lastCount + 1;
  while (lastCount >= 0 && end < records.length && isListLine(end)) end++;
  const counts = new Map<PlaywrightCountLabel, number>();
  let time: string | null = null;
  // The tests listed under failed and interrupted, by header text.
  const failedHeaders: string[] = [];
  let listing: PlaywrightCountLabel | undefined;
  for (let i = start; i < end; i++) {
    const rec = records[i]!;
    if (rec.kind === 'count') {
      counts.set(rec.label, rec.n);
      if (rec.label === 'passed') time = rec.time;
      listing = LISTED.has(rec.label) ? rec.label : undefined;
    } else if (rec.kind === 'unknown' && (listing === 'failed' || listing === 'interrupted')) {
      failedHeaders.push(headerKey(text(i)));
    }
  }

  // The numbered failure blocks before the epilogue: header -> what the first block of each
  // header shows (message, location, detail). `inSequence`: the headers numbered one after
  // another from the first block (1 unless the output's start was cut off), the failures when
  // there is no epilogue.
  const blocks = new Map<string, BlockFacts>();
  const inSequence: string[] = [];
  let expected: number | undefined;
  for (let i = 0; i < start; i++) {
    const rec = records[i]!;
    if (rec.kind !== 'failureHeader' || failureOfHeader(rec.header) === undefined) continue;
    const key = headerKey(rec.header);
    // Each block is read up to its end only once (the first of its header), so the scans
    // cover disjoint ranges: linear in the output.
    if (!blocks.has(key)) blocks.set(key, readBlock(records, text, i + 1, start));
    if (expected === undefined || rec.n === expected) {
      expected = rec.n + 1;
      inSequence.push(key);
    }
  }

  const failures = new FailureList();
  const add = (header: string): void => {
    const failure = failureOfHeader(header);
    if (failure === undefined) return;
    const facts = blocks.get(header);
    if (facts === undefined) return void failures.add(failure);
    // Without a project frame in the block (a timeout's error has no stack), the header's
    // `file:line:col` (the test's own line) stays the location.
    failures.add({
      ...failure,
      ...(facts.message !== undefined && facts.message !== '' ? { message: facts.message } : {}),
      ...(facts.location !== undefined ? { location: facts.location } : {}),
      ...(facts.detail.length > 0 ? { detail: facts.detail } : {}),
    });
  };

  if (counts.size > 0) {
    for (const header of failedHeaders) add(header);
    const n = (label: PlaywrightCountLabel): number => counts.get(label) ?? 0;
    const folded: Folded = {
      format: 'playwright',
      summary: summaryOf(n('passed') + n('flaky'), n('failed') + n('interrupted'), n('skipped') + n('did not run')),
      failures: failures.list(),
      summarySeen: true,
      files: [],
      unrecognizedLines: countUnknown(records.slice(0, start)),
    };
    const ms = durationMs(time);
    if (ms !== undefined) folded.durationMs = ms;
    const tests = listResults(records, start);
    if (accountsFor(tests, folded.summary)) folded.tests = tests;
    return folded;
  }

  // No epilogue: the list reporter's results, the last attempt of each test deciding (a
  // pass after a failed attempt is flaky: passed), then numbered blocks no result names.
  const results = new Map<string, 'passed' | 'failed' | 'skipped'>();
  for (const rec of records) if (rec.kind === 'listResult' && failureOfHeader(rec.header) !== undefined) results.set(resultKey(rec.header), rec.status);
  const tally = new Tally();
  for (const [key, status] of results) {
    tally.add(status);
    if (status === 'failed') add(key);
  }
  for (const header of inSequence) {
    if (results.has(header)) continue;
    add(header);
    tally.add('failed');
  }
  if (failures.list().length === 0) {
    // Errors outside any test (a spec file that failed to load, `No tests found`): each starts
    // at column 0, the first anywhere, a later one after the previous one's stack or code
    // frame (reporters print each as formatError's message, code frame and stack). A column-0
    // error line inside a multi-line message follows neither.
    let previous: string | undefined;
    let seenError = false;
    let noTests = false;
    for (let i = 0; i < records.length; i++) {
      const rec = records[i]!;
      if (rec.kind === 'blank') continue;
      if (rec.kind === 'errorLine' && (!seenError || (previous !== undefined && (isStackFrame(previous) || CODE_FRAME.test(previous))))) {
        seenError = true;
        const error = rec.text.trim();
        if (NO_TESTS.test(error)) noTests = true;
        else failures.add({ name: error, kind: 'run', message: error });
      }
      previous = text(i);
    }
    if (noTests && results.size === 0) return { format: 'playwright', summary: tally.summary(), failures: failures.list(), summarySeen: true, files: [] };
  }
  return { format: 'playwright', summary: tally.summary(), failures: failures.list(), summarySeen: false, files: [] };
}

/** What a numbered failure block shows of its test's first error. */
interface BlockFacts {
  message: string | undefined;
  location: string | undefined;
  detail: string[];
}

/** playwright indents everything in a failure block by four spaces (base.ts `indent`). */
const BLOCK_INDENT = 4;
const BLOCK_PREFIX = ' '.repeat(BLOCK_INDENT);
/**
 * A line of an error's code frame, in a failure block (`      7 |`, `    > 9 |     expect(…)`,
 * `        |     ^`) or at column 0 for an error outside any test (`  7 |`, `> 5 |   code`).
 */
const CODE_FRAME = /^\s*(?:>\s*)?\d* \|/;
/**
 * What the block prints after the first attempt's errors: the next attempt's rule
 * (`    Retry #1 ───`), an attachment's rule, 1.5x's `    Error Context: path`.
 */
const AFTER_ERRORS = /^ {4}(?:Retry #\d+ ─|attachment #\d+: |Error Context: )/;

/**
 * Reads a numbered failure block from the record after its header (`from`) up to `end`: the
 * message is its first non-blank line; location and detail come from the lines after it
 * (src/parsing/failure-context.ts) up to the block's end: the next header, a line not
 * indented by four spaces (a line reporter's progress line, npm's footer), or what follows
 * the first attempt's errors ({@link AFTER_ERRORS}).
 */
function readBlock(records: readonly PlaywrightRecord[], text: (i: number) => string, from: number, end: number): BlockFacts {
  let j = from;
  while (j < end && records[j]!.kind === 'blank') j++;
  if (j === end || records[j]!.kind === 'failureHeader') return { message: undefined, location: undefined, detail: [] };
  const message = text(j).trim();
  const context = new FailureContext();
  for (j++; j < end; j++) {
    const rec = records[j]!;
    if (rec.kind === 'failureHeader') break;
    const line = text(j);
    if (rec.kind !== 'blank' && (!line.startsWith(BLOCK_PREFIX) || AFTER_ERRORS.test(line))) break;
    context.add(line, CODE_FRAME.test(line));
  }
  return { message, location: context.location, detail: context.detail(BLOCK_INDENT) };
}

/** `2.5s`, `120ms`, `1.2m` (playwright's milliseconds formatting) in milliseconds. */
function durationMs(time: string | null): number | undefined {
  const m = time === null ? null : /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(time);
  if (m === null) return undefined;
  return Math.round(Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] as 'ms' | 's' | 'm' | 'h']);
}

/**
 * The list reporter's passing and skipped tests before `end`, by the name a failure of theirs
 * has (the last attempt of a test decides, so a flaky one is passed). playwright prints a test's
 * output raw among these lines, so the caller keeps the list only when it accounts for the
 * epilogue's counts; line and dot print no results, so there it does not.
 */
function listResults(records: readonly PlaywrightRecord[], end: number): ListedTests {
  const last = new Map<string, { name: string; status: 'passed' | 'failed' | 'skipped' }>();
  for (let i = 0; i < end; i++) {
    const rec = records[i]!;
    if (rec.kind !== 'listResult') continue;
    const key = resultKey(rec.header);
    const failure = failureOfHeader(key);
    if (failure !== undefined) last.set(key, { name: failure.name, status: rec.status });
  }
  const tests = noTestsListed();
  for (const { name, status } of last.values()) {
    if (status === 'passed') tests.passed.push(name);
    else if (status === 'skipped') tests.skipped.push(name);
  }
  return tests;
}
