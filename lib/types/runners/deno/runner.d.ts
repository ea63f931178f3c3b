import type { Runner } from '../runner.ts';
export declare const DENO_RUNNER: Runner;
