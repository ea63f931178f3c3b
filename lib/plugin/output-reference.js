import { OUTPUT_REFERENCE_NOTES } from "./output-reference-messages.js";
/** The base name the store derives the artifact's file name from (a hint, never a path). */
const SUGGESTED_NAME = 'test_run-output.log';
/** Saves the run's raw output to the spill store; the note naming it, or undefined without one. */
async function savedNote(ctx, exec, output) {
    const store = ctx.get('spillStore');
    const sessionId = exec.agent?.id;
    if (!store || sessionId === undefined)
        return undefined;
    try {
        const ref = await store.saveText({
            owner: { sessionId },
            source: { toolName: 'test_run', callId: exec.callId, label: 'full output' },
            suggestedName: SUGGESTED_NAME,
            content: output,
        });
        return OUTPUT_REFERENCE_NOTES.saved(String(ref.locator), ref.bytes, ref.retrievalHint);
    }
    catch {
        // A storage failure costs the reference, not the run's result.
        return undefined;
    }
}
/** The notes that name where the finished run's full output is: the store's artifact, then the shell's spill files. */
export async function outputReferenceNotes(ctx, exec, finished) {
    const saved = finished.output !== undefined ? await savedNote(ctx, exec, finished.output) : undefined;
    const shell = (finished.shellSpills ?? []).map((s) => OUTPUT_REFERENCE_NOTES.shellKept(s.stream, s.path));
    return [...(saved !== undefined ? [saved] : []), ...shell];
}
