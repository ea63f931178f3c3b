/**
 * What the tests read joins the session baseline (closure/harness-baseline.ts): each file the
 * scan of workspace/test-reads.ts finds is recorded with its content, as a `support` file of
 * the harness, so a change to it is a harness edit and the replay puts it back as it was (data
 * no rule places, `unseen`, too: neither known code nor known harness is restored like harness). The
 * scan's own result is kept on the baseline (`reads`), where the review and the log can name
 * why a file counts.
 *
 * @module dsh-test-closure/closure/test-reads-baseline
 */
import { allFilesOf } from "../workspace/fingerprint.js";
import { BASELINE_MAX_FILES, BlobStore, recordHarnessFile, saveBaseline } from "./harness-baseline.js";
/**
 * Adds the files the tests read to `baseline` (stored under `dir`), with the signatures the
 * session-start `fingerprint` gave them. A file past the baseline's file bound is not recorded
 * and the baseline says it is truncated; past the byte budget it is recorded by hash only.
 */
export function recordTestReads(baseline, dir, fingerprint, reads) {
    const blobs = new BlobStore(dir);
    const signatures = allFilesOf(fingerprint);
    // What the tests are seen to read first: data no rule places comes last, so the bound cuts that first.
    const paths = Object.keys(reads.files).sort((a, b) => Number(reads.files[a] === 'unseen') - Number(reads.files[b] === 'unseen'));
    for (const path of paths) {
        if (baseline.files.has(path))
            continue;
        const signature = signatures.get(path);
        if (signature === undefined)
            continue;
        if (baseline.files.size >= BASELINE_MAX_FILES) {
            baseline.truncated = true;
            break;
        }
        recordHarnessFile(baseline, blobs, path, 'support', signature);
    }
    baseline.reads = reads;
    saveBaseline(dir, baseline);
}
