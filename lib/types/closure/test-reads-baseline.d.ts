import { type Fingerprint } from '../workspace/fingerprint.ts';
import type { TestReads } from '../workspace/test-reads.ts';
import { type HarnessBaseline } from './harness-baseline.ts';
/**
 * Adds the files the tests read to `baseline` (stored under `dir`), with the signatures the
 * session-start `fingerprint` gave them. A file past the baseline's file bound is not recorded
 * and the baseline says it is truncated; past the byte budget it is recorded by hash only.
 */
export declare function recordTestReads(baseline: HarnessBaseline, dir: string, fingerprint: Fingerprint, reads: TestReads): void;
