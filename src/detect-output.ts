/**
 * Which runner wrote an output: for `dsh-test-closure parse` without `--framework`, and for a
 * project script whose runner the planner could not tell from its text. Every parser reads
 * the output, and the one that recognizes it best wins. A parser recognizes a log
 * when it finds its runner's summary line, or at least a test result or a failure; among
 * those, a summary beats none, then more recognized lines, then the detection order of
 * {@link FRAMEWORKS}.
 *
 * @module dsh-test-closure/detect-output
 */
import { parseRunnerOutput } from './parse.ts';
import { FRAMEWORKS, type Framework } from './report/kinds.ts';
import type { ParseResult } from './report/types.ts';

export interface DetectedOutput {
  framework: Framework;
  result: ParseResult;
}

/** How well `result` recognizes its log; null when it recognizes nothing of it. */
function score(result: ParseResult): [number, number] | null {
  const found = result.summarySeen || result.summary.total > 0 || result.failures.length > 0;
  if (!found) return null;
  return [result.summarySeen ? 1 : 0, result.diagnostics.lines - result.diagnostics.unrecognizedLines];
}

/**
 * The framework whose parser recognizes `text` best, with its parse; null when no parser
 * finds a summary line, a test or a failure in it.
 */
export function detectOutputFramework(text: string): DetectedOutput | null {
  let best: { detected: DetectedOutput; score: [number, number] } | null = null;
  for (const framework of FRAMEWORKS) {
    const result = parseRunnerOutput(framework, text);
    const s = score(result);
    if (s === null) continue;
    if (best === null || s[0] > best.score[0] || (s[0] === best.score[0] && s[1] > best.score[1])) best = { detected: { framework, result }, score: s };
  }
  return best === null ? null : best.detected;
}
