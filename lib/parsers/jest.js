/**
 * The jest console-output parser: normalize, run the generated `grammars/jest.peggy`
 * parser over the whole text, fold its line records (see `jest-fold.ts`).
 *
 * Total: the grammar ends in a catch-all line kind, so it cannot fail on any normalized
 * input; should the generated parser still throw (a grammar bug), the result is the empty
 * best-effort result with `diagnostics.parserError` set.
 *
 * @module dsh-test-closure/parsers/jest
 */
import { parse } from '#grammars/jest';
import { normalizeOutput } from "../report/normalize.js";
import { emptyResult } from "../report/result.js";
import { foldJestRecords } from "./jest-fold.js";
/**
 * Parses jest console output (default, `--verbose`, `--silent` reporters; stdout and
 * stderr merged or concatenated) into a {@link ParseResult}. Never throws.
 */
export function parseJestOutput(text) {
    const raw = typeof text === 'string' ? text : String(text ?? '');
    const input = normalizeOutput(raw);
    // normalizeOutput guarantees a trailing "\n", so the line count is the "\n" count
    // (empty input has no lines, although it normalizes to "\n").
    let lines = 0;
    if (raw !== '')
        for (let i = input.indexOf('\n'); i !== -1; i = input.indexOf('\n', i + 1))
            lines++;
    let records;
    try {
        records = parse(input, { startRule: 'Report' });
    }
    catch (error) {
        const result = emptyResult('jest', 'jest-default', lines);
        result.diagnostics.parserError = error instanceof Error ? error.message : String(error);
        return result;
    }
    return foldJestRecords(records, lines, raw === '' || /[\r\n]$/.test(raw));
}
