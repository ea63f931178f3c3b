/**
 * The line records `grammars/jest.peggy` returns, one per input line. Types only: the
 * generated parser is typed `any`, and `src/parsers/jest.ts` annotates its value with
 * {@link JestRecord} once, at that boundary.
 *
 * @module dsh-test-closure/parsers/jest-records
 */
export {};
