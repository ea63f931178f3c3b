import type { Runner } from '../runner.ts';
export declare const BUN_RUNNER: Runner;
