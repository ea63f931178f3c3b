import type { Runner } from '../runner.ts';
export declare const GO_RUNNER: Runner;
