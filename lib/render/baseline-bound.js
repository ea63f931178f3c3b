/**
 * The note a run carries, and the line the user's log gets at session start, when the session
 * baseline could not record the whole test harness (closure/harness-baseline.ts: the walk's
 * entry budget or the file bound stopped it). A bound never drops harness files silently.
 * Pinned in docs/model-visible-text.md and by tests.
 *
 * @module dsh-test-closure/render/baseline-bound
 */
export function baselineBoundNote(recorded) {
    return `the session-start record of the test harness is incomplete (${recorded.toLocaleString('en-US')} files recorded; the rest were past its bound): a change to the others is not replayed as it was`;
}
