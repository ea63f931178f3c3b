import { FailureContext } from "../../parsing/failure-context.js";
import { FailureList, failureKey, Occurrences, Tally } from "../../parsing/fold-kit.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
const CONSOLE_CALL = /^ {4}console\.[a-z]+/;
/** A line of jest-message-util's code frame: `      7 |`, `    > 9 |     expect(…)`, `        |     ^`. */
const CODE_FRAME = /^\s+(?:>\s+)?\d* \|/;
/** jest indents every line of a failure's message by four spaces. */
const MESSAGE_INDENT = 4;
/** What a console-block body line starts with; a last line cut short may hold only part of it. */
const CONSOLE_PREFIX = '    console.';
/** Milliseconds per unit of jest-util's formatTime. */
const UNIT_MS = { ns: 1e-6, μs: 1e-3, ms: 1, s: 1000, m: 60_000 };
/** Kinds whose text a cut mid-line would silently shorten (a summary line cut short no longer matches). */
const CUT_SENSITIVE = new Set(['header', 'bullet', 'test', 'suiteFailed', 'notice']);
/**
 * Folds jest line records into counts, failures and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export function foldJestRecords(all, lines, context = { endsInNewline: true }) {
    const last = all[all.length - 1];
    const records = !context.endsInNewline && last !== undefined && CUT_SENSITIVE.has(last.kind) ? all.slice(0, -1) : all;
    const failures = new FailureList();
    let header;
    let awaitingMessage;
    let inTree = false;
    let afterSummary = false;
    // Describe titles of the current verbose tree, outermost first.
    const describes = [];
    const verboseFailures = [];
    let sawVerbose = false;
    const verbose = new Tally();
    // The verbose tree's passing and skipped tests, by the name a failure of theirs would have.
    const listed = noTestsListed();
    let tests;
    let noTests = false;
    let durationMs;
    let unrecognized = 0;
    // The block after a listed failure's message: its detail lines, then code frame and stack.
    let block;
    const closeBlock = () => {
        if (block === undefined)
            return;
        const { failure, context } = block;
        const detail = context.detail(MESSAGE_INDENT);
        if (context.location !== undefined)
            failure.location = context.location;
        if (detail.length > 0)
            failure.detail = detail;
        block = undefined;
    };
    const takeMessage = (failure, message) => {
        failure.message = message;
        closeBlock();
        block = { failure, context: new FailureContext() };
    };
    // Only a new entry takes the message of the block that follows.
    const add = (failure) => {
        awaitingMessage = failures.add(failure);
    };
    // A failing-test bullet: the n-th of its key in this pass is the n-th entry (see FailureList).
    let pass = new Occurrences();
    const addBullet = (failure) => {
        awaitingMessage = failures.addNth(failure, pass.next(failureKey(failure)));
    };
    const nextNonBlank = (from) => {
        for (let j = from; j < records.length; j++)
            if (records[j].kind !== 'blank')
                return j;
        return undefined;
    };
    // The files of the PASS/FAIL headers, in order (see ParseResult.files).
    const files = new Set();
    for (let i = 0; i < records.length; i++) {
        const rec = records[i];
        if (block !== undefined) {
            // A block holds message, blank, code-frame and stack lines (and lines that look like tests).
            // jest indents all of it: a line in the first columns (npm's footer, say) is past it.
            const text = rec.kind === 'unknown' || rec.kind === 'blank' || rec.kind === 'test' ? (lines.at(i) ?? '') : undefined;
            if (text !== undefined && (text.trim() === '' || text.startsWith('  ')))
                block.context.add(text, CODE_FRAME.test(text));
            else
                closeBlock();
        }
        switch (rec.kind) {
            case 'header':
                header = { status: rec.status, path: rec.path };
                files.add(rec.path);
                afterSummary = false;
                awaitingMessage = undefined;
                inTree = true;
                describes.length = 0;
                break;
            case 'suiteFailed':
                inTree = false;
                awaitingMessage = undefined;
                if (header?.status === 'FAIL')
                    add({ name: header.path, kind: 'file', file: header.path });
                break;
            case 'bullet': {
                inTree = false;
                awaitingMessage = undefined;
                const next = records[i + 1];
                if (next !== undefined && next.kind !== 'blank')
                    break;
                if (rec.title === 'Console') {
                    // Output cut right after `  ● Console` cannot tell; the console block is the likely one.
                    const body = nextNonBlank(i + 1);
                    if (body === undefined)
                        break;
                    const bodyText = lines.at(body) ?? '';
                    if (records[body].kind === 'unknown' && (CONSOLE_CALL.test(bodyText) || (body === records.length - 1 && CONSOLE_PREFIX.startsWith(bodyText))))
                        break;
                }
                if (header === undefined) {
                    if (afterSummary)
                        break;
                    const prev = records[i - 1];
                    if (prev?.kind === 'blank')
                        addBullet({ name: rec.title, kind: 'test' });
                }
                else if (header.status === 'FAIL') {
                    addBullet({ name: rec.title, kind: 'test', file: header.path });
                }
                break;
            }
            case 'test':
                if (awaitingMessage !== undefined) {
                    takeMessage(awaitingMessage, (lines.at(i) ?? '').trim());
                    awaitingMessage = undefined;
                }
                else if (inTree) {
                    sawVerbose = true;
                    const name = [...describes.slice(0, rec.indent / 2 - 1), rec.title].join(' › ');
                    if (rec.status === 'passed') {
                        verbose.add('passed');
                        listed.passed.push(name);
                    }
                    else if (rec.status === 'skipped' || rec.status === 'todo') {
                        verbose.add('skipped');
                        listed.skipped.push(name);
                    }
                    else {
                        verbose.add('failed');
                        verboseFailures.push(header === undefined ? { name, kind: 'test' } : { name, kind: 'test', file: header.path });
                    }
                }
                break;
            case 'unknown': {
                unrecognized++;
                // Only a describe line of a verbose tree, or a failure's message, is read.
                if (!inTree && awaitingMessage === undefined)
                    break;
                const text = lines.at(i) ?? '';
                const indent = text.length - text.trimStart().length;
                if (inTree && awaitingMessage === undefined && indent >= 2 && indent % 2 === 0) {
                    describes.length = Math.min(describes.length, indent / 2 - 1);
                    describes.push(text.slice(indent));
                }
                if (awaitingMessage !== undefined && text.trim() !== '') {
                    takeMessage(awaitingMessage, text.trim());
                    awaitingMessage = undefined;
                }
                break;
            }
            case 'blank':
                inTree = false;
                break;
            case 'tests':
                if (records[i - 1]?.kind === 'suites')
                    tests = rec;
                inTree = false;
                awaitingMessage = undefined;
                break;
            case 'suites':
                header = undefined;
                afterSummary = true;
                inTree = false;
                awaitingMessage = undefined;
                break;
            case 'notice':
                inTree = false;
                awaitingMessage = undefined;
                if (/Error$/.test(rec.title))
                    add({ name: rec.title, kind: 'run' });
                break;
            case 'time':
                durationMs = Math.round(rec.value * (UNIT_MS[rec.unit] ?? 1000));
                break;
            case 'noTests':
                noTests = true;
                break;
            case 'failingSummary':
                // The re-print of every failure: a second pass over the same blocks.
                pass = new Occurrences();
                inTree = false;
                awaitingMessage = undefined;
                break;
            default:
                // snapshots, ranAll: structure only.
                inTree = false;
                awaitingMessage = undefined;
        }
    }
    closeBlock();
    // The ✕ lines of the verbose tree, per key: each is one failing test.
    const treeCounts = new Occurrences();
    for (const f of verboseFailures)
        treeCounts.next(failureKey(f));
    if (tests === undefined) {
        const treePass = new Occurrences();
        for (const f of verboseFailures)
            failures.addNth(f, treePass.next(failureKey(f)));
    }
    const failedCount = tests !== undefined ? (tests.parts.find((p) => p.label === 'failed')?.n ?? 0) : sawVerbose ? verbose.failed : undefined;
    const vouched = (f, ordinal) => treeCounts.count(failureKey(f)) >= ordinal;
    if (failedCount !== undefined) {
        const excess = failures.list().filter((f) => f.kind === 'test').length - failedCount;
        if (excess > 0)
            failures.dropRepeats(excess, vouched);
    }
    else {
        // No count to confirm a repeat is another test (output cut before the summary): keep one.
        failures.dropRepeats(Infinity, vouched, true);
    }
    let summary;
    if (tests !== undefined) {
        const count = (label) => tests.parts.find((p) => p.label === label)?.n ?? 0;
        const passed = count('passed');
        const failed = count('failed');
        const named = count('skipped') + count('todo');
        // A test in the total but in no category (never ran) is skipped.
        summary = summaryOf(passed, failed, named + Math.max(0, tests.total - passed - failed - named));
    }
    else {
        const listed = failures.list().filter((f) => f.kind === 'test').length;
        summary = summaryOf(verbose.passed, Math.max(verbose.failed, listed), verbose.skipped);
    }
    const folded = {
        format: sawVerbose ? 'jest-verbose' : 'jest-default',
        summary,
        failures: failures.list(),
        summarySeen: tests !== undefined || noTests,
        files: [...files],
        unrecognizedLines: unrecognized,
    };
    if (durationMs !== undefined)
        folded.durationMs = durationMs;
    if (listsEveryTest(listed, sawVerbose, tests, noTests))
        folded.tests = listed;
    return folded;
}
/**
 * Whether the verbose tree named every test jest counted: a tree was printed, and where the
 * `Tests:` line was, its passed and skipped (and todo) counts are the tree's. A file whose
 * `afterAll` threw shows no tree though its tests ran and count, and a line a test wrote to
 * stdout in a tree's form would add one: neither list is every test. A run that counted no
 * test (none found, every file failed to load) lists all of them, none.
 */
function listsEveryTest(listed, sawVerbose, tests, noTests) {
    if (tests === undefined)
        return sawVerbose || noTests;
    if (tests.total === 0)
        return true;
    const count = (label) => tests.parts.find((p) => p.label === label)?.n ?? 0;
    return sawVerbose && accountsFor(listed, { passed: count('passed'), skipped: count('skipped') + count('todo') });
}
