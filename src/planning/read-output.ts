/**
 * Reading a planned run's output: with the plan's parser, or, when the planner could not tell
 * which runner the command calls, with the parser that recognises the output best
 * (detect-output.ts), so a project script that runs uvu or a wrapper of vitest is read as
 * what it printed. The plan's `parse_as` note then names what was detected.
 *
 * @module dsh-test-closure/planning/read-output
 */
import { detectOutputFramework } from '../detect-output.ts';
import { parseRunnerOutput } from '../parse.ts';
import type { Framework } from '../report/kinds.ts';
import type { ParseResult } from '../report/types.ts';
import { NOTES } from './plan-messages.ts';

/** What of a plan decides how its output is read. */
export interface OutputReading {
  parseAs: Framework;
  /** Set when the runner is unknown: `parseAs` is only the fallback. */
  detectParser?: true;
  notes: readonly string[];
}

/** The parse of `output`, and the plan's notes with the `parse_as` one made exact. */
export function readPlannedOutput(plan: OutputReading, output: string): { parsed: ParseResult; notes: string[] } {
  if (plan.detectParser) {
    const found = detectOutputFramework(output);
    if (found !== null) return { parsed: found.result, notes: plan.notes.map((n) => (n === NOTES.parseAsDefault ? NOTES.parseAsDetected(found.framework) : n)) };
  }
  return { parsed: parseRunnerOutput(plan.parseAs, output), notes: [...plan.notes] };
}
