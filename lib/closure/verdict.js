import { allChecks, checkOn } from "./checks.js";
import { replayPassed } from "./harness-replay.js";
import { showsTestsRan } from "../report/unshown.js";
/** The `passed` blocker's status for a run that exited 0 without the runner's summary. */
export const NO_SUMMARY = 'no-summary';
/**
 * Tests that failed earlier and are not shown passing now: by name where the output lists
 * tests, else by file where it names the files it ran (a test whose file did not run).
 */
function vanished(input) {
    const missing = [];
    const skipped = [];
    const { listed, filesRun } = input;
    // A test failing in this run (forgiven, or the run would not be judged green) has not vanished.
    const failingNow = new Set(input.run.failures.map((f) => f.name));
    for (const [name, file] of input.failedEarlier) {
        if (failingNow.has(name))
            continue;
        if (listed !== undefined) {
            if (listed.passed.has(name))
                continue;
            if (listed.skipped.has(name))
                skipped.push(name);
            else
                missing.push({ name });
        }
        else if (filesRun !== undefined && file !== undefined && !filesRun.has(file)) {
            missing.push({ name, fileNotRun: file });
        }
    }
    return { missing, skipped };
}
/** The checks that compare a green suite run with what the session saw of the suite before. */
function suiteBlockers(input) {
    const blockers = [];
    const { summary } = input.run;
    const baseline = input.baseline;
    const checks = input.checks;
    const replay = input.replay;
    if (checkOn(checks, 'baseline') && replay !== undefined && !replayPassed(replay)) {
        blockers.push({
            check: 'baseline',
            failing: replay.failures.map((f) => f.name),
            failureCount: replay.failureCount,
            status: replay.status,
            ran: showsTestsRan(replay) ? Math.max(1, replay.summary.passed + replay.summary.failed) : 0,
            changed: replay.changed,
            removed: replay.removed,
            added: replay.added,
            unrestorable: replay.unrestorable,
            conflicts: replay.conflicts,
            ...(replay.above !== undefined ? { above: replay.above } : {}),
            ...(replay.written !== undefined ? { written: replay.written } : {}),
        });
    }
    // A passing replay of the whole suite shows every session-start test passing on this code:
    // a smaller total, more skips or a missing earlier failure then come from the changed harness
    // it has already judged. A replay of some files vouches for the tests in those files.
    const replayed = checkOn(checks, 'baseline') && replay !== undefined && replayPassed(replay);
    const vouched = (file) => replayed && (replay.scope === 'suite' || (file !== undefined && (replay.changed.includes(file) || replay.removed.includes(file))));
    // A selective close ran only the files whose inputs changed: the others' counts are in their
    // recorded passes, unchanged since (closure/selection.ts). Its counts are no measure of the suite.
    const wholeSuiteVouched = replayed || input.run.selection !== undefined;
    // A total of shown counts only (go's plain output) is not the runner's: nothing to compare.
    if (checkOn(checks, 'total-dropped') && !wholeSuiteVouched && input.run.unshown === undefined && baseline?.maxTotal !== undefined && summary.total < baseline.maxTotal) {
        blockers.push({ check: 'total-dropped', total: summary.total, maxTotal: baseline.maxTotal });
    }
    if (checkOn(checks, 'skipped-rose') && !wholeSuiteVouched && baseline?.minSkipped !== undefined && summary.skipped > baseline.minSkipped) {
        blockers.push({ check: 'skipped-rose', skipped: summary.skipped, minSkipped: baseline.minSkipped });
    }
    if (checkOn(checks, 'failed-test-missing')) {
        const { missing, skipped } = vanished(input);
        const earlierFile = (name) => input.failedEarlier.get(name);
        const stillMissing = missing.filter((t) => !vouched(t.fileNotRun ?? earlierFile(t.name)));
        const stillSkipped = skipped.filter((name) => !vouched(earlierFile(name)));
        if (stillMissing.length > 0 || stillSkipped.length > 0)
            blockers.push({ check: 'failed-test-missing', missing: stillMissing, skipped: stillSkipped });
    }
    if (checkOn(checks, 'test-file-gone') && input.failedFiles !== undefined && !input.filesTruncated) {
        const gone = [...input.failedFiles].filter((f) => !input.files.has(f) && !vouched(f));
        if (gone.length > 0)
            blockers.push({ check: 'test-file-gone', files: gone });
    }
    return blockers;
}
function suiteBlocker(input) {
    return {
        check: 'suite',
        scope: input.run.scope,
        command: input.run.command,
        ...(input.suiteCommand !== undefined ? { suiteCommand: input.suiteCommand } : {}),
        ...(input.suiteRunner !== undefined ? { suiteRunner: input.suiteRunner } : {}),
        ...(input.scriptChanged !== undefined ? { scriptChanged: input.scriptChanged } : {}),
        ...(input.programMoved !== undefined ? { programMoved: input.programMoved } : {}),
        ...(input.environmentChanged !== undefined ? { environmentChanged: input.environmentChanged } : {}),
    };
}
/**
 * The failures a failed run is forgiven, or undefined when any of them blocks. Forgiven only
 * when the report is whole and every failure is a named test the policies forgive: the
 * runner's summary was seen, the run was not cut by its timeout, no file or run error, and no
 * more failing tests counted than named (an unnamed failure cannot be forgiven).
 */
export function forgivenFailures(run, forgivable) {
    if (!forgivable || run.status !== 'failed' || run.summarySeen !== true || run.timedOut !== false)
        return undefined;
    if (run.failures.length < run.summary.failed || run.failures.some((f) => f.kind !== 'test'))
        return undefined;
    const left = new Map(forgivable.preExisting);
    const forgiven = { preExisting: [], flaky: [] };
    for (const { name } of run.failures) {
        const count = left.get(name) ?? 0;
        if (count > 0) {
            left.set(name, count - 1);
            forgiven.preExisting.push(name);
        }
        else if (forgivable.flaky.has(name)) {
            forgiven.flaky.push(name);
        }
        else {
            return undefined;
        }
    }
    return forgiven;
}
/**
 * Judges one finished run against what the session knows. Pure.
 * Invariant: `verified` implies scope `suite`, at least one test run, and status `passed` or
 * `failed` with every failure forgiven (then `forgiven` names them).
 */
export function judgeRun(input) {
    const { run } = input;
    const blockers = [];
    // go's plain output counts no passing test; its `ok` package lines show that tests ran.
    const ranNothing = run.status === 'no-tests' || (run.status === 'passed' && !showsTestsRan(run));
    const forgiven = forgivenFailures(run, input.forgivable);
    if (ranNothing) {
        blockers.push({ check: 'tests-ran', total: run.summary.total, ...(input.lastTotalWithTests !== undefined ? { lastTotalWithTests: input.lastTotalWithTests } : {}) });
    }
    else if (run.status !== 'passed' && forgiven === undefined) {
        const denial = run.status === 'sandbox-denied' ? run.sandboxReason : undefined;
        blockers.push({ check: 'passed', status: run.status, exitCode: run.exitCode, total: run.summary.total, ...(denial !== undefined ? { denial } : {}) });
    }
    else if (run.status === 'passed' && run.summarySeen === false) {
        // Killed, exited from inside a test, or cut off: progress lines are not the runner's decision.
        blockers.push({ check: 'passed', status: NO_SUMMARY, exitCode: run.exitCode, total: run.summary.total });
    }
    if (checkOn(input.checks, 'fresh') && input.writtenDuringRun !== undefined && input.writtenDuringRun.length > 0) {
        blockers.push({ check: 'fresh', changed: [...input.writtenDuringRun], duringRun: true });
    }
    if (run.scope !== 'suite')
        blockers.push(suiteBlocker(input));
    if (blockers.length === 0)
        blockers.push(...suiteBlockers(input));
    if (blockers.length > 0)
        return { verified: false, blockers };
    return forgiven === undefined ? { verified: true, blockers } : { verified: true, blockers, forgiven };
}
/** Every switchable check off: what a run judged with no session to compare it with can use. */
/** The checks a run judged without a session makes: none of the session's. */
export const NO_SESSION_CHECKS = allChecks(false);
/**
 * A run judged on its own, with no session (the CLI): the `passed`, `tests-ran` and `suite`
 * checks only.
 */
export function judgeAlone(run) {
    return judgeRun({ run, failedEarlier: new Map(), files: new Map(), filesTruncated: true, checks: NO_SESSION_CHECKS });
}
