import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { selectDetail } from "../../parsing/failure-context.js";
import { loadFailure, TRACE } from "./fold.js";
import { PhpunitSummary } from "./summary.js";
/** Between a testdox class header and a test's line in a failure's name. */
export const TESTDOX_NAME_SEPARATOR = ' \u203A ';
function failureOf(name, lines) {
    const failure = { name, kind: 'test' };
    const first = lines.findIndex((l) => l.trim() !== '');
    if (first < 0)
        return failure;
    failure.message = lines[first].trim();
    const traceAt = lines.findIndex((l, i) => i > first && TRACE.test(l));
    if (traceAt >= 0)
        failure.location = lines[traceAt];
    const detail = selectDetail(lines.slice(first + 1, traceAt >= 0 ? traceAt : lines.length));
    if (detail.length > 0)
        failure.detail = detail;
    return failure;
}
/** Folds the records of one `--testdox` run. Total: any record list yields a consistent result. */
export function foldPhpunitTestdox(records, _lines) {
    const failures = new FailureList();
    const marks = new Tally();
    const summary = new PhpunitSummary();
    let className = '';
    /** The failed test whose defect lines are being read. */
    let open;
    let recap = false;
    /** A header follows a blank line (the printer's); any other line above a result line is a test's output. */
    let afterBlank = false;
    /** Unknown lines, and lines shaped like a header that are a test's output. */
    let unrecognized = 0;
    const close = () => {
        if (open !== undefined)
            failures.add(failureOf(open.name, open.lines));
        open = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const r = records[i];
        const kind = r.kind;
        if (kind === 'doxDetail') {
            open?.lines.push(r.text);
            continue;
        }
        if (kind === 'blank') {
            afterBlank = true;
            continue;
        }
        const header = kind === 'doxClass' && afterBlank;
        if (kind === 'unknown' || (kind === 'doxClass' && !header))
            unrecognized++;
        afterBlank = false;
        close();
        if (kind === 'doxRecap')
            recap = true;
        else if (recap)
            summary.read(r);
        else if (header)
            className = r.name;
        else if (kind === 'doxResult') {
            const outcome = r.outcome;
            const name = className === '' ? r.name : `${className}${TESTDOX_NAME_SEPARATOR}${r.name}`;
            if (outcome === 'failed') {
                marks.add('failed');
                open = { name, lines: [] };
            }
            else if (outcome === 'skipped' || outcome === 'incomplete')
                marks.add('skipped');
            else
                marks.add('passed');
        }
        else if (kind === 'fatal')
            failures.add(loadFailure(r));
        else
            summary.read(r);
    }
    close();
    const counted = summary.summary();
    const folded = { summary: counted ?? marks.summary(), failures: failures.list(), summarySeen: counted !== undefined, files: [], unrecognizedLines: unrecognized };
    if (summary.durationMs !== undefined)
        folded.durationMs = summary.durationMs;
    return folded;
}
