import { blockersNow } from "./freshness.js";
import { START_RUN_LABEL, startRunBlockers } from "./start-run.js";
/**
 * The checks that block, by id, in the order of the output schema's enum. Each switchable one
 * is on by default; turning one off is for a workflow that legitimately trips it.
 */
export const GATE_CHECKS = {
    /** The run's status is `passed` with the runner's summary seen, or `failed` only by forgiven tests. */
    passed: { switch: null, listed: false, judge: 'run' },
    /** At least one test passed or failed. */
    'tests-ran': { switch: null, listed: false, judge: 'run' },
    /** The run's scope is the session's suite. */
    suite: { switch: null, listed: false, judge: 'run' },
    /** The tests as they were at session start pass on the current code (the baseline replay). */
    baseline: { switch: 'baseline', listed: true, judge: 'green-suite' },
    /** A green run whose total is below the most tests the suite has reported does not close. */
    'total-dropped': { switch: 'totalDropped', listed: true, judge: 'green-suite' },
    /** A green run with more skipped tests than the suite's fewest does not close. */
    'skipped-rose': { switch: 'skippedRose', listed: true, judge: 'green-suite' },
    /** A green run in which a test that failed earlier in the session is missing or skipped does not close. */
    'failed-test-missing': { switch: 'failedTestMissing', listed: true, judge: 'green-suite' },
    /** A green run after a test file that held a failing test was deleted does not close. */
    'test-file-gone': { switch: 'testFileGone', listed: true, judge: 'green-suite' },
    /** A green run does not close once the workspace changed after it (or while it ran). Off: the verdict stands until the next test_run. */
    fresh: { switch: 'freshness', listed: true, judge: 'stop' },
    /** With no test_run recorded, the suite was red when the session started (the session-start run). */
    'start-run': { switch: null, listed: false, judge: 'session-start' },
};
/** The ids, in the table's order. */
export const CHECK_IDS = Object.keys(GATE_CHECKS);
/**
 * The one switch with no blocker (judged at `turn-end`): a turn that changed files with no
 * test_run recorded this session is steered once to run one. Off: such a turn always ends.
 */
export const EDITS_NEED_RUN = 'editsNeedRun';
/** The switches, in the table's order, the turn-end one last. */
export const CHECK_SWITCHES = [...CHECK_IDS.flatMap((id) => GATE_CHECKS[id].switch ?? []), EDITS_NEED_RUN];
/** Every switch set to `on`. */
export function allChecks(on) {
    return Object.fromEntries(CHECK_SWITCHES.map((s) => [s, on]));
}
/** Whether check `id` is judged under `checks`: always for a check with no switch. */
export function checkOn(checks, id) {
    const key = GATE_CHECKS[id].switch;
    return key === null || checks[key];
}
/**
 * Checks one session (none for an agentless call: nothing recorded, satisfied).
 *
 * @param turn the session's current turn, for the interceptions used in it.
 */
export async function checkClosure(closure, sessionId, turn, checks, maxInterceptRounds) {
    const state = sessionId ? closure.get(sessionId) : undefined;
    const run = state?.lastRun;
    // The session-start run decides only while no test_run is recorded (closure/start-run.ts).
    const starting = run === undefined && state?.startRun === 'running';
    const running = [...(sessionId ? closure.runningJobs(sessionId) : []), ...(starting ? [START_RUN_LABEL] : [])];
    const blockers = [...(await blockersNow(state, checks)), ...startRunBlockers(state)];
    return {
        satisfied: running.length === 0 && blockers.length === 0,
        lastRun: run
            ? { ok: run.ok, status: run.status, summary: run.summary, command: run.command, turn: run.turn, narrowed: run.narrowed, scope: run.scope, verified: run.verdict.verified }
            : null,
        blockers,
        running,
        failing: run && !run.ok ? run.failures.map((f) => f.name) : [],
        suite: state?.suite?.command ?? null,
        testFilesChanged: run?.testFilesChanged ?? [],
        interceptionsThisTurn: sessionId ? closure.interceptionsIn(sessionId, turn) : 0,
        maxInterceptRounds,
        unresolved: state?.unresolved ?? null,
        reviews: (state?.reviews ?? []).map((r) => ({ turn: r.turn, reason: r.reason, tests: r.tests, explanation: r.explanation, changed: r.changed ?? [], removed: r.removed ?? [], added: r.added ?? [] })),
    };
}
