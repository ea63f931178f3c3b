/**
 * The line records `grammars/uvu.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link UvuRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/uvu/records
 */
export {};
