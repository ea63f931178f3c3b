/**
 * The line records `grammars/vitest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link VitestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/vitest/records
 */
export {};
