/**
 * The `fresh` check: a verified run stays evidence only while the workspace is the one it
 * ran on. Judged at every stop and closure check (not when the run is recorded), against the
 * fingerprint the run left: in full when this process recorded the run, by digest when the
 * state was rebuilt from the session log (the files that changed are then unknown).
 *
 * @module dsh-test-closure/closure/freshness
 */
import { changedFiles, fingerprintWorkspace } from "../workspace/fingerprint.js";
/** The `fresh` blocker for a workspace that changed (no files named: only the digest tells). */
export function staleBlocker(changed) {
    return { check: 'fresh', changed: [...changed] };
}
/**
 * Files that changed since `run`, or undefined when nothing did.
 *
 * @param run the recorded run (its root and fingerprint digest).
 * @param recorded the full fingerprint the run left, when this process has it.
 * @returns changed paths (empty when only the digest tells), or undefined when fresh.
 */
export async function changesSince(run, recorded) {
    const now = await fingerprintWorkspace(run.root);
    if (now.digest === (recorded?.digest ?? run.fingerprint))
        return undefined;
    return recorded ? changedFiles(recorded.files, now.files) : [];
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
    const changed = await changesSince(run, state.fingerprint);
    return changed === undefined ? [] : [staleBlocker(changed)];
}
