import type { Runner } from '../runner.ts';
export declare const EXUNIT_RUNNER: Runner;
