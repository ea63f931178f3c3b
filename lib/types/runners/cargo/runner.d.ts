/**
 * cargo test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/cargo/runner
 */
import type { Runner } from '../runner.ts';
export declare const CARGO_RUNNER: Runner;
