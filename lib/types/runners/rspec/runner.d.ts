/**
 * RSpec: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/rspec/runner
 */
import type { Runner } from '../runner.ts';
export declare const RSPEC_RUNNER: Runner;
