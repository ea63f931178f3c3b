/**
 * mocha: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/mocha/runner
 */
import type { Runner } from '../runner.ts';
export declare const MOCHA_RUNNER: Runner;
