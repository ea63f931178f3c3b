import { oneLine } from "./safe-text.js";
import { aboutDuration, durationText } from "./duration.js";
/** `1,240`. */
function count(n) {
    return n.toLocaleString('en-US');
}
/** `1,240 of 7,472 tests, 0 failed so far`; `2 packages ok, 1 failed so far`; `no test finished yet`. */
function countsSoFar(p) {
    if (p.finished !== undefined)
        return `${count(p.finished)}${p.expectedTotal !== undefined ? ` of ${count(p.expectedTotal)}` : ''} test${p.finished === 1 && p.expectedTotal === undefined ? '' : 's'}, ${count(p.failed)} failed so far`;
    if (p.packagesOk !== undefined)
        return `${count(p.packagesOk)} package${p.packagesOk === 1 ? '' : 's'} ok, ${count(p.failed)} failed so far`;
    return p.failed > 0 ? `${count(p.failed)} failed so far` : 'no test finished yet';
}
/**
 * `the suite is running: 1,240 of 7,472 tests, 0 failed so far (2m 5s; usually about 5m 10s); the
 * turn closes when it finishes`; for a run of less than the suite, `the run is still running: …;
 * its result is recorded when it finishes`.
 */
export function runningLine(scope, p) {
    const time = `${durationText(p.elapsedMs)}${p.expectedMs !== undefined ? `; usually ${aboutDuration(p.expectedMs)}` : ''}`;
    return scope === 'suite'
        ? `the suite is running: ${countsSoFar(p)} (${time}); the turn closes when it finishes`
        : `the run is still running: ${countsSoFar(p)} (${time}); its result is recorded when it finishes`;
}
/** The failing tests so far, one a line, as `- name — first line of the message`. */
export function failingSoFarLines(p) {
    if (p.failures.length === 0)
        return [];
    const lines = ['failing so far:', ...p.failures.map((f) => `- ${oneLine(f.name)}${f.message !== undefined && f.message !== '' ? ` — ${oneLine(f.message)}` : ''}`)];
    if (p.moreFailures > 0)
        lines.push(`- … and ${count(p.moreFailures)} more`);
    return lines;
}
/** What to do next, after a call went on as a job. */
export const RUNNING_NEXT = 'Call test_run again to wait for it (on this workspace it attaches to this run; an edit starts a new one), or go on: the gate waits for it at the end of the turn.';
/** On a run the suite's limit stopped: `the suite usually takes about 2m 30s (last 3 runs)`. */
export function usualDurationNote(usual) {
    return `the suite usually takes ${aboutDuration(usual.expectedMs)} (${usual.runs === 1 ? 'last run' : `last ${usual.runs} runs`})`;
}
/**
 * The gate's notice when a suite that went on as a job shows a failing test before it ends:
 * the model can start on it while the rest runs.
 */
export function failingWhileRunningNotice(plugin, jobId, p, round, maxRounds) {
    return [
        `[${plugin}] Not done: the suite is still running (job ${jobId}) and tests have failed so far: ${countsSoFar(p)}.`,
        ...failingSoFarLines(p),
        'Fix them now; the run goes on, and the gate waits for it at the end of the turn. An edit makes it stale: the next test_run ends it and runs the suite again.',
        `Interception ${round} of ${maxRounds} this turn.`,
    ].join('\n');
}
/** Its one-line summary, for the session log. */
export function failingWhileRunningSummary(p, round, maxRounds) {
    return `suite running, ${count(p.failed)} failed so far; interception ${round}/${maxRounds}`;
}
