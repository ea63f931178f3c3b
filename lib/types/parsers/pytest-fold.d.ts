import type { Failure, Summary } from '../report/types.ts';
import type { PytestRecord } from './pytest-records.ts';
/** What the fold yields; the wrapper adds framework, format and diagnostics. */
export interface PytestFold {
    summary: Summary;
    failures: Failure[];
    summarySeen: boolean;
    durationMs?: number;
}
/** `tests/a.py::TestK::test_x[a::b]` -> `TestK.test_x[a::b]`, the title pytest puts in section headers. */
export declare function domainOf(nodeid: string): string;
/** Folds the records of one pytest run. Total: any record list yields a consistent result. */
export declare function foldPytest(records: readonly PytestRecord[]): PytestFold;
