/**
 * Reading a planned run's output: with the plan's parser, or, when the planner could not tell
 * which runner the command calls, with the parser that recognises the output best
 * (detect-output.ts), so a project script that runs uvu or a wrapper of vitest is read as
 * what it printed. The plan's `parse_as` note then names what was detected.
 *
 * @module dsh-test-closure/planning/read-output
 */
import { detectOutputFramework } from "../detect-output.js";
import { parseRunnerOutput } from "../parse.js";
import { NOTES } from "./plan-messages.js";
/** The parse of `output`, and the plan's notes with the `parse_as` one made exact. */
export function readPlannedOutput(plan, output) {
    if (plan.detectParser) {
        const found = detectOutputFramework(output);
        if (found !== null)
            return { parsed: found.result, notes: plan.notes.map((n) => (n === NOTES.parseAsDefault ? NOTES.parseAsDetected(found.framework) : n)) };
    }
    return { parsed: parseRunnerOutput(plan.parseAs, output), notes: [...plan.notes] };
}
