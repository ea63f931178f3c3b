/**
 * The `deno test` console-output parser: `grammars/deno.peggy` line records folded by
 * ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers Deno 2.x's pretty and dot
 * reporters; see docs/runners/deno.md.
 *
 * @module dsh-test-closure/runners/deno/parse
 */
import { parse } from '#grammars/deno';
import { singleDialect } from "../../parsing/pipeline.js";
import { DENO_BLOCKS } from "./block.js";
import { foldDeno } from "./fold.js";
export const DENO_PARSER = singleDialect('deno', {
    format: 'deno',
    grammar: parse,
    fold: foldDeno,
}, DENO_BLOCKS);
