/**
 * The replay guards itself: the files a baseline replay swapped in (closure/harness-swap.ts)
 * are sealed right after the swap and checked before and after the replay's run. A process
 * left running (or code under test) that writes a weakened test file in while the replay runs
 * and puts the original back before the restore leaves the content as the swap wrote it, but
 * not its signature: any write moves ctime (and a rename the inode), and ctime cannot be set
 * back. A broken seal voids the replay: it cannot show the tests as at session start passing.
 *
 * What is sealed: every path the swap wrote (the baseline's content, checked by hash and
 * signature) and every path it moved aside (checked absent). Files a runner writes by rule
 * (a snapshot the replay's run rewrites) are exempt, as the restore exempts them.
 *
 * @module dsh-test-closure/closure/replay-guard
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileSignatureOf } from "../workspace/fingerprint.js";
import { isRunnerOutput } from "../workspace/harness-files.js";
import { sha256 } from "./harness-baseline.js";
/** Seals the paths a swap wrote or moved aside, right after the swap. */
export function sealSwap(swapped) {
    const paths = swapped.entries
        .filter((entry) => !isRunnerOutput(entry.path))
        .map((entry) => ({ path: entry.path, sha: entry.during, signature: fileSignatureOf(join(swapped.root, entry.path)) }));
    return { root: swapped.root, paths };
}
function contentHash(path) {
    try {
        return sha256(readFileSync(path));
    }
    catch {
        return null;
    }
}
/**
 * The sealed paths written since the seal: a signature that moved (size, mtime, ctime or
 * inode), or content that is not what the swap left. Sorted.
 */
export function brokenSeals(seal) {
    const broken = [];
    for (const { path, sha, signature } of seal.paths) {
        const at = join(seal.root, path);
        if (fileSignatureOf(at) !== signature || contentHash(at) !== sha)
            broken.push(path);
    }
    return broken.sort();
}
