/**
 * One `test_run` call as a sequence of runs, host-free (the plugin and the CLI give it their
 * way of running a command):
 *
 * 1. **Failures first.** A plain call after a red run first re-runs only the tests that
 *    failed. If one of them fails again (or the re-run times out, is aborted or denied), that
 *    re-run is the call's result: red, and marked as a failures-first run, which never
 *    verifies the suite. Otherwise the whole suite runs next, in the same call, and its
 *    result is the one returned: a green verdict comes from a whole-suite run, or from the test
 *    files a selective close chose (call/close-selection.ts) when their passes elsewhere hold.
 * 2. **Confirmation.** When the whole-suite run has failing tests and confirmation is on, they
 *    are re-run, up to N times, each round the ones not yet seen passing; a test a re-run
 *    proves passing (closure/rerun-evidence.ts) is flaky. It stays in the result's failures;
 *    whether it blocks is the flaky policy's, decided by the verdict.
 *
 * @module dsh-test-closure/closure/loop
 */
import type { CommandPlan } from '../planning/plan.ts';
import type { Failure } from '../report/types.ts';
import type { FinishedRun, RunOutcome, RunSelection } from '../run/result.ts';
import { auditNote } from './selection.ts';
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

/** The test files a selective close runs in place of the whole suite (call/close-selection.ts). */
export interface CloseSelection {
  plan: CommandPlan;
  /** The test files (go: package directories) it runs. */
  units: string[];
  selection: RunSelection;
  /** The note its result carries, green or not (closure/selection.ts `selectionNote`). */
  note(green: boolean): string;
}

/** What a close runs: some test files, or the whole suite with the note that says why. */
export type CloseChoice = CloseSelection | { whole: string };

export interface CallInput {
  /** The call's plan: for a plain call, the whole suite. */
  plan: CommandPlan;
  /** Asked before the whole-suite run: the test files to run instead (selective close), or why the whole suite runs. */
  close?: () => Promise<CloseChoice | undefined>;
  /** After a green selective close, run the whole suite too and keep it when it disagrees. */
  audit?: boolean;
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
  /** Set when that run is a selective close's: the test files it ran. */
  selected?: string[];
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
  let then: ((selective: RunSelection['unit'] | undefined) => string) | undefined;
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
    // Said once the close has chosen what runs next: the whole suite, or the files a selection chose.
    then = (selective) => (passing.length === first.names.length ? LOOP_NOTES.failuresFirstPassed(first.names.length, selective) : LOOP_NOTES.failuresFirstUnproven(first.names.length, passing.length, skipped, selective));
  }
  const closed = await closeRun(input, notes, then);
  const whole = closed.finished;
  const confirmed = await confirmFailures(whole, input);
  if (confirmed.note !== undefined) notes.push(confirmed.note);
  return { finished: notes.length > 0 ? withNotes(whole, notes) : whole, plan: input.plan, flaky: confirmed.flaky, ...(closed.selected ? { selected: closed.selected } : {}) };
}

/** A run that reported a result for what it ran: summary seen, not cut by its limit, green or with failures. */
function reported(finished: FinishedRun): boolean {
  const { result } = finished;
  return finished.missing === undefined && result.summarySeen && !result.timedOut && (result.status === 'passed' || (result.status === 'failed' && result.failures.length > 0));
}

/**
 * The run that closes: the test files the selective close chose, else the whole suite. A
 * selection that did not report a result (no tests found, killed, an error before any test)
 * runs the whole suite after it; with the audit on, a green selection runs it too, and a
 * whole suite that disagrees is the result.
 */
async function closeRun(input: CallInput, notes: string[], then: ((selective: RunSelection['unit'] | undefined) => string) | undefined): Promise<{ finished: FinishedRun; selected?: string[] }> {
  const choice = input.close ? await input.close() : undefined;
  if (then) notes.push(then(choice !== undefined && !('whole' in choice) ? choice.selection.unit : undefined));
  if (choice !== undefined && 'whole' in choice) notes.push(choice.whole);
  if (choice === undefined || 'whole' in choice) return { finished: await input.runOne(input.plan) };
  const selected = await input.runOne(quietly(choice.plan));
  if (!reported(selected)) {
    notes.push(LOOP_NOTES.selectionUnreported);
    return { finished: await input.runOne(input.plan) };
  }
  const green = selected.result.status === 'passed';
  const finished: FinishedRun = { ...selected, result: { ...selected.result, selection: choice.selection } };
  if (green && input.audit) {
    const whole = await input.runOne(input.plan);
    const audit = auditNote(whole.result);
    if (whole.result.status !== 'passed') {
      notes.push(audit);
      return { finished: whole };
    }
    notes.push(choice.note(true), audit);
    return { finished, selected: choice.units };
  }
  notes.push(choice.note(green));
  return { finished, selected: choice.units };
}
