/**
 * Closure state: the single owner of what the gate knows per session. Keyed by session id;
 * sessions never share state. Holds the last recorded run, the pinned suite and what the
 * session has seen of it, the run the gate last steered on (for "what changed"), the
 * per-turn interception count, the `unresolved` marker, and the session's running
 * background test runs.
 *
 * Transitions live here so they can be unit-tested without a runtime, and so the live store
 * and the session-log replay apply the same ones:
 * - {@link applyRun}: a new verdict; a verified run clears `unresolved`;
 * - {@link ClosureStore.decide}: the gate's decision for one `agent/turn-stopping`.
 *
 * @module dsh-test-closure/closure/state
 */
import { MAX_RECORDED_FAILURES } from "../run/run-facts.js";
export { MAX_RECORDED_FAILURES };
export const MAX_PINNED_TEST_FILES = 5_000;
/** Tests that failed this session, remembered for `failed-test-missing`. */
export const MAX_REMEMBERED_FAILED_TESTS = 500;
/** The reason classes of `test_closure_report` (closure/report.ts). */
export const REPORT_REASONS = ['test-wrong', 'environment', 'pre-existing'];
export function emptyClosure() {
    return { interceptions: { turn: 0, count: 0 }, failedTests: new Map(), failedFiles: new Set(), reviews: [] };
}
/** A run whose counts are the runner's whole report: a baseline for the suite checks. */
function isCompleteReport(run) {
    return run.summarySeen && !run.timedOut && (run.status === 'passed' || run.status === 'failed');
}
/**
 * Applies a recorded run to a session's state: the one transition the live store and the
 * log replay share. Call after judging the run, since the judgement reads the state before it.
 */
export function applyRun(state, run) {
    state.lastRun = run;
    if (run.pinned) {
        state.suite = {
            command: run.command,
            runner: run.runner,
            ...(run.pinned.script !== undefined ? { script: run.pinned.script } : {}),
            testFiles: run.pinned.testFiles.map(([path]) => path),
            testFilesTruncated: run.pinned.truncated,
            testFileSignatures: new Map(run.pinned.testFiles),
        };
    }
    const suite = state.suite;
    // A total of shown counts only (go's plain output) is no measure of the suite. Nor is a selective close's (closure/selection.ts): it ran only some of the suite's files.
    if (suite && run.scope === 'suite' && isCompleteReport(run) && run.unshown === undefined && run.selection === undefined) {
        suite.maxTotal = Math.max(suite.maxTotal ?? 0, run.summary.total);
        suite.minSkipped = Math.min(suite.minSkipped ?? Number.POSITIVE_INFINITY, run.summary.skipped);
    }
    // Names from another runner or a custom command may not match the suite's naming.
    if (run.scope === 'suite' || run.scope === 'narrowed' || run.scope === 'failures-first') {
        const operands = new Set(run.targets ?? []);
        for (const file of run.failureFiles ?? [])
            if (state.failedFiles.size < MAX_REMEMBERED_FAILED_TESTS)
                state.failedFiles.add(file);
        for (const f of run.failures) {
            // A path the model passed as a target is not a test, whatever a runner named after it.
            if (f.kind !== 'test' || state.failedTests.has(f.name) || operands.has(f.name))
                continue;
            if (state.failedTests.size >= MAX_REMEMBERED_FAILED_TESTS)
                break;
            state.failedTests.set(f.name, f.file);
        }
    }
    if (run.startFailures)
        state.startFailures ??= run.startFailures;
    if (run.baseline)
        state.preExisting ??= new Map(run.baseline);
    if (run.summary.passed + run.summary.failed > 0 && run.unshown === undefined)
        state.lastTotalWithTests = run.summary.total;
    if (run.verdict.verified)
        delete state.unresolved;
}
export class ClosureStore {
    #sessions = new Map();
    /** Running background test runs per session: job id → settles (never rejects) when recorded. */
    #running = new Map();
    #rebuild;
    /**
     * @param rebuild how a session first seen in this process gets its state: from its log
     *   (closure/replay.ts), so a resumed session keeps its verdict. Empty by default.
     */
    constructor(rebuild = emptyClosure) {
        this.#rebuild = rebuild;
    }
    get(sessionId) {
        return this.#sessions.get(sessionId);
    }
    /**
     * The session's state. The first time a session is seen in this process it is rebuilt from
     * its log; once known, the live state is authoritative and the log is not read again.
     */
    of(source) {
        let state = this.#sessions.get(source.id);
        if (!state) {
            state = this.#rebuild(source);
            this.#sessions.set(source.id, state);
        }
        return state;
    }
    /** The session's state, created empty when new (a session recorded without its log). */
    #ensure(sessionId) {
        let state = this.#sessions.get(sessionId);
        if (!state) {
            state = emptyClosure();
            this.#sessions.set(sessionId, state);
        }
        return state;
    }
    /** Records a finished run as the session's current verdict, with the fingerprint it left. */
    recordRun(sessionId, run, fingerprint) {
        const state = this.#ensure(sessionId);
        applyRun(state, run);
        if (fingerprint)
            state.fingerprint = fingerprint;
        else
            delete state.fingerprint;
    }
    /** Tracks a background run until `settled` (which must never reject) resolves. */
    trackJob(sessionId, jobId, settled) {
        let jobs = this.#running.get(sessionId);
        if (!jobs) {
            jobs = new Map();
            this.#running.set(sessionId, jobs);
        }
        jobs.set(jobId, settled);
        void settled.then(() => {
            jobs.delete(jobId);
            if (jobs.size === 0 && this.#running.get(sessionId) === jobs)
                this.#running.delete(sessionId);
        });
    }
    /** Ids of the session's background test runs that have not been recorded yet. */
    runningJobs(sessionId) {
        return [...(this.#running.get(sessionId)?.keys() ?? [])];
    }
    /**
     * Resolves when every background run the session has running now is recorded, or when
     * `signal` aborts. Bounded: each job is killed at its own timeout.
     */
    async whenJobsSettled(sessionId, signal) {
        for (;;) {
            const pending = [...(this.#running.get(sessionId)?.values() ?? [])];
            if (pending.length === 0 || signal.aborted)
                return;
            await new Promise((resolve) => {
                const onAbort = () => resolve();
                signal.addEventListener('abort', onAbort, { once: true });
                void Promise.all(pending).then(() => {
                    signal.removeEventListener('abort', onAbort);
                    resolve();
                });
            });
        }
    }
    /**
     * Takes one of `turn`'s steers for a suite still running that shows failures (plugin/gate.ts):
     * its round, or undefined when the turn's steers are spent (the gate then waits for the run).
     */
    takeSteer(sessionId, turn, maxRounds) {
        const state = this.#sessions.get(sessionId);
        if (state === undefined)
            return undefined;
        if (state.interceptions.turn !== turn)
            state.interceptions = { turn, count: 0 };
        if (state.interceptions.count >= maxRounds)
            return undefined;
        state.interceptions.count += 1;
        return state.interceptions.count;
    }
    /**
     * Decides what the gate does when the agent tries to end `turn`, given what blocks the
     * last run now (its recorded blockers, or a staleness found at this stop) and what the
     * workspace looks like now.
     * Invariant: within one turn at most `maxRounds` steers are ever returned (one for a turn
     * with edits and no run), so the gate cannot loop; a new turn starts with a fresh budget.
     *
     * @param now.digest the workspace's fingerprint digest at this stop: two interceptions in a
     *   row on the same failures and the same digest release the turn (no progress).
     * @param now.changedWithoutRun files the session changed while no run is recorded (only
     *   when `checks.editsNeedRun` is on and the session's start is known).
     */
    decide(sessionId, turn, maxRounds, blockers, now = {}) {
        const state = this.#sessions.get(sessionId);
        if (!state)
            return { action: 'release', reason: 'no-run' };
        if (state.interceptions.turn !== turn)
            state.interceptions = { turn, count: 0 };
        const run = state.lastRun;
        const report = state.report;
        if (report !== undefined && report.turn === turn) {
            const log = report.logged !== true;
            report.logged = true;
            return { action: 'release-reported', report, run, log };
        }
        if (!run) {
            const changed = now.changedWithoutRun ?? [];
            if (changed.length === 0)
                return { action: 'release', reason: 'no-run' };
            if (state.interceptions.count < Math.min(1, maxRounds)) {
                state.interceptions.count += 1;
                return { action: 'ask-for-run', changed: [...changed] };
            }
            state.unresolved ??= { turn, failing: [], reason: 'no-run' };
            return { action: 'release-without-run', changed: [...changed] };
        }
        if (blockers.length === 0)
            return { action: 'release', reason: 'verified' };
        const failing = JSON.stringify([blockers.map((b) => b.check), run.failures.map((f) => f.name)]);
        // Only where the gate would steer again: a spent budget releases as it always has.
        const same = state.interceptions.count > 0 && state.interceptions.count < maxRounds && now.digest !== undefined && state.interceptions.digest === now.digest && state.interceptions.failing === failing;
        if (same) {
            state.unresolved ??= { turn, failing: run.failures.map((f) => f.name), reason: 'no-progress' };
            return { action: 'mark-unresolved', run, blockers: [...blockers], noProgress: true };
        }
        if (state.interceptions.count < maxRounds) {
            state.interceptions.count += 1;
            if (now.digest !== undefined)
                state.interceptions.digest = now.digest;
            state.interceptions.failing = failing;
            const round = state.interceptions.count;
            const previous = round > 1 ? state.steeredRun : undefined;
            state.steeredRun = run;
            return previous ? { action: 'steer', round, run, blockers: [...blockers], previous } : { action: 'steer', round, run, blockers: [...blockers] };
        }
        // The marker records the turn it was first set in; a later spent budget does not move it,
        // but every turn released unverified is reported.
        state.unresolved ??= { turn, failing: run.failures.map((f) => f.name) };
        return { action: 'mark-unresolved', run, blockers: [...blockers] };
    }
    /** Records an accepted report for its turn (test_closure_report); a review is kept for the session. */
    acceptReport(sessionId, report) {
        const state = this.#ensure(sessionId);
        state.report = report;
        if (report.outcome === 'review')
            state.reviews.push(report);
        else
            state.unresolved = { turn: report.turn, failing: [...report.tests], reason: report.reason, explanation: report.explanation };
    }
    /** Interceptions used in `turn` (0 for any other turn). */
    interceptionsIn(sessionId, turn) {
        const state = this.#sessions.get(sessionId);
        return state && state.interceptions.turn === turn ? state.interceptions.count : 0;
    }
    /** Forgets a session (its agent was disposed). */
    forget(sessionId) {
        this.#sessions.delete(sessionId);
    }
}
/** Names fixed, still failing and newly failing between two runs (by failure name). */
export function diffRuns(previous, current) {
    const before = new Set(previous.failures.map((f) => f.name));
    const after = new Set(current.failures.map((f) => f.name));
    return {
        fixed: [...before].filter((n) => !after.has(n)),
        stillFailing: [...after].filter((n) => before.has(n)),
        newlyFailing: [...after].filter((n) => !before.has(n)),
    };
}
