/**
 * The line records `grammars/rspec.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link RSpecRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/rspec/records
 */
export {};
