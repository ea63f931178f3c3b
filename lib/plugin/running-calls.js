import { changedFiles } from "../workspace/fingerprint.js";
import { countsAsRunWrite } from "../workspace/run-writes.js";
import { runProgress } from "../closure/run-progress.js";
/**
 * True when `now` is the workspace `start` was, but for what a run itself writes: only a write
 * that would make a run's verdict stale (workspace/run-writes.ts) is another workspace.
 */
export function sameWorkspace(start, now) {
    if (start === undefined || now === undefined)
        return false;
    if (start.digest === now.digest)
        return true;
    return !changedFiles(start.files, now.files).some((path) => countsAsRunWrite(path, (file) => now.files.has(file)));
}
export class RunningCalls {
    #calls = new Map();
    get(sessionId) {
        return this.#calls.get(sessionId);
    }
    set(sessionId, call) {
        this.#calls.set(sessionId, call);
    }
    /** Forgets `call` when it is still the session's. */
    settle(sessionId, call) {
        if (this.#calls.get(sessionId) === call)
            this.#calls.delete(sessionId);
    }
}
/** What a running call shows so far. */
export function progressOf(call) {
    const current = call.handed.current();
    return runProgress({
        framework: (current?.framework ?? call.framework),
        output: current?.output ?? '',
        elapsedMs: Date.now() - call.startedAt,
        ...(call.expectedTotal !== undefined ? { expectedTotal: call.expectedTotal } : {}),
        ...(call.expectedMs !== undefined ? { expectedMs: call.expectedMs } : {}),
    });
}
