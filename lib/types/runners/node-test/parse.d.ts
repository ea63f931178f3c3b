import type { Lines } from '../../parsing/lines.ts';
import { type RunnerParser } from '../../parsing/pipeline.ts';
import type { ParseResult } from '../../report/types.ts';
/** The console formats node:test reporters print. */
export type NodeTestFormat = 'node-tap' | 'node-spec' | 'node-dot';
/**
 * Which reporter printed `lines` (normalized, split on LF). Order of evidence: the last footer
 * line; then TAP structure (`TAP version`, `# Subtest:`) against spec structure (result symbols,
 * `▶`, `ℹ`); then dot marks / `Failed tests:`; spec when nothing decides.
 */
export declare function detectNodeTestFormat(lines: Lines): NodeTestFormat;
export declare const NODE_TEST_PARSER: RunnerParser;
/** Parses node:test console output (stdout then stderr, or merged). Total: never throws. */
export declare function parseNodeTestOutput(text: string): ParseResult;
