/**
 * PLACEHOLDER: replaced by the pytest parser. Returns an empty result.
 *
 * @module dsh-test-closure/parsers/pytest
 */
import { emptyResult } from '../report/result.ts';
import type { ParseResult } from '../report/types.ts';

/** Parses pytest console output. Total: never throws. */
export function parsePytestOutput(text: string): ParseResult {
  return emptyResult('pytest', 'pytest', text.length === 0 ? 0 : 1);
}
