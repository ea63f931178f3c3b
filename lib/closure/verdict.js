export const CHECK_IDS = ['passed', 'tests-ran', 'suite', 'total-dropped', 'skipped-rose', 'failed-test-missing', 'test-file-gone', 'fresh'];
/** Items named in one blocker; the rest are counted. */
export const BLOCKER_MAX_NAMES = 5;
/** `a, b, c (+2 more)` */
export function listText(items, max = BLOCKER_MAX_NAMES) {
    const shown = items.slice(0, max).join(', ');
    return items.length > max ? `${shown} (+${items.length - max} more)` : shown;
}
/** The `passed` check's clause for a run that did not pass, by status (`no-tests` is the `tests-ran` check's). */
export function statusClause(run) {
    const code = run.exitCode ?? 'none';
    switch (run.status) {
        case 'failed':
            return 'has failing tests';
        case 'timed-out':
            return 'timed out';
        case 'sandbox-denied':
            return 'was denied by the sandbox';
        case 'aborted':
            return 'was aborted';
        default:
            // `error`. Tests reported and none failed, yet the command failed: a coverage threshold
            // (`--cov-fail-under`), a hook or a script step after the tests.
            if (run.summary.total > 0)
                return `exited with code ${code} although no test failed`;
            return `exited with code ${code} before reporting results`;
    }
}
function testsRanClause(summary, lastTotalWithTests) {
    if (summary.total > 0)
        return `ran no tests: all ${summary.total} were skipped`;
    return lastTotalWithTests !== undefined ? `found no tests; the last run with tests had ${lastTotalWithTests}` : 'found no tests';
}
/** The `suite` check's clause for a run of another scope. */
export function scopeClause(input) {
    const suite = input.suiteCommand;
    if (input.scriptChanged) {
        const { was, now } = input.scriptChanged;
        return `ran scripts.test, which changed since this session's suite was pinned (was ${JSON.stringify(was)}, now ${JSON.stringify(now)}); a changed test script is another suite: start a new session or set suiteCommand in the config`;
    }
    switch (input.run.scope) {
        case 'narrowed':
            return 'ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite';
        case 'custom':
            return suite === undefined
                ? 'ran a custom command, which does not verify the suite, and no suite command is known; run test_run with framework, or set suiteCommand in the config'
                : `ran a custom command, which does not verify the suite; run test_run without command to run the suite (${suite})`;
        default: {
            const advice = input.suiteRunner !== undefined ? `; run test_run with framework "${input.suiteRunner}" to run it` : '';
            return suite === undefined ? 'ran no suite this session can verify' : `ran ${input.run.command}, not this session's suite (${suite})${advice}`;
        }
    }
}
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
                missing.push(name);
        }
        else if (filesRun !== undefined && file !== undefined && !filesRun.has(file)) {
            missing.push(`${name} (${file} did not run)`);
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
        blockers.push({ check: 'total-dropped', text: `total-dropped: ${summary.total} tests ran; the suite has had ${baseline.maxTotal}` });
    }
    if (checks.skippedRose && baseline?.minSkipped !== undefined && summary.skipped > baseline.minSkipped) {
        blockers.push({ check: 'skipped-rose', text: `skipped-rose: ${summary.skipped} skipped; the suite has had ${baseline.minSkipped}` });
    }
    if (checks.failedTestMissing) {
        const { missing, skipped } = vanished(input);
        const parts = [];
        if (missing.length > 0)
            parts.push(`now missing: ${listText(missing)}`);
        if (skipped.length > 0)
            parts.push(`now skipped: ${listText(skipped)}`);
        if (parts.length > 0)
            blockers.push({ check: 'failed-test-missing', text: `failed-test-missing: failed earlier this session, ${parts.join('; ')}` });
    }
    if (checks.testFileGone && baseline !== undefined && !input.filesTruncated) {
        const gone = baseline.testFiles.filter((f) => !input.files.has(f));
        if (gone.length > 0)
            blockers.push({ check: 'test-file-gone', text: `test-file-gone: ${listText(gone)}` });
    }
    return blockers;
}
/**
 * Judges one finished run against what the session knows. Pure.
 * Invariant: `verified` implies status `passed`, scope `suite` and at least one test run.
 */
export function judgeRun(input) {
    const { run } = input;
    const blockers = [];
    const ranNothing = run.status === 'no-tests' || (run.status === 'passed' && run.summary.passed + run.summary.failed === 0);
    if (ranNothing)
        blockers.push({ check: 'tests-ran', text: testsRanClause(run.summary, input.lastTotalWithTests) });
    else if (run.status !== 'passed')
        blockers.push({ check: 'passed', text: statusClause(run) });
    if (run.scope !== 'suite')
        blockers.push({ check: 'suite', text: scopeClause(input) });
    if (blockers.length === 0)
        blockers.push(...suiteBlockers(input));
    return { verified: blockers.length === 0, blockers };
}
