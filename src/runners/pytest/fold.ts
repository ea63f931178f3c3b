/**
 * Folds pytest line records ({@link PytestRecord}) into counts and failures.
 *
 * Where pytest's own lines are: the final stats line is the last stats record that agrees
 * with the run's header or progress (see {@link chooseStats}); the real
 * short test summary is the LAST `short test summary info` section before it; FAILURES /
 * ERRORS section headers are matched, in order, to the summary's FAILED / ERROR node ids
 * by their domain name (`TestK.test_x[1]` for `tests/a.py::TestK::test_x[1]`), so a
 * header a test printed into its captured output matches nothing and counts for nothing.
 *
 * Counting (the stats line is the authority when present): failed = failed + errors, less
 * the extra error reports of tests already counted (a teardown error after the test's own
 * outcome; pytest counts that test twice); passed = passed + xpassed, skipped = skipped +
 * xfailed, each less the tests that errored in teardown after that outcome; a pytest 9
 * failed subtest is likewise an extra `failed` report of its test, and a test whose
 * subtests failed while its body passed (a unittest `subTest`; pytest counts it passed)
 * counts as failed, as junit reports it. Deselected tests are
 * not counted. Without a stats line (`-qq`, truncated output) the reports are counted from
 * `-v` result lines, else from progress letters, deduplicated the same way when a short
 * summary is there, and `summarySeen` is false.
 *
 * @module dsh-test-closure/parsers/pytest-fold
 */
import type { Lines } from '../../parsing/lines.ts';
import { Tally } from '../../parsing/fold-kit.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { Failure } from '../../report/types.ts';
import { LineModeCrashLines } from './crash-lines.ts';
import type { HeaderWhen, PytestRecord, VerboseStatus } from './records.ts';

/** What the fold yields; the wrapper adds framework, format and diagnostics. */
/** The fold's result; its `files` are empty when any progress line of the run names no file (`-q`). */
export type PytestFold = Folded;

/**
 * The files a run's progress and `-v` lines name, in order. A progress line without a path
 * (`-q`) voids the list: a path there can only be a line a test printed (`-s`), and a list of
 * those would name files that did not run and miss those that did.
 */
class FilesRun {
  readonly #files = new Set<string>();
  #last = '';
  #void = false;

  progress(path: string | undefined): void {
    if (path === undefined) this.#void = true;
    else this.#files.add(path);
  }

  /** `-v` lines of one file come together: the last file is compared before a node id is cut. */
  nodeid(id: string): void {
    const last = this.#last;
    if (last !== '' && id.startsWith(last) && id.startsWith('::', last.length)) return;
    const at = id.indexOf('::');
    this.#last = at < 0 ? id : id.slice(0, at);
    this.#files.add(this.#last);
  }

  list(): string[] {
    return this.#void ? [] : [...this.#files];
  }
}

/**
 * Top-level `=== title ===` sections before the short summary, in the order pytest writes
 * them (TerminalReporter.pytest_terminal_summary). A title only moves the fold forward in
 * this order: an imitation printed inside a failure's captured output cannot send it back,
 * and other titles are ignored. `tests coverage` is pytest-cov's (6.1+), written by its
 * pytest_terminal_summary between pytest's sections and the short summary; its
 * `___ coverage: platform … ___` line is not a failure's header.
 */
const SECTION_RANK = new Map([
  ['test session starts', 0], ['ERRORS', 1], ['FAILURES', 2], ['XFAILURES', 3],
  ['warnings summary', 4], ['PASSES', 5], ['XPASSES', 6], ['tests coverage', 7],
]);

/** pytest's default `python_files` patterns, `test_*.py` and `*_test.py`. */
const TEST_FILE = /(?:^|\/)(?:test_[^/]*|[^/]*_test)\.py$/;

/** Whether `path` is absolute (`/x`, `C:\x`, `C:/x`), as `--tb=line` crash lines print it (`str(reprcrash)`). */
function isAbsolute(path: string): boolean {
  const c = path.charCodeAt(0);
  if (c === 47) return true; // `/`
  const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
  const sep = path.charCodeAt(2);
  return letter && path.charCodeAt(1) === 58 && (sep === 92 || sep === 47); // `C:\` or `C:/`
}

/** The first line of a Python traceback: `--tb=native` bodies start with it. */
const NATIVE_TRACEBACK = 'Traceback (most recent call last):';
/**
 * The first line of an exception group's traceback, which pytest prints in Python's format
 * at every `--tb` style; the group's own lines follow behind `  | `, each sub-exception's
 * further in (`    | `).
 */
const GROUP_TRACEBACK = '+ Exception Group Traceback (most recent call last):';
const GROUP_MARGIN = /^ {2}[|+] /;

/** Whether a section's body is a Python traceback (plain or of an exception group). */
const isPythonTraceback = (s: Section): boolean => s.plain === NATIVE_TRACEBACK || s.plain === GROUP_TRACEBACK;

/**
 * Follows a Python traceback body line by line. Each traceback (a chained exception's come
 * last) ends in its exception line: the first line at column 0 after the indented frames.
 * An exception group's lines are read without their `  | ` margin, so its sub-exceptions,
 * further in, are frames to it and its own exception line is the one taken.
 */
function noteNativeLine(s: Section, printed: string): void {
  const line = s.plain === GROUP_TRACEBACK && GROUP_MARGIN.test(printed) ? printed.slice(4) : printed;
  const text = line.trim();
  const indented = line.startsWith(' ') || line.startsWith('\t');
  // A group's own header, inside the margin, reads `Exception Group Traceback ...`.
  if (text === NATIVE_TRACEBACK || text === GROUP_TRACEBACK.slice(2)) s.nativeArmed = true;
  else if (s.nativeArmed && s.afterFrame && !indented && text !== '') {
    s.nativeCrash = text;
    s.nativeQuotes = 0;
    s.nativeArmed = false;
  }
  if (s.nativeCrash !== undefined && !s.nativeArmed) s.nativeQuotes |= (line.includes("'") ? 1 : 0) | (line.includes('"') ? 2 : 0);
  s.afterFrame = indented;
}

/**
 * An exception line as pytest reports it (its `E` line, its junit message). pytest drops
 * the `AssertionError: ` of a failed `assert` it rewrote when the exception's repr starts
 * `AssertionError('assert `, that is when the message starts `assert ` and Python quotes it
 * with single quotes: unless it holds a single quote and no double quote.
 */
function crashMessage(text: string, quotes: number): string {
  const stripped = text.startsWith('AssertionError: assert ') && quotes !== 1;
  return stripped ? text.slice('AssertionError: '.length) : text;
}

/** The text of an `E` line (`E       assert 1 == 2` -> `assert 1 == 2`): after its `E`, trimmed. */
function eLineText(line: string): string {
  return line.slice(1).trim();
}

interface Section {
  when: HeaderWhen;
  title: string;
  /**
   * Runs of consecutive `E` lines are blocks (one per exception of a chain); only the last
   * one says why the test failed, so of the blocks just their number is kept, and the first
   * and last non-empty lines of the last one.
   */
  blocks: number;
  lastBlockFirst: string | undefined;
  lastBlockLast: string | undefined;
  /** After a `---- Captured ... ----` sub-header the body is test output, not pytest's. */
  closed: boolean;
  lastWasE: boolean;
  hasLoc: boolean;
  /** Relative paths of the section's location lines (`tests/a.py:12: ...`), in order. */
  locPaths: string[];
  /** First non-empty body line, for bodies that are one plain string ("[XPASS(strict)] ..."). */
  plain: string | undefined;
  /** `--tb=native` (the body is Python's traceback): the last exception line found so far. */
  nativeCrash: string | undefined;
  /** Quotes in that exception's message (its line and the lines after it): 1 single, 2 double. */
  nativeQuotes: number;
  /** A traceback's header was seen and its exception line not yet. */
  nativeArmed: boolean;
  /** The previous body line was indented (a frame, or its code). */
  afterFrame: boolean;
  /**
   * Another header or section followed: the body is whole. A body cut off by truncation
   * may be followed by anything (npm's footer, a shell message), so its first plain line is
   * not trusted as a message.
   */
  complete: boolean;
}

/** A section with an empty body so far. (Every field is set here, so all sections share one shape.) */
function newSection(when: HeaderWhen, title: string): Section {
  return { when, title, blocks: 0, lastBlockFirst: undefined, lastBlockLast: undefined, closed: false, lastWasE: false, hasLoc: false, locPaths: [], plain: undefined, nativeCrash: undefined, nativeQuotes: 0, nativeArmed: false, afterFrame: false, complete: false };
}

type Entry = Extract<PytestRecord, { kind: 'entry' }>;
type SubEntry = Extract<PytestRecord, { kind: 'subEntry' }>;

/** Progress letters and -v words, as the stats-line words they are counted under. */
const LETTER_WORD: Record<string, string> = { '.': 'passed', F: 'failed', E: 'errors', s: 'skipped', x: 'xfailed', X: 'xpassed', u: 'subtests failed' };
const STATUS_WORD: Record<VerboseStatus, string> = { PASSED: 'passed', FAILED: 'failed', ERROR: 'errors', SKIPPED: 'skipped', XFAIL: 'xfailed', XPASS: 'xpassed' };

/** Counts of stats-line words, in order of first appearance. */
class WordCounts {
  readonly byWord = new Map<string, number>();
  total = 0;

  add(word: string): void {
    this.byWord.set(word, (this.byWord.get(word) ?? 0) + 1);
    this.total++;
  }

  /** How many of the reports were one of `words`. */
  count(...words: string[]): number {
    return words.reduce((sum, w) => sum + (this.byWord.get(w) ?? 0), 0);
  }
}

/** A stats record built from word counts. */
function statsOf(counts: WordCounts, seconds = 0): Stats {
  return { kind: 'stats', counts: [...counts.byWord].map(([word, n]) => ({ n, word })), seconds };
}

/** A stats record built from one word per report. */
function tally(words: Iterable<string>, seconds = 0): Stats {
  const counts = new WordCounts();
  for (const w of words) counts.add(w);
  return statsOf(counts, seconds);
}

/** `tests/a.py::TestK::test_x[a::b]` -> `TestK.test_x[a::b]`, the title pytest puts in section headers. */
export function domainOf(nodeid: string): string {
  const at = nodeid.indexOf('::');
  if (at < 0) return nodeid;
  const rest = nodeid.slice(at + 2);
  const bracket = rest.indexOf('[');
  const head = bracket < 0 ? rest : rest.slice(0, bracket);
  return head.replaceAll('::', '.') + (bracket < 0 ? '' : rest.slice(bracket));
}

/** Records that can only follow a whole failure/error section body. */
const SECTION_BOUNDARIES: ReadonlySet<PytestRecord['kind']> = new Set(['section', 'header', 'sub', 'stats', 'bang', 'entry']);

/** The crash line of a section: first non-empty line of its last E block (last line for collection errors). */
function sectionMessage(s: Section): string | undefined {
  const line = s.when === 'collect' ? s.lastBlockLast : s.lastBlockFirst;
  if (line !== undefined) return line;
  if (isPythonTraceback(s)) return s.nativeCrash === undefined ? undefined : crashMessage(s.nativeCrash, s.nativeQuotes);
  // A doctest's body is its own text (numbered source lines, then `Expected:`/`Got:` or the
  // exception) and its location: its first line is what pytest reports as its message.
  if (s.title.startsWith('[doctest] ')) return s.complete ? s.plain : undefined;
  return s.hasLoc || !s.complete ? undefined : s.plain;
}

/** The section-header titles an entry can be announced by. */
function titlesOf(e: Entry): string[] {
  const at = e.nodeid.indexOf('::');
  if (at < 0) return [e.nodeid]; // `ERROR collecting <path>`
  // Doctest items are headed `[doctest] mod.func` (their node id is `mod.py::mod.func`).
  return [domainOf(e.nodeid), `[doctest] ${e.nodeid.slice(at + 2)}`];
}

/**
 * Pairs sections with summary entries in order: each header takes the first entry after
 * the last paired one that it names; a header naming none is skipped (an imitation, or
 * a section whose summary entry was cut off). Linear up to a binary search per header.
 */
function matchSections(sections: Section[], entries: Entry[]): Map<number, Section> {
  const positions = new Map<string, number[]>();
  entries.forEach((e, j) => {
    for (const t of titlesOf(e)) {
      const list = positions.get(t);
      if (list) list.push(j);
      else positions.set(t, [j]);
    }
  });
  const matched = new Map<number, Section>();
  let next = 0;
  for (const s of sections) {
    const list = positions.get(s.title);
    if (!list) continue;
    let lo = 0;
    let hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (list[mid]! < next) lo = mid + 1; else hi = mid; }
    const j = list[lo];
    if (j === undefined) continue;
    matched.set(j, s);
    next = j + 1;
  }
  return matched;
}

/** Inverse of {@link domainOf} for the part after the file: `TestK.test_x[1.5]` -> `TestK::test_x[1.5]`. */
function nodePartOf(domain: string): string {
  const bracket = domain.indexOf('[');
  const head = bracket < 0 ? domain : domain.slice(0, bracket);
  return head.replaceAll('.', '::') + (bracket < 0 ? '' : domain.slice(bracket));
}

const isMain = (s: VerboseStatus): boolean => s !== 'ERROR';
const fileOf = (nodeid: string): string => nodeid.split('::')[0] ?? nodeid;

type Stats = Extract<PytestRecord, { kind: 'stats' }>;

const countOf = (stats: Stats, ...words: string[]): number =>
  stats.counts.filter((c) => words.includes(c.word)).reduce((a, c) => a + c.n, 0);

/** Reports a stats line counts: one per test, plus collection reports and extra (teardown) errors. */
const reportsOf = (stats: Stats): number => countOf(stats, 'passed', 'xpassed', 'failed', 'error', 'errors', 'skipped', 'xfailed');

/** The indices of the stats lines, the short-summary headers and the other section headers, in one pass. */
function landmarksOf(records: readonly PytestRecord[]): { stats: number[]; summaries: number[]; otherSections: number[] } {
  const stats: number[] = [];
  const summaries: number[] = [];
  const otherSections: number[] = [];
  for (let i = 0; i < records.length; i++) {
    const r = records[i]!;
    const kind = r.kind; // read once: records come in many shapes, so each read is a slow lookup
    if (kind === 'stats') stats.push(i);
    else if (kind === 'section' && r.title === 'short test summary info') summaries.push(i);
    else if (kind === 'section' && r.title !== 'warnings summary (final)') otherSections.push(i);
  }
  return { stats, summaries, otherSections };
}

/**
 * Index of pytest's own short-summary header: the last one before `end` (pytest's stats
 * line, or the end of a cut-off output) with no stats line or other section header between
 * them, since pytest writes only entries there (and, for warnings raised at teardown,
 * `warnings summary (final)`). One a test printed (into a PASSES section, with `-rP`;
 * pytest then writes no summary of its own) is followed by more of that output.
 */
function chooseSummary(landmarks: ReturnType<typeof landmarksOf>, end: number): number {
  const before = (list: number[]): number => list.findLast((i) => i < end) ?? -1;
  const summary = before(landmarks.summaries);
  return summary > Math.max(before(landmarks.stats), before(landmarks.otherSections)) ? summary : -1;
}

/**
 * Index of pytest's own stats line, of the `candidates` (the indices of all of them).
 * Normally the last one; but when stderr is appended after stdout, or a test prints at
 * exit, an imitation can follow it. So the last stats line that agrees with the run's own
 * evidence wins: the header's item count (reports may exceed the selected items only by
 * error reports) or, without a header (-q), the number of progress characters (one per
 * report). With no agreeing line, the last one.
 */
function chooseStats(records: readonly PytestRecord[], candidates: readonly number[]): number {
  if (candidates.length <= 1) return candidates[0] ?? -1;
  const collected = records.find((r) => r.kind === 'collected');
  let chars = 0;
  for (const r of records) {
    if (r.kind === 'stats' || (r.kind === 'section' && (SECTION_RANK.get(r.title) ?? 0) > 0)) break;
    if (r.kind === 'progress') chars += r.chars.length;
  }
  const agrees = (stats: Stats): boolean => {
    if (collected?.kind === 'collected') {
      return reportsOf(stats) - collected.selected - collected.skipped - collected.errors <= countOf(stats, 'error', 'errors');
    }
    return chars === 0 || reportsOf(stats) === chars;
  };
  for (let k = candidates.length - 1; k >= 0; k--) {
    const i = candidates[k]!;
    if (agrees(records[i] as Stats)) return i;
  }
  return candidates.at(-1)!;
}

/** Index of the last record that is not an unknown line (-1: none). */
function lastKnown(records: readonly PytestRecord[]): number {
  let i = records.length - 1;
  while (i >= 0 && records[i]!.kind === 'unknown') i--;
  return i;
}

/**
 * Folds the records of one pytest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldPytest(records: readonly PytestRecord[], lines: Lines): PytestFold {
  const landmarks = landmarksOf(records);
  const statsIdx = chooseStats(records, landmarks.stats);
  const end = statsIdx >= 0 ? statsIdx : records.length;
  const summaryIdx = chooseSummary(landmarks, end);

  const entries: Entry[] = [];
  const subEntries: SubEntry[] = [];
  const take = (r: PytestRecord): boolean => {
    if (r.kind === 'entry') entries.push(r);
    else if (r.kind === 'subEntry') subEntries.push(r);
    return r.kind === 'entry' || r.kind === 'subEntry' || r.kind === 'skipEntry' || r.kind === 'bang';
  };
  if (summaryIdx >= 0) {
    for (let i = summaryIdx + 1; i < end; i++) take(records[i]!);
  } else if (statsIdx >= 0) {
    // Summary header cut off (output truncated at the start): take the entries right above the stats line.
    let i = statsIdx - 1;
    while (i >= 0 && ['entry', 'subEntry', 'skipEntry', 'bang'].includes(records[i]!.kind)) i--;
    for (let k = i + 1; k < statsIdx; k++) take(records[k]!);
  }

  let section: string | undefined;
  let cur: Section | undefined;
  const sections: Section[] = [];
  const conftests: Section[] = [];
  let started = false; // a progress, -v result, collected or section-header line was seen
  // --tb=line writes no section headers, one crash line per failure in FAILURES order;
  // used only when no header matched, and only when there is one per FAILED entry.
  const crashLines = new LineModeCrashLines();
  const verbose = new Map<string, VerboseStatus[]>();
  const letters = new WordCounts(); // one stats word per progress letter
  const failingPaths = new Set<string>(); // progress-line paths with an F or E
  const files = new FilesRun();
  const bodyEnd = summaryIdx >= 0 ? summaryIdx : end;
  // A run cut off mid-file (a hung test killed at a timeout) ends in an unfinished progress
  // line: its letters are the tests of that file that did finish. Counted only when it is the
  // last line pytest printed (lines after it are no kind of pytest's, like npm's error footer).
  const cutLine = statsIdx < 0 ? lastKnown(records) : -1;
  for (let i = 0; i < bodyEnd; i++) {
    const r = records[i]!;
    const kind = r.kind; // read once: records come in many shapes, so each read is a slow lookup
    if (kind === 'unknown' && cur === undefined && section !== 'FAILURES') continue; // most lines: nothing to do
    const inRun = section === undefined || section === 'test session starts';
    if (kind === 'progress' || kind === 'result' || kind === 'collected' || kind === 'header') started = true;
    if (cur && SECTION_BOUNDARIES.has(kind)) cur.complete = true;
    switch (r.kind) {
      case 'section': {
        const rank = SECTION_RANK.get(r.title);
        if (rank !== undefined && rank > (section === undefined ? -1 : SECTION_RANK.get(section)!)) { section = r.title; cur = undefined; }
        break;
      }
      case 'header':
        cur = section === undefined || section === 'FAILURES' || section === 'ERRORS'
          ? newSection(r.when, r.title)
          : undefined;
        if (cur) sections.push(cur);
        break;
      case 'conftest':
        // A conftest that fails to import stops pytest before its session header: a
        // file-level failure. Anywhere later the line is a test's output.
        if (section === undefined && !started) {
          cur = newSection('collect', r.path);
          conftests.push(cur);
        }
        break;
      case 'sub':
        if (cur) cur.closed = true;
        break;
      case 'e':
        if (cur && !cur.closed) {
          if (!cur.lastWasE) {
            cur.blocks++;
            cur.lastBlockFirst = undefined;
            cur.lastBlockLast = undefined;
          }
          const text = eLineText(lines.at(i) ?? 'E');
          if (text !== '') {
            cur.lastBlockFirst ??= text;
            cur.lastBlockLast = text;
          }
          cur.lastWasE = true;
          continue;
        }
        break;
      case 'loc':
        if (cur && !cur.closed) { cur.hasLoc = true; if (!isAbsolute(r.path)) cur.locPaths.push(r.path); }
        if (section === 'FAILURES' && isAbsolute(r.path)) crashLines.location(r.text, cur === undefined);
        break;
      case 'unknown': {
        // Most lines of a long output are unknown: read the text only where it can matter.
        const open = cur !== undefined && !cur.closed;
        const wantsPlain = open && cur!.blocks === 0 && cur!.plain === undefined;
        if (!wantsPlain && !(open && isPythonTraceback(cur!)) && section !== 'FAILURES') break;
        const line = lines.at(i) ?? '';
        const text = line.trim();
        if (wantsPlain && text !== '') cur!.plain = text;
        // (Asked again: the line just read may be the traceback's first, now the plain one.)
        if (open && isPythonTraceback(cur!)) noteNativeLine(cur!, line);
        if (section === 'FAILURES' && text.startsWith('[XPASS(strict)]')) crashLines.strictXpass(text);
        else if (section === 'FAILURES' && cur === undefined) crashLines.other(line, text);
        break;
      }
      case 'result':
        if (inRun) {
          files.nodeid(r.nodeid);
          const seen = verbose.get(r.nodeid);
          if (seen) seen.push(r.status);
          else verbose.set(r.nodeid, [r.status]);
        }
        break;
      case 'cutProgress':
      case 'progress':
        // Any progress line names a file pytest started, even one a test's output cut short (-s).
        if (inRun) files.progress(r.path);
        if (inRun && (kind === 'progress' || i === cutLine)) {
          for (const c of r.chars) letters.add(LETTER_WORD[c] ?? 'unknown');
          if (r.path !== undefined && /[FE]/.test(r.chars)) failingPaths.add(r.path);
        }
        break;
      default:
        break;
    }
    if (cur) cur.lastWasE = false;
  }
  // The body ends at the summary header or the stats line, a boundary like any other; only a
  // body cut off by truncation runs to the end of the records.
  if (cur && bodyEnd < records.length) cur.complete = true;

  const failedEntries = entries.filter((e) => e.word === 'FAILED');
  const errorEntries = entries.filter((e) => e.word === 'ERROR');
  const failSecs = matchSections(sections.filter((s) => s.when === 'call'), failedEntries);
  const errSecs = matchSections(sections.filter((s) => s.when !== 'call'), errorEntries);

  const failures = new Map<string, Failure>();
  const add = (name: string, kind: Failure['kind'], message: string | undefined): void => {
    const have = failures.get(name);
    if (have) { if (have.message === undefined && message !== undefined) have.message = message; return; }
    // A bare domain name (no short summary, no known file) has no file to state.
    const f: Failure = kind === 'run' || (kind === 'test' && !name.includes('::')) ? { name, kind } : { name, kind, file: kind === 'file' ? name : fileOf(name) };
    if (message !== undefined) f.message = message;
    failures.set(name, f);
  };
  // The crash line of a test's first failed subtest: its section is headed `<domain> [msg] (params)`.
  const firstSubtestCrash = (nodeid: string): string | undefined => {
    const subSec = sections.find((s) => s.when === 'call' && s.title.startsWith(`${domainOf(nodeid)} `) && s.blocks > 0);
    return subSec ? sectionMessage(subSec) : undefined;
  };
  const crashes = failSecs.size === 0 ? crashLines.pairedWith(failedEntries.length) : undefined;
  failedEntries.forEach((e, j) => {
    const sec = failSecs.get(j);
    const fromSection = sec ? sectionMessage(sec) : undefined;
    // A test failed by its subtests says only "contains N failed subtests": the first
    // failed subtest's crash line (its section is headed `<domain> [msg] (params)`) says why.
    const sub = subEntries.find((se) => se.word === 'FAILED' && se.nodeid === e.nodeid);
    if (sub && (sec === undefined || sec.blocks === 0)) {
      add(e.nodeid, 'test', firstSubtestCrash(e.nodeid) ?? sub.message ?? fromSection);
      return;
    }
    const full = e.message !== undefined && !e.message.endsWith('...') ? e.message : undefined;
    add(e.nodeid, 'test', fromSection ?? full ?? crashes?.[j] ?? e.message);
  });
  errorEntries.forEach((e, j) => {
    const fromSection = errSecs.has(j) ? sectionMessage(errSecs.get(j)!) : undefined;
    add(e.nodeid, e.nodeid.includes('::') ? 'test' : 'file', fromSection ?? e.message);
  });
  if (entries.length === 0) {
    // No short summary (truncated, or -rN): name failures from -v lines, else from headers.
    for (const [id, st] of verbose) if (st.includes('FAILED') || st.includes('ERROR')) add(id, 'test', undefined);
    const byDomain = new Map([...failures.keys()].map((id) => [domainOf(id), id]));
    // Call sections first: a test's own failure message beats its teardown error's.
    for (const s of [...sections.filter((x) => x.when === 'call'), ...sections.filter((x) => x.when !== 'call')]) {
      if (s.when === 'collect') { add(s.title, 'file', sectionMessage(s)); continue; }
      // Best effort, as a header shows only the domain name: the one progress-line file
      // with failures, else a section location in a failing progress file, else one named
      // like a test file (a fixture's crash site may be a conftest); else the bare domain.
      let id = byDomain.get(s.title);
      if (id === undefined) {
        const file = failingPaths.size === 1 ? [...failingPaths][0]
          : s.locPaths.findLast((p) => failingPaths.has(p)) ?? s.locPaths.findLast((p) => TEST_FILE.test(p));
        id = file === undefined ? s.title : `${file}::${nodePartOf(s.title)}`;
        byDomain.set(s.title, id);
      }
      add(id, 'test', sectionMessage(s));
    }
  }

  // A test with failed subtests and no FAILED entry of its own (a unittest subTest on pytest 9).
  for (const e of subEntries) if (e.word === 'FAILED' && e.nodeid !== undefined) add(e.nodeid, 'test', firstSubtestCrash(e.nodeid) ?? e.message);
  for (const c of conftests) add(c.title, 'file', sectionMessage(c));
  // pytest's usage errors (`ERROR: file or directory not found: x`) stop it before any test
  // runs; only then is an `ERROR: ` line pytest's and not a test's output.
  const ranNothing = letters.total === 0 && verbose.size === 0
    && records.every((r) => r.kind !== 'stats' || reportsOf(r) === 0);
  if (ranNothing) {
    records.forEach((r, i) => {
      if (r.kind !== 'usage' || r.message === '') return;
      // argparse errors print the usage line first, then `<prog>: error: <what>`.
      const next = records[i + 1];
      const what = r.message.startsWith('usage: ') && next?.kind === 'unknown' ? /^\S+: error: (.+)$/.exec(lines.at(i + 1) ?? '')?.[1] : undefined;
      add(what ?? r.message, 'run', what ?? r.message);
    });
  }

  const result: PytestFold = { summary: summaryOf(0, 0, 0), failures: [...failures.values()], summarySeen: statsIdx >= 0, files: files.list() };
  const seen = statsIdx >= 0 ? records[statsIdx] : undefined;
  // Without a stats line (truncated, or -qq) the reports are counted from -v result lines
  // or progress letters, and deduplicated by the same rules when a short summary is there.
  let stats: Stats | undefined = seen?.kind === 'stats' ? seen : undefined;
  if (stats === undefined && entries.length > 0) {
    if (verbose.size > 0) stats = tally([...verbose.values()].flat().map((st) => STATUS_WORD[st]));
    else if (letters.total > 0) stats = statsOf(letters);
  }
  if (stats !== undefined) {
    const n = (...words: string[]): number => countOf(stats, ...words);
    const failedIds = new Set(failedEntries.map((e) => e.nodeid));
    const listed = (word: Entry['word']): Set<string> => new Set(entries.filter((e) => e.word === word).map((e) => e.nodeid));
    const passedIds = listed('PASSED');
    const xpassIds = listed('XPASS');
    const xfailIds = listed('XFAIL');
    const mainOf = (id: string): VerboseStatus | undefined => verbose.get(id)?.find(isMain)
      ?? (passedIds.has(id) ? 'PASSED' : xpassIds.has(id) ? 'XPASS' : xfailIds.has(id) ? 'XFAIL' : undefined);
    const setupErrored = new Set<string>();
    let extraFailed = 0; // failed/error reports of tests already counted as failed
    let extraKnown = 0;
    let tdPassed = 0;
    let tdSkipped = 0;
    errorEntries.forEach((e, j) => {
      const id = e.nodeid;
      if (!id.includes('::')) return; // collection error: a report of its own, no test
      let when = errSecs.get(j)?.when;
      if (when !== 'setup' && when !== 'teardown') {
        when = failedIds.has(id) || setupErrored.has(id) || mainOf(id) !== undefined ? 'teardown' : 'setup';
      }
      if (when === 'setup' && !setupErrored.has(id)) { setupErrored.add(id); return; }
      extraKnown++;
      if (failedIds.has(id) || setupErrored.has(id)) { extraFailed++; return; }
      const main = mainOf(id) ?? 'PASSED';
      if (main === 'SKIPPED' || main === 'XFAIL') tdSkipped++;
      else tdPassed++;
    });
    if (entries.length === 0) {
      // No short summary (-rN, truncation): extra reports from -v lines (ERROR after an
      // outcome of the same node id), else from `ERROR at teardown of X` headers.
      const classify = (main: VerboseStatus | undefined): void => {
        extraKnown++;
        if (main === 'FAILED') extraFailed++;
        else if (main === 'SKIPPED' || main === 'XFAIL') tdSkipped++;
        else tdPassed++;
      };
      if (verbose.size > 0) {
        for (const st of verbose.values()) {
          const main = st.find(isMain);
          const errors = st.filter((x) => x === 'ERROR').length;
          for (let k = main === undefined ? 1 : 0; k < errors; k++) classify(main ?? 'FAILED');
        }
      } else {
        const called = new Set(sections.filter((x) => x.when === 'call').map((x) => x.title));
        for (const x of sections) if (x.when === 'teardown') classify(called.has(x.title) ? 'FAILED' : undefined);
      }
    }
    // pytest 9 counts each failed subtest in `failed` beside its test's own report. A test
    // with a FAILED entry is counted as failed already; one without (a unittest subTest whose
    // test body passed) is counted in `passed`, and moves to `failed`, as junit reports it.
    let subtestParents = 0;
    if (stats === seen) {
      const parents = new Set<string>();
      for (const e of subEntries) {
        if (e.word !== 'FAILED' || e.nodeid === undefined) continue;
        extraFailed++;
        extraKnown++;
        if (!failedIds.has(e.nodeid)) parents.add(e.nodeid);
      }
      subtestParents = parents.size;
    }
    // Teardown errors the output does not attribute (--tb=no without -v): the header's item
    // count shows how many reports exceed one per test; each is taken as a passed test's.
    const collected = records.find((r) => r.kind === 'collected');
    if (collected?.kind === 'collected') {
      const unexplained = reportsOf(stats) - collected.selected - collected.skipped - collected.errors - extraKnown;
      if (unexplained > 0) tdPassed += unexplained;
    }
    result.summary = summaryOf(
      n('passed', 'xpassed') - tdPassed - subtestParents,
      Math.max(n('failed', 'error', 'errors') - extraFailed + subtestParents, failures.size),
      n('skipped', 'xfailed') - tdSkipped,
    );
    if (stats === seen) result.durationMs = Math.round(stats.seconds * 1000);
  } else if (verbose.size > 0) {
    const tally = new Tally();
    for (const st of verbose.values()) {
      tally.add(st.includes('FAILED') || st.includes('ERROR') ? 'failed' : st.includes('SKIPPED') || st.includes('XFAIL') ? 'skipped' : 'passed');
    }
    result.summary = summaryOf(tally.passed, Math.max(tally.failed, failures.size), tally.skipped);
  } else {
    result.summary = summaryOf(
      letters.count('passed', 'xpassed'),
      Math.max(letters.count('failed', 'errors'), failures.size),
      letters.count('skipped', 'xfailed'),
    );
  }
  return result;
}
