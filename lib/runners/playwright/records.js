/**
 * The line records `grammars/playwright.peggy` returns, one per input line. Types only: the
 * grammar's header names {@link PlaywrightRecord}, so its generated `parse` returns these.
 *
 * @module dsh-test-closure/runners/playwright/records
 */
export {};
