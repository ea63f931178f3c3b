/**
 * The uvu console-output parser: `grammars/uvu.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers uvu 0.5's CLI and a test file run
 * with node directly; see docs/runners/uvu.md.
 *
 * @module dsh-test-closure/runners/uvu/parse
 */
import { parse } from '#grammars/uvu';
import { runPipeline, singleDialect } from "../../parsing/pipeline.js";
import { UVU_BLOCKS } from "./block.js";
import { foldUvuRecords } from "./fold.js";
export const UVU_PARSER = singleDialect('uvu', {
    format: 'uvu',
    grammar: parse,
    fold: foldUvuRecords,
}, UVU_BLOCKS);
/** Parses uvu console output (stdout then stderr). Total: never throws. */
export function parseUvuOutput(text) {
    return runPipeline(UVU_PARSER, text);
}
