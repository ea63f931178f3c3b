/**
 * deno test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/deno/runner
 */
import type { Runner } from '../runner.ts';
export declare const DENO_RUNNER: Runner;
