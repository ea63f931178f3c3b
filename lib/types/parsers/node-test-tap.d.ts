import type { ParseResult } from '../report/types.ts';
import type { TapRecord } from './node-test-records.ts';
/** Folds TAP records (one per line of `lines`) into a result. */
export declare function foldTap(records: readonly TapRecord[], lines: readonly string[]): ParseResult;
