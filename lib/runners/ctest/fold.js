import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { noTestsListed } from "../../parsing/listed-tests.js";
import { DETAIL_MAX_RAW_LINES } from "../../parsing/failure-context.js";
import { readTestOutput } from "./test-output.js";
/** CTest's own -V lines about a test, not its output. */
const VERBOSE_NOTE = /^(?:Test command: |Working Directory: |Test timeout computed to be: |Environment variables: )/;
function outputFailure(name, output) {
    return { name, kind: 'test', ...readTestOutput(output) };
}
/** The run failure of a build that failed without a compiler error the output shows. */
export const BUILD_FAILED = 'the build before CTest failed';
/**
 * A source the build could not compile: a `file` failure named by its path as the compiler
 * printed it (the run makes it relative to the project), at the compiler's line and column,
 * with its message (`error: ‘x’ undeclared …`). Only a file's first error is listed.
 */
function compilerFailure(r) {
    const location = `${r.path}:${r.line}${r.col === undefined ? '' : `:${r.col}`}`;
    return { name: r.path, kind: 'file', file: r.path, message: r.message, location };
}
function outcomeOf(status) {
    if (status === 'passed')
        return 'passed';
    if (status === 'skipped' || status === 'disabled')
        return 'skipped';
    return 'failed';
}
/**
 * Folds the records of one CTest run; `lines.at(i)` is the text of `records[i]`.
 * Total: any record list yields a consistent result.
 */
export function foldCtest(records, lines) {
    const tally = new Tally();
    const failures = new FailureList();
    const counted = new Set();
    const started = new Map();
    let current;
    /** The failing test whose --output-on-failure output follows its result line. */
    let after;
    let summarySeen = false;
    /** Disabled tests: CTest's summary leaves them out of its total. */
    let disabled = 0;
    const listed = noTestsListed();
    let summaryLine;
    let unrecognizedLines = 0;
    /** Right after CTest's `Looked in the following places:`: the unknown lines are its paths. */
    let inPlaces = false;
    const closeAfter = () => {
        if (after === undefined)
            return;
        failures.add(outputFailure(after.name, after.output));
        after = undefined;
    };
    /** CTest has printed its first line: the build before it (`cmake --build … && ctest …`) is over. */
    let ctestStarted = false;
    /** The build said it failed (make's `*** … Error`, ninja's `FAILED:`) before CTest ran. */
    let buildFailed = false;
    let compilerErrors = 0;
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        const buildLine = kind === 'build' || kind === 'compilerError';
        if (buildLine && !ctestStarted) {
            if (kind === 'build')
                buildFailed ||= r.failed;
            else if (failures.add(compilerFailure(r)) !== undefined)
                compilerErrors++;
            continue;
        }
        // Once CTest runs, a line like the build's is a test's output.
        const unknown = kind === 'unknown' || buildLine;
        if (kind === 'project' || kind === 'start' || kind === 'result' || kind === 'summary' || kind === 'noTests')
            ctestStarted = true;
        if (!unknown)
            inPlaces = false;
        if (kind === 'note' && r.places)
            inPlaces = true;
        if (unknown && !inPlaces && (lines.at(i) ?? '') !== '')
            unrecognizedLines++;
        if (unknown || kind === 'blank' || kind === 'note') {
            const text = lines.at(i) ?? '';
            if (after !== undefined) {
                if (after.output.length < DETAIL_MAX_RAW_LINES)
                    after.output.push(text);
            }
            else if (current !== undefined && kind !== 'blank' && current.notes.length < DETAIL_MAX_RAW_LINES)
                current.notes.push(text);
            continue;
        }
        if (kind === 'verbose') {
            const text = lines.at(i) ?? '';
            // Output after a failing result (--output-on-failure) may itself start with `12: `.
            if (after !== undefined) {
                if (after.output.length < DETAIL_MAX_RAW_LINES)
                    after.output.push(text);
                continue;
            }
            const block = started.get(r.n);
            if (block === undefined)
                continue;
            block.verbose = true;
            if (!VERBOSE_NOTE.test(r.text) && block.output.length < DETAIL_MAX_RAW_LINES)
                block.output.push(r.text);
            continue;
        }
        if (after !== undefined) {
            // A failing test's output may hold anything: only CTest's next start, a result for a test
            // that started, or the summary of the tests counted so far ends it.
            const ends = kind === 'start'
                || (kind === 'result' && started.has(r.n) && !counted.has(r.n))
                || (kind === 'summary' && r.total === counted.size - disabled);
            if (!ends) {
                if (after.output.length < DETAIL_MAX_RAW_LINES)
                    after.output.push(lines.at(i) ?? '');
                continue;
            }
            closeAfter();
        }
        if (kind === 'start') {
            current = { name: r.name.trim(), notes: [], output: [], verbose: false };
            started.set(r.n, current);
        }
        else if (kind === 'result') {
            if (counted.has(r.n))
                continue;
            const block = started.get(r.n);
            // CTest starts each test before its result: a result for a test that did not start is a line a test printed.
            if (started.size > 0 && block === undefined)
                continue;
            counted.add(r.n);
            started.delete(r.n);
            if (block === current)
                current = undefined;
            const outcome = outcomeOf(r.status);
            tally.add(outcome);
            if (r.status === 'disabled')
                disabled++;
            const name = block?.name || r.name.trim();
            if (outcome !== 'failed') {
                listed[outcome].push(name);
                continue;
            }
            const notes = (block?.notes ?? []).filter((l) => l.trim() !== '');
            // A Not Run test has no output: CTest's last note before its result says why.
            if (r.status === 'notRun' && notes.length > 0)
                failures.add(outputFailure(name, notes.slice(-1)));
            else if (block?.verbose === true)
                failures.add(outputFailure(name, block.output));
            else
                after = { name, output: [] };
        }
        else if (kind === 'summary') {
            summarySeen = true;
            summaryLine = r;
            current = undefined;
        }
        else if (kind === 'noTests') {
            // CTest's closing statement for a run with no tests.
            summarySeen = true;
            current = undefined;
        }
        else if (kind === 'listHeader') {
            current = undefined;
        }
    }
    closeAfter();
    // A build that failed with no compiler error read (a linker error, a missing tool) is still red.
    if (buildFailed && compilerErrors === 0)
        failures.add({ name: BUILD_FAILED, kind: 'run' });
    for (const block of started.values())
        failures.add({ name: `stopped while running ${block.name.trim()}`, kind: 'run' });
    const summary = tally.summary();
    const folded = { summary, failures: failures.list(), summarySeen, files: [], unrecognizedLines };
    // CTest's summary leaves disabled tests out of its total.
    if (summaryLine === undefined || (summaryLine.total === summary.total - disabled && summaryLine.failed === summary.failed))
        folded.tests = listed;
    return folded;
}
