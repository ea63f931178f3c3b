/**
 * "The full output is one read away": after a `test_run` finishes, its raw output goes to
 * the host's spill store (`ctx.spillStore`, `@deepseek-ai/dsh-spill`) when there is one, and
 * the result names where it went, so the agent reads what the summary left out instead of
 * re-running. The streams the shell itself truncated are named too: their spill files hold
 * what the kept output lost.
 *
 * Invariants: without a store (or without a session to own the artifact) nothing is saved
 * or said about it; a store that fails (`saveText` rejects) degrades to no reference, never
 * to a tool error; the store's retrieval hint is rendered verbatim and its locator is never
 * parsed.
 *
 * @module dsh-test-closure/plugin/output-reference
 */
import type { Context } from '@deepseek-ai/cordis';
import type { SpillStore } from '@deepseek-ai/dsh-spill';
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { FinishedRun } from '../run/result.ts';
import { OUTPUT_REFERENCE_NOTES } from './output-reference-messages.ts';

/** The base name the store derives the artifact's file name from (a hint, never a path). */
const SUGGESTED_NAME = 'test_run-output.log';

/** Saves the run's raw output to the spill store; the note naming it, or undefined without one. */
async function savedNote(ctx: Context, exec: ToolRunContext, output: string): Promise<string | undefined> {
  const store = ctx.get('spillStore') as SpillStore | undefined;
  const sessionId = exec.agent?.id;
  if (!store || sessionId === undefined) return undefined;
  try {
    const ref = await store.saveText({
      owner: { sessionId },
      source: { toolName: 'test_run', callId: exec.callId, label: 'full output' },
      suggestedName: SUGGESTED_NAME,
      content: output,
    });
    return OUTPUT_REFERENCE_NOTES.saved(String(ref.locator), ref.bytes, ref.retrievalHint);
  } catch {
    // A storage failure costs the reference, not the run's result.
    return undefined;
  }
}

/** The notes that name where the finished run's full output is: the store's artifact, then the shell's spill files. */
export async function outputReferenceNotes(ctx: Context, exec: ToolRunContext, finished: FinishedRun): Promise<string[]> {
  const saved = finished.output !== undefined ? await savedNote(ctx, exec, finished.output) : undefined;
  const shell = (finished.shellSpills ?? []).map((s) => OUTPUT_REFERENCE_NOTES.shellKept(s.stream, s.path));
  return [...(saved !== undefined ? [saved] : []), ...shell];
}
