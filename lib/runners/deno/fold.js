import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { frameLocation, isStackFrame } from "../../parsing/failure-context.js";
import { noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
import { denoErrorContext } from "./context.js";
import { RUN_FAILED } from "./verdict.js";
/** The error line Deno ends a run stopped by type checking with, which names no failure. */
const TYPE_CHECK_FAILED = 'Type checking failed.';
/** An uncaught rejection's prefix before the error's own text. */
const IN_PROMISE = /^\(in promise\) /;
function sumOf(counts, word) {
    let n = 0;
    for (const c of counts)
        if (c.word === word)
            n += c.n + c.steps;
    return n;
}
/** A frame's path (`/abs/m_test.ts`) without its line and column. */
function framePath(line) {
    return frameLocation(line)?.replace(/:\d+:\d+$/, '');
}
/**
 * Folds the records of one `deno test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldDeno(records, lines) {
    const failures = new FailureList();
    const seen = new Tally();
    const files = [];
    let section = 'run';
    let inOutput = false;
    let block;
    let preRunError;
    let counts;
    let noModules = false;
    // Unknown lines, but for an error's text (its further lines, excerpt, diff, frames): the
    // block a failure's context is read from.
    let unrecognized = 0;
    const listed = noTestsListed();
    // The names of the tests and steps open at each depth (pretty `name ...` lines).
    const path = [];
    let resultLines = 0;
    let marks = 0;
    let testFailed = false;
    let verdict;
    const closeBlock = () => {
        if (block === undefined)
            return;
        const context = denoErrorContext(block.lines, block.kind === 'test' ? block.file : undefined);
        if (block.kind === 'test') {
            const failure = { name: block.name, kind: 'test', file: block.file };
            if (context.message !== undefined)
                failure.message = context.message;
            if (context.location !== undefined)
                failure.location = context.location;
            if (context.detail.length > 0)
                failure.detail = context.detail;
            failures.append(failure);
        }
        else {
            const failure = { name: block.file, kind: 'file', file: block.file };
            if (context.message !== undefined)
                failure.message = context.message.replace(IN_PROMISE, '');
            failures.add(failure);
        }
        block = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        // What a test printed stays unrecognised, as do unknown lines outside an error's text.
        if (kind === 'unknown' && lines.at(i) !== '' && (inOutput || !(block?.errorSeen === true || preRunError !== undefined)))
            unrecognized++;
        if (inOutput) {
            if (kind === 'outputEnd')
                inOutput = false;
            continue;
        }
        if (kind === 'outputStart' && section === 'run') {
            inOutput = true;
            continue;
        }
        if (block !== undefined && kind !== 'failHeader' && kind !== 'uncaughtHeader' && kind !== 'section' && kind !== 'summary') {
            if (!block.errorSeen && kind === 'error') {
                block.errorSeen = true;
                block.lines.push(r.text);
            }
            else if (block.errorSeen)
                block.lines.push(lines.at(i) ?? '');
            continue;
        }
        if (preRunError !== undefined && (kind === 'unknown' || kind === 'blank')) {
            const text = lines.at(i) ?? '';
            if (kind === 'blank')
                preRunError = undefined;
            else if (isStackFrame(text)) {
                const path = framePath(text);
                const location = frameLocation(text);
                if (path !== undefined)
                    failures.add({ name: path, kind: 'file', file: path, message: preRunError, ...(location !== undefined ? { location } : {}) });
                preRunError = undefined;
            }
            continue;
        }
        preRunError = undefined;
        if (kind === 'module') {
            if (!files.includes(r.file))
                files.push(r.file);
        }
        else if (kind === 'start') {
            if (section === 'run') {
                path.length = r.depth;
                path.push(r.name);
            }
        }
        else if (kind === 'result') {
            if (section === 'run') {
                seen.add(r.status === 'ok' ? 'passed' : r.status === 'FAILED' ? 'failed' : 'skipped');
                resultLines++;
                path.length = Math.min(path.length, r.depth);
                const name = path.length === r.depth ? [...path, r.name].join(' > ') : r.name;
                if (r.status === 'ok')
                    listed.passed.push(name);
                else if (r.status === 'ignored')
                    listed.skipped.push(name);
                else
                    testFailed = true;
            }
        }
        else if (kind === 'uncaught') {
            if (section === 'run')
                seen.add('failed');
        }
        else if (kind === 'mark') {
            if (section === 'run') {
                seen.add(r.mark === '.' ? 'passed' : r.mark === '!' ? 'failed' : 'skipped');
                marks++;
                if (r.mark === '!')
                    testFailed = true;
            }
        }
        else if (kind === 'section') {
            closeBlock();
            section = r.section;
        }
        else if (kind === 'failHeader') {
            closeBlock();
            if (section === 'errors')
                block = { kind: 'test', name: r.name, file: r.file, lines: [], errorSeen: false };
        }
        else if (kind === 'uncaughtHeader') {
            closeBlock();
            if (section === 'errors')
                block = { kind: 'uncaught', name: r.file, file: r.file, lines: [], errorSeen: false };
        }
        else if (kind === 'summary') {
            closeBlock();
            counts = r.counts;
            section = 'run';
        }
        else if (kind === 'noModules') {
            noModules = true;
        }
        else if (kind === 'error' || kind === 'tsError') {
            if (RUN_FAILED.test(r.text))
                verdict = r.text;
            else if (r.text !== TYPE_CHECK_FAILED)
                preRunError = r.text;
        }
    }
    closeBlock();
    // Deno's verdict with no failing test shown (./verdict.ts).
    if (verdict !== undefined && !testFailed && failures.size === 0)
        failures.add({ name: verdict, kind: 'run' });
    const folded = { summary: seen.summary(), failures: failures.list(), summarySeen: false, files, unrecognizedLines: unrecognized };
    if (counts !== undefined) {
        folded.summary = summaryOf(sumOf(counts, 'passed'), sumOf(counts, 'failed'), sumOf(counts, 'ignored'));
        folded.summarySeen = true;
        // The pretty reporter's lines list every test the summary counts (the dot reporter's marks name none).
        if (marks === 0 && (resultLines > 0 || folded.summary.passed + folded.summary.skipped === 0))
            folded.tests = listed;
    }
    else if (noModules) {
        // Deno's verdict on a run with no test module: a run with no tests, not a cut-off one.
        folded.summary = summaryOf(0, 0, 0);
        folded.summarySeen = true;
        folded.tests = listed;
    }
    return folded;
}
