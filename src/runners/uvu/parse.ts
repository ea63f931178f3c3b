/**
 * The uvu console-output parser: `grammars/uvu.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers uvu 0.5's CLI and a test file run
 * with node directly; see docs/runners/uvu.md.
 *
 * @module dsh-test-closure/runners/uvu/parse
 */
import { parse } from '#grammars/uvu';
import { runPipeline, singleDialect } from '../../parsing/pipeline.ts';
import { UVU_BLOCKS } from './block.ts';
import type { ParseResult } from '../../report/types.ts';
import { foldUvuRecords } from './fold.ts';

export const UVU_PARSER = singleDialect('uvu', {
  format: 'uvu',
  grammar: parse,
  fold: foldUvuRecords,
}, UVU_BLOCKS);

/** Parses uvu console output (stdout then stderr). Total: never throws. */
export function parseUvuOutput(text: string): ParseResult {
  return runPipeline(UVU_PARSER, text);
}
