import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { noTestsListed } from "../../parsing/listed-tests.js";
import { DETAIL_MAX_RAW_LINES, selectDetail } from "../../parsing/failure-context.js";
/** `name.c:12: …` at an output line's start: a compiler-style location. */
const SOURCE_LOCATION = /^([^\s:]+\.(?:c|cc|cpp|cxx|h|hpp)):(\d+):/;
/** CTest's own -V lines about a test, not its output. */
const VERBOSE_NOTE = /^(?:Test command: |Working Directory: |Test timeout computed to be: |Environment variables: )/;
function outputFailure(name, output) {
    const failure = { name, kind: 'test' };
    const first = output.findIndex((l) => l.trim() !== '');
    if (first < 0)
        return failure;
    failure.message = output[first].trim();
    for (const l of output) {
        const m = SOURCE_LOCATION.exec(l.trim());
        if (m !== null) {
            failure.location = `${m[1]}:${m[2]}`;
            break;
        }
    }
    const detail = selectDetail(output.slice(first + 1));
    if (detail.length > 0)
        failure.detail = detail;
    return failure;
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
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (kind !== 'unknown')
            inPlaces = false;
        if (kind === 'note' && r.places)
            inPlaces = true;
        if (kind === 'unknown' && !inPlaces && (lines.at(i) ?? '') !== '')
            unrecognizedLines++;
        if (kind === 'unknown' || kind === 'blank' || kind === 'note') {
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
    for (const block of started.values())
        failures.add({ name: `stopped while running ${block.name.trim()}`, kind: 'run' });
    const summary = tally.summary();
    const folded = { summary, failures: failures.list(), summarySeen, files: [], unrecognizedLines };
    // CTest's summary leaves disabled tests out of its total.
    if (summaryLine === undefined || (summaryLine.total === summary.total - disabled && summaryLine.failed === summary.failed))
        folded.tests = listed;
    return folded;
}
