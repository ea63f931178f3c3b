/**
 * The line records `grammars/deno.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link DenoRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/deno/records
 */
export {};
