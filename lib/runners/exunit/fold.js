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
/**
 * The line a compile error's `** (…)` line names in the file that did not compile:
 * `** (SyntaxError) test/x_test.exs:12:3: …` or `** (CompileError) test/x_test.exs:12: …`.
 */
function compileErrorLine(message, file) {
    const m = /^\*\* \([\w.]+\) (.+?):(\d+)(?::\d+)?: /.exec(message);
    return m !== null && m[1] === file ? m[2] : undefined;
}
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
/**
 * The failure blocks a test printed rather than ExUnit: in an app whose summary was read, ExUnit
 * numbers its own blocks 1 to its failures plus its failed `setup_all` modules, once each, in
 * order; a block numbered beyond them, or before ExUnit's last block of the same number, is
 * what a test printed (`  1) test ghost (FakeTest)` with a location line under it).
 */
function printedBlocks(numbered, summaries, moduleFailures) {
    const printed = new Set();
    const lastOf = new Map();
    for (const b of numbered)
        lastOf.set(`${b.app}\u0000${b.number}`, b.failure);
    for (const b of numbered) {
        const s = summaries.get(b.app);
        if (s === undefined)
            continue;
        const blocks = s.failures + (moduleFailures.get(b.app) ?? 0);
        if (b.number > blocks || lastOf.get(`${b.app}\u0000${b.number}`) !== b.failure)
            printed.add(b.failure);
    }
    return printed;
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
    /**
     * Each app's summary (an umbrella project prints one per app, after its `==> app` line; '' is
     * a project's own): ExUnit prints it once, last, so a later one replaces one a test printed.
     */
    const summaries = new Map();
    let app = '';
    /** Each failure block's number in its app (ExUnit numbers its blocks 1, 2, … per run). */
    const numbered = [];
    const moduleFailures = new Map();
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
    /** --trace: the test whose start line was read last and whose result is awaited. */
    let started;
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
            if (text.startsWith('** (')) {
                compileError.message = text.trim();
                const line = compileErrorLine(compileError.message, compileError.name);
                if (line !== undefined)
                    compileError.location = `${compileError.name}:${line}`;
            }
            compileError = undefined;
        }
        if (kind === 'header') {
            // A title counts only with the test's location line right under it (a test may print one).
            const next = records[i + 1];
            if (next === undefined || next.kind !== 'testLocation')
                continue;
            const failure = failures.add({ name: r.title, kind: 'test', file: next.file });
            failedTitles.add(r.title);
            if (failure !== undefined) {
                block = { failure, phase: 'message', detail: [] };
                numbered.push({ app, number: r.number, failure });
            }
            i++;
        }
        else if (kind === 'moduleFailure') {
            invalidModules.add(r.module);
            moduleFailures.set(app, (moduleFailures.get(app) ?? 0) + 1);
            const failure = failures.add({ name: r.module, kind: 'file' });
            if (failure !== undefined)
                block = { failure, phase: 'message', detail: [] };
        }
        else if (kind === 'finished') {
            durationMs = r.ms;
        }
        else if (kind === 'summary') {
            if (records[i - 1]?.kind === 'finished')
                summaries.set(app, r);
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
            app = r.name;
        }
        else if (kind === 'module') {
            traced = true;
            module = r.module;
            if (!files.includes(r.file))
                files.push(r.file);
        }
        else if (kind === 'traceStart') {
            started = r.name;
        }
        else if (kind === 'traceResult') {
            // ExUnit prints a test's result right after its start (--trace runs one test at a time):
            // a result line for another test is one a test printed.
            if (r.name !== started)
                continue;
            started = undefined;
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
    let summary;
    for (const s of summaries.values()) {
        summary ??= { tests: 0, failed: 0, skipped: 0 };
        summary.tests += s.tests;
        summary.failed += s.failures + s.invalid;
        summary.skipped += s.excluded + s.skipped;
    }
    const printed = printedBlocks(numbered, summaries, moduleFailures);
    const listed = failures.list().filter((f) => !printed.has(f));
    for (const f of printed)
        if (!listed.some((l) => l.name === f.name))
            failedTitles.delete(f.name);
    const folded = { summary: summaryOf(0, 0, 0), failures: listed, summarySeen: summary !== undefined || noTests, files: umbrella ? [] : files, unrecognizedLines };
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
