import { FailureContext } from "../../parsing/failure-context.js";
import { FailureList, Tally } from "../../parsing/fold-kit.js";
import { accountsFor, noTestsListed } from "../../parsing/listed-tests.js";
import { summaryOf } from "../../parsing/result.js";
/** Kinds whose text a cut mid-line would silently shorten. */
const CUT_SENSITIVE = new Set(['result', 'header', 'errorLine']);
/** An error line's message: bun's `error: ` prefix dropped, an error name kept. */
function messageOf(errorLine) {
    return errorLine.replace(/^error: /, '').trim();
}
/**
 * Folds bun line records into counts, failures, files and the run duration.
 *
 * @param all the grammar's records for the normalized text, one per line.
 * @param lines the lines of the normalized text: `lines.at(i)` is the text of `all[i]`.
 * @param context `endsInNewline` false when the raw output's last line had no newline (cut mid-line).
 */
export function foldBunRecords(all, lines, context = { endsInNewline: true }) {
    const last = all[all.length - 1];
    const records = !context.endsInNewline && last !== undefined && CUT_SENSITIVE.has(last.kind) ? all.slice(0, -1) : all;
    const failures = new FailureList();
    const tally = new Tally();
    const files = new Set();
    let file;
    let fileHasResults = false;
    let unhandled;
    let lastError;
    // The lines after the last error line (see the module rules); reset with lastError.
    let errorContext;
    let ran = -1;
    let inRecap = false;
    // The passing, skipped and todo result lines, by name (outside recaps, which repeat them).
    const listed = noTestsListed();
    // The file whose block just ended failed to load: an unhandled error and no result.
    const closeFile = () => {
        if (file !== undefined && unhandled !== undefined && !fileHasResults) {
            const failure = { name: file, kind: 'file', file };
            if (unhandled.message !== undefined)
                failure.message = unhandled.message;
            if (failures.add(failure) !== undefined)
                tally.add('failed');
        }
        unhandled = undefined;
    };
    for (let i = 0; i < records.length; i++) {
        const rec = records[i];
        if (errorContext !== undefined && rec.kind !== 'result' && rec.kind !== 'errorLine')
            errorContext.add(lines.at(i) ?? '');
        if (inRecap) {
            if (rec.kind === 'result')
                continue;
            inRecap = false;
        }
        switch (rec.kind) {
            case 'recap':
                closeFile();
                inRecap = true;
                break;
            case 'header':
                if (i > 0 && records[i - 1].kind !== 'blank')
                    break;
                closeFile();
                file = rec.path;
                files.add(file);
                fileHasResults = false;
                lastError = undefined;
                errorContext = undefined;
                break;
            case 'unhandled':
                unhandled = {};
                break;
            case 'errorLine':
                if (unhandled !== undefined && unhandled.message === undefined)
                    unhandled.message = messageOf(rec.text);
                else {
                    lastError = rec.text;
                    errorContext = new FailureContext();
                }
                break;
            case 'result': {
                fileHasResults = true;
                if (rec.status === 'pass') {
                    tally.add('passed');
                    listed.passed.push(rec.name);
                }
                else if (rec.status === 'skip' || rec.status === 'todo') {
                    tally.add('skipped');
                    listed.skipped.push(rec.name);
                }
                else {
                    const failure = file === undefined ? { name: rec.name, kind: 'test' } : { name: rec.name, kind: 'test', file };
                    if (lastError !== undefined)
                        failure.message = messageOf(lastError);
                    if (errorContext !== undefined) {
                        const detail = errorContext.detail();
                        if (errorContext.location !== undefined)
                            failure.location = errorContext.location;
                        if (detail.length > 0)
                            failure.detail = detail;
                    }
                    if (failures.add(failure) !== undefined)
                        tally.add('failed');
                }
                lastError = undefined;
                errorContext = undefined;
                break;
            }
            case 'ran':
                closeFile();
                ran = i;
                break;
            default:
                break;
        }
    }
    closeFile();
    let summary = tally.summary();
    let durationMs;
    if (ran >= 0) {
        const counts = { pass: 0, skip: 0, todo: 0, fail: 0 };
        for (let j = ran - 1; j >= 0; j--) {
            const rec = records[j];
            if (rec.kind !== 'count' && rec.kind !== 'unknown')
                break;
            if (rec.kind === 'count' && rec.label in counts)
                counts[rec.label] = rec.n;
        }
        summary = summaryOf(counts.pass, counts.fail, counts.skip + counts.todo);
        const ranRec = records[ran];
        if (ranRec.ms !== null)
            durationMs = Math.round(ranRec.ms);
    }
    const folded = { summary, failures: failures.list(), summarySeen: ran >= 0, files: [...files] };
    if (durationMs !== undefined)
        folded.durationMs = durationMs;
    // bun prints a test's console output raw among its result lines: the lines list every test
    // only when they account for the counts bun printed.
    if (ran >= 0 && accountsFor(listed, summary))
        folded.tests = listed;
    return folded;
}
