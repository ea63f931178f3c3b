import { oneLine } from "./safe-text.js";
/** Longest message fragment quoted per failure. */
export const NOTICE_MAX_MESSAGE_CHARS = 160;
/**
 * A failure message as the model sees it: cut at {@link NOTICE_MAX_MESSAGE_CHARS}, without
 * the colon that introduced what follows it in the output (node's `Expected values to be
 * strictly equal:` before its diff), which the line would leave dangling before `(at …)`.
 * The diff itself is the failure's detail, shown under the line.
 */
export function shownMessage(message) {
    const undangled = message.replace(/\s*:\s*$/, '');
    const safe = oneLine(undangled === '' ? message : undangled);
    return safe.length > NOTICE_MAX_MESSAGE_CHARS ? `${safe.slice(0, NOTICE_MAX_MESSAGE_CHARS - 1)}…` : safe;
}
/** `path:line[:col]` split into the path and the `line[:col]` part (undefined when it has no line). */
function splitLocation(location) {
    const m = /^(.*?):(\d+(?::\d+)?)$/.exec(location);
    return m === null || m[1] === '' ? undefined : { path: m[1], position: m[2] };
}
/** Whether `location` (`path:line[:col]`) is in `file`, however each spells the path (`./a.js`, `a.js`). */
function locationInFile(location, file) {
    const path = (splitLocation(location)?.path ?? location).replace(/^\.\//, '');
    const bare = file.replace(/^\.\//, '');
    return path === bare || path.endsWith(`/${bare}`);
}
/** Whether `name` is a unittest id (`test_x (pkg.mod.Class.test_x)`) of a test in the Python module `path` (`pkg/mod.py`). */
function namesPythonModule(name, path) {
    if (!path.endsWith('.py'))
        return false;
    const id = /\(([\w.]+)\)$/.exec(name)?.[1];
    const module = path.slice(0, -'.py'.length).replaceAll('/', '.');
    return id !== undefined && id.startsWith(`${module}.`);
}
/**
 * The location as the failure line shows it: `line 6` (or `line 12:5`) when the name already
 * names the location's file: it begins with it (pytest's `tests/a.py::test_x`, playwright's
 * `a.spec.ts › t`) or its unittest id is in that module (`test_x (tests.test_a.K.test_x)` for
 * `tests/test_a.py`), so a 50-failure run does not print every file twice; otherwise
 * `at path:line:col`.
 */
function shownLocation(failure, location) {
    const parts = splitLocation(location);
    if (parts === undefined)
        return `at ${oneLine(location)}`;
    const begins = failure.name.startsWith(parts.path) && /^(?::|\s)/.test(failure.name.slice(parts.path.length));
    return begins || namesPythonModule(failure.name, parts.path) ? `line ${parts.position}` : `at ${oneLine(location)}`;
}
/**
 * `name — message (file)`, bounded; shared by the notice and the test_run rendering. With a
 * location the parenthesis names it, `(at file:line:col)`, after the file when the location
 * is in another file (`(file; at helper.js:3:9)`), and as `(line N)` when the name begins with
 * its file (see {@link shownLocation}).
 * `messageText` replaces the message as shown (the rendering's `[m1]` key of a shared message).
 */
export function failureLine(failure, messageText) {
    let line = oneLine(failure.name);
    if (failure.message)
        line += ` — ${messageText ?? shownMessage(failure.message)}`;
    const file = failure.file && !failure.name.includes(failure.file) ? failure.file : undefined;
    const at = failure.location;
    if (at !== undefined)
        line += file !== undefined && !locationInFile(at, file) ? ` (${oneLine(file)}; at ${oneLine(at)})` : ` (${shownLocation(failure, at)})`;
    else if (file !== undefined)
        line += ` (${oneLine(file)})`;
    return line;
}
/** Default of config `failureDetailBytes`: keeps a 50-failure run's text under about 8 kB (see bench/README.md). */
export const DEFAULT_FAILURE_DETAIL_BYTES = 2000;
/** How a detail line is indented under its failure's line (so it can never read as a `- ` failure line). */
export const DETAIL_INDENT = '  ';
/** A failure's detail as shown: each line indented and made one line. */
export function detailLines(failure) {
    return (failure.detail ?? []).map((l) => `${DETAIL_INDENT}${oneLine(l)}`);
}
/**
 * The bytes of failure detail one text may show (config `failureDetailBytes`): the details of
 * the first failures, in the order shown, while they fit; from the first that does not, none
 * (those failures keep their one line), so what is shown is always a prefix of the list.
 */
export class DetailBudget {
    #left;
    #closed = false;
    constructor(bytes) {
        this.#left = bytes;
    }
    /** `failure`'s detail lines if they fit in what is left (and spends it), else none. */
    take(failure) {
        if (this.#closed)
            return [];
        const lines = detailLines(failure);
        if (lines.length === 0)
            return [];
        const bytes = lines.reduce((n, l) => n + Buffer.byteLength(l) + 1, 0);
        if (bytes > this.#left) {
            this.#closed = true;
            return [];
        }
        this.#left -= bytes;
        return lines;
    }
}
/**
 * What the failures that are not tests add to the counts: `4 hooks failed`, `1 file failed
 * to load or run`, `2 errors outside the tests`, joined by `; `; empty when every failure is
 * a test. Files are counted once each (a file with two failed suites is one file). Without it
 * a run whose only failure is a file that did not load reads `0 failed, 0 passed …`, and one
 * whose failures are hooks (which the runner may count as failed) names no test.
 */
export function nonTestFailuresClause(failures) {
    const hooks = failures.filter((f) => f.kind === 'hook').length;
    const files = new Set(failures.filter((f) => f.kind === 'file').map((f) => f.file ?? f.name)).size;
    const runs = failures.filter((f) => f.kind === 'run').length;
    const parts = [];
    if (hooks > 0)
        parts.push(`${hooks} hook${hooks === 1 ? '' : 's'} failed`);
    if (files > 0)
        parts.push(`${files} file${files === 1 ? '' : 's'} failed to load or run`);
    if (runs > 0)
        parts.push(`${runs} error${runs === 1 ? '' : 's'} outside the tests`);
    return parts.join('; ');
}
/**
 * The counts when the output does not show some (go's plain output): the failed count, the
 * packages shown passing, and which counts are not shown, never a number for them or a total:
 * `1 failed; passed and skipped not shown (go test prints them only with -v)`,
 * `0 failed, 2 packages ok; passed and skipped not shown (…)`.
 */
export function shownCountsLine(summary, unshown) {
    const ok = unshown.packagesOk > 0 ? `, ${unshown.packagesOk} package${unshown.packagesOk === 1 ? '' : 's'} ok` : '';
    return `${summary.failed} failed${ok}; ${unshown.counts.join(' and ')} not shown (${unshown.reason})`;
}
/** `2 failed, 10 passed, 1 skipped (13 total)`, then `; 1 file failed to load or run` and the like when failures that are not tests exist. */
export function countsLine(run) {
    const s = run.summary;
    const counts = run.unshown !== undefined ? shownCountsLine(s, run.unshown) : `${s.failed} failed, ${s.passed} passed, ${s.skipped} skipped (${s.total} total)`;
    const others = run.failures === undefined ? '' : nonTestFailuresClause(run.failures);
    return others === '' ? counts : `${counts}; ${others}`;
}
