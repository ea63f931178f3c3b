import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { noTestsListed } from "../../parsing/listed-tests.js";
import { DETAIL_MAX_RAW_LINES } from "../../parsing/failure-context.js";
import { panicContext } from "./context.js";
import { panicMessage } from "./messages.js";
/** The tests a `test result:` line accounts for: `running N tests` announced N of them. */
const accounted = (s) => s.passed + s.failed + s.ignored + s.measured;
/**
 * The sections: the first `running N tests` line, and each one right after a binary's
 * `Running`/`Doc-tests` line or right after the previous section's own `test result:` line
 * (one that accounts for its N tests), blank lines between. cargo writes its `Running` lines to
 * stderr and libtest to stdout, so with the streams apart one binary's totals are followed by
 * the next binary's `running` line. A `running 99 tests` a test printed follows neither.
 */
function sectionsOf(records, lines) {
    const starts = [];
    let previous;
    let announced = -1;
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        if (r.kind === 'running' && (starts.length === 0 || previous?.kind === 'binary' || (previous?.kind === 'summary' && accounted(previous) === announced))) {
            starts.push(i);
            announced = r.n;
        }
        if (r.kind !== 'unknown' || (lines.at(i) ?? '') !== '')
            previous = r;
    }
    const sections = starts.map((start, n) => ({ start, end: starts[n + 1] ?? records.length }));
    // An output cut at its start (a shell keeps the tail) may begin inside a section: its lines
    // before the first `running` line are a section whose announcement was lost.
    const first = starts[0] ?? records.length;
    if (records.slice(0, first).some((r) => r.kind === 'summary'))
        sections.unshift({ start: -1, end: first });
    return sections;
}
/**
 * Folds the records of one `cargo test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldCargo(records, lines) {
    const tally = new Tally();
    const failures = new FailureList();
    const sections = sectionsOf(records, lines);
    let summaries = 0;
    let unfinished = 0;
    const running = [];
    // Every test's result line, passing and ignored ones by name (`tests`); undefined once a
    // section's lines do not account for its totals.
    let listedTests = noTestsListed();
    for (const { start, end } of sections) {
        // The section's totals: its last `test result:` line that accounts for its N tests, else its last.
        const from = Math.max(start, 0);
        const announced = start < 0 ? -1 : records[start].n;
        let summary = -1;
        for (let i = end - 1; i > start; i--) {
            const r = records[i];
            if (r.kind !== 'summary')
                continue;
            if (accounted(r) === announced) {
                summary = i;
                break;
            }
            if (summary < 0)
                summary = i;
        }
        const limit = summary >= 0 ? summary : end;
        let listed = -1;
        for (let i = limit - 1; i > start; i--) {
            const r = records[i];
            if (r.kind === 'section' && r.word === 'failures') {
                listed = i;
                break;
            }
        }
        // The first block of each name (a test's own block precedes any a later test could print).
        const blocks = new Map();
        for (let i = from; i < limit; i++) {
            const r = records[i];
            if (r.kind === 'block' && !blocks.has(r.name))
                blocks.set(r.name, i);
        }
        const failing = [];
        if (listed >= 0 && (summary >= 0 || listedIsWhole(lines, listed, limit))) {
            for (let i = listed + 1; i < limit; i++) {
                const text = lines.at(i) ?? '';
                if (text === '') {
                    if (failing.length > 0)
                        break;
                    continue;
                }
                if (!text.startsWith('    '))
                    break;
                failing.push(text.slice(4));
            }
        }
        else {
            // No failures list (cut off, or none failed): the result lines before any block.
            const firstBlock = Math.min(limit, ...blocks.values(), ...(listed >= 0 ? [listed] : []));
            for (let i = from; i < firstBlock; i++) {
                const r = records[i];
                if (r.kind === 'result' && r.status === 'failed')
                    failing.push(r.name);
            }
        }
        for (const name of failing) {
            const failure = { name, kind: 'test' };
            const at = blocks.get(name);
            const message = at === undefined ? undefined : panicMessage(records, lines, at + 1, limit);
            if (message !== undefined)
                failure.message = message;
            if (at !== undefined) {
                const { location, detail } = panicContext(blockLines(records, lines, at + 1, limit));
                if (location !== undefined)
                    failure.location = location;
                if (detail.length > 0)
                    failure.detail = detail;
            }
            failures.add(failure);
        }
        if (summary >= 0 && listedTests !== undefined) {
            // libtest's result lines come before any captured-output block or `failures:`/`successes:`
            // line; a section's list is whole when it accounts for its totals (-q prints none).
            const s = records[summary];
            const before = listedTests.passed.length + listedTests.skipped.length;
            let ran = 0;
            for (let i = from; i < limit; i++) {
                const r = records[i];
                if (r.kind === 'block' || r.kind === 'section')
                    break;
                if (r.kind !== 'result')
                    continue;
                if (r.status === 'ok' || r.status === 'bench')
                    listedTests.passed.push(r.name);
                else if (r.status === 'ignored')
                    listedTests.skipped.push(r.name);
                ran++;
            }
            if (ran !== accounted(s) || listedTests.passed.length + listedTests.skipped.length - before !== s.passed + s.measured + s.ignored)
                listedTests = undefined;
        }
        else
            listedTests = undefined;
        if (summary >= 0) {
            const s = records[summary];
            summaries++;
            tally.add('passed', s.passed + s.measured);
            tally.add('failed', s.failed);
            tally.add('skipped', s.ignored);
        }
        else {
            // Stopped before its totals: what finished, and what was running.
            let results = 0;
            const slow = new Set();
            for (let i = from; i < (listed >= 0 ? listed : limit); i++) {
                const r = records[i];
                if (r.kind === 'slow')
                    slow.add(r.name);
                if (r.kind !== 'result')
                    continue;
                results++;
                slow.delete(r.name);
                tally.add(r.status === 'failed' ? 'failed' : r.status === 'ignored' ? 'skipped' : 'passed');
            }
            if (announced > results)
                unfinished += announced - results;
            running.push(...slow);
        }
    }
    compileFailures(records, lines, failures);
    const folded = { summary: tally.summary(), failures: failures.list(), summarySeen: sections.length > 0 && summaries === sections.length, files: [] };
    if (listedTests !== undefined)
        folded.tests = listedTests;
    if (unfinished > 0)
        folded.unfinished = unfinished;
    if (running.length > 0)
        folded.running = running;
    return folded;
}
/** The lines of the block whose body starts at `start`: up to the next block or section line (at most DETAIL_MAX_RAW_LINES). */
function blockLines(records, lines, start, limit) {
    const out = [];
    for (let i = start; i < limit && out.length < DETAIL_MAX_RAW_LINES; i++) {
        const kind = records[i].kind;
        if (kind === 'block' || kind === 'section')
            break;
        out.push(lines.at(i) ?? '');
    }
    return out;
}
/** A failures list with no totals after it is whole only when a blank line ends it. */
function listedIsWhole(lines, listed, limit) {
    for (let i = listed + 2; i < limit; i++)
        if ((lines.at(i) ?? '') === '')
            return true;
    return false;
}
/** `error: could not compile `x``: a `kind: 'file'` failure, with the first compiler error before it. */
function compileFailures(records, lines, failures) {
    let firstError;
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        if (r.kind === 'compileError')
            firstError ??= (lines.at(i) ?? '').trim();
        else if (r.kind === 'compileFailed') {
            const failure = { name: r.name, kind: 'file' };
            if (firstError !== undefined)
                failure.message = firstError;
            failures.add(failure);
            firstError = undefined;
        }
    }
}
