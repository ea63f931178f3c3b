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
import type { FinishedRun } from '../run/result.ts';
import type { Fingerprint } from '../workspace/fingerprint.ts';
import { type HarnessBaseline, type HarnessDiff } from './harness-baseline.ts';
import { type KeptFacts } from '../run/run-facts.ts';
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
export declare function replayPassed(replay: BaselineReplay): boolean;
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
    narrow?(scope: {
        files: string[];
    } | 'suite'): {
        files: string[];
        held: number;
    } | undefined;
    /** Told what the replay ran (its files; undefined for the whole suite), once its run ended. */
    recorded?(finished: FinishedRun, files: string[] | undefined): void;
}
/** Whether the harness change calls for a replay at all, and of what. */
export declare function replayScope(diff: HarnessDiff, baseline: HarnessBaseline, framework: string): {
    files: string[];
} | 'suite' | undefined;
/**
 * Runs the replay if the harness changed; undefined when it did not (nothing to replay).
 * The model's files are back in place when this returns or throws.
 */
export declare function replayBaseline(input: ReplayInput): Promise<BaselineReplay | undefined>;
