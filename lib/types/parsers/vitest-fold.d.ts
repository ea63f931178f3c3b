import type { ParseResult } from '../report/types.ts';
import type { VitestRecord } from './vitest-records.ts';
/** Everything the fold needs to know about the input, besides the records. */
export interface FoldInput {
    records: VitestRecord[];
    /** The normalized input split on "\n"; `lines[i]` is the raw text of `records[i]`. */
    lines: string[];
}
/** The fold's part of a {@link ParseResult}: everything but framework, format and diagnostics. */
export type Folded = Pick<ParseResult, 'summary' | 'failures' | 'summarySeen'> & {
    durationMs?: number;
};
/** Folds line records into counts and failures; pure, total, linear in the number of records. */
export declare function foldVitest({ records, lines }: FoldInput): Folded;
