import { countOf, reportsOf } from "./stats-words.js";
/**
 * Top-level `=== title ===` sections before the short summary, in the order pytest writes
 * them (TerminalReporter.pytest_terminal_summary). A title only moves the fold forward in
 * this order: an imitation printed inside a failure's captured output cannot send it back,
 * and other titles are ignored. `tests coverage` is pytest-cov's (6.1+), written by its
 * pytest_terminal_summary between pytest's sections and the short summary; its
 * `___ coverage: platform … ___` line is not a failure's header.
 */
export const SECTION_RANK = new Map([
    ['test session starts', 0], ['ERRORS', 1], ['FAILURES', 2], ['XFAILURES', 3],
    ['warnings summary', 4], ['PASSES', 5], ['XPASSES', 6], ['tests coverage', 7],
]);
/**
 * Finds pytest's own stats line and short-summary header among `records`.
 *
 * @returns their indices, and the bounds of the body and the summary they imply.
 */
export function findLandmarks(records) {
    const candidates = landmarksOf(records);
    const stats = chooseStats(records, candidates.stats);
    const end = stats >= 0 ? stats : records.length;
    const summary = chooseSummary(candidates, end);
    return { stats, summary, end, bodyEnd: summary >= 0 ? summary : end, cutLine: stats < 0 ? lastKnown(records) : -1 };
}
/** The indices of the stats lines, the short-summary headers and the other section headers, in one pass. */
function landmarksOf(records) {
    const stats = [];
    const summaries = [];
    const otherSections = [];
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind; // (read once: see Dialect.fold)
        if (kind === 'stats')
            stats.push(i);
        else if (kind === 'section' && r.title === 'short test summary info')
            summaries.push(i);
        else if (kind === 'section' && r.title !== 'warnings summary (final)')
            otherSections.push(i);
    }
    return { stats, summaries, otherSections };
}
/**
 * Index of pytest's own short-summary header: the last one before `end` (pytest's stats
 * line, or the end of a cut-off output) with no stats line or other section header between
 * them, since pytest writes only entries there (and, for warnings raised at teardown,
 * `warnings summary (final)`). One a test printed (into a PASSES section, with `-rP`;
 * pytest then writes no summary of its own) is followed by more of that output.
 */
function chooseSummary(candidates, end) {
    const before = (list) => list.findLast((i) => i < end) ?? -1;
    const summary = before(candidates.summaries);
    return summary > Math.max(before(candidates.stats), before(candidates.otherSections)) ? summary : -1;
}
/**
 * Index of pytest's own stats line, of the `candidates` (the indices of all of them).
 * Normally the last one; but when stderr is appended after stdout, or a test prints at
 * exit, an imitation can follow it. So only stats lines that agree with the run's own
 * evidence count: the header's item count (reports may exceed the selected items only by
 * error reports) or, without a header (-q), the number of progress characters (one per
 * report). Of those, the worst wins (most failures and errors; the first of equals): printed
 * text can make a run look redder, never greener, so `3 passed` printed at exit cannot
 * outrank pytest's `1 failed, 2 passed`, and an equal line printed at exit cannot move the end
 * of the run past pytest's own (where a printed summary or result line would be read). With no
 * agreeing line, the last one.
 */
function chooseStats(records, candidates) {
    if (candidates.length <= 1)
        return candidates[0] ?? -1;
    const collected = records.find((r) => r.kind === 'collected');
    let chars = 0;
    for (const r of records) {
        if (r.kind === 'stats' || (r.kind === 'section' && (SECTION_RANK.get(r.title) ?? 0) > 0))
            break;
        if (r.kind === 'progress')
            chars += r.chars.length;
    }
    const agrees = (stats) => {
        if (collected?.kind === 'collected') {
            return reportsOf(stats) - collected.selected - collected.skipped - collected.errors <= countOf(stats, 'error', 'errors');
        }
        return chars === 0 || reportsOf(stats) === chars;
    };
    const badness = (stats) => countOf(stats, 'failed', 'error', 'errors');
    let chosen = -1;
    for (const i of candidates) {
        const stats = records[i];
        if (agrees(stats) && (chosen < 0 || badness(stats) > badness(records[chosen])))
            chosen = i;
    }
    return chosen >= 0 ? chosen : candidates.at(-1);
}
/** Index of the last record that is not an unknown line (-1: none). */
function lastKnown(records) {
    let i = records.length - 1;
    while (i >= 0 && records[i].kind === 'unknown')
        i--;
    return i;
}
