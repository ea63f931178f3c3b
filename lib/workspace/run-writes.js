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
import { allFilesOf, changedFiles } from "./fingerprint.js";
import { harnessRole, isRunnerOutput } from "./harness-files.js";
/** Source code a run loads: a write to one during a run changes what the next run tests. */
const SOURCE = /\.(?:py|pyi|[cm]?[jt]sx?|go|rs|rb|php|java|kt|kts|scala|ex|exs|erl|c|cc|cpp|cxx|h|hh|hpp|cs|swift|m|mm|lua|pl|pm|sh)$/;
/**
 * True when a write to `path` during a run makes the run's verdict stale. `hasFile` tells the
 * workspace's files after the run (for outputs beside a manifest, a Maven module's `target/`).
 */
export function countsAsRunWrite(path, hasFile) {
    if (isRunnerOutput(path, hasFile))
        return false;
    return SOURCE.test(path) || harnessRole(path) !== undefined;
}
/**
 * What a run alone wrote at the runners' output paths (a first run's snapshots): path → its
 * signature after the run. The session baseline keeps them, so that only the runner's own
 * writes there are not harness edits (closure/harness-baseline.ts `diffHarness`).
 */
export function runnerOutputWrites(before, after) {
    const now = allFilesOf(after);
    const hasFile = (path) => now.has(path);
    return changedFiles(allFilesOf(before), now)
        .filter((path) => now.has(path) && now.get(path) !== 'changed-during-run' && isRunnerOutput(path, hasFile))
        .map((path) => [path, now.get(path)]);
}
