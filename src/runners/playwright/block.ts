/**
 * Where a playwright failure's block is (parsing/failure-blocks.ts): a numbered block
 * `  1) [project] › file:line:col › titles ───` (a flaky test's too), to the next one or the
 * epilogue's counts.
 *
 * @module dsh-test-closure/runners/playwright/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
import { failureOfHeader } from './header.ts';

export const PLAYWRIGHT_BLOCKS: BlockRules = {
  header: /^ {2}\d+\) /,
  end: /^ {2}\d+\) |^ {2}\d+ (?:passed|failed|flaky|skipped|did not run|interrupted)\b/,
  names: (f, line) => failureOfHeader(line.replace(/^ {2}\d+\) /, ''))?.name === f.name,
};
