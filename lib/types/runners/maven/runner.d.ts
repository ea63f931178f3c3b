/**
 * Maven with Surefire (JUnit 5 and 4): every fact about it (runners/runner.ts says what each
 * field means).
 *
 * @module dsh-test-closure/runners/maven/runner
 */
import type { Runner } from '../runner.ts';
export declare const MAVEN_RUNNER: Runner;
