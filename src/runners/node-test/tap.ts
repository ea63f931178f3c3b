/**
 * Folds the line records of node:test's TAP reporter (`grammars/node-tap.peggy`) into a
 * {@link ParseResult}.
 *
 * Which lines count: a test point is node's only if a `# Subtest: <name>` at its indentation
 * announced it and no point consumed that yet (node prints test:start before every result), so TAP text a test prints
 * without `--test` does not count; with `--test` test output arrives as `# ...` comments anyway.
 * The YAML block after a point (`---` two spaces deeper, up to its `...`) is read from the raw
 * lines, never as records. Counts: node's footer when present; else per real point with node's
 * rules (suites, `type: 'suite'`, are not tests; SKIP and TODO are skipped; not ok is failed).
 * Failures: points that are not ok and not TODO; a parent's `subtestsFailed` is implied by its
 * failing descendants, which are listed, and a parent's own failure (a hook) is kind 'run'.
 *
 * @module dsh-test-closure/runners/node-test/tap
 */
import type { Lines } from '../../parsing/lines.ts';
import { firstLine } from '../../parsing/normalize.ts';
import { DETAIL_MAX_RAW_LINES, frameLocation, selectDetail } from '../../parsing/failure-context.ts';
import { Tally } from '../../parsing/fold-kit.ts';
import type { Folded } from '../../parsing/pipeline.ts';
import type { Failure, ListedTests} from '../../report/types.ts';
import { FooterTracker, leadingSpaces, looksLikeErrorLine, looksLikeFileName, nodeTestFolded, summaryFromCounters, unquote } from './common.ts';
import type { TapRecord } from './records.ts';

interface Point {
  indent: number;
  ok: boolean;
  name: string;
  directive: string | null;
  hasChildren: boolean;
  suite: boolean;
  exitCode: boolean;
  location?: string;
  failureType?: string;
  message?: string;
  /** The error's lines after its message, as the YAML `error` block holds them (see Failure.detail). */
  detail?: string[];
  /** The first project frame of the YAML `stack` block (see Failure.location). */
  frame?: string;
  /** The last uncaught-error line a top-level file printed (stderr, as `# ...`) before its point. */
  fileError?: string;
}

/** Undoes node's tapEscape for the characters it escapes in names (`\#`, `\\`). */
function tapUnescape(text: string): string {
  return text.includes('\\') ? text.replace(/\\([\\#])/g, '$1') : text;
}

/** Folds TAP records (one per line of `lines`) into a result. */
export function foldTap(records: readonly TapRecord[], lines: Lines): Folded {
  const footer = new FooterTracker();
  // A point is complete once the next point starts: its YAML block (which says whether it is a
  // suite, and why it failed) directly follows it. Complete points are counted, and the failing
  // ones kept, so a long run does not hold every point.
  const failures: Failure[] = [];
  const counts = new Tally();
  // Every counted point by name: TAP prints each test's result, and a test's own output only
  // as `#` comments, so these names are node's.
  const tests: ListedTests = { passed: [], skipped: [] };
  let incomplete: Point | undefined;
  const complete = (p: Point | undefined): void => {
    if (p === undefined) return;
    const todo = p.directive !== null && /^todo\b/i.test(p.directive);
    const skip = p.directive !== null && /^skip\b/i.test(p.directive);
    if (!p.suite) {
      if (skip || todo) {
        counts.add('skipped');
        tests.skipped.push(p.name);
      } else if (p.ok) {
        counts.add('passed');
        tests.passed.push(p.name);
      } else counts.add('failed');
    }
    if (p.ok || todo || p.failureType === 'subtestsFailed') return;
    failures.push(toFailure(p));
  };
  // Announced (`# Subtest:`) but not yet reported names per indentation, with multiplicity: node
  // prints test:start right before the result today, but runs started concurrently may announce
  // several names before their results.
  const announced = new Map<number, Map<string, number>>();
  const childSeen = new Map<number, boolean>();
  let unrecognized = 0;
  let lastErrorComment: string | undefined;
  let yaml: { indent: number; point: Point } | undefined;
  let last: Point | undefined;

  for (let i = 0; i < records.length; i++) {
    const rec = records[i]!;
    if (yaml !== undefined) {
      const line = lines.at(i) ?? '';
      const indent = leadingSpaces(line);
      if (indent === yaml.indent && line.startsWith('...', indent) && line.slice(indent + 3).trimEnd() === '') {
        yaml = undefined;
      } else if (indent === yaml.indent) {
        i = readYamlKey(lines, i, line, indent, yaml.point);
      } else if (indent < yaml.indent && line.trim() !== '') {
        yaml = undefined; // block cut off (truncated output): re-read this line as a record
        i--;
      }
      continue;
    }
    footer.push(i, rec.kind === 'counter' ? rec : null);
    switch (rec.kind) {
      case 'subtest':
        {
          const names = announced.get(rec.indent) ?? new Map<string, number>();
          names.set(rec.name, (names.get(rec.name) ?? 0) + 1);
          announced.set(rec.indent, names);
        }
        break;
      case 'point': {
        const names = announced.get(rec.indent);
        const pending = names?.get(rec.name) ?? 0;
        if (names === undefined || pending === 0) {
          unrecognized++;
          break;
        }
        if (pending === 1) names.delete(rec.name);
        else names.set(rec.name, pending - 1);
        // The point closes its subtests: announcements deeper than it are stale now.
        for (const indent of announced.keys()) if (indent > rec.indent) announced.delete(indent);
        const point: Point = {
          indent: rec.indent,
          ok: rec.ok,
          name: tapUnescape(rec.name),
          directive: rec.directive,
          hasChildren: childSeen.get(rec.indent) === true,
          suite: false,
          exitCode: false,
        };
        if (rec.indent === 0 && lastErrorComment !== undefined) point.fileError = lastErrorComment;
        if (rec.indent === 0) lastErrorComment = undefined;
        childSeen.set(rec.indent, false);
        childSeen.set(rec.indent - 4, true);
        complete(incomplete);
        incomplete = point;
        last = point;
        break;
      }
      case 'yamlStart':
        if (last !== undefined && rec.indent === last.indent + 2) yaml = { indent: rec.indent, point: last };
        last = undefined;
        break;
      case 'comment':
        if (rec.indent === 0 && looksLikeErrorLine(rec.text)) lastErrorComment = tapUnescape(rec.text);
        last = undefined;
        break;
      case 'unknown':
        unrecognized++;
        last = undefined;
        break;
      default:
        last = undefined;
    }
  }
  footer.end();
  complete(incomplete);

  const summary = footer.footer ? summaryFromCounters(footer.footer.counters) : counts.summary();
  return nodeTestFolded(summary, failures, footer, unrecognized, tests);
}

function toFailure(p: Point): Failure {
  if (p.hasChildren) {
    // A suite or parent test that failed on its own (a `before`/`after` hook threw): node does not
    // count a suite as a test, so it is a 'run' entry (the same for a test() parent, as in spec).
    // Node 20 before 20.x late nested each file's tests under a test named by its path: such a
    // parent failing on its own (exit code) is the file's failure.
    const failure: Failure = { name: p.name, kind: p.indent === 0 && looksLikeFileName(p.name) ? 'file' : 'run' };
    const at = p.location === undefined ? null : /^(.*):\d+:\d+$/.exec(p.location);
    if (at !== null) failure.file = at[1]!;
    if (p.message !== undefined) failure.message = p.message;
    return failure;
  }
  const location = p.location === undefined ? null : /^(.*):(\d+):(\d+)$/.exec(p.location);
  const file = location?.[1];
  // node reports a file that failed as a whole (syntax error, exit code) as a top-level test
  // named by its path, with `exitCode:` in the YAML and its location at 1:1.
  const isFile = p.indent === 0 && looksLikeFileName(p.name) &&
    (p.exitCode || (location !== null && location[2] === '1' && location[3] === '1'));
  const failure: Failure = { name: p.name, kind: isFile ? 'file' : 'test' };
  if (file !== undefined) failure.file = file;
  const message = isFile ? (p.fileError ?? p.message) : p.message;
  if (message !== undefined) failure.message = message;
  if (!isFile) {
    if (p.frame !== undefined) failure.location = p.frame;
    if (p.detail !== undefined && p.detail.length > 0) failure.detail = p.detail;
  }
  return failure;
}

/** The YAML keys of a point's details that the fold reads; node writes others (`duration_ms`, `code`, `stack`, ...). */
const KEYS_READ = ['type', 'location', 'failureType', 'exitCode', 'error', 'stack'] as const;

/** The key of KEYS_READ that `line` holds from `indent` to `colon`, compared in place (no slice, no hashing). */
function keyRead(line: string, indent: number, colon: number): (typeof KEYS_READ)[number] | undefined {
  for (const key of KEYS_READ) if (key.length === colon - indent && line.startsWith(key, indent)) return key;
  return undefined;
}

/**
 * Reads one YAML key of a point's details (`line`, line `i`, at the block's indentation
 * `indent`), including an `error` block scalar's continuation lines; returns the index of the
 * last line consumed. Continuation lines are indented deeper than the key, and the caller
 * skips such lines anyway: only the `error` and `stack` block scalars need to collect them.
 * `error` gives the message and the detail (its further lines, unindented by the block's
 * indentation, as Failure.detail's rule reads them); `stack` the location, its first frame in a
 * project file (node writes the frames without spec's `at `).
 */
function readYamlKey(lines: Lines, i: number, line: string, indent: number, point: Point): number {
  const colon = line.indexOf(':', indent);
  const key = colon < 0 ? undefined : keyRead(line, indent, colon);
  if (key === undefined) return i;
  // What /^ *([A-Za-z_$][\w$]*):(?: (.*))?$/ accepts once the key is known: the line ends at
  // the colon, or a space follows it and the rest holds no line terminator (`.` stops there;
  // normalized lines hold no CR or LF, which are checked all the same).
  let value = '';
  if (colon + 1 < line.length) {
    if (line.charCodeAt(colon + 1) !== 32) return i;
    value = line.slice(colon + 2);
    if (/[\n\r\u2028\u2029]/.test(value)) return i;
  }
  let end = i;
  const block: string[] = [];
  const collect = key === 'error' || key === 'stack';
  while (collect && end + 1 < lines.length) {
    const next = lines.at(end + 1)!;
    if (next.trim() !== '' && leadingSpaces(next) <= indent) break;
    if (next.trim() === '' && end + 2 >= lines.length) break;
    if (block.length < DETAIL_MAX_RAW_LINES) block.push(next);
    end++;
  }
  switch (key) {
    case 'type':
      point.suite = unquote(value) === 'suite';
      break;
    case 'location':
      point.location = unquote(value);
      break;
    case 'failureType':
      point.failureType = unquote(value);
      break;
    case 'exitCode':
      point.exitCode = true;
      break;
    case 'error': {
      // The YAML holds the error's own message (no `Name: ` prefix to strip): a `|-` block or one
      // inspect()-quoted string.
      const isBlock = value === '|-' || value === '|';
      const message = firstLine(isBlock ? block.join('\n') : unquote(value));
      if (message !== undefined) point.message = message;
      if (isBlock) {
        const text = block.map((l) => l.slice(Math.min(indent + 2, leadingSpaces(l))));
        const first = text.findIndex((l) => l.trim() !== '');
        point.detail = first < 0 ? [] : selectDetail(text.slice(first + 1));
      }
      break;
    }
    case 'stack':
      for (const frame of block) {
        const at = frameLocation(`at ${frame.trim()}`);
        if (at !== undefined) {
          point.frame = at;
          break;
        }
      }
      break;
  }
  return end;
}
