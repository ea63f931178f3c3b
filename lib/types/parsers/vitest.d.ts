import type { ParseResult } from '../report/types.ts';
/**
 * Parses vitest console output (stdout and stderr, merged or concatenated) into a {@link ParseResult}.
 *
 * Total: any string yields a result; a grammar failure (a bug, since the grammar's last line
 * kind matches any line) yields an empty result with `diagnostics.parserError`.
 */
export declare function parseVitestOutput(text: string): ParseResult;
