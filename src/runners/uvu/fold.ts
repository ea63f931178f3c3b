/**
 * Folds the flat line records of `grammars/uvu.peggy` into counts and failures.
 *
 * Context rules, all taken from how uvu 0.5 prints (dist/index.mjs `exec`, `runner`, `format`):
 * - The output is a sequence of suite runs. A run starts with ` <suite>  ` (one space, the
 *   name, two spaces; nothing for the unnamed suite), then a `• `/`✘ ` mark per test, with the
 *   tests' console output in between, and ends with the line ending in `  (passed / total)`.
 *   Between runs uvu prints only file headers, failure blocks and its totals, so a line there
 *   starts the next run, and inside a run every line is the tests' own: a `FAIL`, total or
 *   header line a test prints there is not uvu's. (A printed line ending in `  (n / t)` does
 *   end the run early; see the file-failure rule below.)
 * - A file header (CLI only) is a path-like line between runs: at the start of the output,
 *   right after another header (a file without tests), or after a blank line (uvu separates
 *   files by one). Before the first header or run, lines a test file printed while loading
 *   are skipped unless they look like a run's start.
 * - `   FAIL  <suite>  "<test>"` blocks follow the run that printed them, separated by two
 *   blank lines; a failure is named `<suite> > <test>` (the test alone in the unnamed suite),
 *   split with the run's own suite name, its `file` the last header. Its message is the line
 *   after, without the `  (operator)` uvu appends; its location and detail come from the
 *   block's further lines (see ./error-block.ts).
 * - Counts: uvu's `Total` counts the tests that ran (or were meant to), not the skipped ones:
 *   passed = Passed, failed = Total - Passed, skipped = Skipped, from the last Total line
 *   directly followed by Passed and Skipped lines, between runs. Without one (the run died),
 *   the runs' `(passed / total)` lines count, plus the marks of a run left unfinished;
 *   skipped tests are then unknown (uvu prints them only in its totals).
 * - A run whose count says fewer passed than ran, with fewer FAIL blocks than that, stopped on
 *   an error uvu swallows (a `before` or `after.each` hook threw, or a thrown value it cannot
 *   format): it is one `kind: 'file'` failure named `<file> > <suite>`, without a message
 *   (uvu prints none). Where uvu's totals are seen, these are listed only when their tests
 *   make up exactly the failed count the FAIL blocks leave, so a count line a test printed
 *   creates none.
 * - `Exiting early before testing is finished.` (uvu's exit handler: the process exited while
 *   testing) is a `kind: 'run'` failure when no run, failure or total follows it; an error
 *   printed with stack frames just before it (the CLI's, e.g. an `after` hook that threw) is
 *   another, named by its first line. Output with no run, header or total at all whose
 *   column-0 error line is followed by stack frames (a test file that failed to load) is a
 *   `kind: 'run'` failure named by that line.
 *
 * @module dsh-test-closure/runners/uvu/fold
 */
import type { Lines } from '../../parsing/lines.ts';
import type { Failure } from '../../report/types.ts';
import { FailureList, Tally } from '../../parsing/fold-kit.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import { summaryOf } from '../../parsing/result.ts';
import { UvuErrorBlock } from './error-block.ts';
import type { UvuRecord } from './records.ts';

/** What uvu prints on stderr when the process exits mid-run; also the run failure's name. */
export const EXITING_EARLY = 'Exiting early before testing is finished.';

/** A file header: a relative path, no whitespace, ending in an extension (uvu's pattern needs one). */
const HEADER = /^[^\s•✘][^\s]*\.[A-Za-z0-9]+$/;
/** The first line of a named suite run: one space, then the name. */
const NAMED_START = /^ \S/;
/** The `• ` / `✘ ` marks at the start of a text. */
const LEADING_MARKS = /^(?:[•✘] )+/;
/** The `  (operator)` uvu appends to an assertion's message. */
const OPERATOR = /  \([^()\s]+\)$/;
/** The first line of a Node error's stack: `Name[ [CODE]]: message`. */
const ERROR_HEADER = /^[A-Za-z_$][\w$]*(?: \[[A-Z0-9_]+\])?: \S/;

type Phase = 'top' | 'run' | 'errors';

/** A suite run whose count leaves tests unaccounted, waiting for its FAIL blocks. */
interface Pending {
  file: string | undefined;
  suite: string;
  missing: number;
  blocks: number;
}

/** The suite name of a run's first line, and the text after it ('' and the line for the unnamed suite). */
function splitStart(text: string, isEnd: boolean): { suite: string; rest: string } {
  if (!NAMED_START.test(text)) return { suite: '', rest: text };
  if (isEnd) {
    // ` <suite>  <marks>  (p / t)`: the name is what is left once marks and counts are cut.
    let head = text.replace(/  \(\d+ \/ \d+\)[ \t]*$/, '');
    // A loop, not `/(?:[•✘] )*$/`: that regex retries at every mark of a long run (quadratic).
    while (head.endsWith('• ') || head.endsWith('✘ ')) head = head.slice(0, -2);
    if (head.endsWith('  ')) return { suite: head.slice(1, -2), rest: text.slice(head.length) };
  }
  const m = /^ (.+?)  (?=[•✘] |$)/.exec(text) ?? /^ (.+?)  /.exec(text);
  return m === null ? { suite: '', rest: text } : { suite: m[1]!, rest: text.slice(m[0].length) };
}

/** `<suite>  "<test>"` or `"<test>"` after `FAIL  `, split with the run's own suite name when it fits. */
function failureName(text: string, suite: string): string {
  if (suite !== '' && text.startsWith(`${suite}  "`) && text.length > suite.length + 3) return `${suite} > ${text.slice(suite.length + 3, -1)}`;
  if (text.startsWith('"')) return text.slice(1, -1);
  const at = text.indexOf('  "');
  return at === -1 ? text.slice(0, -1) : `${text.slice(0, at)} > ${text.slice(at + 3, -1)}`;
}

/** Passed and failed marks at the start of a run's lines (the first line after its name). */
function countMarks(text: string, tally: Tally): void {
  const marks = LEADING_MARKS.exec(text)?.[0] ?? '';
  for (let k = 0; k < marks.length; k += 2) tally.add(marks[k] === '•' ? 'passed' : 'failed');
}

/**
 * Folds uvu line records into counts, failures and the run duration.
 *
 * @param records the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `records[i]`.
 */
export function foldUvuRecords(records: readonly UvuRecord[], lines: Lines): Folded {
  const failures = new FailureList();
  const files = new Set<string>();
  const counted = new Tally();
  const fileFailures: Array<Failure & { missing: number }> = [];
  // Widened on purpose: the helpers below change it, which narrowing in the loop cannot see.
  let phase = 'top' as Phase;
  let blanks = 0;
  let structured = false;
  let afterHeader = false;
  let file: string | undefined;
  let suite = '';
  let runStart = -1;
  let pending: Pending | undefined;
  let awaitingMessage: Failure | undefined;
  // The FAIL block whose lines after the message are being read, and those already read.
  let block: UvuErrorBlock | undefined;
  const blocks: UvuErrorBlock[] = [];
  let totals: { total: number; passed: number; skipped: number } | undefined;
  let durationMs: number | undefined;
  let exitingEarly = -1;
  let unrecognized = 0;

  const flushPending = (): void => {
    if (pending !== undefined && pending.blocks < pending.missing) {
      const name = [pending.file, pending.suite].filter((s) => s !== undefined && s !== '').join(' > ');
      const entry: Failure & { missing: number } = { name, kind: 'file', missing: pending.missing - pending.blocks };
      if (pending.file !== undefined) entry.file = pending.file;
      if (name !== '') fileFailures.push(entry);
    }
    pending = undefined;
  };
  const startRun = (i: number, text: string, isEnd: boolean): void => {
    flushPending();
    suite = splitStart(text, isEnd).suite;
    runStart = i;
    phase = 'run';
    structured = true;
  };

  /** A line that is no count, FAIL or total line: a header, a run's start, or text inside a run or block. */
  const otherLine = (i: number, kind: UvuRecord['kind'], gap: number, message: Failure | undefined): void => {
    if (phase === 'errors') {
      if (message === undefined) block?.add(lines.at(i) ?? '');
      else if (kind !== 'frame') {
        const text = (lines.at(i) ?? '').replace(OPERATOR, '').trim();
        if (text !== '') message.message = text;
      }
      return;
    }
    if (phase === 'run' || kind === 'frame') return;
    const text = lines.at(i) ?? '';
    if (kind === 'exitingEarly' && text.trim() === EXITING_EARLY) return;
    if (HEADER.test(text) && (!structured || afterHeader || gap > 0)) {
      flushPending();
      file = text;
      files.add(text);
      afterHeader = true;
      structured = true;
      return;
    }
    // Before anything of uvu's, only a run's recognisable start begins one (load-time output is skipped).
    if (!structured && kind !== 'marks' && !NAMED_START.test(text)) return;
    afterHeader = false;
    startRun(i, text, false);
  };

  for (let i = 0; i < records.length; i++) {
    const rec = records[i]!;
    const kind = rec.kind;
    const message = awaitingMessage;
    awaitingMessage = undefined;
    if (kind === 'blank') {
      blanks++;
      continue;
    }
    // Two blank lines end a run's failure blocks; a line after them is uvu's again.
    if (phase === 'errors' && blanks >= 2) phase = 'top';
    const gap = blanks;
    blanks = 0;
    // Set when the line is uvu's own run end, FAIL or total line.
    let uvuLine = false;
    switch (kind) {
      case 'suiteEnd':
        if (phase === 'errors') break;
        if (phase === 'top') startRun(i, lines.at(i) ?? '', true);
        counted.add('passed', rec.passed);
        counted.add('failed', Math.max(0, rec.total - rec.passed));
        pending = rec.total > rec.passed ? { file, suite, missing: rec.total - rec.passed, blocks: 0 } : undefined;
        phase = 'top';
        afterHeader = false;
        uvuLine = true;
        break;
      case 'fail': {
        if (phase === 'run') break;
        const entry: Failure = { name: failureName(rec.text, suite), kind: 'test' };
        if (file !== undefined) entry.file = file;
        awaitingMessage = failures.add(entry);
        block = awaitingMessage === undefined ? undefined : new UvuErrorBlock(awaitingMessage);
        if (block !== undefined) blocks.push(block);
        if (pending !== undefined) pending.blocks++;
        phase = 'errors';
        structured = true;
        uvuLine = true;
        break;
      }
      case 'total':
        if (phase === 'run') break;
        flushPending();
        phase = 'top';
        structured = true;
        uvuLine = true;
        {
          const [passed, skipped, duration] = [records[i + 1], records[i + 2], records[i + 3]];
          if (passed?.kind === 'passed' && skipped?.kind === 'skipped') {
            totals = { total: rec.n, passed: passed.n, skipped: skipped.n };
            if (duration?.kind === 'duration') durationMs = Math.round(duration.ms);
            i += duration?.kind === 'duration' ? 3 : 2;
          }
        }
        break;
      case 'exitingEarly':
        exitingEarly = i;
        otherLine(i, kind, gap, message);
        break;
      case 'unknown':
        unrecognized++;
        otherLine(i, kind, gap, message);
        break;
      default:
        // frame, marks, and passed/skipped/duration lines outside uvu's totals.
        otherLine(i, kind, gap, message);
    }
    // The exit notice is uvu's last word: a run end, FAIL or total line after it means a test printed it.
    if (uvuLine) exitingEarly = -1;
  }
  flushPending();
  for (const b of blocks) b.apply();

  const unfinished = new Tally();
  if (phase === 'run' && runStart !== -1) {
    for (let i = runStart; i < records.length; i++) {
      const text = lines.at(i) ?? '';
      countMarks(i === runStart ? splitStart(text, false).rest : text, unfinished);
    }
  }

  const runFailures = crashFailures(records, lines, exitingEarly, structured);
  const testFailures = failures.size;
  let summary;
  if (totals !== undefined) {
    summary = summaryOf(totals.passed, Math.max(0, totals.total - totals.passed), totals.skipped);
  } else {
    summary = summaryOf(counted.passed + unfinished.passed, Math.max(counted.failed + unfinished.failed, testFailures), 0);
  }
  // A file failure stands for tests uvu counted as failed without a FAIL block: with uvu's
  // totals they must account for exactly the failed tests the blocks leave.
  const unaccounted = fileFailures.reduce((n, f) => n + f.missing, 0);
  if (totals === undefined || unaccounted === summary.failed - testFailures) {
    for (const { missing: _, ...f } of fileFailures) failures.add(f);
  }
  for (const f of runFailures) failures.add(f);

  const folded: Folded = {
    summary,
    failures: failures.list(),
    summarySeen: totals !== undefined,
    files: [...files],
    unrecognizedLines: unrecognized,
  };
  if (durationMs !== undefined) folded.durationMs = durationMs;
  return folded;
}

/** The `kind: 'run'` failures of a run that died: uvu's exit notice and the error printed before it. */
function crashFailures(records: readonly UvuRecord[], lines: Lines, exitingEarly: number, structured: boolean): Failure[] {
  const out: Failure[] = [];
  if (exitingEarly !== -1) {
    const error = errorBefore(records, lines, exitingEarly);
    if (error !== undefined) out.push({ name: error, kind: 'run' });
    out.push({ name: EXITING_EARLY, kind: 'run' });
  } else if (!structured) {
    // Nothing of uvu's at all: the CLI stopped before testing, on an error it printed.
    for (let i = 0; i + 1 < records.length; i++) {
      if (records[i + 1]!.kind !== 'frame') continue;
      const text = lines.at(i) ?? '';
      if (ERROR_HEADER.test(text)) {
        out.push({ name: text.trim(), kind: 'run' });
        break;
      }
    }
  }
  return out;
}

/** The error line above the stack frames that end right before line `at`, if any. */
function errorBefore(records: readonly UvuRecord[], lines: Lines, at: number): string | undefined {
  let i = at - 1;
  while (i >= 0 && records[i]!.kind === 'frame') i--;
  if (i < 0 || i === at - 1) return undefined;
  // The error may land on a run's line, after its name and marks.
  const rest = splitStart(lines.at(i) ?? '', false).rest.replace(LEADING_MARKS, '');
  return ERROR_HEADER.test(rest) ? rest.trim() : undefined;
}
