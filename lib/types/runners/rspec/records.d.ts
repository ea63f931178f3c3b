/**
 * The line records `grammars/rspec.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link RSpecRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/rspec/records
 */
export type RSpecRecord = 
/** `Failures:`: the failure blocks follow. */
{
    kind: 'failures';
}
/** `Pending: (Failures listed here are expected ...)`: the pending blocks follow. */
 | {
    kind: 'pending';
}
/** `  1) Group example title`: a numbered block's first line. */
 | {
    kind: 'numbered';
    n: number;
    name: string;
}
/** `An error occurred while loading ./spec/a_spec.rb.` (`file`) or `... in an `after(:context)` hook.` (`hook`). */
 | {
    kind: 'outside';
    file?: string;
    hook?: string;
}
/** `Finished in 0.01 seconds (files took ...)`: the run's wall time. */
 | {
    kind: 'finished';
    ms: number;
}
/** `3 examples, 1 failure, 1 pending, 2 errors occurred outside of examples`. */
 | {
    kind: 'summary';
    examples: number;
    failed: number;
    pending: number;
    errors: number;
}
/** `Failed examples:`: the rerun lines follow. */
 | {
    kind: 'failedExamples';
}
/** `rspec ./spec/a_spec.rb:12 # title`: a failed example's location or id (unquoted: `./spec/a_spec.rb[1:2]`) and name. */
 | {
    kind: 'rerun';
    id: string;
    name: string;
}
/** `..F*`: the progress formatter's marks. */
 | {
    kind: 'progress';
}
/** `Run options: include {…}`, `Randomized with seed 123`, `All examples were filtered out`, `No examples found.`. */
 | {
    kind: 'notice';
} | {
    kind: 'blank';
} | {
    kind: 'unknown';
};
