/**
 * The line records `grammars/jest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link JestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/jest/records
 */
export {};
