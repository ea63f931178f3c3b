/**
 * One pass over a pytest run's body, the records before its short summary: the failure and
 * error sections with what their bodies say, `--tb=line` crash lines, `-v` results, progress
 * letters and the files they name. Each is read only where pytest writes it, so a line a
 * test printed in the same form counts for nothing.
 *
 * @module dsh-test-closure/runners/pytest/run-body
 */
import type { Lines } from '../../parsing/lines.ts';
import { LineModeCrashLines } from './crash-lines.ts';
import { FilesRun } from './files-run.ts';
import { SECTION_RANK, type Landmarks } from './landmarks.ts';
import { isAbsolute } from './node-ids.ts';
import type { PytestRecord, VerboseStatus } from './records.ts';
import { eLineText, newSection, noteBodyLine, noteELine, noteLocation, readsBodyLine, SECTION_BOUNDARIES, type Section } from './sections.ts';
import { LETTER_WORD, WordCounts } from './stats-words.ts';

/** What the body of a run shows. */
export interface RunBody {
  /** Failure and error sections (before any top-level section, or under FAILURES / ERRORS), in order. */
  sections: Section[];
  /** Conftests that failed to import, as collection-error sections. */
  conftests: Section[];
  /**
   * --tb=line writes no section headers, one crash line per failure in FAILURES order;
   * used only when no header matched, and only when there is one per FAILED entry.
   */
  crashLines: LineModeCrashLines;
  /** The statuses of each `-v` result line's node id, in order. */
  verbose: Map<string, VerboseStatus[]>;
  /** One stats word per progress letter. */
  letters: WordCounts;
  /** Progress-line paths with an F or E. */
  failingPaths: Set<string>;
  files: FilesRun;
}

/**
 * Reads the body of a run: its records up to `landmarks.bodyEnd`.
 *
 * @param lines `lines.at(i)` is the text of `records[i]`.
 */
export function scanRunBody(records: readonly PytestRecord[], lines: Lines, landmarks: Landmarks): RunBody {
  const { bodyEnd, cutLine } = landmarks;
  const sections: Section[] = [];
  const conftests: Section[] = [];
  const crashLines = new LineModeCrashLines();
  const verbose = new Map<string, VerboseStatus[]>();
  const letters = new WordCounts();
  const failingPaths = new Set<string>();
  const files = new FilesRun();
  let section: string | undefined; // the top-level section the body is in
  let cur: Section | undefined; // the failure section whose body this is
  let started = false; // a progress, -v result, collected or section-header line was seen
  for (let i = 0; i < bodyEnd; i++) {
    const r = records[i]!;
    const kind = r.kind; // (read once: see Dialect.fold)
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
          noteELine(cur, eLineText(lines.at(i) ?? 'E'));
          continue; // the E block goes on: only another record ends it
        }
        break;
      case 'loc':
        if (cur && !cur.closed) noteLocation(cur, r.path, r.line, r.text);
        if (section === 'FAILURES' && isAbsolute(r.path)) crashLines.location(r.text, cur === undefined);
        break;
      case 'unknown': {
        // Most lines of a long output are unknown: read the text only where it can matter.
        const open = cur !== undefined && !cur.closed;
        if (!(open && readsBodyLine(cur!)) && section !== 'FAILURES') break;
        const line = lines.at(i) ?? '';
        const text = line.trim();
        if (open) noteBodyLine(cur!, line, text);
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
  return { sections, conftests, crashLines, verbose, letters, failingPaths, files };
}
