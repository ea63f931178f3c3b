import type { Runner } from '../runner.ts';
export declare const CARGO_RUNNER: Runner;
