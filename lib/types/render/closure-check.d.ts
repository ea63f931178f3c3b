/**
 * The text of `test_closure_check`: whether the session may finish, what blocks it, what is
 * still running, and the unresolved marker. Pinned in docs/model-visible-text.md.
 *
 * @module dsh-test-closure/render/closure-check
 */
import type { ClosureCheck } from '../closure/checks.ts';
import { type WordedBlocker } from './blockers.ts';
/** The `test_closure_check` value: the check, its blockers in words. */
export type ClosureCheckValue = Omit<ClosureCheck, 'blockers'> & {
    blockers: WordedBlocker[];
};
export declare function closureCheckValue(check: ClosureCheck): ClosureCheckValue;
export declare function renderClosureCheck(c: ClosureCheckValue): string;
