/**
 * Failures that share a cause are grouped from this many on; fewer stay one per line (two
 * lines cost fewer bytes than a cause's block, as with a shared message).
 */
export const CAUSE_MIN_FAILURES = 3;
/** A message that begins with an error's type (`Error: …`, `SyntaxError: …`, `ModuleNotFoundError: …`). */
const NAMED_ERROR = /^[\w.]*(?:Error|Exception)\b/;
/** A message of an assertion library (`assert …`, `AssertionError`, `expect(received)…`, `Expected values …`). */
const ASSERTION = /assert|expect/i;
// Volatile parts of an error's text, replaced before comparing (never in what is shown):
// addresses (`0x7f2e47fdc990`), UUIDs, long hexadecimal ids (object and request ids, hashes),
// and numbers inside generated names (`pytest-3`, `test_x0`, `tmpab12cd`, `worker_17`). A
// number standing alone (`expected 3 to be 4`, `localhost:5432`) is kept: it is what differs
// between two assertions.
const ADDRESS = /\b0x[0-9a-f]+\b/gi;
const UUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi;
const HEX_ID = /\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{8,}\b/gi;
const NUMBER_IN_NAME = /(?<=[A-Za-z]|[A-Za-z0-9][_-])\d+/g;
/** `text` with its volatile parts replaced by placeholders, for comparing two errors. */
export function normalizeVolatile(text) {
    return text.replace(ADDRESS, '0x#').replace(UUID, '<uuid>').replace(HEX_ID, '<id>').replace(NUMBER_IN_NAME, '#');
}
/** What two failures with the same cause have in common; undefined for a failure that is always its own. */
function causeKey(f) {
    if (f.message === undefined)
        return undefined;
    // A file that failed to load may show no frame (node:test prints only the error): then its
    // message alone is the cause when it is an error's (`SyntaxError: …`), not a runner's
    // generic word for the file (`test failed`).
    if (f.location === undefined && !(f.kind === 'file' && NAMED_ERROR.test(f.message)))
        return undefined;
    if (ASSERTION.test(f.message) && (f.detail === undefined || f.detail.length === 0))
        return undefined;
    // A collection error names the module it was importing: mask the failure's own file.
    const own = f.file ?? (f.kind === 'file' ? f.name : undefined);
    const masked = (text) => normalizeVolatile(own === undefined || own === '' ? text : text.split(own).join('<file>'));
    return JSON.stringify([f.kind === 'run' ? 'run' : 'test-or-file', masked(f.message), f.location ?? '', (f.detail ?? []).map(masked)]);
}
/**
 * The failures in the order they are listed, those with a common cause grouped into one
 * entry at the place of the first of them; every other failure is an entry of its own, in
 * its place. A run with no common cause gives one `single` entry per failure, in order.
 */
export function groupByCause(failures) {
    const byKey = new Map();
    const keys = failures.map(causeKey);
    failures.forEach((f, i) => {
        const key = keys[i];
        if (key === undefined)
            return;
        const group = byKey.get(key);
        if (group)
            group.push(f);
        else
            byKey.set(key, [f]);
    });
    const entries = [];
    const placed = new Set();
    failures.forEach((f, i) => {
        const key = keys[i];
        const group = key === undefined ? undefined : byKey.get(key);
        if (group === undefined || group.length < CAUSE_MIN_FAILURES) {
            entries.push({ kind: 'single', failure: f });
            return;
        }
        if (placed.has(key))
            return;
        placed.add(key);
        entries.push({ kind: 'cause', cause: { first: f, failures: group, files: filesOf(group) } });
    });
    return entries;
}
/**
 * The module a unittest-style id names, `pkg.mod` of `test_x (pkg.mod.Class.test_x)` (3.11+)
 * or `test_x (pkg.mod.Class)` (3.10): the id without the method and the class. Such failures
 * carry no file (unittest prints none), and the module is where they are.
 */
function moduleOfTestId(name) {
    const m = /^(\w+) \(([\w.]+)\)$/.exec(name);
    if (m === null)
        return undefined;
    const parts = m[2].split('.');
    if (parts.at(-1) === m[1])
        parts.pop();
    parts.pop();
    return parts.length > 0 ? parts.join('.') : undefined;
}
/** Where a failure is, for a cause's extent: its file, a file failure's own name, or a unittest id's module. */
function placeOf(f) {
    return f.file ?? (f.kind === 'file' ? f.name : moduleOfTestId(f.name));
}
/** The files of `failures` in order of first appearance, with how many failures each holds. */
function filesOf(failures) {
    const counts = new Map();
    for (const f of failures) {
        const file = placeOf(f);
        if (file !== undefined)
            counts.set(file, (counts.get(file) ?? 0) + 1);
    }
    return [...counts].map(([file, count]) => ({ file, count }));
}
/** How many causes `entries` hold and how many failures they explain together. */
export function causeTally(entries) {
    let causes = 0;
    let failures = 0;
    for (const e of entries) {
        if (e.kind !== 'cause')
            continue;
        causes++;
        failures += e.cause.failures.length;
    }
    return { causes, failures };
}
