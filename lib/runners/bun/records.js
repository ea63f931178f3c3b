/**
 * The line records `grammars/bun.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link BunRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/bun/records
 */
export {};
