/**
 * Which files a run may write without making its own verdict stale. A foreground run takes a
 * fingerprint when it starts; a source or test file whose signature differs at its end was
 * written while the tests ran (a test hook rewriting the code, a process left in the
 * background), so the run cannot vouch for it. Everything else a run writes is exempt:
 *
 * - files that are not code or harness (logs, data, reports a test writes);
 * - what the runners themselves write by rule, at the exact paths each writes
 *   (workspace/runner-outputs.ts: cargo's `target/` at the root, not a `target/` anywhere;
 *   caches, `coverage/`, `__pycache__/` and dot directories are outside the walk already,
 *   workspace/walk.ts).
 *
 * Pure functions over relative, `/`-separated paths.
 *
 * @module dsh-test-closure/workspace/run-writes
 */
import { type Fingerprint } from './fingerprint.ts';
import type { HasFile } from './runner-outputs.ts';
/**
 * True when a write to `path` during a run makes the run's verdict stale. `hasFile` tells the
 * workspace's files after the run (for outputs beside a manifest, a Maven module's `target/`).
 */
export declare function countsAsRunWrite(path: string, hasFile?: HasFile): boolean;
/**
 * What a run alone wrote at the runners' output paths (a first run's snapshots): path → its
 * signature after the run. The session baseline keeps them, so that only the runner's own
 * writes there are not harness edits (closure/harness-baseline.ts `diffHarness`).
 */
export declare function runnerOutputWrites(before: Fingerprint, after: Fingerprint): [string, string][];
