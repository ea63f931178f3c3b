/**
 * The playwright test console-output parser: `grammars/playwright.peggy` line records folded by ./fold.ts,
 * through the one pipeline (parsing/pipeline.ts). Covers @playwright/test 1.49-1.65's list, line and dot reporters;
 * see docs/runners/playwright.md.
 *
 * @module dsh-test-closure/runners/playwright/parse
 */
import { parse } from '#grammars/playwright';
import { runPipeline, singleDialect } from '../../parsing/pipeline.ts';
import { PLAYWRIGHT_BLOCKS } from './block.ts';
import type { ParseResult } from '../../report/types.ts';
import { foldPlaywrightRecords } from './fold.ts';

export const PLAYWRIGHT_PARSER = singleDialect('playwright', {
  format: 'playwright',
  grammar: parse,
  fold: foldPlaywrightRecords,
}, PLAYWRIGHT_BLOCKS);

/** Parses playwright test console output (stdout then stderr). Total: never throws. */
export function parsePlaywrightOutput(text: string): ParseResult {
  return runPipeline(PLAYWRIGHT_PARSER, text);
}
