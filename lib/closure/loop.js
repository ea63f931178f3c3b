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
        notes.push(passing.length === first.names.length ? LOOP_NOTES.failuresFirstPassed(first.names.length) : LOOP_NOTES.failuresFirstUnproven(first.names.length, passing.length, skipped));
    }
    const whole = await input.runOne(input.plan);
    const confirmed = await confirmFailures(whole, input);
    if (confirmed.note !== undefined)
        notes.push(confirmed.note);
    return { finished: notes.length > 0 ? withNotes(whole, notes) : whole, plan: input.plan, flaky: confirmed.flaky };
}
