/**
 * bun test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/bun/runner
 */
import type { Runner } from '../runner.ts';
export declare const BUN_RUNNER: Runner;
