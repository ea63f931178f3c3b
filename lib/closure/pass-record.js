/**
 * The record of which test files passed, and on what: a pass is evidence that lasts while its
 * inputs do not change (closure/selection.ts reads it at the next close).
 *
 * One record per workspace, runner and command, in the state directory (outside the workspace
 * and the sandbox's temp area: the model's commands cannot write it), kept across sessions, so
 * a later session on the same tree starts from the passes an earlier one recorded. It holds:
 *
 * - `signatures`: every workspace file as the last recorded run found it when it started (the
 *   fingerprint's `size:mtime:ctime:inode`: any write moves ctime, so an unchanged signature is
 *   an unchanged file);
 * - `environment`: the digest of the environment the run ran in (installed packages, install
 *   records, interpreters, the variables the process sees);
 * - per test file (go: package directory), whether it passed, in which session and run, and its
 *   inputs (workspace/test-inputs.ts), and the files every test reads.
 *
 * Only a run that shows each file's result is recorded (closure/selection.ts `passesOf`); a
 * run in a selection records its files, and the others keep their passes, which the selection
 * showed still hold on the new signatures.
 *
 * Never throws: a missing, unreadable or corrupt record reads as none (the whole suite runs);
 * writes are atomic.
 *
 * @module dsh-test-closure/closure/pass-record
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { writeAtomic } from "./harness-baseline.js";
import { removeStaleFiles } from "./stale-files.js";
const FORMAT = 1;
/** A record not written for this long is removed: its workspace was moved, deleted or left alone. */
export const PASSES_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
function fileOf(stateDir, suite) {
    const key = createHash('sha256').update(`${resolve(suite.root)}\0${suite.runner}\0${suite.command}`).digest('hex').slice(0, 32);
    return join(stateDir, 'passes', `${key}.json`);
}
/** The record of `suite`, or undefined when none is readable. */
export function readPassRecord(stateDir, suite) {
    try {
        const record = JSON.parse(readFileSync(fileOf(stateDir, suite), 'utf8'));
        const same = record.format === FORMAT && record.root === resolve(suite.root) && record.runner === suite.runner && record.command === suite.command;
        const shaped = typeof record.signatures === 'object' && typeof record.units === 'object' && Array.isArray(record.global) && typeof record.open === 'object' && typeof record.environment === 'string';
        return same && shaped ? record : undefined;
    }
    catch {
        return undefined;
    }
}
/** Writes the record (a failed write loses only it), and removes records left for a month. */
export function writePassRecord(stateDir, record) {
    try {
        const dir = join(stateDir, 'passes');
        mkdirSync(dir, { recursive: true });
        const file = fileOf(stateDir, record);
        writeAtomic(file, JSON.stringify(record));
        removeStaleFiles(dir, /^[0-9a-f]{32}\.json$/, PASSES_MAX_AGE_MS, Date.now(), file);
    }
    catch {
        // the next close runs the whole suite
    }
}
/** Forgets the record of `suite`: a run of it that shows no file's result leaves no pass standing. */
export function dropPassRecord(stateDir, suite) {
    rmSync(fileOf(stateDir, suite), { force: true });
}
