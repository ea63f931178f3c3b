/**
 * Small constructors for {@link ParseResult} shared by the runner parsers, so every
 * parser states its counts once and `total` is always derived, never stored twice.
 *
 * @module dsh-test-closure/parsing/result
 */
import type { Framework, ParseResult, Summary } from '../report/types.ts';

/** Builds a summary from the three categories; negative or non-integer counts become 0. */
export function summaryOf(passed: number, failed: number, skipped: number): Summary {
  const clean = (n: number): number => (Number.isSafeInteger(n) && n > 0 ? n : 0);
  const p = clean(passed);
  const f = clean(failed);
  const s = clean(skipped);
  return { total: p + f + s, passed: p, failed: f, skipped: s };
}

/** A result with no tests, no failures and no summary seen: what a parser returns for empty input. */
export function emptyResult(framework: Framework, format: string, lines = 0): ParseResult {
  return {
    framework,
    format,
    summary: summaryOf(0, 0, 0),
    failures: [],
    summarySeen: false,
    diagnostics: { lines, unrecognizedLines: 0 },
  };
}

/** The empty result a parser returns when its grammar threw (a bug): the error in `diagnostics.parserError`. */
export function failedResult(framework: Framework, format: string, lines: number, error: unknown): ParseResult {
  const result = emptyResult(framework, format, lines);
  result.diagnostics.parserError = error instanceof Error ? error.message : String(error);
  return result;
}
