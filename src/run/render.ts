/**
 * The model-visible text of `test_run`: compact and non-redundant. Counts once, each failure
 * as one line `name — message (file)`, the raw output tail, then notes. Pinned in the README.
 *
 * @module dsh-test-closure/run/render
 */
import { countsLine, failureLine } from '../closure/messages.ts';
import type { Failure } from '../report/types.ts';
import type { TestRunResult } from './result.ts';

/** Failures listed one per line; beyond this they are counted (the full list is in the value). */
export const RENDER_MAX_FAILURES = 100;

const HEADLINE: Record<TestRunResult['status'], string> = {
  passed: 'PASSED',
  failed: 'FAILED',
  'no-tests': 'NO TESTS',
  'timed-out': 'TIMED OUT',
  aborted: 'ABORTED',
  'sandbox-denied': 'SANDBOX DENIED',
  error: 'ERROR',
};

/** Up to this many failures the tail is rendered too: it carries their diffs, and it is cheap. */
export const TAIL_WITH_FAILURES_AT_MOST = 5;

/**
 * Whether the raw tail adds anything the parse did not. It is rendered when the parse may
 * be incomplete (no runner summary, a run that ended abnormally or found no tests, a failure
 * without a message), and for a few failures, whose expected/actual diffs follow the first
 * message line the parse keeps. For a green run or many failures the counts and failure lines
 * say it all, and the tail would only repeat them; it stays in the value as `outputTail`.
 */
export function tailIsInformative(r: TestRunResult): boolean {
  if (!r.summarySeen) return true;
  if (r.status !== 'passed' && r.status !== 'failed') return true;
  if (r.failures.length > 0 && r.failures.length <= TAIL_WITH_FAILURES_AT_MOST) return true;
  return r.failures.some((f) => f.message === undefined);
}

/**
 * One line per failure, `- name — message`, grouped under a `file:` line per test file (in
 * order of first appearance) so a file shared by many failures is named once. Failures
 * without a file come first, ungrouped.
 */
export function failureLinesByFile(failures: readonly Failure[]): string[] {
  const byFile = new Map<string, Failure[]>();
  const lines: string[] = [];
  for (const f of failures) {
    if (f.file === undefined || f.name.includes(f.file)) lines.push(`- ${failureLine(f)}`);
    else {
      const group = byFile.get(f.file);
      if (group) group.push(f);
      else byFile.set(f.file, [f]);
    }
  }
  for (const [file, group] of byFile) {
    lines.push(`${file}:`);
    for (const { file: _file, ...f } of group) lines.push(`- ${failureLine(f)}`);
  }
  return lines;
}

/** Renders a finished run. */
export function renderRunResult(r: TestRunResult): string {
  const exit = r.timedOut ? 'timed out' : `exit ${r.exitCode ?? 'none'}`;
  const lines = [
    `test_run ${HEADLINE[r.status]}: ${countsLine(r)} — ${r.framework}, ${exit}, ${(r.durationMs / 1000).toFixed(1)}s, sandbox ${r.sandbox.mode}${r.sandbox.denied ? ' (denied)' : ''}`,
    `command: ${r.command}`,
  ];
  if (r.failures.length > 0) {
    lines.push('failures:');
    lines.push(...failureLinesByFile(r.failures.slice(0, RENDER_MAX_FAILURES)));
    if (r.failures.length > RENDER_MAX_FAILURES) lines.push(`- … and ${r.failures.length - RENDER_MAX_FAILURES} more`);
  }
  if (r.notes.length > 0) {
    lines.push('notes:');
    for (const n of r.notes) lines.push(`- ${n}`);
  }
  if (r.outputTail !== '' && tailIsInformative(r)) lines.push('output tail:', r.outputTail.trimEnd());
  return lines.join('\n');
}

/** What `test_run` returns when started in the background. */
export interface BackgroundRunStarted {
  status: 'running';
  background: true;
  jobId: string;
  command: string;
  framework: string;
  notes: string[];
}

export function renderBackgroundStarted(r: BackgroundRunStarted): string {
  const lines = [`test_run started in the background as job ${r.jobId}: ${r.command}`, 'Its result is recorded when the job ends; read it with job_output or check with test_closure_check.'];
  for (const n of r.notes) lines.push(`- ${n}`);
  return lines.join('\n');
}
