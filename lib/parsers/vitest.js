/**
 * The vitest console-output parser: normalize, parse lines with the generated
 * `grammars/vitest.peggy` parser, fold the line records (src/parsers/vitest-fold.ts).
 *
 * Covers vitest 1.x-5.x console reporters (default, verbose, dot, basic, tree, agent/minimal);
 * see docs/parsing/vitest.md for the mapping of names, counts and messages.
 *
 * @module dsh-test-closure/parsers/vitest
 */
import { parse } from '#grammars/vitest';
import { OutputLines } from "../report/lines.js";
import { normalizeOutput } from "../report/normalize.js";
import { emptyResult, failedResult } from "../report/result.js";
import { countUnknown } from "../report/unknown-lines.js";
import { foldVitest } from "./vitest-fold.js";
const FORMAT = 'vitest';
/**
 * Parses vitest console output (stdout and stderr, merged or concatenated) into a {@link ParseResult}.
 *
 * Total: any string yields a result; a grammar failure (a bug, since the grammar's last line
 * kind matches any line) yields an empty result with `diagnostics.parserError`.
 */
export function parseVitestOutput(text) {
    if (text.length === 0)
        return emptyResult('vitest', FORMAT, 0);
    const input = normalizeOutput(text);
    const lines = new OutputLines(input);
    let records;
    try {
        records = parse(input, { startRule: 'Report', lineCount: lines.length });
    }
    catch (error) {
        return failedResult('vitest', FORMAT, lines.length, error);
    }
    const folded = foldVitest({ records, lines });
    const result = {
        framework: 'vitest',
        format: FORMAT,
        summary: folded.summary,
        failures: folded.failures,
        summarySeen: folded.summarySeen,
        diagnostics: {
            lines: lines.length,
            unrecognizedLines: countUnknown(records),
        },
    };
    if (folded.durationMs !== undefined)
        result.durationMs = folded.durationMs;
    if (folded.files.length > 0)
        result.files = folded.files;
    return result;
}
