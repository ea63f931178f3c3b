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
import { OutputLines } from "../report/lines.js";
import { normalizeOutput } from "../report/normalize.js";
import { failedResult } from "../report/result.js";
import { foldJestRecords } from "./jest-fold.js";
/**
 * Parses jest console output (default, `--verbose`, `--silent` reporters; stdout and
 * stderr merged or concatenated) into a {@link ParseResult}. Never throws.
 */
export function parseJestOutput(text) {
    const raw = typeof text === 'string' ? text : String(text ?? '');
    const input = normalizeOutput(raw);
    // normalizeOutput guarantees a trailing "\n", so the lines are those of the split
    // (empty input has no lines, although it normalizes to "\n").
    const lines = new OutputLines(input);
    const lineCount = raw === '' ? 0 : lines.length;
    let records;
    try {
        records = parse(input, { startRule: 'Report', lineCount: lines.length });
    }
    catch (error) {
        return failedResult('jest', 'jest-default', lineCount, error);
    }
    return foldJestRecords(records, lines, lineCount, raw === '' || /[\r\n]$/.test(raw));
}
