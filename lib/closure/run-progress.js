/**
 * What a running call shows so far: its output parsed as its runner's, the same parse its
 * result will come from (the parsers are total, so a cut output reads as far as it goes), with
 * what the session knows of the suite (its test count at its last complete run, its usual
 * duration). What the model reads of it is render/running.ts's.
 *
 * @module dsh-test-closure/closure/run-progress
 */
import { parseRunnerOutput } from "../parse.js";
/** Failing tests shown by name in a running call's progress; the rest are counted. */
export const PROGRESS_MAX_FAILURES = 10;
/** Output beyond this many characters is not parsed for progress (the run keeps all of it). */
export const PROGRESS_PARSE_LIMIT = 4 * 1024 * 1024;
/** What the output so far counts; null when it shows no finished test (nor a package ok). */
export function countSoFar(framework, output) {
    return progressOf(framework, output).counts;
}
/** The counts and the failing tests so far. */
function progressOf(framework, output) {
    const parsed = parseRunnerOutput(framework, output);
    const failed = Math.max(parsed.summary.failed, parsed.failures.length);
    const failures = parsed.failures.slice(0, PROGRESS_MAX_FAILURES).map((f) => ({ name: f.name, ...(f.message !== undefined ? { message: firstLine(f.message) } : {}) }));
    if (parsed.unshown !== undefined)
        return { counts: failed === 0 && parsed.unshown.packagesOk === 0 ? null : { packagesOk: parsed.unshown.packagesOk, failed }, failures, failedCount: parsed.failures.length };
    const finished = Math.max(parsed.summary.total, failed);
    return { counts: finished === 0 ? null : { finished, failed }, failures, failedCount: parsed.failures.length };
}
function firstLine(message) {
    const line = message.split('\n').find((l) => l.trim() !== '') ?? '';
    return line.trim();
}
/** A running call's progress from its output so far; past {@link PROGRESS_PARSE_LIMIT} characters, the elapsed time only. */
export function runProgress(input) {
    const known = { ...(input.expectedTotal !== undefined ? { expectedTotal: input.expectedTotal } : {}), ...(input.expectedMs !== undefined ? { expectedMs: input.expectedMs } : {}) };
    if (input.output.length > PROGRESS_PARSE_LIMIT)
        return { elapsedMs: input.elapsedMs, failed: 0, ...known, failures: [], moreFailures: 0 };
    const { counts, failures, failedCount } = progressOf(input.framework, input.output);
    return {
        elapsedMs: input.elapsedMs,
        ...(counts !== null && 'finished' in counts ? { finished: counts.finished } : {}),
        ...(counts !== null && 'packagesOk' in counts ? { packagesOk: counts.packagesOk } : {}),
        failed: counts?.failed ?? 0,
        ...known,
        failures,
        moreFailures: Math.max(0, failedCount - failures.length),
    };
}
