/**
 * The jest console-output parser: normalize, run the generated `grammars/jest.peggy`
 * parser over the whole text, fold its line records (see `jest-fold.ts`).
 *
 * Total: the grammar ends in a catch-all line kind, so it cannot fail on any normalized
 * input; should the generated parser still throw (a grammar bug), the result is the empty
 * best-effort result with `diagnostics.parserError` set.
 *
 * @module dsh-test-closure/parsers/jest
 */
import { parse } from '#grammars/jest';
import { OutputLines } from '../report/lines.ts';
import { normalizeOutput } from '../report/normalize.ts';
import { failedResult } from '../report/result.ts';
import type { ParseResult } from '../report/types.ts';
import { foldJestRecords } from './jest-fold.ts';
import type { JestRecord } from './jest-records.ts';

/**
 * Parses jest console output (default, `--verbose`, `--silent` reporters; stdout and
 * stderr merged or concatenated) into a {@link ParseResult}. Never throws.
 */
export function parseJestOutput(text: string): ParseResult {
  const raw = typeof text === 'string' ? text : String(text ?? '');
  const input = normalizeOutput(raw);
  // normalizeOutput guarantees a trailing "\n", so the lines are those of the split
  // (empty input has no lines, although it normalizes to "\n").
  const lines = new OutputLines(input);
  const lineCount = raw === '' ? 0 : lines.length;
  let records: JestRecord[];
  try {
    records = parse(input, { startRule: 'Report', lineCount: lines.length }) as JestRecord[];
  } catch (error) {
    return failedResult('jest', 'jest-default', lineCount, error);
  }
  return foldJestRecords(records, lines, lineCount, raw === '' || /[\r\n]$/.test(raw));
}

