import { nameFailures } from "./failures.js";
import { findLandmarks } from "./landmarks.js";
import { listedTests } from "./listed.js";
import { reconcileCounts } from "./reconcile.js";
import { scanRunBody } from "./run-body.js";
import { matchSectionsToSummary } from "./section-matching.js";
import { readShortSummary } from "./short-summary.js";
/**
 * Folds the records of one pytest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 *
 * @returns the counts and failures; `summarySeen` is false without a stats line (`-qq`, truncated output).
 */
export function foldPytest(records, lines) {
    const landmarks = findLandmarks(records);
    const summary = readShortSummary(records, landmarks);
    const body = scanRunBody(records, lines, landmarks);
    const matched = matchSectionsToSummary(body.sections, summary);
    const failures = nameFailures(records, lines, summary, body, matched);
    const counts = reconcileCounts(records, landmarks, summary, body, matched, failures.length);
    const result = { summary: counts.summary, failures, summarySeen: landmarks.stats >= 0, files: body.files.list() };
    if (counts.durationMs !== undefined)
        result.durationMs = counts.durationMs;
    const tests = listedTests(body, summary, landmarks.stats >= 0 ? records[landmarks.stats] : undefined);
    if (tests !== undefined)
        result.tests = tests;
    return result;
}
