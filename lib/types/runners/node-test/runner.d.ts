/**
 * node:test (`node --test`): every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/node-test/runner
 */
import type { Runner } from '../runner.ts';
export declare const NODE_TEST_RUNNER: Runner;
