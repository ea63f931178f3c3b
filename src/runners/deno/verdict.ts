/**
 * Deno's own words that both reporters' folds read the same way.
 *
 * @module dsh-test-closure/runners/deno/verdict
 */

/**
 * Deno's verdict on a run in which a test failed (`error: Test failed`). Where the output shows
 * no failing test (`--reporter=junit` prints XML, which is not read; the TAP reporter prints
 * nothing for an uncaught error), the run is one `kind: 'run'` failure named by it.
 */
export const TEST_FAILED = 'Test failed';

/** The error of a test or step that failed only as its steps did: counted, not listed (its steps are). */
export const STEPS_FAILED = /^\d+ test steps? failed\.?$/;
