/**
 * The line records `grammars/pytest.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link PytestRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/pytest/records
 */
export {};
