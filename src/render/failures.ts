/**
 * How a failure and a run's counts read wherever the model or a person sees them: the gate's
 * notices, the test_run result, test_closure_check and the CLI. Names, files and messages are
 * untrusted: each is made one line ({@link oneLine}).
 *
 * @module dsh-test-closure/render/failures
 */
import type { Failure, Summary } from '../report/types.ts';
import { oneLine } from './safe-text.ts';

/** Longest message fragment quoted per failure. */
export const NOTICE_MAX_MESSAGE_CHARS = 160;
/** A failure message as the model sees it: cut at {@link NOTICE_MAX_MESSAGE_CHARS}. */
export function shownMessage(message: string): string {
  const safe = oneLine(message);
  return safe.length > NOTICE_MAX_MESSAGE_CHARS ? `${safe.slice(0, NOTICE_MAX_MESSAGE_CHARS - 1)}…` : safe;
}

/**
 * `name — message (file)`, bounded; shared by the notice and the test_run rendering.
 * `messageText` replaces the message as shown (the rendering's `[m1]` key of a shared message).
 */
export function failureLine(failure: Failure, messageText?: string): string {
  let line = oneLine(failure.name);
  if (failure.message) line += ` — ${messageText ?? shownMessage(failure.message)}`;
  if (failure.file && !failure.name.includes(failure.file)) line += ` (${oneLine(failure.file)})`;
  return line;
}

/** `2 failed, 10 passed, 1 skipped (13 total)` */
export function countsLine(run: { summary: Summary }): string {
  const s = run.summary;
  return `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${s.total} total)`;
}
