/**
 * The node:test console parser: detects which reporter printed the text (TAP, spec or dot) and
 * folds it with that format's grammar (`grammars/node-tap.peggy`, `grammars/node-spec.peggy`).
 *
 * Piped `node --test` prints TAP by default before Node 23 and spec from Node 23 on; any version
 * prints what `--test-reporter` names. Detection trusts node's own footer first (the last
 * `# tests N` or `ℹ tests N` at column 0 names the format, since test output is printed before it),
 * then structural evidence, because the other format's lines may appear as test output.
 *
 * @module dsh-test-closure/parsers/node-test
 */
import { parse as parseSpec } from '#grammars/node-spec';
import { parse as parseTap } from '#grammars/node-tap';
import { OutputLines, type Lines } from '../report/lines.ts';
import { normalizeOutput } from '../report/normalize.ts';
import { failedResult } from '../report/result.ts';
import type { ParseResult } from '../report/types.ts';
import type { SpecRecord, TapRecord } from './node-test-records.ts';
import { foldSpec } from './node-test-spec.ts';
import { foldTap } from './node-test-tap.ts';

/** The console formats node:test reporters print. */
export type NodeTestFormat = 'node-tap' | 'node-spec' | 'node-dot';

/**
 * Which reporter printed `lines` (normalized, split on LF). Order of evidence: the last footer
 * line; then TAP structure (`TAP version`, `# Subtest:`) against spec structure (result symbols,
 * `▶`, `ℹ`); then dot marks / `Failed tests:`; spec when nothing decides.
 */
export function detectNodeTestFormat(lines: Lines): NodeTestFormat {
  let tap = 0;
  let spec = 0;
  let dot = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines.at(i)!;
    if (/^# tests \d+\s*$/.test(line)) return 'node-tap';
    if (/^\u2139 tests \d+\s*$/.test(line)) return 'node-spec';
  }
  for (const line of lines) {
    if (/^TAP version \d+/.test(line) || /^ *# Subtest: /.test(line)) tap++;
    else if (/^ *[\u2714\u2716\uFE63\u26A0\u25B6\u2139] /.test(line)) spec++;
    else if (/^[.X]+\s*$/.test(line) || /^Failed tests:\s*$/.test(line)) dot++;
  }
  if (tap > 0 && tap >= spec) return 'node-tap';
  if (dot > 0 && !some(lines, (l) => /^ *[\u25B6\u2139] /.test(l) || /^\u2716 failing tests:/.test(l))) return 'node-dot';
  return 'node-spec';
}

function some(lines: Lines, test: (line: string) => boolean): boolean {
  for (const line of lines) if (test(line)) return true;
  return false;
}

/**
 * Parses node:test console output (stdout then stderr, or merged) into a {@link ParseResult}.
 * Total: never throws; a grammar failure yields an empty result with `diagnostics.parserError`.
 */
export function parseNodeTestOutput(text: string): ParseResult {
  const normalized = normalizeOutput(text);
  // The grammars end every line with "\n": lines.at(i) is the line of record i.
  const lines = new OutputLines(normalized);
  const format = detectNodeTestFormat(lines);
  try {
    if (format === 'node-tap') {
      const records: TapRecord[] = parseTap(normalized, { startRule: 'Report', lineCount: lines.length });
      return foldTap(records, lines);
    }
    const records: SpecRecord[] = parseSpec(normalized, { startRule: 'Report', lineCount: lines.length });
    return foldSpec(records, lines, format);
  } catch (error) {
    return failedResult('node:test', format, lines.length, error);
  }
}
