/**
 * The gate's model-visible text: the corrective notice steered into the agent and its
 * one-line summary. Every string here is pinned in the README ("Model-visible text") and
 * asserted verbatim by tests; change them together.
 *
 * @module dsh-test-closure/closure/messages
 */
import type { Failure } from '../report/types.ts';
import { diffRuns, type RecordedRun } from './state.ts';

/** Failures named in one notice; the rest are counted. */
export const NOTICE_MAX_FAILURES = 10;
/** Longest message fragment quoted per failure. */
export const NOTICE_MAX_MESSAGE_CHARS = 160;
/** The notice's fixed last line (the design's wording: "fix it, then re-run test_run to verify"). */
export const NOTICE_CLOSING = '请修复后重新运行 test_run 验证。';

/** A failure message as the model sees it: cut at {@link NOTICE_MAX_MESSAGE_CHARS}. */
export function shownMessage(message: string): string {
  return message.length > NOTICE_MAX_MESSAGE_CHARS ? `${message.slice(0, NOTICE_MAX_MESSAGE_CHARS - 1)}…` : message;
}

/**
 * `name — message (file)`, bounded; shared by the notice and the test_run rendering.
 * `messageText` replaces the message as shown (the rendering's `[m1]` key of a shared message).
 */
export function failureLine(failure: Failure, messageText?: string): string {
  let line = failure.name;
  if (failure.message) line += ` — ${messageText ?? shownMessage(failure.message)}`;
  if (failure.file && !failure.name.includes(failure.file)) line += ` (${failure.file})`;
  return line;
}

/** `2 failed, 10 passed, 1 skipped (13 total)` */
export function countsLine(run: Pick<RecordedRun, 'summary'>): string {
  const s = run.summary;
  return `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${s.total} total)`;
}

/** Why the run is red, in one clause. */
function verdictClause(run: RecordedRun): string {
  if (run.ok && run.narrowed) return 'the last test_run passed but ran only part of the suite (target or last_failed); run test_run without them to verify the whole suite';
  switch (run.status) {
    case 'timed-out':
      return 'the last test_run timed out';
    case 'sandbox-denied':
      return 'the last test_run was denied by the sandbox';
    case 'aborted':
      return 'the last test_run was aborted';
    case 'error':
      // Tests reported and none failed, yet the command failed: a coverage threshold
      // (`--cov-fail-under`), a hook or a script step after the tests.
      if (run.summary.total > 0) return `the last test_run exited with code ${run.exitCode ?? 'none'} although no test failed`;
      return `the last test_run exited with code ${run.exitCode ?? 'none'} before reporting results`;
    case 'no-tests':
      return 'the last test_run found no tests and exited non-zero';
    default:
      return 'tests are still failing';
  }
}

/**
 * The corrective notice for interception `round` of `maxRounds`.
 * Names the first {@link NOTICE_MAX_FAILURES} failures, counts the rest, and from the second
 * interception on says what changed since the run the previous interception was about.
 */
export function steerNotice(run: RecordedRun, round: number, maxRounds: number, previous?: RecordedRun): string {
  const lines = [`[dsh-test-closure] Not done: ${verdictClause(run)} (${countsLine(run)}; command: ${run.command}).`];
  const shown = run.failures.slice(0, NOTICE_MAX_FAILURES);
  if (shown.length > 0) {
    lines.push('Failing:');
    for (const f of shown) lines.push(`- ${failureLine(f)}`);
    const more = run.failureCount - shown.length;
    if (more > 0) lines.push(`- … and ${more} more`);
  }
  if (previous) {
    const d = diffRuns(previous, run);
    lines.push(`Since the previous run: ${d.fixed.length} fixed, ${d.stillFailing.length} still failing, ${d.newlyFailing.length} newly failing.`);
    if (d.newlyFailing.length > 0) lines.push(`Newly failing: ${d.newlyFailing.slice(0, NOTICE_MAX_FAILURES).join('; ')}`);
  }
  lines.push(`Interception ${round} of ${maxRounds} this turn.`);
  lines.push(NOTICE_CLOSING);
  return lines.join('\n');
}

/** The notice's one-line summary (source.summary, at most 120 characters). */
export function steerSummary(run: RecordedRun, round: number, maxRounds: number): string {
  const verdict = run.ok ? 'narrowed' : `red (${run.summary.failed} failed)`;
  const text = `test_run ${verdict}; interception ${round}/${maxRounds}`;
  return text.length <= 120 ? text : `${text.slice(0, 119)}…`;
}
