import { fingerprintWorkspace, markChangedDuringRun } from "../workspace/fingerprint.js";
import { RUNNERS } from "../runners/table.js";
import { MAX_PINNED_TEST_FILES, MAX_RECORDED_FAILURES } from "./state.js";
import { judgeRun } from "./verdict.js";
/** Changed test files listed per run; the count of the rest is not kept. */
export const MAX_LISTED_CHANGED_FILES = 200;
const RUNNER_CONFIG = /^(?:.*\/)?(?:conftest\.py|pytest\.ini|tox\.ini|setup\.cfg|pyproject\.toml|package\.json|(?:vitest|vite|jest)\.config\.[cm]?[jt]s(?:on)?)$/;
/**
 * Files whose edits change what the suite checks: its test files, and the runner's config
 * and hook files (a `conftest.py` can rewrite results; a config can exclude files).
 */
export function isSuiteFile(framework, path) {
    return RUNNERS[framework].isTestFile(path) || RUNNER_CONFIG.test(path);
}
function pinnedFiles(files, framework, truncated, script) {
    const suiteFiles = [...files].filter(([path]) => isSuiteFile(framework, path));
    return {
        testFiles: suiteFiles.slice(0, MAX_PINNED_TEST_FILES),
        truncated: truncated || suiteFiles.length > MAX_PINNED_TEST_FILES,
        ...(script !== undefined ? { script } : {}),
    };
}
function changedSuiteFiles(state, files, framework) {
    const pinned = state.suite?.testFileSignatures;
    if (!pinned)
        return [];
    const changed = [];
    for (const [path, signature] of files) {
        if (!isSuiteFile(framework, path))
            continue;
        if (pinned.get(path) !== signature)
            changed.push(path);
        if (changed.length >= MAX_LISTED_CHANGED_FILES)
            break;
    }
    return changed;
}
/** Gathers the evidence of one finished run. Never throws for workspace trouble: the fingerprint is total. */
export async function gatherEvidence(input) {
    const { result, state, suite, match } = input;
    const after = await fingerprintWorkspace(input.root);
    const fingerprint = input.startFingerprint ? markChangedDuringRun(input.startFingerprint, after) : after;
    // The first run of the suite (or the first after the configured suite changed) pins it;
    // it has nothing to be compared with, so the suite checks start with the second.
    const pins = match.scope === 'suite' && suite !== undefined && state.suite?.command !== suite.command;
    const baseline = pins ? undefined : state.suite;
    const verdict = judgeRun({
        run: { status: result.status, exitCode: result.exitCode, summary: result.summary, failures: result.failures, scope: match.scope, command: result.command },
        ...(suite !== undefined ? { suiteCommand: suite.command, suiteRunner: suite.runner } : {}),
        ...(match.scriptChanged ? { scriptChanged: match.scriptChanged } : {}),
        ...(baseline ? { baseline } : {}),
        failedEarlier: state.failedTests,
        ...(state.lastTotalWithTests !== undefined ? { lastTotalWithTests: state.lastTotalWithTests } : {}),
        ...(input.tests ? { listed: { passed: new Set(input.tests.passed), skipped: new Set(input.tests.skipped) } } : {}),
        ...(input.files ? { filesRun: new Set(input.files) } : {}),
        files: fingerprint.files,
        filesTruncated: fingerprint.truncated,
        checks: input.checks,
    });
    const testFilesChanged = pins ? [] : changedSuiteFiles(state, fingerprint.files, result.framework);
    const run = {
        ok: result.ok,
        status: result.status,
        summary: result.summary,
        summarySeen: result.summarySeen,
        failures: result.failures.slice(0, MAX_RECORDED_FAILURES),
        failureCount: result.failures.length,
        command: result.command,
        runner: suite !== undefined && match.scope === 'suite' ? suite.runner : result.framework,
        turn: input.turn,
        exitCode: result.exitCode,
        timedOut: result.timedOut,
        narrowed: result.narrowed,
        scope: match.scope,
        verdict,
        root: input.root,
        fingerprint: fingerprint.digest,
        ...(pins ? { pinned: pinnedFiles(fingerprint.files, result.framework, fingerprint.truncated, suite.script) } : {}),
        testFilesChanged,
        ...(input.jobId !== undefined ? { jobId: input.jobId } : {}),
    };
    return { run, fingerprint, verdict, testFilesChanged };
}
