/**
 * Small constructors for {@link ParseResult} shared by the runner parsers, so every
 * parser states its counts once and `total` is always derived, never stored twice.
 *
 * @module dsh-test-closure/parsing/result
 */
import type { Framework, ParseResult, Summary } from '../report/types.ts';
/** Builds a summary from the three categories; negative or non-integer counts become 0. */
export declare function summaryOf(passed: number, failed: number, skipped: number): Summary;
/** A result with no tests, no failures and no summary seen: what a parser returns for empty input. */
export declare function emptyResult(framework: Framework, format: string, lines?: number): ParseResult;
/** The empty result a parser returns when its grammar threw (a bug): the error in `diagnostics.parserError`. */
export declare function failedResult(framework: Framework, format: string, lines: number, error: unknown): ParseResult;
