/**
 * pytest: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/pytest/runner
 */
import type { Runner } from '../runner.ts';
export declare const PYTEST_RUNNER: Runner;
