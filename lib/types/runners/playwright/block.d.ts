/**
 * Where a playwright failure's block is (parsing/failure-blocks.ts): a numbered block
 * `  1) [project] › file:line:col › titles ───` (a flaky test's too), to the next one or the
 * epilogue's counts.
 *
 * @module dsh-test-closure/runners/playwright/block
 */
import type { BlockRules } from '../../parsing/failure-blocks.ts';
export declare const PLAYWRIGHT_BLOCKS: BlockRules;
