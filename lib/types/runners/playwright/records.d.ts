/**
 * The line records `grammars/playwright.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link PlaywrightRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/playwright/records
 */
export type PlaywrightCountLabel = 'passed' | 'failed' | 'flaky' | 'skipped' | 'did not run' | 'interrupted';
export type PlaywrightRecord = 
/** `  1 failed`, `  3 passed (2.5s)`: an epilogue count; `time` is the duration text. */
{
    kind: 'count';
    label: PlaywrightCountLabel;
    n: number;
    time: string | null;
}
/** `  1) tests/a.spec.js:4:3 › group › test ───`: a numbered failure block's header. */
 | {
    kind: 'failureHeader';
    n: number;
    header: string;
}
/** `  ✓  1 tests/a.spec.js:2:1 › adds (13ms)`: the list reporter's result of one attempt (✘ failed, - skipped). */
 | {
    kind: 'listResult';
    status: 'passed' | 'failed' | 'skipped';
    header: string;
}
/** `Running 4 tests using 1 worker`. */
 | {
    kind: 'running';
    n: number;
}
/** A column-0 `SomeError: message` line. */
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
