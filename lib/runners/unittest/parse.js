/**
 * The Python unittest console-output parser: `grammars/unittest.peggy` line records folded by
 * ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers `python -m unittest` of
 * Python 3.10-3.13 at every verbosity; see docs/runners/unittest.md.
 *
 * @module dsh-test-closure/runners/unittest/parse
 */
import { parse } from '#grammars/unittest';
import { singleDialect } from "../../parsing/pipeline.js";
import { UNITTEST_BLOCKS } from "./block.js";
import { foldUnittest } from "./fold.js";
export const UNITTEST_PARSER = singleDialect('unittest', {
    format: 'unittest',
    grammar: parse,
    fold: foldUnittest,
}, UNITTEST_BLOCKS);
