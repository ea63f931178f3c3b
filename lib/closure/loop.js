import { auditNote } from "./selection.js";
import { LOOP_NOTES } from "./loop-messages.js";
import { rerunEvidence } from "./rerun-evidence.js";
/** Statuses after which running more would not tell more: the same hang, the user's abort, the sandbox. */
const FINAL_STATUSES = new Set(['timed-out', 'aborted', 'sandbox-denied']);
/** A re-run's plan as the loop runs it: its own notes replace the planner's selection notes. */
function quietly(plan) {
    return { ...plan, notes: [], narrowed: false };
}
function withNotes(finished, notes, narrowed) {
    const result = { ...finished.result, notes: [...notes, ...finished.result.notes], ...(narrowed !== undefined ? { narrowed } : {}) };
    return { ...finished, result };
}
/**
 * A failures-first re-run without the tests it did not select. Every test it selects failed
 * last time, so a skipped one is one the selection left out (vitest's and jest's `-t` report
 * the other tests of the selected files as skipped): they are not counted as skipped, and not
 * counted at all.
 */
export function withoutDeselected(finished) {
    const { summary } = finished.result;
    if (summary.skipped === 0)
        return finished;
    return { ...finished, result: { ...finished.result, summary: { ...summary, skipped: 0, total: Math.max(0, summary.total - summary.skipped) } } };
}
function uniqueTestNames(result, skip) {
    return [...new Set(result.failures.filter((f) => f.kind === 'test' && !skip.has(f.name)).map((f) => f.name))];
}
/** Re-runs the whole-suite run's failing tests; returns the flaky ones and the note. */
async function confirmFailures(whole, input) {
    const confirm = input.confirm;
    if (!confirm || confirm.times < 1 || whole.result.status !== 'failed')
        return { flaky: [] };
    let pending = uniqueTestNames(whole.result, confirm.forgiven);
    if (pending.length === 0)
        return { flaky: [] };
    const total = pending.length;
    const flaky = [];
    let rounds = 0;
    while (pending.length > 0 && rounds < confirm.times) {
        const selection = confirm.planRerun(pending, whole.result.failures);
        if ('cannotSelect' in selection)
            return { flaky, note: selection.cannotSelect };
        rounds++;
        const rerun = await input.runOne(quietly(selection.plan));
        const evidence = rerunEvidence(pending, rerun);
        flaky.push(...evidence.passing);
        const passing = new Set(evidence.passing);
        pending = pending.filter((n) => !passing.has(n));
        if (FINAL_STATUSES.has(rerun.result.status))
            break;
    }
    return { flaky, note: LOOP_NOTES.confirmed(total, rounds, flaky.length) };
}
/** Runs one call. */
export async function runCall(input) {
    const notes = [];
    let then;
    const first = input.failuresFirst;
    if (first && 'cannotSelect' in first)
        notes.push(first.cannotSelect);
    else if (first) {
        const rerun = await input.runOne(quietly(first.plan));
        const { stillFailing, passing } = rerunEvidence(first.names, rerun);
        if (stillFailing.length > 0 || FINAL_STATUSES.has(rerun.result.status)) {
            const note = LOOP_NOTES.failuresFirstRed(first.names.length, stillFailing.length);
            return { finished: withNotes(withoutDeselected(rerun), [note], true), plan: first.plan, failuresFirst: { selected: first.names.length, stillFailing: stillFailing.length }, flaky: [] };
        }
        // The note says what the re-run showed of each test, never more: a skipped or unlisted test did not pass.
        const skippedNames = new Set(rerun.tests?.skipped ?? []);
        const skipped = first.names.filter((n) => skippedNames.has(n) && !passing.includes(n)).length;
        // Said once the close has chosen what runs next: the whole suite, or the files a selection chose.
        then = (selective) => (passing.length === first.names.length ? LOOP_NOTES.failuresFirstPassed(first.names.length, selective) : LOOP_NOTES.failuresFirstUnproven(first.names.length, passing.length, skipped, selective));
    }
    const closed = await closeRun(input, notes, then);
    const whole = closed.finished;
    const confirmed = await confirmFailures(whole, input);
    if (confirmed.note !== undefined)
        notes.push(confirmed.note);
    return { finished: notes.length > 0 ? withNotes(whole, notes) : whole, plan: input.plan, flaky: confirmed.flaky, ...(closed.selected ? { selected: closed.selected } : {}) };
}
/** A run that reported a result for what it ran: summary seen, not cut by its limit, green or with failures. */
function reported(finished) {
    const { result } = finished;
    return finished.missing === undefined && result.summarySeen && !result.timedOut && (result.status === 'passed' || (result.status === 'failed' && result.failures.length > 0));
}
/**
 * The run that closes: the test files the selective close chose, else the whole suite. A
 * selection that did not report a result (no tests found, killed, an error before any test)
 * runs the whole suite after it; with the audit on, a green selection runs it too, and a
 * whole suite that disagrees is the result.
 */
async function closeRun(input, notes, then) {
    const choice = input.close ? await input.close() : undefined;
    if (then)
        notes.push(then(choice !== undefined && !('whole' in choice) ? choice.selection.unit : undefined));
    if (choice !== undefined && 'whole' in choice)
        notes.push(choice.whole);
    if (choice === undefined || 'whole' in choice)
        return { finished: await input.runOne(input.plan) };
    const selected = await input.runOne(quietly(choice.plan));
    if (!reported(selected)) {
        notes.push(LOOP_NOTES.selectionUnreported);
        return { finished: await input.runOne(input.plan) };
    }
    const green = selected.result.status === 'passed';
    const finished = { ...selected, result: { ...selected.result, selection: choice.selection } };
    if (green && input.audit) {
        const whole = await input.runOne(input.plan);
        const audit = auditNote(whole.result);
        if (whole.result.status !== 'passed') {
            notes.push(audit);
            return { finished: whole };
        }
        notes.push(choice.note(true), audit);
        return { finished, selected: choice.units };
    }
    notes.push(choice.note(green));
    return { finished, selected: choice.units };
}
