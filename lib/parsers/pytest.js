/**
 * The pytest console-output parser: normalize, classify every line with the generated
 * `grammars/pytest.peggy` parser, fold the line records
 * ({@link foldPytest}).
 *
 * @module dsh-test-closure/parsers/pytest
 */
import { parse } from '#grammars/pytest';
import { OutputLines } from "../report/lines.js";
import { normalizeOutput } from "../report/normalize.js";
import { failedResult } from "../report/result.js";
import { countUnknown } from "../report/unknown-lines.js";
import { foldPytest } from "./pytest-fold.js";
/**
 * Parses pytest console output (stdout and stderr, merged or concatenated) of pytest 7-9
 * at any verbosity and traceback style. Failure names are pytest node ids
 * (`tests/a.py::TestK::test_x[1]`); a collection error is a `file` failure named by its path.
 *
 * Total: never throws; a grammar failure yields a best-effort empty result with
 * `diagnostics.parserError`.
 *
 * @param text the runner's console output.
 * @returns counts, failures, and whether pytest's final stats line was seen.
 */
export function parsePytestOutput(text) {
    const input = normalizeOutput(typeof text === 'string' ? text : String(text));
    const lines = new OutputLines(input);
    let records;
    try {
        records = parse(input, { startRule: 'Report', lineCount: lines.length });
    }
    catch (error) {
        return failedResult('pytest', 'pytest', lines.length, error);
    }
    const fold = foldPytest(records, lines);
    const result = {
        framework: 'pytest',
        format: 'pytest',
        summary: fold.summary,
        failures: fold.failures,
        summarySeen: fold.summarySeen,
        diagnostics: { lines: lines.length, unrecognizedLines: countUnknown(records) },
    };
    if (fold.durationMs !== undefined)
        result.durationMs = fold.durationMs;
    if (fold.files.length > 0)
        result.files = fold.files;
    return result;
}
