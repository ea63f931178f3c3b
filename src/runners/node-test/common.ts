/**
 * Rules shared by the node:test format folds (TAP, spec, dot): node's footer counters, the
 * error-message first line, and how a file that failed as a whole is recognized.
 *
 * @module dsh-test-closure/runners/node-test/common
 */
import type { Folded } from '../../parsing/pipeline.ts';
import { isJsFilePath } from '../test-files.ts';
import { summaryOf } from '../../parsing/result.ts';
import type { Failure, ListedTests, Summary } from '../../report/types.ts';

/** node's run footer, `tests` ... `duration_ms` (lib/internal/test_runner/harness.js). */
export type Counters = Partial<Record<'tests' | 'suites' | 'pass' | 'fail' | 'cancelled' | 'skipped' | 'todo' | 'duration_ms', number>>;

/**
 * Collects runs of consecutive footer-counter lines and keeps the last run that is a real footer:
 * it must hold `tests`, `pass` and `fail` in node's order. A test that prints `tests 5` under TAP
 * (`# tests 5`) or `ℹ fail 9` under spec makes a run too, but not a complete one, and node's own
 * footer is printed after every test's output, so the last complete run wins.
 */
export class FooterTracker {
  #run: Array<[string, number]> = [];
  #runStart = -1;
  /** The last complete footer, with the record indexes it spans. */
  footer: { counters: Counters; start: number; end: number } | undefined;

  /** Feed every record in order: `counter` records with their key/value, anything else as null. */
  push(index: number, counter: { key: string; value: number } | null): void {
    if (counter !== null) {
      if (this.#run.length === 0) this.#runStart = index;
      this.#run.push([counter.key, counter.value]);
      return;
    }
    this.#close();
  }

  /** Call once after the last record. */
  end(): void {
    this.#close();
  }

  #close(): void {
    if (this.#run.length === 0) return;
    // A run may glue a test's imitation to node's footer (`tests 9` printed just before or after
    // it): split the run before every `tests` and keep the last complete segment.
    let segmentEnd = this.#run.length;
    for (let start = this.#run.length - 1; start >= 0; start--) {
      if (this.#run[start]![0] !== 'tests') continue;
      const segment = this.#run.slice(start, segmentEnd);
      const keys = segment.map(([k]) => k);
      const pass = keys.indexOf('pass');
      if (pass > 0 && keys.indexOf('fail') > pass) {
        this.footer = { counters: Object.fromEntries(segment) as Counters, start: this.#runStart + start, end: this.#runStart + start + segment.length };
        break;
      }
      segmentEnd = start;
    }
    this.#run = [];
  }
}

/** passed = pass, failed = fail + cancelled, skipped = skipped + todo (suites are not tests). */
export function summaryFromCounters(c: Counters): Summary {
  return summaryOf(c.pass ?? 0, (c.fail ?? 0) + (c.cancelled ?? 0), (c.skipped ?? 0) + (c.todo ?? 0));
}

// inspect()'s first line of an error: `AssertionError [ERR_ASSERTION]: msg`, `Error [X]: msg`, `[Error: msg]`.
const ERROR_NAME = /^\[?[\w$.]*(?:Error|Exception)(?: \[[^\]]+\])?: /;

/** True for a line that starts with an error name as inspect()/the uncaught-error printer writes it. */
export function looksLikeErrorLine(line: string): boolean {
  return ERROR_NAME.test(line);
}

/** The number of spaces `line` starts with. */
export function leadingSpaces(line: string): number {
  let n = 0;
  while (line.charCodeAt(n) === 32) n++;
  return n;
}

/**
 * First non-empty line of an error as node prints it, reduced to the error's own message: the
 * `Name [CODE]: ` prefix inspect() adds is removed, an inspected string (`'text'`) is unquoted.
 */
export function errorMessage(lines: Iterable<string>): string | undefined {
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const text = unquote(line);
    // inspect() brackets an error without a stack: `[Error: msg]`.
    const bare = text.startsWith('[') && text.endsWith(']') && ERROR_NAME.test(text) ? text.slice(1, -1) : text;
    return bare.replace(ERROR_NAME, '');
  }
  return undefined;
}

/** Undoes inspect()'s quoting of a one-line string (`'it\'s'`, `"it's"`); other text is returned as is. */
export function unquote(text: string): string {
  if (text.length >= 2) {
    const q = text[0];
    if ((q === "'" || q === '"' || q === '`') && text.endsWith(q)) {
      const inner = text.slice(1, -1);
      return inner.includes('\\') ? inner.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c)) : inner;
    }
  }
  return text;
}

/** A top-level test named like a script file: node's test for a file that failed as a whole. */
export const looksLikeFileName = isJsFilePath;

/**
 * What every node:test fold returns: the footer decides `summarySeen` and the duration.
 * @param unrecognized lines of no kind the fold could use.
 */
export function nodeTestFolded(summary: Summary, failures: Failure[], footer: FooterTracker, unrecognized: number, tests?: ListedTests): Folded {
  const folded: Folded = { summary, failures, summarySeen: footer.footer !== undefined, files: [], unrecognizedLines: unrecognized };
  if (tests !== undefined) folded.tests = tests;
  const duration = footer.footer?.counters.duration_ms;
  if (duration !== undefined) folded.durationMs = duration;
  return folded;
}
