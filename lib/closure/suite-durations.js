/**
 * How long the suite usually takes: a small history per workspace of the last whole-suite run
 * durations, per runner and command, kept in the state directory across sessions, so a call
 * can say how long a run is expected to take before it ends and `test_probe` can say it
 * before anything runs.
 *
 * The contract for a caller of {@link recordSuiteDuration}: record only a run of the plain
 * whole-suite command that ran to its end ({@link ranToItsEnd}), that is, the runner printed
 * its summary (`summarySeen`), and the run was neither timed out nor aborted. Green or red does not
 * matter (a red suite still ran every test); a narrowed run (a target, failures first,
 * `last_failed`), a run that could not start, a crash before the summary, a timed-out or
 * aborted run would each understate the suite, and are not recorded.
 *
 * Where: `<stateDir>/durations/<sha256(root), 32 hex>.json`, one file per workspace root,
 * holding the root itself: a file whose root is not the asked root (a hash prefix collision)
 * reads as no history, so records from another root never mix. The root is resolved
 * (`path.resolve`), not followed through links: the same directory reached through two paths
 * keeps two histories.
 *
 * Bounded: {@link KEPT_RUNS} runs per runner and command (the oldest dropped),
 * {@link KEPT_COMMANDS} runner-and-command entries per root (the one recorded least recently
 * dropped), a command longer than {@link MAX_COMMAND_CHARS} is not recorded; a file not
 * written for {@link DURATIONS_MAX_AGE_MS} is removed when another workspace records.
 *
 * Never throws: a missing, unreadable or corrupt file (not JSON, another format, wrong
 * shapes) reads as no history, and the next record replaces it; a failed write loses only
 * that record. Writes are atomic (a temporary file renamed over the old one), so a reader
 * never sees a torn file; two processes recording at the same moment each write a whole file
 * and the last rename wins, which may lose the other's one record, never the file.
 *
 * @module dsh-test-closure/closure/suite-durations
 */
import { removeStaleFiles } from "./stale-files.js";
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeAtomic } from "./harness-baseline.js";
/** Durations kept per runner and command: enough for a median that one odd run does not move, recent enough to follow the suite as it grows. */
export const KEPT_RUNS = 5;
/** Runner-and-command entries kept per workspace root (a session may run a few verbatim suite commands). */
export const KEPT_COMMANDS = 16;
/** A command longer than this is not recorded (it would make the file large; no planned command comes near it). */
export const MAX_COMMAND_CHARS = 4_096;
/** A history not written for this long is removed: its workspace was moved, deleted or left alone. */
export const DURATIONS_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const FORMAT = 1;
const FILE_NAME = /^[0-9a-f]{32}\.json$/;
function durationsDir(stateDir) {
    return join(stateDir, 'durations');
}
function historyFile(stateDir, root) {
    return join(durationsDir(stateDir), `${createHash('sha256').update(root).digest('hex').slice(0, 32)}.json`);
}
const isRun = (value) => {
    const r = value;
    return typeof r === 'object' && r !== null && isDuration(r.durationMs) && typeof r.at === 'number' && Number.isFinite(r.at);
};
const isEntry = (value) => {
    const e = value;
    return typeof e === 'object' && e !== null && typeof e.runner === 'string' && typeof e.command === 'string' && Array.isArray(e.runs) && e.runs.every(isRun);
};
const isDuration = (ms) => typeof ms === 'number' && Number.isFinite(ms) && ms >= 0;
/**
 * The run ran the whole of what it planned to its end: the runner printed its summary, and it
 * was neither timed out nor aborted nor narrowed. Whether its command was the plain
 * whole-suite command (not a target, failures first or a re-run of failures) is the caller's
 * to know; both must hold for {@link recordSuiteDuration}.
 */
export function ranToItsEnd(outcome) {
    return outcome.summarySeen && !outcome.timedOut && outcome.status !== 'aborted' && outcome.status !== 'timed-out' && !outcome.narrowed;
}
/** The history of `root`, or no entries when there is none, it is unreadable, damaged, or another root's. */
function readHistory(stateDir, root) {
    try {
        const json = JSON.parse(readFileSync(historyFile(stateDir, root), 'utf8'));
        if (json === null || typeof json !== 'object' || json.format !== FORMAT || json.root !== root || !Array.isArray(json.entries) || !json.entries.every(isEntry))
            return [];
        // Bounded again on read: a file written by hand or by a later version with larger bounds stays small here.
        return json.entries.slice(-KEPT_COMMANDS).map((e) => ({ runner: e.runner, command: e.command, runs: e.runs.slice(-KEPT_RUNS).map(({ durationMs, at }) => ({ durationMs, at })) }));
    }
    catch {
        return [];
    }
}
/**
 * Records one complete whole-suite run (the caller decides it was one: see the module's
 * contract). Never throws; a run with a duration that is not a finite non-negative number,
 * or a command over {@link MAX_COMMAND_CHARS}, is not recorded.
 */
export function recordSuiteDuration(stateDir, run) {
    try {
        if (!isDuration(run.durationMs) || !Number.isFinite(run.at) || run.command.length > MAX_COMMAND_CHARS)
            return;
        const root = resolve(run.root);
        const entries = readHistory(stateDir, root);
        const found = entries.findIndex((e) => e.runner === run.runner && e.command === run.command);
        const entry = found >= 0 ? entries.splice(found, 1)[0] : { runner: run.runner, command: run.command, runs: [] };
        entry.runs = [...entry.runs, { durationMs: Math.round(run.durationMs), at: run.at }].slice(-KEPT_RUNS);
        // The entry just recorded moves to the end: the one dropped past the bound is the least recently recorded.
        entries.push(entry);
        const file = { format: FORMAT, root, entries: entries.slice(-KEPT_COMMANDS) };
        const path = historyFile(stateDir, root);
        writeAtomic(path, JSON.stringify(file));
        pruneDurations(stateDir, path);
    }
    catch {
        // A read-only or full state directory: only this record is lost.
    }
}
/**
 * The usual duration of a whole-suite command in `root`: the median of its kept runs, and how
 * many they are; undefined when none is recorded (or the history cannot be read).
 *
 * The median, not the mean or the last run: one odd run (a cold cache, a loaded machine, a
 * first run compiling everything) does not move it, and with {@link KEPT_RUNS} runs kept it
 * still follows a suite that grows or gets faster within a few runs. With an even number of
 * runs it is the mean of the middle two.
 */
export function expectedSuiteDuration(stateDir, suite) {
    try {
        const entry = readHistory(stateDir, resolve(suite.root)).find((e) => e.runner === suite.runner && e.command === suite.command);
        if (entry === undefined || entry.runs.length === 0)
            return undefined;
        return { expectedMs: median(entry.runs.map((r) => r.durationMs)), runs: entry.runs.length };
    }
    catch {
        return undefined;
    }
}
/** The median of a non-empty list, rounded to the millisecond. */
function median(values) {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return Math.round(sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}
/**
 * Removes the histories not written for {@link DURATIONS_MAX_AGE_MS} but `written`, by this
 * machine's clock (file times are its; a run's `at` may come from another clock). Best effort:
 * a file that cannot be read or removed stays.
 */
function pruneDurations(stateDir, written) {
    removeStaleFiles(durationsDir(stateDir), FILE_NAME, DURATIONS_MAX_AGE_MS, Date.now(), written);
}
