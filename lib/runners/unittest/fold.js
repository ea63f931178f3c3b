import { FailureList } from "../../parsing/fold-kit.js";
import { summaryOf } from "../../parsing/result.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { blockContext } from "./context.js";
import { blockMessage } from "./messages.js";
import { readDescription } from "./names.js";
/** A default-verbosity progress line: one letter per outcome (`.` a pass). */
const PROGRESS = /^[.FEsxu]+$/;
const FAILING = new Set(['FAIL', 'ERROR', 'unexpected success']);
/** The failure blocks: headers that follow a `=` separator, before `limit`. */
function findBlocks(records, limit) {
    const headers = [];
    for (let i = 1; i < limit; i++)
        if (records[i].kind === 'header' && records[i - 1].kind === 'sep1')
            headers.push(i);
    return headers.map((h, n) => {
        const header = records[h];
        // The header's `-` separator: next, or after a docstring line (unittest prints a test's
        // docstring's first line under its description).
        const sep = records[h + 1]?.kind === 'sep2' ? h + 1 : records[h + 2]?.kind === 'sep2' && h + 2 < limit ? h + 2 : h;
        const next = headers[n + 1];
        // A block ends at the next block's `=` separator, or at the footer's `-` separator.
        const end = next !== undefined ? next - 1 : limit < records.length ? limit - 1 : limit;
        return { word: header.word, named: readDescription(header.description), start: sep + 1, end: Math.max(sep + 1, end) };
    });
}
/**
 * The test a -v result line names: its head, or, when the head is a docstring's first line,
 * the description on the line before it.
 */
function resultName(head, lines, i) {
    return readDescription(head.trimStart()) ?? readDescription((lines.at(i - 1) ?? '').trimEnd());
}
function verboseResults(records, lines, limit) {
    const results = [];
    for (let i = 0; i < limit; i++) {
        const r = records[i];
        if (r.kind !== 'result')
            continue;
        const named = resultName(r.head, lines, i);
        if (named !== undefined)
            results.push({ status: r.status, named });
    }
    return results;
}
/** The last `n` of `items` (all when `n` is undefined). */
function lastOf(items, n) {
    return n === undefined ? [...items] : n <= 0 ? [] : items.slice(-n);
}
/**
 * Folds the records of one unittest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldUnittest(records, lines) {
    let ran = -1;
    for (let i = records.length - 1; i > 0; i--) {
        if (records[i].kind === 'ran' && records[i - 1].kind === 'sep2') {
            ran = i;
            break;
        }
    }
    let status;
    if (ran >= 0) {
        // The status line follows `Ran`, after one blank line.
        for (let i = ran + 1; i < records.length && i <= ran + 2; i++) {
            const r = records[i];
            if (r.kind === 'status')
                status = r;
            if (r.kind !== 'unknown' || (lines.at(i) ?? '') !== '')
                break;
        }
    }
    const footer = ran >= 0 ? records[ran] : undefined;
    // The footer's `-` separator ends the last block.
    const blocks = findBlocks(records, ran >= 0 ? ran - 1 : records.length);
    const faultBlocks = blocks.filter((b) => b.word !== 'UNEXPECTED SUCCESS');
    const successBlocks = blocks.filter((b) => b.word === 'UNEXPECTED SUCCESS');
    const chosenFaults = lastOf(faultBlocks, status === undefined ? undefined : status.failures + status.errors);
    const chosenSuccesses = lastOf(successBlocks, status?.unexpectedSuccesses);
    const failures = new FailureList();
    const failedTests = new Set();
    const fileErrors = new Set();
    const addFailure = (named, message, context) => {
        const failure = { name: named.name, kind: named.kind };
        if (message !== undefined && message !== '')
            failure.message = message;
        // An import error's message holds the import's traceback: no location or detail of its own.
        if (context !== undefined && named.kind !== 'file') {
            if (context.location !== undefined)
                failure.location = context.location;
            if (context.detail.length > 0)
                failure.detail = context.detail;
        }
        failures.add(failure);
        if (named.kind === 'test')
            failedTests.add(named.name);
        if (named.kind === 'file')
            fileErrors.add(named.name);
    };
    for (const b of chosenFaults)
        if (b.named !== undefined)
            addFailure(b.named, blockMessage(records, lines, b.start, b.end), blockContext(records, lines, b.start, b.end));
    for (const b of chosenSuccesses)
        if (b.named !== undefined)
            addFailure(b.named, undefined);
    const results = verboseResults(records, lines, ran >= 0 ? ran : records.length);
    if (footer === undefined || status === undefined) {
        const folded = foldWithoutStatus(results, failures, failedTests, addFailure, footer);
        const running = footer === undefined ? runningTest(records, lines) : undefined;
        if (running !== undefined)
            folded.running = [running];
        return folded;
    }
    // Unexpected successes without a block (Python 3.10): named from their -v lines, if any.
    const unnamedSuccesses = status.unexpectedSuccesses - chosenSuccesses.length;
    if (unnamedSuccesses > 0) {
        for (const r of lastOf(results.filter((x) => x.status === 'unexpected success'), unnamedSuccesses))
            addFailure(r.named, undefined);
    }
    const namedSuccesses = chosenSuccesses.length + Math.min(unnamedSuccesses, results.filter((x) => x.status === 'unexpected success').length);
    // Blocks the output lost (cut at its start): each counts as one failed test.
    const missing = Math.max(0, status.failures + status.errors - chosenFaults.length) + Math.max(0, status.unexpectedSuccesses - namedSuccesses);
    const skipped = status.skipped + status.expectedFailures;
    const failed = failedTests.size + fileErrors.size + missing;
    const counted = footer.n;
    // Python 3.12 leaves a test skipped by a decorator out of `Ran N` (gh-106584; 3.13 counts it
    // again) while counting it in `skipped=`: when the footer's numbers cannot add up, the passes
    // are what the output shows (-v `ok` lines, else the progress line's dots).
    const passed = counted >= failed + skipped ? counted - failed - skipped : shownPasses(records, lines, results, failedTests, blocks[0]?.start ?? ran);
    const result = { summary: summaryOf(passed, failed, skipped), failures: failures.list(), summarySeen: true, files: [] };
    result.durationMs = Math.round(footer.seconds * 1000);
    // unittest prints a test's output raw among its -v lines (unless -b): the lines list every
    // test only when they account for the footer's passes and skips.
    const tests = listedOf(results, failedTests);
    if (results.length > 0 || footer.n === 0) {
        if (accountsFor(tests, result.summary))
            result.tests = tests;
    }
    return result;
}
/** The tests of the -v lines that passed, and those skipped or expected to fail, by name, once each; none that failed. */
function listedOf(results, failedTests) {
    const outcome = new Map();
    for (const r of results) {
        if (r.named.kind !== 'test' || FAILING.has(r.status) || failedTests.has(r.named.name))
            continue;
        if (outcome.get(r.named.name) !== 'skipped')
            outcome.set(r.named.name, r.status === 'ok' ? 'passed' : 'skipped');
    }
    const tests = noTestsListed();
    for (const [name, o] of outcome)
        (o === 'passed' ? tests.passed : tests.skipped).push(name);
    return tests;
}
/**
 * The passes the output shows: distinct tests with a -v `ok` line (none of them failed), or,
 * without -v lines, the dots of the progress lines (lines of progress letters alone) before `limit`.
 */
function shownPasses(records, lines, results, failedTests, limit) {
    if (results.length > 0)
        return new Set(results.filter((r) => r.status === 'ok' && r.named.kind === 'test' && !failedTests.has(r.named.name)).map((r) => r.named.name)).size;
    let dots = 0;
    for (let i = 0; i < limit && i < records.length; i++) {
        const text = lines.at(i) ?? '';
        if (records[i].kind === 'unknown' && PROGRESS.test(text))
            for (const c of text)
                if (c === '.')
                    dots++;
    }
    return dots;
}
/**
 * The test the output ends in, when it ends before unittest's summary: -v prints
 * `test_x (m.C.test_x) ... ` when a test starts and its status when it ends, so a last such
 * line with no status after it (only what the test or an interrupt printed) names it.
 */
function runningTest(records, lines) {
    for (let i = records.length - 1; i >= 0; i--) {
        if (records[i].kind === 'result')
            return undefined;
        if (records[i].kind !== 'unknown')
            continue;
        const text = lines.at(i) ?? '';
        const at = text.indexOf(' ... ');
        if (at < 0 && !text.endsWith(' ...'))
            continue;
        const named = readDescription(text.slice(0, at < 0 ? -4 : at));
        if (named?.kind === 'test')
            return named.name;
    }
    return undefined;
}
/** Counts from the -v result lines alone: a run cut off before its status line. */
function foldWithoutStatus(results, failures, failedTests, addFailure, footer) {
    const outcome = new Map();
    for (const r of results) {
        if (FAILING.has(r.status)) {
            if (!failures.has({ name: r.named.name, kind: r.named.kind }))
                addFailure(r.named, undefined);
        }
        else if (r.named.kind === 'test') {
            outcome.set(r.named.name, r.status === 'ok' ? 'passed' : 'skipped');
        }
    }
    let passed = 0;
    let skipped = 0;
    for (const [name, o] of outcome) {
        if (failedTests.has(name))
            continue;
        if (o === 'passed')
            passed++;
        else
            skipped++;
    }
    // A module that failed to import counts as failed, as in the footer.
    const fileErrors = failures.list().filter((f) => f.kind === 'file').length;
    const result = { summary: summaryOf(passed, failedTests.size + fileErrors, skipped), failures: failures.list(), summarySeen: false, files: [] };
    if (footer !== undefined)
        result.durationMs = Math.round(footer.seconds * 1000);
    return result;
}
