/**
 * The `go test` console-output parser: `grammars/go.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers Go 1.19+ plain and -v output; see
 * docs/runners/go.md.
 *
 * @module dsh-test-closure/runners/go/parse
 */
import { parse } from '#grammars/go';
import { singleDialect } from '../../parsing/pipeline.ts';
import { GO_BLOCKS } from './block.ts';
import { foldGo } from './fold.ts';

export const GO_PARSER = singleDialect('go', {
  format: 'go-test',
  grammar: parse,
  fold: foldGo,
}, GO_BLOCKS);
