import { recordFailureBlocks } from "./failure-blocks.js";
import { OutputLines } from "./lines.js";
import { normalizeOutput } from "./normalize.js";
import { withoutFailing } from "./listed-tests.js";
import { emptyResult, failedResult } from "./result.js";
import { countUnknown } from "./unknown-lines.js";
/**
 * Parses `text` with `parser`. Total over strings: any text yields a result.
 *
 * @param text a runner's combined stdout and stderr.
 */
export function runPipeline(parser, text) {
    if (text === '')
        return emptyResult(parser.framework, parser.defaultFormat, 0);
    const input = normalizeOutput(text);
    // The grammars end every line with "\n": lines.at(i) is the line of record i.
    const lines = new OutputLines(input);
    const dialect = parser.dialectOf(lines);
    let records;
    try {
        records = dialect.grammar(input, { startRule: 'Report', lineCount: lines.length });
    }
    catch (error) {
        return failedResult(parser.framework, dialect.format, lines.length, error);
    }
    const folded = dialect.fold(records, lines, { endsInNewline: /[\r\n]$/.test(text) });
    const result = {
        framework: parser.framework,
        format: folded.format ?? dialect.format,
        summary: folded.summary,
        failures: folded.failures,
        summarySeen: folded.summarySeen,
        diagnostics: { lines: lines.length, unrecognizedLines: folded.unrecognizedLines ?? countUnknown(records, (i) => lines.lengthAt(i) === 0) },
    };
    recordFailureBlocks(parser.blocks, input, result.failures);
    if (folded.durationMs !== undefined)
        result.durationMs = folded.durationMs;
    if (folded.running !== undefined && folded.running.length > 0)
        result.running = folded.running;
    if (folded.unfinished !== undefined && folded.unfinished > 0)
        result.unfinished = folded.unfinished;
    if (folded.unshown !== undefined)
        result.unshown = folded.unshown;
    // A name listed failing is failing, whatever else lists it (./listed-tests.ts).
    if (folded.tests !== undefined)
        result.tests = withoutFailing(folded.tests, folded.failures);
    if (folded.files.length > 0 && filesAreTrusted(folded.files, folded.failures))
        result.files = folded.files;
    return result;
}
/**
 * False when `files` leaves out the file of a failing test the same output names: lines a
 * test printed (pytest `-s`) stood in for the runner's, so the list cannot tell what ran.
 */
function filesAreTrusted(files, failures) {
    const known = new Set(files);
    return failures.every((f) => f.kind !== 'test' || f.file === undefined || known.has(f.file));
}
/** A runner with one console format. */
export function singleDialect(framework, dialect, blocks) {
    return { framework, defaultFormat: dialect.format, dialectOf: () => dialect, blocks };
}
