/**
 * The line records `grammars/phpunit.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link PhpunitRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/phpunit/records
 */
export {};
