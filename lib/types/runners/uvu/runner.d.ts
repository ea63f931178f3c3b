/**
 * uvu: every fact about it (runners/runner.ts says what each field means). No detection rule
 * names it: a project runs it through its `scripts.test`, which is read as uvu's.
 *
 * @module dsh-test-closure/runners/uvu/runner
 */
import type { Runner } from '../runner.ts';
export declare const UVU_RUNNER: Runner;
