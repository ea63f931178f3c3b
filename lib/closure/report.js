import { REPORT_REASONS } from "./state.js";
/** The longest explanation kept (it is shown to the user whole). */
export const MAX_EXPLANATION_CHARS = 1_000;
/** Tests one report may name. */
export const MAX_REPORTED_TESTS = 200;
/** A failure message that says something the environment lacks, not an assertion. */
const ENVIRONMENT = /ModuleNotFoundError|No module named|ImportError|Cannot find (?:module|package)|ERR_MODULE_NOT_FOUND|command not found|not found in PATH|ENOENT|No such file or directory|ECONNREFUSED|Connection refused|EAI_AGAIN|getaddrinfo|ENOTFOUND|EACCES|EPERM|[Pp]ermission denied|[Oo]peration not permitted|not installed|[Mm]issing (?:environment )?variable|environment variable|KeyError: '[A-Z][A-Z0-9_]*'|sandbox/;
const STOPPED_STATUSES = new Set(['sandbox-denied', 'error', 'timed-out']);
function failureText(f) {
    return [f.message ?? '', ...(f.detail ?? [])].join('\n');
}
/**
 * A failure outside the tests' own code: a file that failed to load or an error outside any
 * test, which an environment may explain by itself. A failed hook is test code, as a test is:
 * its message must say what is missing.
 */
function outsideTests(f) {
    return f.kind === 'file' || f.kind === 'run';
}
function reject(reason) {
    return { rejected: `test_closure_report: ${reason}` };
}
/** Every name the evidence lets a report mean: failing now, failing as recorded, failed earlier, or a changed test file. */
function reportable(state) {
    const names = new Map();
    const run = state.lastRun;
    for (const f of run?.failures ?? [])
        names.set(f.name, f);
    for (const f of run?.baselineReplay?.failures ?? [])
        if (!names.has(f.name))
            names.set(f.name, f);
    for (const name of state.failedTests.keys())
        if (!names.has(name))
            names.set(name, undefined);
    const replay = run?.baselineReplay;
    for (const path of [...(replay?.changed ?? []), ...(replay?.removed ?? [])])
        if (!names.has(path))
            names.set(path, undefined);
    for (const path of run?.testFilesChanged ?? [])
        if (!names.has(path))
            names.set(path, undefined);
    return names;
}
/**
 * Judges one report for `turn` against the session's state and what blocks its last run now.
 * Pure: the caller records an accepted report (ClosureStore.acceptReport).
 */
export function judgeReport(state, input, turn, blockers) {
    if (!REPORT_REASONS.includes(input.reason))
        return reject(`reason must be one of ${REPORT_REASONS.join(', ')} (got ${JSON.stringify(input.reason)})`);
    const reason = input.reason;
    const explanation = input.explanation.trim();
    if (explanation === '')
        return reject('explanation must not be empty: say in one sentence why');
    if (explanation.length > MAX_EXPLANATION_CHARS)
        return reject(`explanation must be at most ${MAX_EXPLANATION_CHARS} characters (got ${explanation.length})`);
    const tests = [...new Set(input.tests.map((t) => t.trim()).filter((t) => t !== ''))];
    if (tests.length === 0)
        return reject('tests must name at least one failing or changed test');
    if (tests.length > MAX_REPORTED_TESTS)
        return reject(`tests must name at most ${MAX_REPORTED_TESTS} tests (got ${tests.length})`);
    const run = state.lastRun;
    if (run === undefined)
        return reject('no test_run is recorded in this session; run test_run first');
    if (blockers.length === 0)
        return reject('nothing blocks: the last test_run verifies the suite');
    const known = reportable(state);
    const unknown = tests.filter((t) => !known.has(t));
    if (unknown.length > 0)
        return reject(`not failing or changed in this session: ${unknown.slice(0, 5).join(', ')}${unknown.length > 5 ? ` (+${unknown.length - 5} more)` : ''}`);
    if (reason === 'environment') {
        const stopped = STOPPED_STATUSES.has(run.status);
        const says = tests.some((t) => {
            const f = known.get(t);
            return f !== undefined && (outsideTests(f) || ENVIRONMENT.test(failureText(f)));
        });
        const runSays = run.failures.some((f) => f.kind !== 'test' && ENVIRONMENT.test(failureText(f)));
        if (!stopped && !says && !runSays)
            return reject('reason "environment" does not fit: the named failures report no missing program, module, file, service, variable or permission');
    }
    if (reason === 'pre-existing') {
        // The session-start run (closure/start-run.ts) may still be finding the session's start.
        if (state.startFailures === undefined && state.startRun === 'running')
            return reject('reason "pre-existing" does not fit yet: the session-start run of the suite has not finished; report again when it has');
        if (state.startFailures === undefined)
            return reject('reason "pre-existing" does not fit: no whole-suite test_run on the workspace as the session found it is recorded, so no failure can be shown to predate the session');
        const started = new Set(state.startFailures);
        const later = tests.filter((t) => !started.has(t));
        if (later.length > 0)
            return reject(`reason "pre-existing" does not fit: not failing in the session's first run: ${later.slice(0, 5).join(', ')}`);
    }
    // A review: the suite as the model left it passes, and what fails is the harness as it was.
    const review = reason === 'test-wrong' && run.status === 'passed' && blockers.every((b) => b.check !== 'passed' && b.check !== 'tests-ran' && b.check !== 'suite' && b.check !== 'fresh');
    const replay = run.baselineReplay;
    const accepted = {
        turn,
        reason,
        tests,
        explanation,
        outcome: review ? 'review' : 'unresolved',
        ...(review && replay !== undefined ? { changed: replay.changed, removed: replay.removed, added: replay.added } : {}),
    };
    return { accepted };
}
