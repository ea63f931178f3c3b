/**
 * go test: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/go/runner
 */
import type { Runner } from '../runner.ts';
export declare const GO_RUNNER: Runner;
