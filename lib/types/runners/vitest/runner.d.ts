/**
 * vitest: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/vitest/runner
 */
import type { Runner } from '../runner.ts';
export declare const VITEST_RUNNER: Runner;
