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
import type { ToolRunContext } from '@deepseek-ai/dsh-tools';
import type { FinishedRun } from '../run/result.ts';
/** The notes that name where the finished run's full output is: the store's artifact, then the shell's spill files. */
export declare function outputReferenceNotes(ctx: Context, exec: ToolRunContext, finished: FinishedRun): Promise<string[]>;
