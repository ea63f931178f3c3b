/**
 * CTest: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/ctest/runner
 */
import type { Runner } from '../runner.ts';
export declare const CTEST_RUNNER: Runner;
