/**
 * The line records `grammars/vitest.peggy` returns, one per input line. Types only: the
 * generated parser is typed `any`, and src/parsers/vitest.ts annotates its value once with
 * {@link VitestRecord}.
 *
 * @module dsh-test-closure/parsers/vitest-records
 */
export {};
