import { showsTestsRan } from "../report/unshown.js";
import { harnessRole } from "../workspace/harness-files.js";
import { isFramework, RUNNERS } from "../runners/registry.js";
import { diffHarness, isHarnessUnchanged } from "./harness-baseline.js";
import { restoreSwap, swapInBaseline } from "./harness-swap.js";
import { brokenSeals, sealSwap } from "./replay-guard.js";
import { keptFacts } from "../run/run-facts.js";
/**
 * The runner's replay facts (its `replay`): whether an added test file cannot patch an
 * original one, and whether it runs exactly the test files named as targets. A project's own
 * script (`npm-test`) does neither: its replays run the whole suite.
 */
function replayFactsOf(framework) {
    return isFramework(framework) ? RUNNERS[framework].replay : { fileTargets: false, isolatesFiles: false };
}
/** True when the replay shows the session-start tests passing on the current code. */
export function replayPassed(replay) {
    return replay.status === 'passed' && replay.summarySeen && (showsTestsRan(replay) || (replay.held ?? 0) > 0) && replay.unrestorable.length === 0 && replay.conflicts.length === 0 && (replay.above ?? []).length === 0 && (replay.written ?? []).length === 0;
}
/** Whether the harness change calls for a replay at all, and of what. */
export function replayScope(diff, baseline, framework) {
    if (isHarnessUnchanged(diff))
        return undefined;
    // A runner config above the root changed: the whole suite's verdict is in question (it is not replayed, but blocks).
    if (diff.above !== undefined && diff.above.length > 0)
        return 'suite';
    // A session that started with no test has none to replay: its suite is all its own work.
    if (![...baseline.files.values()].some((f) => f.role === 'test'))
        return undefined;
    const role = (path) => baseline.files.get(path)?.role;
    const touched = [...diff.changed, ...diff.removed];
    const addedOnlyTests = diff.added.every((path) => harnessRole(path) === 'test');
    if (touched.length === 0)
        return addedOnlyTests && replayFactsOf(framework).isolatesFiles ? undefined : 'suite';
    if (touched.every((path) => role(path) === 'test') && addedOnlyTests && replayFactsOf(framework).fileTargets)
        return { files: touched };
    return 'suite';
}
/**
 * Runs the replay if the harness changed; undefined when it did not (nothing to replay).
 * The model's files are back in place when this returns or throws.
 */
export async function replayBaseline(input) {
    const { baseline } = input;
    const diff = diffHarness(baseline, baseline.root, input.fingerprint);
    const scope = replayScope(diff, baseline, input.framework);
    if (scope === undefined)
        return undefined;
    // A config written above the root is read by the replay as by the run: nothing to learn by running it.
    if (diff.above !== undefined)
        return notReplayed(diff, diff.above);
    const narrowed = input.narrow?.(scope);
    if (narrowed !== undefined && narrowed.files.length === 0)
        return heldReplay(diff, narrowed.held);
    return swapAndRun(input, diff, narrowed !== undefined ? { files: narrowed.files } : scope, narrowed?.held);
}
/** Puts the baseline harness in place, runs `scope` on it, puts the model's files back. */
async function swapAndRun(input, diff, scope, held) {
    const { baseline } = input;
    const swap = swapInBaseline(input.dir, baseline, diff);
    // Sealed as the swap left them, checked before and after the run: a write between is seen.
    const seal = sealSwap(swap.journal);
    const tampered = new Set();
    let finished;
    let plan;
    let conflicts;
    try {
        const runnable = scope === 'suite' ? undefined : scope.files.filter((f) => !swap.unrestorable.includes(f));
        plan = await input.plan(runnable !== undefined && runnable.length > 0 ? runnable : undefined);
        for (const path of brokenSeals(seal))
            tampered.add(path);
        finished = await input.runOne(plan);
    }
    catch {
        // The baseline harness could not even be planned or started (no runner detected on it):
        // a replay that did not run to a result, never a pass.
    }
    finally {
        for (const path of brokenSeals(seal))
            tampered.add(path);
        conflicts = restoreSwap(swap).conflicts;
    }
    // A file left changed is a conflict (named as such); one whose content came back is written.
    const written = [...tampered].filter((path) => !conflicts.includes(path)).sort();
    const unplanned = { scope: 'suite', files: [], changed: diff.changed, removed: diff.removed, added: diff.added, unrestorable: swap.unrestorable, conflicts, ...(written.length > 0 ? { written } : {}) };
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
function heldReplay(diff, held) {
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
function notReplayed(diff, above) {
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
