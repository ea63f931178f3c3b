/**
 * The line records `grammars/cargo.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link CargoRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/cargo/records
 */
export {};
