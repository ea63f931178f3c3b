import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
import { FailureList } from "../../parsing/fold-kit.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
import { isProjectFrame } from "./frames.js";
/** ExUnit's block indentation: every line of a failure block is indented at least this much. */
const BLOCK_INDENT = 5;
/** A frame's indentation under `stacktrace:`. */
const FRAME_INDENT = 7;
/** A test with several failures titles each `Failure #1`, `Failure #2` inside its block. */
const FAILURE_NUMBER = /^Failure #\d+$/;
/** The name of a failure of mix itself (it stopped before or around the tests). */
export const MIX = 'mix';
/** A compiler warning ends with its location: `  lib/calc.ex:3` or `  lib/calc.ex:3: Calc.add/2`. */
const WARNING_LOCATION = /^ {2}\S+:\d+(?:: .*)?$/;
/** The most lines a warning, logger report or compile error is read for before its end. */
const NOTE_MAX_LINES = 100;
/** Whether line `text`, unknown to the grammar, is still note `note`'s; `ends` when it is its last. */
function noteLine(note, text) {
    if (note === 'warning')
        return { is: true, ends: WARNING_LOCATION.test(text) };
    if (note === 'report')
        return { is: text !== '', ends: text === '' };
    const is = text.startsWith('** (') || indentOf(text) >= 4;
    return { is, ends: !is };
}
function indentOf(text) {
    return text.length - text.trimStart().length;
}
/**
 * Folds the records of one `mix test` run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldExunit(records, lines) {
    const failures = new FailureList();
    const files = [];
    /** The summaries' sums (an umbrella project prints one per app). */
    let summary;
    let durationMs;
    let noTests = false;
    let block;
    /** A compile error whose `** (…)` line is awaited. */
    let compileError;
    let module;
    let umbrella = false;
    // Without a summary: failing blocks and --trace results.
    const failedTitles = new Set();
    const ranTitles = new Set();
    let traceSkipped = 0;
    // --trace's result lines: the tests listed, each passed one with its module.
    let traced = false;
    const passedTraced = [];
    const skippedTraced = [];
    const invalidModules = new Set();
    let unrecognizedLines = 0;
    let note;
    let noteLines = 0;
    const endBlock = () => {
        if (block === undefined)
            return;
        const detail = selectDetail(block.detail);
        if (detail.length > 0)
            block.failure.detail = detail;
        block = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (block !== undefined) {
            const text = lines.at(i) ?? '';
            const blank = text.trim() === '';
            if (kind === 'header' || kind === 'moduleFailure' || (!blank && indentOf(text) < BLOCK_INDENT))
                endBlock();
            else if (block.phase === 'frames') {
                if (kind === 'frame') {
                    if (block.failure.location === undefined && isProjectFrame(r.app))
                        block.failure.location = r.location;
                }
                else if (blank || indentOf(text) < FRAME_INDENT)
                    endBlock();
                continue;
            }
            else if (kind === 'stacktrace') {
                block.phase = 'frames';
                continue;
            }
            else if (block.phase === 'message') {
                if (!blank && !FAILURE_NUMBER.test(text.trim())) {
                    block.failure.message = text.trim();
                    block.phase = 'detail';
                }
                continue;
            }
            else {
                if (FAILURE_NUMBER.test(text.trim()))
                    block.phase = 'frames';
                else if (block.detail.length < DETAIL_MAX_RAW_LINES)
                    block.detail.push(text.slice(Math.min(BLOCK_INDENT, indentOf(text))));
                continue;
            }
        }
        if (kind === 'unknown') {
            const text = lines.at(i) ?? '';
            let mine = false;
            if (note !== undefined) {
                const { is, ends } = noteLine(note, text);
                mine = is;
                if (ends || !is || ++noteLines >= NOTE_MAX_LINES)
                    note = undefined;
            }
            if (!mine && text !== '')
                unrecognizedLines++;
        }
        else {
            note = undefined;
        }
        if (kind === 'warning' || kind === 'report' || kind === 'compileError') {
            note = kind;
            noteLines = 0;
        }
        if (compileError !== undefined) {
            const text = lines.at(i) ?? '';
            if (text.trim() === '')
                continue;
            if (text.startsWith('** ('))
                compileError.message = text.trim();
            compileError = undefined;
        }
        if (kind === 'header') {
            // A title counts only with the test's location line right under it (a test may print one).
            const next = records[i + 1];
            if (next === undefined || next.kind !== 'testLocation')
                continue;
            const failure = failures.add({ name: r.title, kind: 'test', file: next.file });
            failedTitles.add(r.title);
            if (failure !== undefined)
                block = { failure, phase: 'message', detail: [] };
            i++;
        }
        else if (kind === 'moduleFailure') {
            invalidModules.add(r.module);
            const failure = failures.add({ name: r.module, kind: 'file' });
            if (failure !== undefined)
                block = { failure, phase: 'message', detail: [] };
        }
        else if (kind === 'finished') {
            durationMs = r.ms;
        }
        else if (kind === 'summary') {
            if (records[i - 1]?.kind === 'finished') {
                summary ??= { tests: 0, failed: 0, skipped: 0 };
                summary.tests += r.tests;
                summary.failed += r.failures + r.invalid;
                summary.skipped += r.excluded + r.skipped;
            }
        }
        else if (kind === 'noTests') {
            noTests = true;
        }
        else if (kind === 'compileError') {
            const failure = failures.add({ name: r.file, kind: 'file', file: r.file });
            if (failure !== undefined)
                compileError = failure;
        }
        else if (kind === 'mixError') {
            failures.add({ name: MIX, kind: 'run', message: r.message });
        }
        else if (kind === 'app') {
            umbrella = true;
        }
        else if (kind === 'module') {
            traced = true;
            module = r.module;
            if (!files.includes(r.file))
                files.push(r.file);
        }
        else if (kind === 'traceResult') {
            const title = module === undefined ? r.name : `${r.name} (${module})`;
            if (r.status === 'ran') {
                ranTitles.add(title);
                passedTraced.push({ title, module });
            }
            else {
                traceSkipped++;
                skippedTraced.push(title);
            }
        }
    }
    endBlock();
    const folded = { summary: summaryOf(0, 0, 0), failures: failures.list(), summarySeen: summary !== undefined || noTests, files: umbrella ? [] : files, unrecognizedLines };
    if (durationMs !== undefined)
        folded.durationMs = durationMs;
    if (summary !== undefined) {
        folded.summary = summaryOf(summary.tests - summary.failed - summary.skipped, summary.failed, summary.skipped);
    }
    else {
        let passed = 0;
        for (const title of ranTitles)
            if (!failedTitles.has(title))
                passed++;
        folded.summary = summaryOf(passed, failedTitles.size, traceSkipped);
    }
    if (traced) {
        const tests = noTestsListed();
        for (const t of passedTraced) {
            if (!failedTitles.has(t.title) && (t.module === undefined || !invalidModules.has(t.module)))
                tests.passed.push(t.title);
        }
        tests.skipped.push(...skippedTraced);
        if (summary === undefined || accountsFor(tests, folded.summary))
            folded.tests = tests;
    }
    return folded;
}
