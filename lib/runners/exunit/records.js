/**
 * The line records `grammars/exunit.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link ExunitRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/exunit/records
 */
export {};
