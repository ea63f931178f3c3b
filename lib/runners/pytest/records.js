/**
 * The line records `grammars/pytest.peggy` returns, one per input line. Types only: the
 * generated parser is typed `any`, and src/parsers/pytest.ts annotates its value once.
 *
 * @module dsh-test-closure/parsers/pytest-records
 */
export {};
