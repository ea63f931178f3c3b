/**
 * The `go test` console-output parser: `grammars/go.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers Go 1.19+ plain and -v output; see
 * docs/runners/go.md.
 *
 * @module dsh-test-closure/runners/go/parse
 */
import { parse } from '#grammars/go';
import { singleDialect } from "../../parsing/pipeline.js";
import { GO_BLOCKS } from "./block.js";
import { foldGo } from "./fold.js";
export const GO_PARSER = singleDialect('go', {
    format: 'go-test',
    grammar: parse,
    fold: foldGo,
}, GO_BLOCKS);
