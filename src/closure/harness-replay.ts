/**
 * The baseline replay: after a green whole-suite run, when the harness differs from the
 * session baseline (closure/harness-baseline.ts), the tests the session started with are run
 * against the current code, with the harness exactly as it was (closure/harness-swap.ts), and
 * the model's files put back afterwards. A green run verifies the suite only if this replay
 * passes too (the `baseline` check, closure/verdict.ts).
 *
 * Narrowed where it safely can be: when only test files changed or were removed, only those
 * files run (as a target of the suite's runner); when a config, manifest, hook or support
 * file changed, the whole suite runs. When the only change is added test files, no replay is
 * needed for runners that run each test file in its own process (an added file cannot reach
 * an original test there); for the others the whole suite runs without the added files.
 *
 * Host-free: the caller plans and runs commands (test_run through `ctx.shell`).
 *
 * @module dsh-test-closure/closure/harness-replay
 */
import type { CommandPlan } from '../planning/plan.ts';
import { showsTestsRan } from '../report/unshown.ts';
import type { FinishedRun } from '../run/result.ts';
import type { Fingerprint } from '../workspace/fingerprint.ts';
import { harnessRole } from '../workspace/harness-files.ts';
import { isFramework, RUNNERS } from '../runners/registry.ts';
import { diffHarness, isHarnessUnchanged, type HarnessBaseline, type HarnessDiff } from './harness-baseline.ts';
import { restoreSwap, swapInBaseline } from './harness-swap.ts';
import { brokenSeals, sealSwap } from './replay-guard.ts';
import { keptFacts, type KeptFacts } from '../run/run-facts.ts';

/**
 * The runner's replay facts (its `replay`): whether an added test file cannot patch an
 * original one, and whether it runs exactly the test files named as targets. A project's own
 * script (`npm-test`) does neither: its replays run the whole suite.
 */
function replayFactsOf(framework: string): { fileTargets: boolean; isolatesFiles: boolean } {
  return isFramework(framework) ? RUNNERS[framework].replay : { fileTargets: false, isolatesFiles: false };
}

/** What the replay ran and found; recorded on the run, shown to the model and in the review. */
export interface BaselineReplay extends Omit<KeptFacts<'replay'>, 'status'> {
  /** A run status, `error` when it did not run to a result, `not-run` when it could not restore what changed. */
  status: string;
  /** `files`: only the changed or removed test files ran; `suite`: the whole suite. */
  scope: 'files' | 'suite';
  /** The recorded test files it ran, for scope `files`. */
  files: string[];
  /** How the harness differed from the baseline. */
  changed: string[];
  removed: string[];
  added: string[];
  /** Changed or removed files whose content is not stored (hash only past the budget, or the blob gone): not replayed. */
  unrestorable: string[];
  /** Files something else wrote during the replay: left as found (closure/harness-swap.ts). */
  conflicts: string[];
  /** Config files above the root runners read, changed since the session started: no replay can put them back, so none ran. */
  above?: string[];
  /**
   * Swapped-in files written while the replay ran, though their content is back as swapped
   * (closure/replay-guard.ts): the replay is void. Absent when none (and in older logs).
   */
  written?: string[];
  /**
   * Session-start test files not replayed because their last replay pass still holds: none of
   * their inputs changed since (call/close-selection.ts `replaySelection`). Absent when none.
   */
  held?: number;
}

/** True when the replay shows the session-start tests passing on the current code. */
export function replayPassed(replay: BaselineReplay): boolean {
  return replay.status === 'passed' && replay.summarySeen && (showsTestsRan(replay) || (replay.held ?? 0) > 0) && replay.unrestorable.length === 0 && replay.conflicts.length === 0 && (replay.above ?? []).length === 0 && (replay.written ?? []).length === 0;
}

export interface ReplayInput {
  baseline: HarnessBaseline;
  /** The session's state directory (blobs and the swap journal). */
  dir: string;
  /** The workspace as the green run left it. */
  fingerprint: Fingerprint;
  /** The runner kind the suite was planned for (a framework, or `npm-test`). */
  framework: string;
  /**
   * Plans the replay on the swapped-in workspace: `files` to run only those test files, or
   * undefined for the whole suite. May return a plan that is not narrowed (the runner cannot
   * select files): the whole suite then runs.
   */
  plan(files: readonly string[] | undefined): Promise<CommandPlan>;
  runOne(plan: CommandPlan): Promise<FinishedRun>;
  /**
   * Narrows the replay by the replay's own passes (call/close-selection.ts): the test files to
   * run (within `scope`'s), and how many hold their pass; undefined to run `scope` as it is.
   */
  narrow?(scope: { files: string[] } | 'suite'): { files: string[]; held: number } | undefined;
  /** Told what the replay ran (its files; undefined for the whole suite), once its run ended. */
  recorded?(finished: FinishedRun, files: string[] | undefined): void;
}

/** Whether the harness change calls for a replay at all, and of what. */
export function replayScope(diff: HarnessDiff, baseline: HarnessBaseline, framework: string): { files: string[] } | 'suite' | undefined {
  if (isHarnessUnchanged(diff)) return undefined;
  // A runner config above the root changed: the whole suite's verdict is in question (it is not replayed, but blocks).
  if (diff.above !== undefined && diff.above.length > 0) return 'suite';
  // A session that started with no test has none to replay: its suite is all its own work.
  if (![...baseline.files.values()].some((f) => f.role === 'test')) return undefined;
  const role = (path: string) => baseline.files.get(path)?.role;
  const touched = [...diff.changed, ...diff.removed];
  const addedOnlyTests = diff.added.every((path) => harnessRole(path) === 'test');
  if (touched.length === 0) return addedOnlyTests && replayFactsOf(framework).isolatesFiles ? undefined : 'suite';
  if (touched.every((path) => role(path) === 'test') && addedOnlyTests && replayFactsOf(framework).fileTargets) return { files: touched };
  return 'suite';
}

/**
 * Runs the replay if the harness changed; undefined when it did not (nothing to replay).
 * The model's files are back in place when this returns or throws.
 */
export async function replayBaseline(input: ReplayInput): Promise<BaselineReplay | undefined> {
  const { baseline } = input;
  const diff = diffHarness(baseline, baseline.root, input.fingerprint);
  const scope = replayScope(diff, baseline, input.framework);
  if (scope === undefined) return undefined;
  // A config written above the root is read by the replay as by the run: nothing to learn by running it.
  if (diff.above !== undefined) return notReplayed(diff, diff.above);
  const narrowed = input.narrow?.(scope);
  if (narrowed !== undefined && narrowed.files.length === 0) return heldReplay(diff, narrowed.held);
  return swapAndRun(input, diff, narrowed !== undefined ? { files: narrowed.files } : scope, narrowed?.held);
}

/** Puts the baseline harness in place, runs `scope` on it, puts the model's files back. */
async function swapAndRun(input: ReplayInput, diff: HarnessDiff, scope: { files: string[] } | 'suite', held: number | undefined): Promise<BaselineReplay> {
  const { baseline } = input;
  const swap = swapInBaseline(input.dir, baseline, diff);
  // Sealed as the swap left them, checked before and after the run: a write between is seen.
  const seal = sealSwap(swap.journal);
  const tampered = new Set<string>();
  let finished: FinishedRun | undefined;
  let plan: CommandPlan | undefined;
  let conflicts: string[];
  try {
    const runnable = scope === 'suite' ? undefined : scope.files.filter((f) => !swap.unrestorable.includes(f));
    plan = await input.plan(runnable !== undefined && runnable.length > 0 ? runnable : undefined);
    for (const path of brokenSeals(seal)) tampered.add(path);
    finished = await input.runOne(plan);
  } catch {
    // The baseline harness could not even be planned or started (no runner detected on it):
    // a replay that did not run to a result, never a pass.
  } finally {
    for (const path of brokenSeals(seal)) tampered.add(path);
    conflicts = restoreSwap(swap).conflicts;
  }
  // A file left changed is a conflict (named as such); one whose content came back is written.
  const written = [...tampered].filter((path) => !conflicts.includes(path)).sort();
  const unplanned = { scope: 'suite' as const, files: [], changed: diff.changed, removed: diff.removed, added: diff.added, unrestorable: swap.unrestorable, conflicts, ...(written.length > 0 ? { written } : {}) };
  if (finished === undefined || plan === undefined || finished.missing !== undefined) {
    return { ...unplanned, command: plan?.command ?? '', status: 'error', summary: { total: 0, passed: 0, failed: 0, skipped: 0 }, summarySeen: false, failures: [], failureCount: 0 };
  }
  const { result } = finished;
  const files = scope !== 'suite' && plan.narrowed ? scope.files : [];
  input.recorded?.(finished, files.length > 0 ? files : undefined);
  return {
    scope: files.length > 0 ? 'files' : 'suite',
    files,
    ...(files.length > 0 && held !== undefined && held > 0 ? { held } : {}),
    changed: diff.changed,
    removed: diff.removed,
    added: diff.added,
    unrestorable: swap.unrestorable,
    ...keptFacts('replay', result),
    conflicts,
    ...(written.length > 0 ? { written } : {}),
  };
}

/** The replay that did not run because every session-start test file's replay pass holds. */
function heldReplay(diff: HarnessDiff, held: number): BaselineReplay {
  return {
    scope: 'files',
    files: [],
    changed: diff.changed,
    removed: diff.removed,
    added: diff.added,
    unrestorable: [],
    held,
    command: '',
    status: 'passed',
    summary: { total: 0, passed: 0, failed: 0, skipped: 0 },
    summarySeen: true,
    failures: [],
    failureCount: 0,
    conflicts: [],
  };
}

/** The replay that did not run because configs above the root changed. */
function notReplayed(diff: HarnessDiff, above: string[]): BaselineReplay {
  return {
    scope: 'suite',
    files: [],
    changed: diff.changed,
    removed: diff.removed,
    added: diff.added,
    unrestorable: [],
    above,
    command: '',
    status: 'not-run',
    summary: { total: 0, passed: 0, failed: 0, skipped: 0 },
    summarySeen: false,
    failures: [],
    failureCount: 0,
    conflicts: [],
  };
}
