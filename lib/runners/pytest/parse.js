/**
 * The pytest console-output parser: `grammars/pytest.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers pytest 7-9's terminal reporter at
 * every verbosity and traceback style; see docs/runners/pytest.md.
 *
 * @module dsh-test-closure/runners/pytest/parse
 */
import { parse } from '#grammars/pytest';
import { runPipeline, singleDialect } from "../../parsing/pipeline.js";
import { PYTEST_BLOCKS } from "./block.js";
import { foldPytest } from "./fold.js";
export const PYTEST_PARSER = singleDialect('pytest', {
    format: 'pytest',
    grammar: parse,
    fold: foldPytest,
}, PYTEST_BLOCKS);
/** Parses pytest console output (stdout then stderr). Total: never throws. */
export function parsePytestOutput(text) {
    return runPipeline(PYTEST_PARSER, text);
}
