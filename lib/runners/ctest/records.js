/**
 * The line records `grammars/ctest.peggy` returns, one per input line. Types only: the grammar's
 * header names {@link CtestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/ctest/records
 */
export {};
