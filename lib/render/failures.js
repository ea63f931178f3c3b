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
/** `2 failed, 10 passed, 1 skipped (13 total)` */
export function countsLine(run) {
    const s = run.summary;
    return `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${s.total} total)`;
}
