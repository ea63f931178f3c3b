/**
 * The words of the verdict: each blocker (closure/verdict.ts) as the clause the model reads
 * after "the last test_run", in the result, the gate's notices and `test_closure_check`.
 * Every string is pinned in docs/gate.md and by tests.
 *
 * @module dsh-test-closure/render/blockers
 */
import { NO_SUMMARY } from "../closure/verdict.js";
import { oneLine } from "./safe-text.js";
import { foreignEnvironmentClause } from "./environment.js";
/** Items named in one blocker; the rest are counted. */
export const BLOCKER_MAX_NAMES = 5;
/** `a, b, c (+2 more)` */
export function listText(items, max = BLOCKER_MAX_NAMES) {
    const shown = items.slice(0, max).map(oneLine).join(', ');
    return items.length > max ? `${shown} (+${items.length - max} more)` : shown;
}
/** The `passed` check's clause, by status (`no-tests` is the `tests-ran` check's). */
function statusClause(b) {
    const code = b.exitCode ?? 'none';
    switch (b.status) {
        case 'failed':
            return 'has failing tests';
        case 'timed-out':
            return 'timed out';
        case 'sandbox-denied':
            return b.denial === undefined ? 'was denied by the sandbox' : `was denied by the sandbox: ${oneLine(b.denial)}`;
        case 'aborted':
            return 'was aborted';
        case NO_SUMMARY:
            return "ended without the runner's summary (killed, exited from inside a test, or cut off), so it cannot verify the suite";
        default:
            // `error`. Tests reported and none failed, yet the command failed: a coverage threshold
            // (`--cov-fail-under`), a hook or a script step after the tests.
            if (b.total > 0)
                return `exited with code ${code} although no test failed`;
            return `exited with code ${code} before reporting results`;
    }
}
function testsRanClause(b) {
    if (b.total > 0)
        return `ran no tests: all ${b.total} were skipped`;
    return b.lastTotalWithTests !== undefined ? `found no tests; the last run with tests had ${b.lastTotalWithTests}` : 'found no tests';
}
/** The `suite` check's clause for a run of another scope. */
function scopeClause(b) {
    const suite = b.suiteCommand === undefined ? undefined : oneLine(b.suiteCommand);
    if (b.environmentChanged)
        return foreignEnvironmentClause(b.environmentChanged);
    if (b.programMoved) {
        const { word, was, now } = b.programMoved;
        return `ran ${oneLine(word)} as ${oneLine(now)}, not ${oneLine(was)} as when the session started; a replaced program cannot verify the suite: put it back, or start a new session`;
    }
    if (b.scriptChanged) {
        const { was, now } = b.scriptChanged;
        return `ran scripts.test, which changed since this session's suite was pinned (was ${oneLine(JSON.stringify(was))}, now ${oneLine(JSON.stringify(now))}); a changed test script is another suite: start a new session or set suiteCommand in the config`;
    }
    switch (b.scope) {
        case 'narrowed':
            return 'ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite';
        case 'failures-first':
            return 're-ran only the tests that failed last; a plain test_run runs the whole suite once they pass';
        case 'custom':
            return suite === undefined
                ? 'ran a custom command, which does not verify the suite, and no suite command is known; run test_run with framework, or set suiteCommand in the config'
                : `ran a custom command, which does not verify the suite; run test_run without command to run the suite (${suite})`;
        default: {
            const advice = b.suiteRunner !== undefined ? `; run test_run with framework "${b.suiteRunner}" to run it` : '';
            return suite === undefined ? 'ran no suite this session can verify' : `ran ${oneLine(b.command)}, not this session's suite (${suite})${advice}`;
        }
    }
}
function vanishedText(t) {
    return t.fileNotRun === undefined ? t.name : `${t.name} (${t.fileNotRun} did not run)`; // made one line by listText
}
/** The `baseline` check's clause: which session-start tests fail on this code, and what changed. */
function baselineClause(b) {
    const parts = [];
    if (b.above !== undefined && b.above.length > 0)
        parts.push(`baseline: runner config outside the workspace changed since the session started, which no replay can put back: ${listText(b.above)}`);
    else if (b.failing.length > 0)
        parts.push(`baseline: ${b.failureCount} test${b.failureCount === 1 ? '' : 's'} as they were at session start fail on this code: ${listText(b.failing)}`);
    else if (b.status !== 'passed')
        parts.push(`baseline: the tests as they were at session start did not run to a result (${b.status})`);
    else if (b.ran === 0)
        parts.push('baseline: the tests as they were at session start ran no test');
    else
        parts.push('baseline: the tests as they were at session start could not be replayed as recorded');
    const edits = [];
    if (b.changed.length > 0)
        edits.push(`changed ${listText(b.changed)}`);
    if (b.removed.length > 0)
        edits.push(`removed ${listText(b.removed)}`);
    if (b.added.length > 0)
        edits.push(`added ${listText(b.added)}`);
    if (edits.length > 0)
        parts.push(`test harness edits since then: ${edits.join('; ')}`);
    if (b.unrestorable.length > 0)
        parts.push(`not replayed (content as at session start not stored): ${listText(b.unrestorable)}`);
    if (b.conflicts.length > 0)
        parts.push(`written by something else during the replay: ${listText(b.conflicts)}`);
    if (b.written !== undefined && b.written.length > 0)
        parts.push(`replay void: written while it ran, then put back: ${listText(b.written)}`);
    return parts.join('; ');
}
/** One blocker's clause. */
export function blockerText(b) {
    switch (b.check) {
        case 'passed':
            return statusClause(b);
        case 'tests-ran':
            return testsRanClause(b);
        case 'suite':
            return scopeClause(b);
        case 'total-dropped':
            return `total-dropped: ${b.total} tests ran; the suite has had ${b.maxTotal}`;
        case 'skipped-rose':
            return `skipped-rose: ${b.skipped} skipped; the suite has had ${b.minSkipped}`;
        case 'failed-test-missing': {
            const parts = [];
            if (b.missing.length > 0)
                parts.push(`now missing: ${listText(b.missing.map(vanishedText))}`);
            if (b.skipped.length > 0)
                parts.push(`now skipped: ${listText(b.skipped)}`);
            return `failed-test-missing: failed earlier this session, ${parts.join('; ')}`;
        }
        case 'test-file-gone':
            return `test-file-gone: ${listText(b.files)}`;
        case 'baseline':
            return baselineClause(b);
        case 'fresh':
            if (b.duringRun)
                return `stale: written while the run ran: ${listText(b.changed)}`;
            if (b.uncovered !== undefined)
                return `unverifiable: the workspace has over ${b.uncovered.toLocaleString('en-US')} entries outside .git and node_modules; changes past them cannot be seen`;
            return b.changed.length > 0 ? `stale: changed since the run: ${listText(b.changed)}` : 'stale: the workspace changed since the run (which files is not known after a restart)';
        case 'start-run': {
            const how = b.status === 'failed' && b.failing.length > 0 ? `failed when the session started (${b.failureCount} failed: ${listText(b.failing)})` : `did not pass when the session started (${b.status})`;
            return `start-run: the suite ${how} and no test_run has run since; run test_run to verify it`;
        }
    }
}
export function wordBlockers(blockers) {
    return blockers.map((b) => ({ check: b.check, text: blockerText(b) }));
}
export function wordVerdict(verdict) {
    const worded = { verified: verdict.verified, blockers: wordBlockers(verdict.blockers) };
    return verdict.forgiven ? { ...worded, forgiven: verdict.forgiven } : worded;
}
