/**
 * The line records `grammars/jest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link JestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/jest/records
 */
/** One `N label` item of a `Tests:` / `Test Suites:` / `Snapshots:` line, e.g. `3 passed`. */
export interface JestCount {
    n: number;
    label: string;
}
/** A jest summary line: the labelled counts, `total`, and `run` (the N of "N of M total", else total). */
export interface JestCountsRecord {
    kind: 'tests' | 'suites' | 'snapshots';
    parts: JestCount[];
    total: number;
    run: number;
}
export type JestTestStatus = 'passed' | 'failed' | 'skipped' | 'todo';
export type JestRecord = 
/** `PASS path` / `FAIL path (1.2 s)`; `project` is the displayName of a multi-project run. */
{
    kind: 'header';
    status: 'PASS' | 'FAIL';
    project: string | null;
    path: string;
}
/** `  ● Test suite failed to run`. */
 | {
    kind: 'suiteFailed';
}
/** `  ● title path` (also `  ● Console`). */
 | {
    kind: 'bullet';
    title: string;
}
/** A verbose test line; `title` without icon and duration. */
 | {
    kind: 'test';
    indent: number;
    status: JestTestStatus;
    title: string;
} | JestCountsRecord
/** `Time:        2.872 s`. */
 | {
    kind: 'time';
    value: number;
    unit: string;
}
/** `Ran all test suites….` or `Test run was interrupted.` */
 | {
    kind: 'ranAll';
}
/** `Summary of all failing tests`. */
 | {
    kind: 'failingSummary';
}
/** `No tests found, exiting with code 1` and its variants. */
 | {
    kind: 'noTests';
}
/** `● Validation Error:` and other column-0 configuration notices. */
 | {
    kind: 'notice';
    title: string;
} | {
    kind: 'blank';
}
/** Any other line (shared record); its text is the input's line at the record's index. */
 | {
    kind: 'unknown';
};
