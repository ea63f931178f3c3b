import { type Lines } from '../report/lines.ts';
import type { ParseResult } from '../report/types.ts';
/** The console formats node:test reporters print. */
export type NodeTestFormat = 'node-tap' | 'node-spec' | 'node-dot';
/**
 * Which reporter printed `lines` (normalized, split on LF). Order of evidence: the last footer
 * line; then TAP structure (`TAP version`, `# Subtest:`) against spec structure (result symbols,
 * `▶`, `ℹ`); then dot marks / `Failed tests:`; spec when nothing decides.
 */
export declare function detectNodeTestFormat(lines: Lines): NodeTestFormat;
/**
 * Parses node:test console output (stdout then stderr, or merged) into a {@link ParseResult}.
 * Total: never throws; a grammar failure yields an empty result with `diagnostics.parserError`.
 */
export declare function parseNodeTestOutput(text: string): ParseResult;
