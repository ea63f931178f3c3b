/**
 * The RSpec console-output parser: `grammars/rspec.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers rspec-core 3.x's progress and
 * documentation formatters; see docs/runners/rspec.md.
 *
 * @module dsh-test-closure/runners/rspec/parse
 */
import { parse } from '#grammars/rspec';
import { runPipeline, singleDialect } from "../../parsing/pipeline.js";
import { RSPEC_BLOCKS } from "./block.js";
import { foldRSpec } from "./fold.js";
export const RSPEC_PARSER = singleDialect('rspec', {
    format: 'rspec',
    grammar: parse,
    fold: foldRSpec,
}, RSPEC_BLOCKS);
/** Parses RSpec console output (progress or documentation). Total over strings. */
export function parseRSpecOutput(text) {
    return runPipeline(RSPEC_PARSER, text);
}
