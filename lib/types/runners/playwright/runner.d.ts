/**
 * playwright test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/playwright/runner
 */
import type { Runner } from '../runner.ts';
export declare const PLAYWRIGHT_RUNNER: Runner;
