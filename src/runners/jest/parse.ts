/**
 * The jest console-output parser: `grammars/jest.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers jest 27-30's default and verbose
 * reporters; see docs/runners/jest.md.
 *
 * @module dsh-test-closure/runners/jest/parse
 */
import { parse } from '#grammars/jest';
import { runPipeline, singleDialect } from '../../parsing/pipeline.ts';
import { JEST_BLOCKS } from './block.ts';
import type { ParseResult } from '../../report/types.ts';
import { foldJestRecords } from './fold.ts';

export const JEST_PARSER = singleDialect('jest', {
  format: 'jest-default',
  grammar: parse,
  fold: foldJestRecords,
}, JEST_BLOCKS);

/** Parses jest console output (stdout then stderr). Total: never throws. */
export function parseJestOutput(text: string): ParseResult {
  return runPipeline(JEST_PARSER, text);
}
