import type { ParseResult } from '../report/types.ts';
import type { SpecRecord } from './node-test-records.ts';
/** Folds spec or dot records (one per line of `lines`) into a result. */
export declare function foldSpec(records: readonly SpecRecord[], lines: readonly string[], format: 'node-spec' | 'node-dot'): ParseResult;
