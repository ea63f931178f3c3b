/**
 * The Minitest console-output parser: `grammars/minitest.peggy` line records folded by
 * ./fold.ts, through the one pipeline (parsing/pipeline.ts). Covers Minitest 5.x's default and
 * verbose reporters, run by `ruby -Itest` or `rake test`; see docs/runners/minitest.md.
 *
 * @module dsh-test-closure/runners/minitest/parse
 */
import { parse } from '#grammars/minitest';
import { runPipeline, singleDialect } from '../../parsing/pipeline.ts';
import type { ParseResult } from '../../report/types.ts';
import { MINITEST_BLOCKS } from './block.ts';
import { foldMinitest } from './fold.ts';

export const MINITEST_PARSER = singleDialect('minitest', {
  format: 'minitest',
  grammar: parse,
  fold: foldMinitest,
}, MINITEST_BLOCKS);

/** Parses Minitest console output (default or `-v`). Total over strings. */
export function parseMinitestOutput(text: string): ParseResult {
  return runPipeline(MINITEST_PARSER, text);
}
