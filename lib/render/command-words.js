/**
 * The note a run carries when a word of the suite's command resolves elsewhere than when the
 * session started (workspace/command-words.ts). Pinned in docs/gate.md and by tests.
 *
 * @module dsh-test-closure/render/command-words
 */
import { oneLine } from "./safe-text.js";
export function commandWordNote(change) {
    return change.was === undefined
        ? `the command's ${oneLine(change.word)} runs ${oneLine(change.now)}, which it did not when the session started`
        : change.was === change.now
            ? `the command's ${oneLine(change.word)} runs ${oneLine(change.now)}, which changed since the session started`
            : `the command's ${oneLine(change.word)} runs ${oneLine(change.now)}, not ${oneLine(change.was)} as when the session started`;
}
