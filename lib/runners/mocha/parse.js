/**
 * The mocha console-output parser: `grammars/mocha.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers mocha 9-11's spec, dot and tap
 * reporters; see docs/runners/mocha.md.
 *
 * @module dsh-test-closure/runners/mocha/parse
 */
import { parse } from '#grammars/mocha';
import { runPipeline, singleDialect } from "../../parsing/pipeline.js";
import { MOCHA_BLOCKS } from "./block.js";
import { foldMochaRecords } from "./fold.js";
export const MOCHA_PARSER = singleDialect('mocha', {
    format: 'mocha-spec',
    grammar: parse,
    fold: foldMochaRecords,
}, MOCHA_BLOCKS);
/** Parses mocha console output (stdout then stderr). Total: never throws. */
export function parseMochaOutput(text) {
    return runPipeline(MOCHA_PARSER, text);
}
