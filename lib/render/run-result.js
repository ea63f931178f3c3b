/**
 * The `test_run` value and its model-visible text: compact and non-redundant. Counts once,
 * the verdict, each root cause many failures share once (render/causes.ts), each other
 * failure as one line `name — message (at location)` with the first failures' detail under
 * it (a byte budget), a message many failures share once, the raw output tail, then notes.
 * Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/run-result
 */
import { replayPassed } from "../closure/harness-replay.js";
import { listText, wordVerdict } from "./blockers.js";
import { groupByCause } from "../report/causes.js";
import { causeLines, countsWithCauses } from "./causes.js";
import { countsLine, DEFAULT_FAILURE_DETAIL_BYTES, DetailBudget, failureLine, shownMessage } from "./failures.js";
import { oneLine, quotedBlock } from "./safe-text.js";
import { failingSoFarLines, RUNNING_NEXT, runningLine } from "./running.js";
/** Builds the value from an outcome and its judgement, with what the session knows of it. */
export function testRunValue(outcome, scope, verdict, session) {
    return {
        ...outcome,
        scope,
        verdict: wordVerdict(verdict),
        ...(session !== undefined ? { testFilesChanged: session.testFilesChanged } : {}),
        ...(session?.flaky ? { flaky: session.flaky } : {}),
        ...(session?.preExisting ? { preExisting: session.preExisting } : {}),
        ...(session?.baselineReplay ? { baselineReplay: session.baselineReplay } : {}),
    };
}
/**
 * The baseline replay in a line, and its failures like the run's:
 * `baseline: the tests as at session start pass on this code (replayed test/a.test.js; harness edits: changed test/a.test.js)`;
 * with passes that hold (call/close-selection.ts): `(replayed test/a.test.js; 12 unchanged since their replay passed; …)`,
 * `(none replayed: 12 test files unchanged since their replay passed; …)`.
 */
export function baselineReplayLines(replay, detailBytes) {
    const held = replay.held ?? 0;
    const files = `${held} ${held === 1 ? 'test file' : 'test files'}`;
    const replayed = replay.scope === 'files' ? `replayed ${listText(replay.files)}` : 'replayed the whole suite';
    const ran = held === 0 ? replayed : replay.files.length === 0 ? `none replayed: ${files} unchanged since their replay passed` : `${replayed}; ${held} unchanged since their replay passed`;
    const edits = [];
    if (replay.changed.length > 0)
        edits.push(`changed ${listText(replay.changed)}`);
    if (replay.removed.length > 0)
        edits.push(`removed ${listText(replay.removed)}`);
    if (replay.added.length > 0)
        edits.push(`added ${listText(replay.added)}`);
    if (replay.above !== undefined && replay.above.length > 0)
        return [`baseline: not replayed: runner config outside the workspace changed since the session started: ${listText(replay.above)}`];
    const facts = `${ran}; harness edits: ${edits.join('; ')}`;
    if (replayPassed(replay))
        return [`baseline: the tests as at session start pass on this code (${facts})`];
    // A run that passed on files written while it ran says nothing (closure/replay-guard.ts).
    if (replay.status === 'passed' && replay.written !== undefined && replay.written.length > 0)
        return [`baseline: the replay of the tests as at session start is void: written while it ran, then put back: ${listText(replay.written)} (${facts})`];
    const lines = [`baseline: the tests as at session start ${replay.status === 'failed' ? 'fail' : `did not pass (${replay.status})`} on this code: ${countsLine(replay)} (${facts})`];
    if (replay.failures.length > 0) {
        lines.push('failing as at session start:');
        lines.push(...failureLinesByFile(replay.failures.slice(0, RENDER_MAX_FAILURES), detailBytes));
        if (replay.failureCount > RENDER_MAX_FAILURES)
            lines.push(`- … and ${replay.failureCount - RENDER_MAX_FAILURES} more`);
    }
    return lines;
}
/** Failures listed one per line; beyond this they are counted (the full list is in the value). */
export const RENDER_MAX_FAILURES = 100;
const HEADLINE = {
    passed: 'PASSED',
    failed: 'FAILED',
    'no-tests': 'NO TESTS',
    'timed-out': 'TIMED OUT',
    aborted: 'ABORTED',
    'sandbox-denied': 'SANDBOX DENIED',
    error: 'ERROR',
};
/** A message shared by at least this many listed failures is written once, under a key. */
export const SHARED_MESSAGE_MIN = 3;
/**
 * Whether the raw tail adds anything the parse did not: only when the parse may be incomplete
 * (no runner summary, a run that ended abnormally or found no tests, a failure without a
 * message). Otherwise the counts and the failure lines, with each failure's location and the
 * detail the parse keeps (expected/actual, diff lines), say it all, and the tail would repeat
 * them with the runner's stack frames and absolute paths; it stays in the value as `outputTail`.
 */
export function tailIsInformative(r) {
    if (!r.summarySeen)
        return true;
    if (r.status !== 'passed' && r.status !== 'failed')
        return true;
    return r.failures.some((f) => f.message === undefined);
}
/**
 * The keys (`m1`, `m2`, … in order of first appearance) of the messages at least
 * {@link SHARED_MESSAGE_MIN} of `failures` share, with how many share each.
 */
export function sharedMessages(failures) {
    const counts = new Map();
    for (const f of failures)
        if (f.message)
            counts.set(f.message, (counts.get(f.message) ?? 0) + 1);
    const shared = new Map();
    for (const [message, count] of counts)
        if (count >= SHARED_MESSAGE_MIN)
            shared.set(message, { key: `m${shared.size + 1}`, count });
    return shared;
}
/**
 * One line per failure, `- name — message (at location)`, grouped under a `file:` line per
 * test file (in order of first appearance) so a file shared by many failures is named once.
 * Failures without a file come first, ungrouped. A message that {@link SHARED_MESSAGE_MIN} or
 * more failures share is written once first, as `[m1] message (N failures)`, and their lines
 * end in `— [m1]`. Under the first failures' lines, their detail lines while
 * `detailBytes` lasts ({@link DetailBudget}).
 */
export function failureLinesByFile(failures, detail = DEFAULT_FAILURE_DETAIL_BYTES) {
    const shared = sharedMessages(failures);
    const budget = typeof detail === 'number' ? new DetailBudget(detail) : detail;
    const line = (f) => {
        const key = f.message === undefined ? undefined : shared.get(f.message)?.key;
        return [`- ${failureLine(f, key === undefined ? undefined : `[${key}]`)}`, ...budget.take(f)];
    };
    const byFile = new Map();
    const lines = [];
    for (const [message, { key, count }] of shared)
        lines.push(`[${key}] ${shownMessage(message)} (${count} failures)`); // shownMessage makes it one line
    for (const f of failures) {
        if (f.file === undefined || f.name.includes(f.file))
            lines.push(...line(f));
        else {
            const group = byFile.get(f.file);
            if (group)
                group.push(f);
            else
                byFile.set(f.file, [f]);
        }
    }
    for (const [file, group] of byFile) {
        lines.push(`${oneLine(file)}:`);
        for (const { file: _file, ...f } of group)
            lines.push(...line(f));
    }
    return lines;
}
/**
 * The `failures:` list: each cause once ({@link causeLines}), first, then the failures of
 * their own one per line as {@link failureLinesByFile} lists them (the first
 * {@link RENDER_MAX_FAILURES}, then `- … and N more`). Without a common cause it is exactly
 * the per-failure list. Details share one budget, causes first.
 * @param fullList where every failing test is listed, named on a cause's `tests:` line.
 */
export function failureDigestLines(failures, options = {}) {
    const entries = groupByCause(failures);
    const budget = new DetailBudget(options.detailBytes ?? DEFAULT_FAILURE_DETAIL_BYTES);
    const lines = [];
    for (const e of entries)
        if (e.kind === 'cause')
            lines.push(...causeLines(e.cause, budget, options.fullList));
    const singles = entries.flatMap((e) => (e.kind === 'single' ? [e.failure] : []));
    lines.push(...failureLinesByFile(singles.slice(0, RENDER_MAX_FAILURES), budget));
    if (singles.length > RENDER_MAX_FAILURES)
        lines.push(`- … and ${singles.length - RENDER_MAX_FAILURES} more`);
    return lines;
}
/** A cause's `tests:` line when a spill store saved the output: every failing test is in it. */
export const FULL_LIST_IN_OUTPUT = 'all in the full output (see notes)';
/**
 * Where every failing test of a result is listed, for a cause's `tests:` line: the full
 * output when a note names it (the spill store's reference); otherwise not known here.
 */
export function fullListOf(r) {
    return r.notes.some((n) => n.startsWith('full output: ')) ? FULL_LIST_IN_OUTPUT : undefined;
}
/** Changed test files named in the note; the rest are counted. */
export const NOTE_MAX_CHANGED_FILES = 5;
/** `2 failing tests do not block (1 failing before this session, 1 flaky)` */
function forgivenClause(forgiven) {
    const count = forgiven.preExisting.length + forgiven.flaky.length;
    const reasons = [
        ...(forgiven.preExisting.length > 0 ? [`${forgiven.preExisting.length} failing before this session`] : []),
        ...(forgiven.flaky.length > 0 ? [`${forgiven.flaky.length} flaky`] : []),
    ];
    return `${count} failing test${count === 1 ? '' : 's'} ${count === 1 ? 'does' : 'do'} not block (${reasons.join(', ')})`;
}
/** Tests named on a policy line; the rest are counted. */
export const POLICY_LINE_MAX_NAMES = 10;
/** The failures a policy speaks for: flaky ones, and those failing before the session. */
export function policyLines(r) {
    const lines = [];
    if (r.flaky && r.flaky.names.length > 0) {
        lines.push(`flaky (failed, then passed on a re-run; ${r.flaky.blocks ? 'still blocks' : 'does not block'}): ${listText(r.flaky.names, POLICY_LINE_MAX_NAMES)}`);
    }
    if (r.preExisting && r.preExisting.length > 0)
        lines.push(`failing before this session (does not block): ${listText(r.preExisting, POLICY_LINE_MAX_NAMES)}`);
    return lines;
}
/** `verdict: verifies the suite`, or why not: one blocker on the line, several below it. */
export function verdictLines(verdict) {
    if (verdict.verified)
        return [verdict.forgiven ? `verdict: verifies the suite; ${forgivenClause(verdict.forgiven)}` : 'verdict: verifies the suite'];
    if (verdict.blockers.length === 1)
        return [`verdict: does not verify the suite: ${verdict.blockers[0].text}`];
    return ['verdict: does not verify the suite:', ...verdict.blockers.map((b) => `- ${b.text}`)];
}
/** `, sandbox workspace-write`, `, sandbox read-only (denied)`; nothing where no sandbox confined the run. */
function sandboxClause(sandbox) {
    if (sandbox.mode === 'none' && !sandbox.denied)
        return '';
    return `, sandbox ${sandbox.mode}${sandbox.denied ? ' (denied)' : ''}`;
}
/**
 * What the sandbox denied (the verdict's clause says it where the verdict is shown), and what
 * the user can do about it: `the user can download the modules outside the sandbox (…)`.
 */
function sandboxLines(r, verdictShown) {
    const { reason, remedy } = r.sandbox;
    if (reason === undefined)
        return [];
    return [...(verdictShown ? [] : [`denied: ${oneLine(reason)}`]), ...(remedy !== undefined ? [`the user can ${oneLine(remedy)}`] : [])];
}
/**
 * Renders a finished run.
 * @param options `verdict: false` leaves out the verdict lines, for the CLI, which has no gate;
 *   `name` is the headline's first word (default `test_run`, the tool's; the CLI's is `run`);
 *   `fullList` names where every failing test is listed (the CLI's `--json`), else {@link fullListOf}.
 */
export function renderRunResult(r, options = {}) {
    const exit = r.timedOut ? 'timed out' : `exit ${r.exitCode ?? 'none'}`;
    const lines = [
        `${options.name ?? 'test_run'} ${HEADLINE[r.status]}: ${countsWithCauses(r)} — ${r.framework}, ${exit}, ${(r.durationMs / 1000).toFixed(1)}s${sandboxClause(r.sandbox)}`,
        `command: ${oneLine(r.command)}`,
        ...(options.verdict === false ? [] : verdictLines(r.verdict)),
        ...sandboxLines(r, options.verdict !== false),
    ];
    if (r.packages !== undefined)
        lines.push('packages:', ...r.packages.map(packageLine));
    if (r.failures.length > 0) {
        const fullList = options.fullList ?? fullListOf(r);
        lines.push('failures:', ...failureDigestLines(r.failures, { ...(options.detailBytes !== undefined ? { detailBytes: options.detailBytes } : {}), ...(fullList !== undefined ? { fullList } : {}) }));
    }
    lines.push(...policyLines(r));
    if (r.baselineReplay !== undefined)
        lines.push(...baselineReplayLines(r.baselineReplay, options.detailBytes));
    const notes = [...r.notes];
    if (r.testFilesChanged && r.testFilesChanged.length > 0)
        notes.push(`test files changed since the suite's first run: ${listText(r.testFilesChanged, NOTE_MAX_CHANGED_FILES)}`);
    if (notes.length > 0) {
        lines.push('notes:');
        for (const n of notes)
            lines.push(`- ${oneLine(n)}`);
    }
    if (r.outputTail !== '' && tailIsInformative(r))
        lines.push('output tail:', ...quotedBlock(r.outputTail.trimEnd()));
    return lines.join('\n');
}
/** `- packages/a: FAILED: 1 failed, 2 passed, 0 skipped (3 total) — jest, exit 1`. */
export function packageLine(p) {
    return `- ${oneLine(p.dir)}: ${HEADLINE[p.status]}: ${countsLine(p)} — ${p.framework}, exit ${p.exitCode ?? 'none'}`;
}
export function renderBackgroundStarted(r) {
    if (r.progress !== undefined) {
        const lines = [`test_run RUNNING as job ${r.jobId}: ${oneLine(r.command)}`, runningLine(r.scope, r.progress), ...failingSoFarLines(r.progress), RUNNING_NEXT];
        for (const n of r.notes)
            lines.push(`- ${oneLine(n)}`);
        return lines.join('\n');
    }
    const lines = [
        `test_run started in the background as job ${r.jobId}: ${oneLine(r.command)}`,
        'Its result is recorded when the job ends, and the turn cannot end before: the gate waits for it. Read it with job_output or check with test_closure_check.',
    ];
    for (const n of r.notes)
        lines.push(`- ${oneLine(n)}`);
    return lines.join('\n');
}
