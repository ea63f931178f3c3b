/**
 * PHPUnit: every fact about it (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/phpunit/runner
 */
import type { Runner } from '../runner.ts';
export declare const PHPUNIT_RUNNER: Runner;
