/**
 * Where `dsh-test-closure run` remembers the last run's failures, for `--last-failed` and for
 * failures first (a plain `run` after a red one re-runs the failing tests first): one small
 * JSON file per project directory under the user's cache directory, never inside the project.
 * Records not written for 30 days are removed when a run writes its own.
 *
 * @module dsh-test-closure/cli/last-run
 */
import { removeStaleFiles } from "../closure/stale-files.js";
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { PLUGIN_NAME } from "../report/names.js";
/** The directory of the records (shared with other caches of this package: only `last-run-*.json` files are its). */
function stateDir() {
    return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), PLUGIN_NAME);
}
function stateFile(dir) {
    const key = createHash('sha256').update(dir).digest('hex').slice(0, 16);
    return join(stateDir(), `last-run-${key}.json`);
}
/** A record not written for this long is removed: its project was moved, deleted or left alone. */
export const LAST_RUN_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const RECORD = /^last-run-[0-9a-f]{16}\.json$/;
/**
 * Removes the records not written for {@link LAST_RUN_MAX_AGE_MS} (each run rewrites its own),
 * so one record per project ever run does not pile up. Best effort: a file that cannot be
 * read or removed stays.
 */
export function pruneLastRuns(now = Date.now()) {
    removeStaleFiles(stateDir(), RECORD, LAST_RUN_MAX_AGE_MS, now);
}
const KINDS = new Set(['test', 'hook', 'file', 'run']);
function isFailure(value) {
    const f = value;
    return typeof f === 'object' && f !== null && typeof f.name === 'string' && KINDS.has(f.kind) && (f.file === undefined || typeof f.file === 'string');
}
/**
 * The previous `run` in `dir`; no failures when there is none. A record written before
 * failures were kept (names only) reads as test failures without files.
 */
export function readLastRun(dir) {
    try {
        const data = JSON.parse(readFileSync(stateFile(dir), 'utf8'));
        const failures = Array.isArray(data.failures)
            ? data.failures.filter(isFailure).map(({ name, kind, file }) => ({ name, kind, ...(file !== undefined ? { file } : {}) }))
            : Array.isArray(data.failing)
                ? data.failing.filter((n) => typeof n === 'string').map((name) => ({ name, kind: 'test' }))
                : [];
        return {
            ...(typeof data.command === 'string' ? { command: data.command } : {}),
            ...(typeof data.framework === 'string' ? { framework: data.framework } : {}),
            failures,
        };
    }
    catch {
        // No previous run (or an unreadable record): --last-failed then runs the full suite.
        return { failures: [] };
    }
}
/** Records this run; a failure to write only loses --last-failed and failures first. */
export function writeLastRun(dir, run) {
    try {
        const file = stateFile(dir);
        mkdirSync(join(file, '..'), { recursive: true });
        const failures = run.failures.map(({ name, kind, file: path }) => ({ name, kind, ...(path !== undefined ? { file: path } : {}) }));
        writeFileSync(file, JSON.stringify({ dir, command: run.command, framework: run.framework, failures }));
    }
    catch {
        // Read-only home or cache: the run result itself is unaffected.
    }
    pruneLastRuns();
}
