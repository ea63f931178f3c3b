import type { Runner } from '../runner.ts';
export declare const MAVEN_RUNNER: Runner;
