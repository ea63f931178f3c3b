/**
 * The line records `grammars/unittest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link UnittestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/unittest/records
 */
export {};
