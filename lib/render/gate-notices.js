/**
 * The gate's model-visible text: the corrective notice steered into the agent, the notice
 * recorded when a turn is released unverified, the notice of a settled background run, and
 * their one-line summaries. Every string here is pinned in docs/model-visible-text.md
 * and asserted verbatim by tests; change them together.
 *
 * @module dsh-test-closure/render/gate-notices
 */
import { GATE_CHECKS } from "../closure/checks.js";
import { diffRuns } from "../closure/state.js";
import { NO_SUMMARY } from "../closure/verdict.js";
import { blockerText, listText } from "./blockers.js";
import { groupByCause } from "../report/causes.js";
import { causeLines, countsWithCauses } from "./causes.js";
import { DEFAULT_FAILURE_DETAIL_BYTES, DetailBudget, failureLine } from "./failures.js";
import { oneLine } from "./safe-text.js";
import { PLUGIN_NAME } from "../report/names.js";
/** Failures named in one notice; the rest are counted. */
export const NOTICE_MAX_FAILURES = 10;
/** The notice's fixed last line (the design's wording: "fix it, then re-run test_run to verify"). */
export const NOTICE_CLOSING = '请修复后重新运行 test_run 验证。';
/**
 * The last line instead, when the sandbox denied the run: no code change fixes that, and the
 * same run is denied again, so the model is asked to tell the user, never to fix code.
 */
export const SANDBOX_NOTICE_CLOSING = 'The sandbox denied the run, not a test: do not change code for it; tell the user what was denied.';
/** True when what blocks is a run the sandbox denied. */
function sandboxDenied(blocker) {
    return blocker.check === 'passed' && blocker.status === 'sandbox-denied';
}
/** The one line that offers the honest way out (first interception of a turn only). */
export const REPORT_OPTION_LINE = 'If a test is wrong or the environment lacks something, say so with test_closure_report instead.';
/** What the baseline check asks for. */
export const BASELINE_ADVICE_LINE = 'Restore those tests, or if a test itself was wrong, explain it with test_closure_report (reason "test-wrong").';
/** What the baseline check asks for when a runner config outside the workspace changed. */
export const OUTSIDE_CONFIG_ADVICE_LINE = 'Put the runner config outside the workspace back as it was (remove it if it was not there), then run test_run.';
/** True for a baseline blocker that names runner configs outside the workspace changed since the session started. */
function outsideConfigChanged(blocker) {
    return blocker.check === 'baseline' && blocker.above !== undefined && blocker.above.length > 0;
}
/** Why the run does not close the turn, in one clause after "Not done: ". */
export function primaryClause(run, blocker) {
    switch (blocker.check) {
        case 'passed':
            return run.status === 'failed' ? 'tests are still failing' : `the last test_run ${blockerText(blocker)}`;
        case 'tests-ran':
            return `the last test_run ${blockerText(blocker)}`;
        case 'suite':
            return `the last test_run ${run.status === 'passed' ? 'passed but ' : ''}${blockerText(blocker)}`;
        case 'fresh':
            if (blocker.uncovered !== undefined)
                return 'the workspace is too large to tell whether it changed after the last green test_run';
            return blocker.duringRun ? 'files were written while the last test_run ran; re-run test_run to verify them' : 'the workspace changed after the last green test_run; re-run test_run to verify it';
        case 'baseline':
            if (outsideConfigChanged(blocker))
                return 'the last test_run passed, but a runner config outside the workspace changed since the session started';
            return 'the last test_run passed, but tests as they were at session start fail on this code';
        case 'start-run':
            return blockerText(blocker);
        default:
            return 'the last test_run passed, but the suite lost tests it had';
    }
}
/** `[dsh-test-closure] Not done: <clause> (<counts>; command: <cmd>).` plus the blockers not in the clause. */
function headLines(run, blockers, opening) {
    const primary = blockers[0];
    const lines = [`${opening}${primaryClause(run, primary)} (${countsWithCauses(run)}; command: ${oneLine(run.command)}).`];
    // A check that compares the suite with itself (closure/checks.ts, `listed`) is listed whole even when it is the clause.
    const listed = blockers.filter((b) => b !== primary || GATE_CHECKS[b.check].listed);
    if (listed.length > 0) {
        lines.push('Checks failed:');
        for (const b of listed)
            lines.push(`- ${blockerText(b)}`);
    }
    return lines;
}
/**
 * A titled list of failures by cause (report/causes.ts): the first {@link NOTICE_MAX_FAILURES}
 * entries, each a cause written once ({@link causeLines}) or a failure of its own on one line,
 * with detail while `budget` lasts; the failures they leave out are counted.
 */
function failureGroup(title, failures, count, budget) {
    const shown = groupByCause(failures).slice(0, NOTICE_MAX_FAILURES);
    if (shown.length === 0)
        return [];
    const lines = [title];
    let named = 0;
    for (const e of shown) {
        if (e.kind === 'cause') {
            lines.push(...causeLines(e.cause, budget));
            named += e.cause.failures.length;
        }
        else {
            lines.push(`- ${failureLine(e.failure)}`, ...budget.take(e.failure));
            named++;
        }
    }
    const more = count - named;
    if (more > 0)
        lines.push(`- … and ${more} more`);
    return lines;
}
/** The run's failures split into those a pre-existing failure accounts for (by name and count) and the rest. */
function splitPreExisting(run) {
    const left = new Map();
    for (const name of run.preExisting ?? [])
        left.set(name, (left.get(name) ?? 0) + 1);
    const blocking = [];
    const before = [];
    for (const f of run.failures) {
        const n = f.kind === 'test' ? (left.get(f.name) ?? 0) : 0;
        if (n > 0) {
            left.set(f.name, n - 1);
            before.push(f);
        }
        else
            blocking.push(f);
    }
    return { blocking, before };
}
/**
 * The failing tests: all under `Failing:`, or, when some were failing before the session,
 * the new ones first under `Newly failing (blocks):`; then the flaky ones named.
 */
function failingLines(run, detailBytes) {
    const lines = [];
    const budget = new DetailBudget(detailBytes);
    if (run.preExisting && run.preExisting.length > 0) {
        const { blocking, before } = splitPreExisting(run);
        lines.push(...failureGroup('Newly failing (blocks):', blocking, run.failureCount - before.length, budget));
        lines.push(...failureGroup('Failing before this session (does not block):', before, before.length, budget));
    }
    else {
        lines.push(...failureGroup('Failing:', run.failures, run.failureCount, budget));
    }
    const replay = run.baselineReplay;
    if (replay !== undefined && replay.failures.length > 0) {
        lines.push(...failureGroup('Failing as at session start:', replay.failures, replay.failureCount, budget));
    }
    if (run.flaky && run.flaky.names.length > 0) {
        lines.push(`Flaky (failed, then passed on a re-run; ${run.flaky.blocks ? 'still blocks' : 'does not block'}): ${listText(run.flaky.names, NOTICE_MAX_FAILURES)}`);
    }
    return lines;
}
/**
 * The corrective notice for interception `round` of `maxRounds`.
 * Names the first {@link NOTICE_MAX_FAILURES} failures, counts the rest, and from the second
 * interception on says what changed since the run the previous interception was about.
 */
export function steerNotice(run, blockers, round, maxRounds, previous, detailBytes = DEFAULT_FAILURE_DETAIL_BYTES) {
    const lines = [...headLines(run, blockers, `[${PLUGIN_NAME}] Not done: `), ...failingLines(run, detailBytes)];
    if (previous) {
        const d = diffRuns(previous, run);
        lines.push(`Since the previous run: ${d.fixed.length} fixed, ${d.stillFailing.length} still failing, ${d.newlyFailing.length} newly failing.`);
        if (d.newlyFailing.length > 0)
            lines.push(`Newly failing: ${d.newlyFailing.slice(0, NOTICE_MAX_FAILURES).map(oneLine).join('; ')}`);
    }
    if (blockers.some(outsideConfigChanged))
        lines.push(OUTSIDE_CONFIG_ADVICE_LINE);
    else if (blockers.some((b) => b.check === 'baseline'))
        lines.push(BASELINE_ADVICE_LINE);
    else if (round === 1)
        lines.push(REPORT_OPTION_LINE);
    lines.push(`Interception ${round} of ${maxRounds} this turn.`);
    lines.push(sandboxDenied(blockers[0]) ? SANDBOX_NOTICE_CLOSING : NOTICE_CLOSING);
    return lines.join('\n');
}
/** A short label of what blocks, for one-line summaries. */
export function blockerLabel(run, blocker) {
    switch (blocker.check) {
        case 'passed':
            return run.status === 'failed' ? `red (${run.summary.failed} failed)` : blocker.status === NO_SUMMARY ? 'no runner summary' : run.status;
        case 'tests-ran':
            return 'no tests';
        case 'suite':
            return run.scope === 'narrowed' ? 'narrowed' : run.scope === 'failures-first' ? 'failures first' : run.scope === 'custom' ? 'custom command' : 'not the suite';
        case 'fresh':
            return blocker.uncovered !== undefined ? 'workspace too large' : 'stale';
        case 'baseline':
            if (outsideConfigChanged(blocker))
                return 'runner config outside the workspace changed';
            return `session-start tests fail (${blocker.failureCount})`;
        default:
            return `suite shrank (${blocker.check})`;
    }
}
function bounded(text) {
    return text.length <= 120 ? text : `${text.slice(0, 119)}…`;
}
/** The notice's one-line summary (source.summary, at most 120 characters). */
export function steerSummary(run, blockers, round, maxRounds) {
    return bounded(`test_run ${blockerLabel(run, blockers[0])}; interception ${round}/${maxRounds}`);
}
/**
 * What the session log records when a turn is released with the suite unverified. The model
 * reads it at the start of its next turn; a user reading the session sees it at once.
 */
export function unresolvedNotice(run, blockers, turn, interceptions, detailBytes = DEFAULT_FAILURE_DETAIL_BYTES) {
    const lines = headLines(run, blockers, `[${PLUGIN_NAME}] Turn ${turn} ended unverified after ${interceptions} interception${interceptions === 1 ? '' : 's'}: `);
    lines.push(...failingLines(run, detailBytes));
    lines.push('The session is marked unresolved until a test_run verifies the suite.');
    return lines.join('\n');
}
export function unresolvedSummary(run, blockers, turn) {
    return bounded(`unresolved: turn ${turn} ended with test_run ${blockerLabel(run, blockers[0])}`);
}
/** What the session log records when two interceptions in a row saw the same failures on an unchanged workspace. */
export function noProgressNotice(run, blockers, turn, detailBytes = DEFAULT_FAILURE_DETAIL_BYTES) {
    const lines = headLines(run, blockers, `[${PLUGIN_NAME}] Turn ${turn} ended unverified, no progress (same failures, no file changed since the last interception): `);
    lines.push(...failingLines(run, detailBytes));
    lines.push('The session is marked unresolved until a test_run verifies the suite.');
    return lines.join('\n');
}
export function noProgressSummary(turn) {
    return bounded(`unresolved (no progress): turn ${turn}`);
}
/** The steer when the session changed files and never ran the tests. */
export function askForRunNotice(changed) {
    return [`[${PLUGIN_NAME}] Not done: files changed this session and no test_run was recorded: ${listText(changed)}.`, 'Run test_run to verify the suite.'].join('\n');
}
export function askForRunSummary() {
    return 'no test_run after edits; interception 1/1';
}
/** What the session log records when a turn with edits ended with no test run. */
export function noRunNotice(changed, turn) {
    return [`[${PLUGIN_NAME}] Turn ${turn} ended with files changed and no test_run: ${listText(changed)}.`, 'The session is marked unresolved until a test_run verifies the suite.'].join('\n');
}
export function noRunSummary(turn) {
    return bounded(`unresolved (no test_run): turn ${turn} changed files`);
}
/**
 * What the session log records for an accepted test_closure_report: a test-change review
 * (the suite passes; tests the model changed fail as they were), or the turn released
 * unresolved with the model's reason. The user reads it in the transcript.
 */
export function reportNotice(report, run) {
    const reason = `${report.reason}: ${oneLine(JSON.stringify(report.explanation))}`;
    if (report.outcome === 'review') {
        const edits = [];
        if (report.changed && report.changed.length > 0)
            edits.push(`changed ${listText(report.changed)}`);
        if (report.removed && report.removed.length > 0)
            edits.push(`removed ${listText(report.removed)}`);
        if (report.added && report.added.length > 0)
            edits.push(`added ${listText(report.added)}`);
        return [
            `[${PLUGIN_NAME}] Test-change review, turn ${report.turn}: the suite passes as changed, not as it was at session start (not verified).`,
            `Tests the model says were wrong: ${listText(report.tests, NOTICE_MAX_FAILURES)}.`,
            ...(edits.length > 0 ? [`Test harness edits: ${edits.join('; ')}.`] : []),
            `Reason (${reason}).`,
        ].join('\n');
    }
    const counts = run !== undefined ? ` (${countsWithCauses(run)})` : '';
    return [
        `[${PLUGIN_NAME}] Turn ${report.turn} ended unresolved on the model's report${counts}: ${listText(report.tests, NOTICE_MAX_FAILURES)}.`,
        `Reason (${reason}).`,
        'The session is marked unresolved until a test_run verifies the suite.',
    ].join('\n');
}
export function reportSummary(report) {
    return bounded(report.outcome === 'review' ? `test-change review (${report.reason}): ${report.tests.length} test(s)` : `unresolved (${report.reason}): turn ${report.turn}`);
}
/** What the session log records when a background run settles: its verdict, for the model and for a resumed session. */
export function backgroundNotice(run, detailBytes = DEFAULT_FAILURE_DETAIL_BYTES) {
    const verdict = run.verdict.verified ? 'it verifies the suite' : `it does not verify the suite: ${run.verdict.blockers.map(blockerText).join('; ')}`;
    const lines = [`[${PLUGIN_NAME}] Background test_run ${run.jobId ?? ''} finished ${run.status} (${countsWithCauses(run)}; command: ${oneLine(run.command)}); ${verdict}.`];
    lines.push(...failingLines(run, detailBytes));
    return lines.join('\n');
}
export function backgroundSummary(run) {
    return bounded(`background test_run ${run.jobId ?? ''} ${run.verdict.verified ? 'verified the suite' : blockerLabel(run, run.verdict.blockers[0])}`);
}
