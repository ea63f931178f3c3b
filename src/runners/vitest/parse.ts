/**
 * The vitest console-output parser: `grammars/vitest.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers vitest 1.x-5.x console reporters
 * (default, verbose, dot, basic, tree, agent/minimal); see docs/runners/vitest.md.
 *
 * @module dsh-test-closure/runners/vitest/parse
 */
import { parse } from '#grammars/vitest';
import { runPipeline, singleDialect } from '../../parsing/pipeline.ts';
import { VITEST_BLOCKS } from './block.ts';
import type { ParseResult } from '../../report/types.ts';
import { foldVitest } from './fold.ts';

export const VITEST_PARSER = singleDialect('vitest', {
  format: 'vitest',
  grammar: parse,
  fold: foldVitest,
}, VITEST_BLOCKS);

/** Parses vitest console output (stdout and stderr, merged or concatenated). Total: never throws. */
export function parseVitestOutput(text: string): ParseResult {
  return runPipeline(VITEST_PARSER, text);
}
