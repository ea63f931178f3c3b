/**
 * Deno's own words that both reporters' folds read the same way.
 *
 * @module dsh-test-closure/runners/deno/verdict
 */
/**
 * Deno's verdict on a failed run: `error: Test failed`, or `error: Test failed because the
 * "only" option was used` after a green run that `only` narrowed. Where the output shows no
 * failing test (`only`; `--reporter=junit` prints XML, which is not read; the TAP reporter prints
 * nothing for an uncaught error), the run is one `kind: 'run'` failure named by it.
 */
export declare const RUN_FAILED: RegExp;
/** The error of a test or step that failed only as its steps did: counted, not listed (its steps are). */
export declare const STEPS_FAILED: RegExp;
