/**
 * The line records `grammars/mocha.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link MochaRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/mocha/records
 */
export {};
