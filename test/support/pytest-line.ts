/**
 * One line's record as the fold reads it: the grammar's `Line` rule, with a subtest entry's
 * node id and message found (src/runners/pytest/subtest-node.ts), which for a whole run the fold does only
 * for the entries of its short summary. For tests of single line kinds.
 *
 * @module test/support/pytest-line
 */
import { parse } from '#grammars/pytest';
import type { PytestRecord } from '../../src/runners/pytest/records.ts';
import { resolveSubtestEntry, type SubtestEntry } from '../../src/runners/pytest/subtest-node.ts';

/** A line record, a subtest entry's resolved. */
export type LineRecord = Exclude<PytestRecord, { kind: 'subEntry' }> | SubtestEntry;

/**
 * Parses one line.
 *
 * @param input the line, ending in "\n".
 * @param options the generated parser's options: its `Line` start rule.
 */
export function parseLine(input: string, options: { startRule: 'Line' }): LineRecord {
  const record = parse(input, options);
  return record.kind === 'subEntry' ? resolveSubtestEntry(record) : record;
}
