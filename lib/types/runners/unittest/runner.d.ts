/**
 * unittest (`python -m unittest`, and Django's `manage.py test`): every fact about it
 * (runners/runner.ts says what each field means).
 *
 * @module dsh-test-closure/runners/unittest/runner
 */
import type { Runner } from '../runner.ts';
export declare const UNITTEST_RUNNER: Runner;
