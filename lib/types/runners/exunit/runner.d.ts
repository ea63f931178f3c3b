/**
 * ExUnit, run by `mix test`: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/exunit/runner
 */
import type { Runner } from '../runner.ts';
export declare const EXUNIT_RUNNER: Runner;
