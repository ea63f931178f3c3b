/** Progress letters and -v words, as the stats-line words they are counted under. */
export const LETTER_WORD = { '.': 'passed', F: 'failed', E: 'errors', s: 'skipped', x: 'xfailed', X: 'xpassed', u: 'subtests failed' };
export const STATUS_WORD = { PASSED: 'passed', FAILED: 'failed', ERROR: 'errors', SKIPPED: 'skipped', XFAIL: 'xfailed', XPASS: 'xpassed' };
/** Counts of stats-line words, in order of first appearance. */
export class WordCounts {
    byWord = new Map();
    total = 0;
    add(word) {
        this.byWord.set(word, (this.byWord.get(word) ?? 0) + 1);
        this.total++;
    }
    /** How many of the reports were one of `words`. */
    count(...words) {
        return words.reduce((sum, w) => sum + (this.byWord.get(w) ?? 0), 0);
    }
}
/** A stats record built from word counts. */
export function statsOf(counts, seconds = 0) {
    return { kind: 'stats', counts: [...counts.byWord].map(([word, n]) => ({ n, word })), seconds };
}
/** A stats record built from one word per report. */
export function tally(words, seconds = 0) {
    const counts = new WordCounts();
    for (const w of words)
        counts.add(w);
    return statsOf(counts, seconds);
}
/** How many reports of a stats record are one of `words`. */
export const countOf = (stats, ...words) => stats.counts.filter((c) => words.includes(c.word)).reduce((a, c) => a + c.n, 0);
/** Reports a stats line counts: one per test, plus collection reports and extra (teardown) errors. */
export const reportsOf = (stats) => countOf(stats, 'passed', 'xpassed', 'failed', 'error', 'errors', 'skipped', 'xfailed');
