/**
 * The jest console-output parser: `grammars/jest.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers jest 27-30's default and verbose
 * reporters; see docs/runners/jest.md.
 *
 * @module dsh-test-closure/runners/jest/parse
 */
import { parse } from '#grammars/jest';
import { runPipeline, singleDialect } from "../../parsing/pipeline.js";
import { JEST_BLOCKS } from "./block.js";
import { foldJestRecords } from "./fold.js";
export const JEST_PARSER = singleDialect('jest', {
    format: 'jest-default',
    grammar: parse,
    fold: foldJestRecords,
}, JEST_BLOCKS);
/** Parses jest console output (stdout then stderr). Total: never throws. */
export function parseJestOutput(text) {
    return runPipeline(JEST_PARSER, text);
}
