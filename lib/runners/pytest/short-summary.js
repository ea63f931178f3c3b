import { resolveSubtestEntry } from "./subtest-node.js";
/** The record kinds pytest writes between the short-summary header and the stats line. */
const SUMMARY_KINDS = new Set(['entry', 'subEntry', 'skipEntry', 'bang']);
/**
 * Reads the short summary's entries.
 *
 * @param landmarks where pytest's own summary header and stats line are.
 */
export function readShortSummary(records, landmarks) {
    const entries = [];
    const subEntries = [];
    const take = (r) => {
        if (r.kind === 'entry')
            entries.push(r);
        else if (r.kind === 'subEntry')
            subEntries.push(resolveSubtestEntry(r));
    };
    if (landmarks.summary >= 0) {
        for (let i = landmarks.summary + 1; i < landmarks.end; i++)
            take(records[i]);
    }
    else if (landmarks.stats >= 0) {
        // Summary header cut off (output truncated at the start): take the entries right above the stats line.
        let i = landmarks.stats - 1;
        while (i >= 0 && SUMMARY_KINDS.has(records[i].kind))
            i--;
        for (let k = i + 1; k < landmarks.stats; k++)
            take(records[k]);
    }
    return {
        entries,
        failed: entries.filter((e) => e.word === 'FAILED'),
        errors: entries.filter((e) => e.word === 'ERROR'),
        subEntries,
    };
}
