/**
 * What a re-run of selected failing tests proves about each of them: still failing, or
 * passing. A test counts as passing only on positive evidence, never because the re-run
 * failed to mention it: a selection that missed the test would otherwise prove it fixed.
 *
 * - The output lists tests by name (node:test): passing means listed as passed.
 * - Otherwise (the runners' default reporters name only failures): the re-run's report is
 *   whole (summary seen, not cut by a timeout, no file or run error, every failing test
 *   named), and it reports at least as many passes as selected tests it did not name failing.
 *   The name patterns err on selecting more (planning/name-pattern.ts), and node ids are
 *   exact, so a selected test that ran and was not named failing passed.
 *
 * @module dsh-test-closure/closure/rerun-evidence
 */
import type { FinishedRun } from '../run/result.ts';

export interface RerunEvidence {
  /** Selected tests the re-run names failing. */
  stillFailing: string[];
  /** Selected tests the re-run proves passing. */
  passing: string[];
}

/** Reads one re-run of `selected` (failure names, unique). */
export function rerunEvidence(selected: readonly string[], rerun: FinishedRun): RerunEvidence {
  const { result, tests } = rerun;
  const failingNames = new Set(result.failures.filter((f) => f.kind === 'test').map((f) => f.name));
  const stillFailing = selected.filter((n) => failingNames.has(n));
  const others = selected.filter((n) => !failingNames.has(n));
  if (result.status !== 'passed' && result.status !== 'failed') return { stillFailing, passing: [] };
  if (tests !== undefined) {
    const passed = new Set(tests.passed);
    return { stillFailing, passing: others.filter((n) => passed.has(n)) };
  }
  const whole =
    result.summarySeen &&
    !result.timedOut &&
    result.failures.every((f) => f.kind === 'test') &&
    result.failures.length >= result.summary.failed &&
    result.summary.passed >= others.length;
  return { stillFailing, passing: whole ? others : [] };
}
