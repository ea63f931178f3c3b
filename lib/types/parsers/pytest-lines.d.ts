import type { Lines } from '../report/lines.ts';
import type { PytestRecord } from './pytest-records.ts';
/**
 * A necessary condition, per line kind of the grammar, for a line to be anything but
 * `Unknown`: a separator's first character (`= _ - !`); an `E` line; a summary entry word; `ERROR: `; the conftest import error;
 * `collected`; a stats line's digit or "no tests ran"; a location `path:12:`; the `::` of
 * a `-v` node id; the `]` ending a progress line. Keep it a superset when a kind changes.
 */
export declare function mayBePytest(line: string): boolean;
/** Line records of `lines` (of a normalized input), in input order. May throw on a grammar bug. */
export declare function pytestRecords(lines: Lines): PytestRecord[];
