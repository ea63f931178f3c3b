import { listText, wordBlockers } from "./blockers.js";
import { START_RUN_LABEL } from "../closure/start-run.js";
import { countsLine } from "./failures.js";
import { oneLine } from "./safe-text.js";
import { failingSoFarLines, runningLine } from "./running.js";
export function closureCheckValue(check, runningCall) {
    return { ...check, blockers: wordBlockers(check.blockers), ...(runningCall !== undefined ? { runningCall } : {}) };
}
/** Why a session is unresolved, in a few words. */
function unresolvedWhy(u) {
    switch (u.reason) {
        case undefined:
            return 'a turn was released unverified';
        case 'no-progress':
            return 'no progress across two interceptions';
        case 'no-run':
            return 'files changed and no test_run';
        default:
            return `reported: ${u.reason}: ${oneLine(JSON.stringify(u.explanation ?? ''))}`;
    }
}
export function renderClosureCheck(c) {
    const lines = [];
    // The session-start run is listed among the running, but the gate does not wait for it (closure/start-run.ts).
    const jobs = c.running.filter((r) => r !== START_RUN_LABEL);
    const starting = jobs.length < c.running.length;
    if (!c.lastRun && jobs.length > 0)
        lines.push('not satisfied: a background test_run has not finished');
    else if (!c.lastRun && starting)
        lines.push('not satisfied: no test_run recorded in this session, and the session-start run of the suite has not finished');
    else if (!c.lastRun && c.blockers.length > 0)
        lines.push('not satisfied: no test_run recorded in this session');
    else if (!c.lastRun)
        lines.push('satisfied: no test_run recorded in this session');
    else
        lines.push(`${c.satisfied ? 'satisfied' : 'not satisfied'}: last test_run ${c.lastRun.status}${c.lastRun.narrowed ? ' (narrowed)' : ''} (${countsLine(c.lastRun)}) in turn ${c.lastRun.turn}`);
    for (const b of c.blockers)
        lines.push(`- ${b.text}`);
    if (jobs.length > 0)
        lines.push(`running: ${jobs.join(', ')} (the gate waits for them at the end of the turn)`);
    if (c.runningCall !== undefined)
        lines.push(`job ${c.runningCall.jobId}: ${runningLine(c.runningCall.scope, c.runningCall.progress)}`, ...failingSoFarLines(c.runningCall.progress));
    if (starting)
        lines.push(`running: the ${START_RUN_LABEL} (the whole suite on the workspace as the session found it)`);
    if (c.failing.length > 0)
        lines.push(`failing: ${c.failing.map(oneLine).join('; ')}`);
    if (c.suite !== null)
        lines.push(`suite: ${oneLine(c.suite)}`);
    if (c.testFilesChanged.length > 0)
        lines.push(`test files changed since the suite's first run: ${listText(c.testFilesChanged)}`);
    lines.push(`gate interceptions this turn: ${c.interceptionsThisTurn} of ${c.maxInterceptRounds}`);
    lines.push(c.unresolved ? `unresolved: since turn ${c.unresolved.turn} (${unresolvedWhy(c.unresolved)})` : 'unresolved: no');
    for (const r of c.reviews)
        lines.push(`test-change review, turn ${r.turn} (${r.reason}): ${listText(r.tests)}: ${oneLine(JSON.stringify(r.explanation))}`);
    return lines.join('\n');
}
