import type { Framework } from '../report/kinds.ts';
import type { Failure } from '../report/types.ts';
export declare const DETAIL_MAX_LINES = 80;
export declare const DETAIL_MAX_CHARS = 8000;
export interface FailureDetail {
    /** The block's lines after its header, trailing blank lines dropped. */
    text: string;
    /** The line of the failure's file the block names first (`file:12`), when it names one. */
    line?: number;
}
/**
 * The detail of each failure (same order as `failures`; undefined where no header names it).
 * @param framework the runner whose output `text` is.
 */
export declare function failureDetails(framework: Framework, text: string, failures: readonly Failure[]): (FailureDetail | undefined)[];
