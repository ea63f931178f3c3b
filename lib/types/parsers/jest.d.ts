import type { ParseResult } from '../report/types.ts';
/**
 * Parses jest console output (default, `--verbose`, `--silent` reporters; stdout and
 * stderr merged or concatenated) into a {@link ParseResult}. Never throws.
 */
export declare function parseJestOutput(text: string): ParseResult;
