/**
 * The text of `test_closure_check`: whether the session may finish, what blocks it, what is
 * still running, and the unresolved marker. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/closure-check
 */
import type { ClosureCheck } from '../closure/checks.ts';
import { type WordedBlocker } from './blockers.ts';
import type { RunScope } from '../closure/scope.ts';
import type { RunProgress } from '../closure/run-progress.ts';
/** A `test_run` that went on as a job after its answer budget, and what it shows so far. */
export interface RunningCallProgress {
    jobId: string;
    scope: RunScope;
    progress: RunProgress;
}
/** The `test_closure_check` value: the check, its blockers in words, the running call's progress. */
export type ClosureCheckValue = Omit<ClosureCheck, 'blockers'> & {
    blockers: WordedBlocker[];
    runningCall?: RunningCallProgress;
};
export declare function closureCheckValue(check: ClosureCheck, runningCall?: RunningCallProgress): ClosureCheckValue;
export declare function renderClosureCheck(c: ClosureCheckValue): string;
