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
import { type Fingerprint } from '../workspace/fingerprint.ts';
import type { TestReads } from '../workspace/test-reads.ts';
import { type HarnessBaseline } from './harness-baseline.ts';
/**
 * Adds the files the tests read to `baseline` (stored under `dir`), with the signatures the
 * session-start `fingerprint` gave them. A file past the baseline's file bound is not recorded
 * and the baseline says it is truncated; past the byte budget it is recorded by hash only.
 */
export declare function recordTestReads(baseline: HarnessBaseline, dir: string, fingerprint: Fingerprint, reads: TestReads): void;
