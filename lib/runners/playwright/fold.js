import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
import { countUnknown } from "../../parsing/unknown-lines.js";
import { FailureContext, isStackFrame } from "../../parsing/failure-context.js";
import { failureOfHeader, headerKey, resultKey } from "./header.js";
/** Kinds whose text a cut mid-line would silently shorten. */
const CUT_SENSITIVE = new Set(['failureHeader', 'listResult', 'count', 'errorLine']);
/** playwright's error for a run that selected no test (`Error: No tests found`, `… found.` with file arguments). */
const NO_TESTS = /^Error: No tests found\.?$/;
/** Counts whose tests the epilogue lists under them (skipped and passed list none). */
const LISTED = new Set(['failed', 'flaky', 'interrupted', 'did not run']);
/**
 * Folds playwright line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export function foldPlaywrightRecords(all, lines, context = { endsInNewline: true }) {
    const last = all[all.length - 1];
    const records = !context.endsInNewline && last !== undefined && CUT_SENSITIVE.has(last.kind) ? all.slice(0, -1) : all;
    const text = (i) => lines.at(i) ?? '';
    // The epilogue: the count lines up to the last one, each listing count followed by its
    // 4-space test lines (what follows, e.g. npm's error footer, is not playwright's). Found
    // backwards from the last count line: a 4-space line belongs to it only under a listing count.
    let lastCount = -1;
    for (let i = records.length - 1; i >= 0 && lastCount < 0; i--)
        if (records[i].kind === 'count')
            lastCount = i;
    const isListLine = (i) => records[i].kind === 'unknown' && text(i).startsWith('    ');
    let start = lastCount < 0 ? records.length : lastCount;
    while (start > 0) {
        let k = start - 1;
        while (k > 0 && isListLine(k))
            k--;
        const rec = records[k];
        if (rec.kind !== 'count' || (k < start - 1 && !LISTED.has(rec.label)))
            break;
        start = k;
    }
    let end = lastCount + 1;
    while (lastCount >= 0 && end < records.length && isListLine(end))
        end++;
    const counts = new Map();
    let time = null;
    // The tests listed under failed and interrupted, by header text.
    const failedHeaders = [];
    let listing;
    for (let i = start; i < end; i++) {
        const rec = records[i];
        if (rec.kind === 'count') {
            counts.set(rec.label, rec.n);
            if (rec.label === 'passed')
                time = rec.time;
            listing = LISTED.has(rec.label) ? rec.label : undefined;
        }
        else if (rec.kind === 'unknown' && (listing === 'failed' || listing === 'interrupted')) {
            failedHeaders.push(headerKey(text(i)));
        }
    }
    // The numbered failure blocks before the epilogue: header -> what the first block of each
    // header shows (message, location, detail). `inSequence`: the headers numbered one after
    // another from the first block (1 unless the output's start was cut off), the failures when
    // there is no epilogue.
    const blocks = new Map();
    const inSequence = [];
    let expected;
    for (let i = 0; i < start; i++) {
        const rec = records[i];
        if (rec.kind !== 'failureHeader' || failureOfHeader(rec.header) === undefined)
            continue;
        const key = headerKey(rec.header);
        // Each block is read up to its end only once (the first of its header), so the scans
        // cover disjoint ranges: linear in the output.
        if (!blocks.has(key))
            blocks.set(key, readBlock(records, text, i + 1, start));
        if (expected === undefined || rec.n === expected) {
            expected = rec.n + 1;
            inSequence.push(key);
        }
    }
    const failures = new FailureList();
    const add = (header) => {
        const failure = failureOfHeader(header);
        if (failure === undefined)
            return;
        const facts = blocks.get(header);
        if (facts === undefined)
            return void failures.add(failure);
        // Without a project frame in the block (a timeout's error has no stack), the header's
        // `file:line:col` (the test's own line) stays the location.
        failures.add({
            ...failure,
            ...(facts.message !== undefined && facts.message !== '' ? { message: facts.message } : {}),
            ...(facts.location !== undefined ? { location: facts.location } : {}),
            ...(facts.detail.length > 0 ? { detail: facts.detail } : {}),
        });
    };
    if (counts.size > 0) {
        for (const header of failedHeaders)
            add(header);
        const n = (label) => counts.get(label) ?? 0;
        const folded = {
            format: 'playwright',
            summary: summaryOf(n('passed') + n('flaky'), n('failed') + n('interrupted'), n('skipped') + n('did not run')),
            failures: failures.list(),
            summarySeen: true,
            files: [],
            unrecognizedLines: countUnknown(records.slice(0, start)),
        };
        const ms = durationMs(time);
        if (ms !== undefined)
            folded.durationMs = ms;
        const tests = listResults(records, start);
        if (accountsFor(tests, folded.summary))
            folded.tests = tests;
        return folded;
    }
    // No epilogue: the list reporter's results, the last attempt of each test deciding (a
    // pass after a failed attempt is flaky: passed), then numbered blocks no result names.
    const results = new Map();
    for (const rec of records)
        if (rec.kind === 'listResult' && failureOfHeader(rec.header) !== undefined)
            results.set(resultKey(rec.header), rec.status);
    const tally = new Tally();
    for (const [key, status] of results) {
        tally.add(status);
        if (status === 'failed')
            add(key);
    }
    for (const header of inSequence) {
        if (results.has(header))
            continue;
        add(header);
        tally.add('failed');
    }
    if (failures.list().length === 0) {
        // Errors outside any test (a spec file that failed to load, `No tests found`): each starts
        // at column 0, the first anywhere, a later one after the previous one's stack or code
        // frame (reporters print each as formatError's message, code frame and stack). A column-0
        // error line inside a multi-line message follows neither.
        let previous;
        let seenError = false;
        let noTests = false;
        for (let i = 0; i < records.length; i++) {
            const rec = records[i];
            if (rec.kind === 'blank')
                continue;
            if (rec.kind === 'errorLine' && (!seenError || (previous !== undefined && (isStackFrame(previous) || CODE_FRAME.test(previous))))) {
                seenError = true;
                const error = rec.text.trim();
                if (NO_TESTS.test(error))
                    noTests = true;
                else
                    failures.add({ name: error, kind: 'run', message: error });
            }
            previous = text(i);
        }
        if (noTests && results.size === 0)
            return { format: 'playwright', summary: tally.summary(), failures: failures.list(), summarySeen: true, files: [] };
    }
    return { format: 'playwright', summary: tally.summary(), failures: failures.list(), summarySeen: false, files: [] };
}
/** playwright indents everything in a failure block by four spaces (base.ts `indent`). */
const BLOCK_INDENT = 4;
const BLOCK_PREFIX = ' '.repeat(BLOCK_INDENT);
/**
 * A line of an error's code frame, in a failure block (`      7 |`, `    > 9 |     expect(…)`,
 * `        |     ^`) or at column 0 for an error outside any test (`  7 |`, `> 5 |   code`).
 */
const CODE_FRAME = /^\s*(?:>\s*)?\d* \|/;
/**
 * What the block prints after the first attempt's errors: the next attempt's rule
 * (`    Retry #1 ───`), an attachment's rule, 1.5x's `    Error Context: path`.
 */
const AFTER_ERRORS = /^ {4}(?:Retry #\d+ ─|attachment #\d+: |Error Context: )/;
/**
 * Reads a numbered failure block from the record after its header (`from`) up to `end`: the
 * message is its first non-blank line; location and detail come from the lines after it
 * (src/parsing/failure-context.ts) up to the block's end: the next header, a line not
 * indented by four spaces (a line reporter's progress line, npm's footer), or what follows
 * the first attempt's errors ({@link AFTER_ERRORS}).
 */
function readBlock(records, text, from, end) {
    let j = from;
    while (j < end && records[j].kind === 'blank')
        j++;
    if (j === end || records[j].kind === 'failureHeader')
        return { message: undefined, location: undefined, detail: [] };
    const message = text(j).trim();
    const context = new FailureContext();
    for (j++; j < end; j++) {
        const rec = records[j];
        if (rec.kind === 'failureHeader')
            break;
        const line = text(j);
        if (rec.kind !== 'blank' && (!line.startsWith(BLOCK_PREFIX) || AFTER_ERRORS.test(line)))
            break;
        context.add(line, CODE_FRAME.test(line));
    }
    return { message, location: context.location, detail: context.detail(BLOCK_INDENT) };
}
/** `2.5s`, `120ms`, `1.2m` (playwright's milliseconds formatting) in milliseconds. */
function durationMs(time) {
    const m = time === null ? null : /^(\d+(?:\.\d+)?)(ms|s|m|h)$/.exec(time);
    if (m === null)
        return undefined;
    return Math.round(Number(m[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2]]);
}
/**
 * The list reporter's passing and skipped tests before `end`, by the name a failure of theirs
 * has (the last attempt of a test decides, so a flaky one is passed). playwright prints a test's
 * output raw among these lines, so the caller keeps the list only when it accounts for the
 * epilogue's counts; line and dot print no results, so there it does not.
 */
function listResults(records, end) {
    const last = new Map();
    for (let i = 0; i < end; i++) {
        const rec = records[i];
        if (rec.kind !== 'listResult')
            continue;
        const key = resultKey(rec.header);
        const failure = failureOfHeader(key);
        if (failure !== undefined)
            last.set(key, { name: failure.name, status: rec.status });
    }
    const tests = noTestsListed();
    for (const { name, status } of last.values()) {
        if (status === 'passed')
            tests.passed.push(name);
        else if (status === 'skipped')
            tests.skipped.push(name);
    }
    return tests;
}
