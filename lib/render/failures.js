import { oneLine } from "./safe-text.js";
/** Longest message fragment quoted per failure. */
export const NOTICE_MAX_MESSAGE_CHARS = 160;
/** A failure message as the model sees it: cut at {@link NOTICE_MAX_MESSAGE_CHARS}. */
export function shownMessage(message) {
    const safe = oneLine(message);
    return safe.length > NOTICE_MAX_MESSAGE_CHARS ? `${safe.slice(0, NOTICE_MAX_MESSAGE_CHARS - 1)}…` : safe;
}
/**
 * `name — message (file)`, bounded; shared by the notice and the test_run rendering.
 * `messageText` replaces the message as shown (the rendering's `[m1]` key of a shared message).
 */
export function failureLine(failure, messageText) {
    let line = oneLine(failure.name);
    if (failure.message)
        line += ` — ${messageText ?? shownMessage(failure.message)}`;
    if (failure.file && !failure.name.includes(failure.file))
        line += ` (${oneLine(failure.file)})`;
    return line;
}
/**
 * What the failures that are not tests add to the counts: `1 file failed to load or run`,
 * `2 errors outside the tests`, joined by `; `; empty when every failure is a test. Files are
 * counted once each (a file with two failed suites is one file). Without it a run whose only
 * failure is a file that did not load reads `0 failed, 0 passed …`.
 */
export function nonTestFailuresClause(failures) {
    const files = new Set(failures.filter((f) => f.kind === 'file').map((f) => f.file ?? f.name)).size;
    const runs = failures.filter((f) => f.kind === 'run').length;
    const parts = [];
    if (files > 0)
        parts.push(`${files} file${files === 1 ? '' : 's'} failed to load or run`);
    if (runs > 0)
        parts.push(`${runs} error${runs === 1 ? '' : 's'} outside the tests`);
    return parts.join('; ');
}
/** `2 failed, 10 passed, 1 skipped (13 total)`, then `; 1 file failed to load or run` and the like when failures that are not tests exist. */
export function countsLine(run) {
    const s = run.summary;
    const counts = `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${s.total} total)`;
    const others = run.failures === undefined ? '' : nonTestFailuresClause(run.failures);
    return others === '' ? counts : `${counts}; ${others}`;
}
