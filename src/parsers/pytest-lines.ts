/**
 * Drives `grammars/pytest.peggy` over a normalized output, fast on large outputs.
 *
 * peggy matches character classes one character at a time (about 3 MB/s for a plain
 * `[^\n]*` line), so a 50 MB log would take many seconds. Every line kind but `Unknown`
 * starts or ends in a way {@link mayBePytest} tests cheaply, and
 * the grammar's `Line` rule sees one line at a time without context; so a line failing
 * that test is recorded as `Unknown` directly, and only the others (joined, in order) go
 * through the generated parser, in a single `Report` call. The result is the record list
 * the grammar alone gives (test/parsers/pytest.test.ts checks this on every fixture).
 *
 * @module dsh-test-closure/parsers/pytest-lines
 */
import { parse } from '#grammars/pytest';
import type { Lines } from '../report/lines.ts';
import type { PytestRecord } from './pytest-records.ts';

/** Line kinds recognizable by their start (see {@link mayBePytest}). */
const HEAD = /^(?:[=_!-]|E(?: |$)|(?:FAILED|ERROR|PASSED|XFAIL|XPASS) |ERROR: |SUB|SKIPPED \[|ImportError while loading conftest|collect|no tests ran|\d|[^: ]+:\d+:)/;

/**
 * A necessary condition, per line kind of the grammar, for a line to be anything but
 * `Unknown`: a separator's first character (`= _ - !`); an `E` line; a summary entry word; `ERROR: `; the conftest import error;
 * `collected`; a stats line's digit or "no tests ran"; a location `path:12:`; the `::` of
 * a `-v` node id; the `]` ending a progress line. Keep it a superset when a kind changes.
 */
export function mayBePytest(line: string): boolean {
  return HEAD.test(line) || line.includes('::') || line.trimEnd().endsWith(']');
}

/** The record the grammar gives every line {@link mayBePytest} rejects (it is shared, as in the grammar). */
const UNKNOWN: PytestRecord = Object.freeze({ kind: 'unknown' });

/** Line records of `lines` (of a normalized input), in input order. May throw on a grammar bug. */
export function pytestRecords(lines: Lines): PytestRecord[] {
  const records = new Array<PytestRecord>(lines.length);
  const fed: string[] = [];
  const at: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines.at(i)!;
    if (mayBePytest(line)) { fed.push(line); at.push(i); }
    else records[i] = UNKNOWN;
  }
  if (fed.length > 0) {
    const parsed = parse(`${fed.join('\n')}\n`, { startRule: 'Report' }) as PytestRecord[];
    parsed.forEach((r, k) => { records[at[k]!] = r; });
  }
  return records;
}
