export const CHECK_IDS = ['passed', 'tests-ran', 'suite', 'total-dropped', 'skipped-rose', 'failed-test-missing', 'test-file-gone', 'fresh'];
/**
 * Tests that failed earlier and are not shown passing now: by name where the output lists
 * tests, else by file where it names the files it ran (a test whose file did not run).
 */
function vanished(input) {
    const missing = [];
    const skipped = [];
    const { listed, filesRun } = input;
    for (const [name, file] of input.failedEarlier) {
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
    if (checks.totalDropped && baseline?.maxTotal !== undefined && summary.total < baseline.maxTotal) {
        blockers.push({ check: 'total-dropped', total: summary.total, maxTotal: baseline.maxTotal });
    }
    if (checks.skippedRose && baseline?.minSkipped !== undefined && summary.skipped > baseline.minSkipped) {
        blockers.push({ check: 'skipped-rose', skipped: summary.skipped, minSkipped: baseline.minSkipped });
    }
    if (checks.failedTestMissing) {
        const { missing, skipped } = vanished(input);
        if (missing.length > 0 || skipped.length > 0)
            blockers.push({ check: 'failed-test-missing', missing, skipped });
    }
    if (checks.testFileGone && baseline !== undefined && !input.filesTruncated) {
        const gone = baseline.testFiles.filter((f) => !input.files.has(f));
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
    };
}
/**
 * Judges one finished run against what the session knows. Pure.
 * Invariant: `verified` implies status `passed`, scope `suite` and at least one test run.
 */
export function judgeRun(input) {
    const { run } = input;
    const blockers = [];
    const ranNothing = run.status === 'no-tests' || (run.status === 'passed' && run.summary.passed + run.summary.failed === 0);
    if (ranNothing) {
        blockers.push({ check: 'tests-ran', total: run.summary.total, ...(input.lastTotalWithTests !== undefined ? { lastTotalWithTests: input.lastTotalWithTests } : {}) });
    }
    else if (run.status !== 'passed') {
        blockers.push({ check: 'passed', status: run.status, exitCode: run.exitCode, total: run.summary.total });
    }
    if (run.scope !== 'suite')
        blockers.push(suiteBlocker(input));
    if (blockers.length === 0)
        blockers.push(...suiteBlockers(input));
    return { verified: blockers.length === 0, blockers };
}
/** Every switchable check off: what a run judged with no session to compare it with can use. */
const NO_SESSION_CHECKS = { totalDropped: false, skippedRose: false, failedTestMissing: false, testFileGone: false, freshness: false };
/**
 * A run judged on its own, with no session (the CLI): the `passed`, `tests-ran` and `suite`
 * checks only.
 */
export function judgeAlone(run) {
    return judgeRun({ run, failedEarlier: new Map(), files: new Map(), filesTruncated: true, checks: NO_SESSION_CHECKS });
}
