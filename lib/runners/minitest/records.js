/**
 * The line records `grammars/minitest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link MinitestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/minitest/records
 */
export {};
