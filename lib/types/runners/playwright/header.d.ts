/**
 * A playwright test header, as the failure blocks and the epilogue's lists print it:
 * `[project] › file:line:col › describe › title` and a rule of `─` to the reporter's width
 * (no project prefix without projects). Shared by the fold and the failure detail reader.
 *
 * @module dsh-test-closure/runners/playwright/header
 */
import type { Failure } from '../../report/types.ts';
/** A test header as the reporters print it, without its rule: its failure, or undefined when it is not one. */
export declare function failureOfHeader(header: string): Failure | undefined;
/** The key a header is matched by between the block and the epilogue's list. */
export declare function headerKey(header: string): string;
/** The key of a list reporter result line's header (`file:line:col › title (retry #1) (9ms)`). */
export declare function resultKey(header: string): string;
