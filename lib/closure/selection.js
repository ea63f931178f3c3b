/**
 * The selective close: a pass is evidence that lasts. At a plain call of the suite, only the
 * test files (go: packages) that are new, did not pass when last run, failed this session, are
 * open (their inputs cannot be known), or whose inputs changed since their pass run; the others'
 * passes still hold (closure/pass-record.ts). **Fail closed**: anything the record cannot place
 * runs the whole suite, and the result says why in one clause:
 *
 * - no record of this suite (its first run: nothing is said), or a record in another
 *   environment (installed packages, install records, interpreters, the process's variables);
 * - a changed file every test reads (a config, manifest, setup or start-up file, an `.env`
 *   file, a mock, the command's files, or what those import: workspace/test-inputs.ts);
 * - a changed, added or removed file no test file's inputs hold, as recorded or as now (a
 *   README, a data file whose name a test builds at run time, a file type no scan reads);
 * - every test file would run anyway.
 *
 * A file is changed when its signature (size, mtime, ctime, inode) differs from the record's:
 * any write moves ctime, so no write goes unseen.
 *
 * @module dsh-test-closure/closure/selection
 */
import { createHash } from 'node:crypto';
import { dirOf } from "../workspace/references.js";
/** The wording of a path list: the first, and how many more. */
function firstOf(paths) {
    return paths.length > 1 ? `${paths[0]} (+${paths.length - 1} more)` : paths[0];
}
/** The files whose signature differs between the record and now, added and removed ones included, sorted. */
function changedSince(recorded, now) {
    const changed = [];
    for (const [path, signature] of now)
        if (recorded[path] !== signature)
            changed.push(path);
    for (const path of Object.keys(recorded))
        if (!now.has(path))
            changed.push(path);
    return changed.sort();
}
/** Decides what a close runs. */
export function selectClose(input) {
    const { record } = input;
    if (record === undefined)
        return { kind: 'first' };
    const changed = changedSince(record.signatures, input.signatures);
    const global = new Set([...record.global, ...input.inputs.global]);
    const everyTest = changed.filter((path) => global.has(path));
    if (everyTest.length > 0)
        return { kind: 'whole', reason: `${firstOf(everyTest)} changed, which every test reads` };
    if (record.environment !== input.environment)
        return { kind: 'whole', reason: 'the environment changed since the last pass' };
    // Who reads each changed file, as recorded and as now.
    const readers = new Map();
    const changedSet = new Set(changed);
    const addReaders = (unit, inputs) => {
        for (const path of inputs) {
            if (!changedSet.has(path))
                continue;
            let set = readers.get(path);
            if (set === undefined)
                readers.set(path, (set = new Set()));
            set.add(unit);
        }
    };
    for (const [unit, pass] of Object.entries(record.units))
        addReaders(unit, pass.inputs);
    for (const [unit, inputs] of input.inputs.units)
        addReaders(unit, inputs);
    const unplaced = changed.filter((path) => !readers.has(path));
    if (unplaced.length > 0)
        return { kind: 'whole', reason: `${firstOf(unplaced)} changed, and no test is known to read it` };
    const failed = new Set(input.failedThisSession);
    const run = [];
    const reused = [];
    for (const unit of input.units) {
        const pass = record.units[unit];
        const stale = [...(input.inputs.units.get(unit) ?? [])].some((path) => changedSet.has(path)) || (pass?.inputs ?? []).some((path) => changedSet.has(path));
        if (pass === undefined || !pass.passed || stale || failed.has(unit) || input.inputs.open.has(unit) || record.open[unit] !== undefined)
            run.push(unit);
        else
            reused.push(pass);
    }
    if (reused.length === 0) {
        const open = input.units.find((unit) => input.inputs.open.has(unit));
        if (open !== undefined && input.units.every((unit) => input.inputs.open.has(unit)))
            return { kind: 'whole', reason: `no test file's inputs are known (${input.inputs.open.get(open)})` };
        return { kind: 'whole', reason: 'every test file reads a changed file' };
    }
    // (Nothing to run: every pass holds. A close then runs the whole suite, as asked; a replay runs nothing.)
    return { kind: 'select', units: run, reused: reused.length, unit: input.unit, since: sinceOf(reused, input.session) };
}
/** Where the reused passes come from: `in run 3`, `in runs 1–3`, `in an earlier session`. */
function sinceOf(reused, session) {
    if (reused.some((pass) => pass.session !== session))
        return 'in an earlier session';
    const runs = reused.map((pass) => pass.run);
    const first = Math.min(...runs);
    const last = Math.max(...runs);
    return first === last ? `in run ${first}` : `in runs ${first}–${last}`;
}
/** The note a selective close's run carries: `verifies the suite: 12 test files re-run; 288 unchanged since their pass in run 3` (green). */
export function selectionNote(selection, green) {
    const noun = (n) => (selection.unit === 'package' ? (n === 1 ? 'package' : 'packages') : n === 1 ? 'test file' : 'test files');
    const text = `${selection.units.length} ${noun(selection.units.length)} re-run; ${selection.reused} unchanged since their pass ${selection.since}`;
    return green ? `verifies the suite: ${text}` : text;
}
/** The audit's note: the whole suite ran after a green selective close, and agrees or not. */
export function auditNote(whole) {
    if (whole.status === 'passed')
        return 'audit: the whole suite passed too';
    const names = [...new Set(whole.failures.map((f) => f.name))];
    const shown = names.length > 5 ? `${names.slice(0, 5).join(', ')} (+${names.length - 5} more)` : names.join(', ');
    return `audit: the whole suite failed where the selection passed${shown === '' ? ` (${whole.status})` : `: ${shown}`}`;
}
/** The audit's note of a miss: the whole suite failed where a selection passed. */
export function isAuditMiss(note) {
    return note.startsWith('audit: the whole suite failed');
}
/** The note of a close that ran the whole suite: `ran the whole suite: <reason>`. */
export function wholeSuiteNote(reason) {
    return `ran the whole suite: ${reason}`;
}
/**
 * The digest of the environment a pass holds in: what is installed, and the variables the
 * process sees. `restored` leaves out the install records a baseline replay puts back as they
 * were (a `package.json` in the harness): the replay's environment does not hold them as now.
 */
export function environmentDigest(environment, variables, restored) {
    const hash = createHash('sha256');
    const records = restored === undefined ? environment.records : Object.fromEntries(Object.entries(environment.records).filter(([path]) => !restored(path)));
    hash.update(JSON.stringify([environment.packages, records, environment.virtualenvs, environment.truncated]));
    for (const key of Object.keys(variables).sort())
        hash.update(`\0${key}=${variables[key] ?? ''}`);
    return hash.digest('hex');
}
/** The unit a test file is in: the test file itself, or go's package directory. */
export function unitOfFile(file, unit) {
    return unit === 'package' ? dirOf(file) : file;
}
/**
 * The record after a run of the suite, or undefined when the run cannot say which file failed
 * (a failure with no file, or in a file that is no unit it ran, or an error of the whole run):
 * then no pass stands.
 */
export function nextPassRecord(input) {
    const ran = new Set(input.ran);
    if (input.failing === undefined || input.failing.some((unit) => !ran.has(unit)))
        return undefined;
    const failing = new Set(input.failing);
    const { previous } = input;
    const continuing = previous !== undefined && previous.session === input.session;
    const runs = (continuing ? previous.runs : 0) + 1;
    // A pass carried over from the previous record holds only if nothing it reads changed since
    // (checked here, whatever chose the run: a record is never trusted on its caller's word).
    const changed = previous === undefined ? new Set() : new Set(changedSince(previous.signatures, input.signatures));
    const carries = previous !== undefined && previous.environment === input.environment && !previous.global.some((path) => changed.has(path)) && ![...input.inputs.global].some((path) => changed.has(path));
    const units = {};
    for (const unit of input.units) {
        const inputs = input.inputs.units.get(unit) ?? [unit];
        const before = previous?.units[unit];
        if (ran.has(unit))
            units[unit] = { passed: !failing.has(unit), session: input.session, run: runs, inputs };
        else if (before !== undefined) {
            const holds = carries && before.passed && !changed.has(unit) && !before.inputs.some((path) => changed.has(path)) && !inputs.some((path) => changed.has(path));
            units[unit] = { ...before, passed: holds, inputs };
        }
    }
    return {
        format: 1,
        root: input.root,
        runner: input.runner,
        command: input.command,
        environment: input.environment,
        session: input.session,
        runs,
        signatures: Object.fromEntries(input.signatures),
        units,
        open: Object.fromEntries(input.inputs.open),
        global: [...input.inputs.global].sort(),
    };
}
