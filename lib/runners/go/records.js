/**
 * The line records `grammars/go.peggy` returns, one per input line. Types only: the grammar's
 * header names {@link GoRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/go/records
 */
export {};
