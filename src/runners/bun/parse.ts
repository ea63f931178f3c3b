/**
 * The bun test console-output parser: `grammars/bun.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers bun 1.1-1.4's default reporter;
 * see docs/runners/bun.md.
 *
 * @module dsh-test-closure/runners/bun/parse
 */
import { parse } from '#grammars/bun';
import { runPipeline, singleDialect } from '../../parsing/pipeline.ts';
import { BUN_BLOCKS } from './block.ts';
import type { ParseResult } from '../../report/types.ts';
import { foldBunRecords } from './fold.ts';

export const BUN_PARSER = singleDialect('bun', {
  format: 'bun-default',
  grammar: parse,
  fold: foldBunRecords,
}, BUN_BLOCKS);

/** Parses bun test console output (stdout then stderr). Total: never throws. */
export function parseBunOutput(text: string): ParseResult {
  return runPipeline(BUN_PARSER, text);
}
