/**
 * The line records `grammars/unittest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link UnittestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/unittest/records
 */
/** A -v result's status word, as unittest prints it after ` ... `. */
export type UnittestStatus = 'ok' | 'FAIL' | 'ERROR' | 'skipped' | 'expected failure' | 'unexpected success';
/** The counts of a closing status line; absent items are 0. */
export interface UnittestStatusCounts {
    failures: number;
    errors: number;
    skipped: number;
    expectedFailures: number;
    unexpectedSuccesses: number;
}
export type UnittestRecord = 
/** `=` * 70: opens a failure block. */
{
    kind: 'sep1';
}
/** `-` * 70: closes a block's header, and precedes `Ran N tests`. */
 | {
    kind: 'sep2';
}
/** `FAIL: <description>` (also `ERROR:`, `UNEXPECTED SUCCESS:`), a block's header when a sep1 precedes it. */
 | {
    kind: 'header';
    word: 'FAIL' | 'ERROR' | 'UNEXPECTED SUCCESS';
    description: string;
}
/** `Ran N tests in 0.004s`. */
 | {
    kind: 'ran';
    n: number;
    seconds: number;
}
/** `OK (...)`, `FAILED (...)`, `NO TESTS RAN`. */
 | ({
    kind: 'status';
    word: 'OK' | 'FAILED' | 'NO TESTS RAN';
} & UnittestStatusCounts)
/** `Traceback (most recent call last):`. */
 | {
    kind: 'traceback';
}
/** A chained exception's separator sentence. */
 | {
    kind: 'chain';
}
/** A -v result, `head ... status`; `head` is the test's description, or its docstring line. */
 | {
    kind: 'result';
    status: UnittestStatus;
    head: string;
} | {
    kind: 'unknown';
};
