/**
 * The line records `grammars/bun.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link BunRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/bun/records
 */
export type BunStatus = 'pass' | 'fail' | 'skip' | 'todo';
export type BunRecord = 
/** `(fail) outer > title [0.10ms]`: `name` without the duration. */
{
    kind: 'result';
    status: BunStatus;
    name: string;
}
/** ` 2 pass`, ` 1 error`, ` 4 expect() calls`. */
 | {
    kind: 'count';
    label: BunStatus | 'error' | 'expects';
    n: number;
}
/** `Ran 8 tests across 3 files. [122.00ms]`; `ms` the run's duration. */
 | {
    kind: 'ran';
    n: number;
    ms: number | null;
}
/** `50 tests failed:`: the result lines up to the next blank line repeat earlier ones. */
 | {
    kind: 'recap';
}
/** `# Unhandled error between tests`. */
 | {
    kind: 'unhandled';
}
/** `test/a.test.js:`. */
 | {
    kind: 'header';
    path: string;
}
/** `error: …` / `TypeError: …` at column 0. */
 | {
    kind: 'errorLine';
    text: string;
} | {
    kind: 'blank';
}
/** Any other line (shared record); its text is the input's line at the record's index. */
 | {
    kind: 'unknown';
};
