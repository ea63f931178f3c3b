/**
 * The `fresh` check: a verified run stays evidence only while the workspace is the one it
 * ran on. Judged at every stop and closure check (not when the run is recorded), against the
 * fingerprint the run left: in full when this process recorded the run, by digest when the
 * state was rebuilt from the session log (the files that changed are then unknown).
 *
 * @module dsh-test-closure/closure/freshness
 */
import { allFilesOf, changedFiles, fingerprintWorkspace, FRESHNESS_MAX_ENTRIES } from "../workspace/fingerprint.js";
/** The `fresh` blocker for a workspace that changed (no files named: only the digest tells). */
export function staleBlocker(changed) {
    return { check: 'fresh', changed: [...changed] };
}
/**
 * The `fresh` blocker for a workspace too large to fingerprint whole: files past the walk's
 * budget could change unseen, so no run on it stays verified.
 */
export function uncoveredBlocker() {
    return { check: 'fresh', changed: [], uncovered: FRESHNESS_MAX_ENTRIES };
}
/**
 * Files that changed since `run`, or undefined when nothing did.
 *
 * @param run the recorded run (its root and fingerprint digest).
 * @param recorded the full fingerprint the run left, when this process has it.
 * @returns changed paths (empty when only the digest tells), or undefined when fresh.
 */
export async function changesSince(run, recorded) {
    return (await freshnessNow(run, recorded)).changed;
}
async function freshnessNow(run, recorded) {
    const now = await fingerprintWorkspace(run.root);
    if (now.digest === (recorded?.digest ?? run.fingerprint))
        return { truncated: now.truncated };
    return { changed: recorded ? changedFiles(allFilesOf(recorded), allFilesOf(now)) : [], truncated: now.truncated };
}
/**
 * What blocks a session's last run at this moment: its recorded blockers, else (when the
 * `fresh` check's switch is on) a change to the workspace since it ran. Empty with no run.
 */
export async function blockersNow(state, checks) {
    const run = state?.lastRun;
    if (!state || !run)
        return [];
    if (!run.verdict.verified)
        return run.verdict.blockers;
    if (!checks.freshness)
        return [];
    const { changed, truncated } = await freshnessNow(run, state.fingerprint);
    if (changed !== undefined && changed.length > 0)
        return [staleBlocker(changed)];
    if (truncated)
        return [uncoveredBlocker()];
    return changed === undefined ? [] : [staleBlocker(changed)];
}
