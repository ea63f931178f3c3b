/**
 * jest: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/jest/runner
 */
import type { Runner } from '../runner.ts';
export declare const JEST_RUNNER: Runner;
