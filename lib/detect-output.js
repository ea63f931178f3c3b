/**
 * Which runner wrote an output: for `dsh-test-closure parse` without `--framework`, and for a
 * project script whose runner the planner could not tell from its text. Every parser reads
 * the output, and the one that recognizes it best wins. A parser recognizes a log
 * when it finds its runner's summary line, or at least a test result or a failure; among
 * those, a summary beats none, a runner-formatted test or failure beats a run-level error
 * alone, then more recognized lines (for run-level errors alone: more of them), then the
 * detection order of {@link FRAMEWORKS}.
 *
 * @module dsh-test-closure/detect-output
 */
import { parseRunnerOutput } from "./parse.js";
import {} from "./report/kinds.js";
import { FRAMEWORKS } from "./runners/registry.js";
/**
 * How well `result` recognizes its output; null when it recognizes nothing of it. A runner's
 * summary beats none; then a test or a failure the runner formatted beats an error of the
 * run alone (a file that failed to load is one when no summary was seen); then more
 * recognized lines. Among errors of the run alone, the parser that reads
 * more of them wins (playwright prints one per spec file that failed to load), and ties go to
 * the detection order: a bare Node crash that several parsers read as one run-level failure is
 * no one runner's.
 */
function score(result) {
    // A file that failed to load, with no summary, is the runtime's error (node's, Ruby's) as
    // often as the runner's: an error of the run, not a mark of the runner.
    const specific = result.summary.total > 0 || result.failures.some((f) => f.kind !== 'run' && (f.kind !== 'file' || result.summarySeen));
    const found = result.summarySeen || specific || result.failures.length > 0;
    if (!found)
        return null;
    const recognized = result.diagnostics.lines - result.diagnostics.unrecognizedLines;
    return result.summarySeen || specific ? [result.summarySeen ? 1 : 0, 1, recognized] : [0, 0, result.failures.length];
}
/**
 * The framework whose parser recognizes `text` best, with its parse; null when no parser
 * finds a summary line, a test or a failure in it.
 */
export function detectOutputFramework(text) {
    let best = null;
    for (const framework of FRAMEWORKS) {
        const result = parseRunnerOutput(framework, text);
        const s = score(result);
        if (s === null)
            continue;
        if (best === null || s[0] > best.score[0] || (s[0] === best.score[0] && (s[1] > best.score[1] || (s[1] === best.score[1] && s[2] > best.score[2]))))
            best = { detected: { framework, result }, score: s };
    }
    return best === null ? null : best.detected;
}
