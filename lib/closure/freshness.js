/**
 * The `fresh` check: a verified run stays evidence only while the workspace is the one it
 * ran on. Judged at every stop and closure check (not when the run is recorded), against the
 * fingerprint the run left: in full when this process recorded the run, by digest when the
 * state was rebuilt from the session log (the files that changed are then unknown).
 *
 * @module dsh-test-closure/closure/freshness
 */
import { changedFiles, fingerprintWorkspace } from "../workspace/fingerprint.js";
import { listText } from "./verdict.js";
/** The `fresh` blocker for a workspace that changed, naming the first few files. */
export function staleBlocker(changed) {
    return {
        check: 'fresh',
        text: changed.length > 0 ? `stale: changed since the run: ${listText(changed)}` : 'stale: the workspace changed since the run (which files is not known after a restart)',
    };
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
