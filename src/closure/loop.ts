/**
 * One `test_run` call as a sequence of runs, host-free (the plugin and the CLI give it their
 * way of running a command):
 *
 * 1. **Failures first.** A plain call after a red run first re-runs only the tests that
 *    failed. If one of them fails again (or the re-run times out, is aborted or denied), that
 *    re-run is the call's result: red, and marked as a failures-first run, which never
 *    verifies the suite. Otherwise the whole suite runs next, in the same call, and its
 *    result is the one returned: a green verdict always comes from a whole-suite run.
 * 2. **Confirmation.** When the whole-suite run has failing tests and confirmation is on, they
 *    are re-run, up to N times, each round the ones not yet seen passing; a test a re-run
 *    proves passing (closure/rerun-evidence.ts) is flaky. It stays in the result's failures;
 *    whether it blocks is the flaky policy's, decided by the verdict.
 *
 * @module dsh-test-closure/closure/loop
 */
import type { CommandPlan } from '../planning/plan.ts';
import type { Failure } from '../report/types.ts';
import type { FinishedRun, RunOutcome } from '../run/result.ts';
import { LOOP_NOTES } from './loop-messages.ts';
import { rerunEvidence } from './rerun-evidence.ts';

/** A re-run of some failing tests: their names and the plan that selects them. */
export interface RerunSelection {
  /** Unique failure names, as the parser spells them. */
  names: string[];
  plan: CommandPlan;
}

/** Plans a re-run of `names` (failures of `failures`, which carry their files); a note instead when the runner cannot select them. */
export type PlanRerun = (names: string[], failures: readonly Failure[]) => RerunSelection | { cannotSelect: string };

export interface CallInput {
  /** The call's plan: for a plain call, the whole suite. */
  plan: CommandPlan;
  /** Set for a plain call after a red run: the blocking failures to re-run first, or why they cannot be. */
  failuresFirst?: RerunSelection | { cannotSelect: string };
  /** Confirmation re-runs of a whole-suite run's failures. */
  confirm?: { times: number; planRerun: PlanRerun; forgiven: ReadonlyMap<string, number> };
  /** Runs one plan; the notes and narrowing of `plan` are what the result carries. */
  runOne(plan: CommandPlan): Promise<FinishedRun>;
}

export interface CallOutcome {
  /** The run the call records and returns. */
  finished: FinishedRun;
  /** The plan of that run. */
  plan: CommandPlan;
  /** Set when that run is the failures-first re-run: how many tests it re-ran and how many still fail. */
  failuresFirst?: { selected: number; stillFailing: number };
  /** Tests that failed in the whole-suite run and passed on a confirmation re-run. */
  flaky: string[];
}

/** Statuses after which running more would not tell more: the same hang, the user's abort, the sandbox. */
const FINAL_STATUSES: ReadonlySet<RunOutcome['status']> = new Set(['timed-out', 'aborted', 'sandbox-denied']);

/** A re-run's plan as the loop runs it: its own notes replace the planner's selection notes. */
function quietly(plan: CommandPlan): CommandPlan {
  return { ...plan, notes: [], narrowed: false };
}

function withNotes(finished: FinishedRun, notes: readonly string[], narrowed?: boolean): FinishedRun {
  const result = { ...finished.result, notes: [...notes, ...finished.result.notes], ...(narrowed !== undefined ? { narrowed } : {}) };
  return { ...finished, result };
}

/**
 * A failures-first re-run without the tests it did not select. Every test it selects failed
 * last time, so a skipped one is one the selection left out (vitest's and jest's `-t` report
 * the other tests of the selected files as skipped): they are not counted as skipped, and not
 * counted at all.
 */
export function withoutDeselected(finished: FinishedRun): FinishedRun {
  const { summary } = finished.result;
  if (summary.skipped === 0) return finished;
  return { ...finished, result: { ...finished.result, summary: { ...summary, skipped: 0, total: Math.max(0, summary.total - summary.skipped) } } };
}

function uniqueTestNames(result: RunOutcome, skip: ReadonlyMap<string, number>): string[] {
  return [...new Set(result.failures.filter((f) => f.kind === 'test' && !skip.has(f.name)).map((f) => f.name))];
}

/** Re-runs the whole-suite run's failing tests; returns the flaky ones and the note. */
async function confirmFailures(whole: FinishedRun, input: CallInput): Promise<{ flaky: string[]; note?: string }> {
  const confirm = input.confirm;
  if (!confirm || confirm.times < 1 || whole.result.status !== 'failed') return { flaky: [] };
  let pending = uniqueTestNames(whole.result, confirm.forgiven);
  if (pending.length === 0) return { flaky: [] };
  const total = pending.length;
  const flaky: string[] = [];
  let rounds = 0;
  while (pending.length > 0 && rounds < confirm.times) {
    const selection = confirm.planRerun(pending, whole.result.failures);
    if ('cannotSelect' in selection) return { flaky, note: selection.cannotSelect };
    rounds++;
    const rerun = await input.runOne(quietly(selection.plan));
    const evidence = rerunEvidence(pending, rerun);
    flaky.push(...evidence.passing);
    const passing = new Set(evidence.passing);
    pending = pending.filter((n) => !passing.has(n));
    if (FINAL_STATUSES.has(rerun.result.status)) break;
  }
  return { flaky, note: LOOP_NOTES.confirmed(total, rounds, flaky.length) };
}

/** Runs one call. */
export async function runCall(input: CallInput): Promise<CallOutcome> {
  const notes: string[] = [];
  const first = input.failuresFirst;
  if (first && 'cannotSelect' in first) notes.push(first.cannotSelect);
  else if (first) {
    const rerun = await input.runOne(quietly(first.plan));
    const { stillFailing, passing } = rerunEvidence(first.names, rerun);
    if (stillFailing.length > 0 || FINAL_STATUSES.has(rerun.result.status)) {
      const note = LOOP_NOTES.failuresFirstRed(first.names.length, stillFailing.length);
      return { finished: withNotes(withoutDeselected(rerun), [note], true), plan: first.plan, failuresFirst: { selected: first.names.length, stillFailing: stillFailing.length }, flaky: [] };
    }
    // The note says what the re-run showed of each test, never more: a skipped or unlisted test did not pass.
    const skippedNames = new Set(rerun.tests?.skipped ?? []);
    const skipped = first.names.filter((n) => skippedNames.has(n) && !passing.includes(n)).length;
    notes.push(passing.length === first.names.length ? LOOP_NOTES.failuresFirstPassed(first.names.length) : LOOP_NOTES.failuresFirstUnproven(first.names.length, passing.length, skipped));
  }
  const whole = await input.runOne(input.plan);
  const confirmed = await confirmFailures(whole, input);
  if (confirmed.note !== undefined) notes.push(confirmed.note);
  return { finished: notes.length > 0 ? withNotes(whole, notes) : whole, plan: input.plan, flaky: confirmed.flaky };
}
